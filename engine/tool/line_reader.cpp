// SPDX-License-Identifier: GPL-3.0-or-later
#include "line_reader.h"

namespace club::tool {

bool LineReader::next(QByteArray& line, bool& tooLong) {
    line.clear();
    tooLong = false;
    bool readAny = false;
    // getc, not fread: fread waits to fill its buffer, which would stall a
    // client that waits for each reply before sending the next line.
    for (int c = std::getc(in_); c != EOF; c = std::getc(in_)) {
        readAny = true;
        if (c == '\n') break;
        if (tooLong) continue;
        if (line.size() >= MaxLineBytes) {
            tooLong = true;
            line.clear();
            line.squeeze();
            continue;
        }
        line.append(char(c));
    }
    if (!tooLong && line.endsWith('\r')) line.chop(1);
    return readAny;
}

} // namespace club::tool
