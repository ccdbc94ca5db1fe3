// SPDX-License-Identifier: GPL-3.0-or-later
// Reads standard input one line at a time with a hard cap on line length,
// so a client that sends an endless line gets an error reply instead of
// making the tool swallow all memory.
#pragma once

#include <QByteArray>
#include <cstdio>

namespace club::tool {

inline constexpr qsizetype MaxLineBytes = 1024 * 1024;

class LineReader {
public:
    explicit LineReader(std::FILE* in) : in_(in) {}

    /// Reads the next line without its "\n" (or "\r\n").
    /// @returns false at end of input when nothing is left to read.
    /// A line longer than MaxLineBytes is read to its end and dropped:
    /// `line` is then empty and `tooLong` set.
    bool next(QByteArray& line, bool& tooLong);

private:
    std::FILE* in_;
};

} // namespace club::tool
