// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_name.h"

namespace club {

Message fileNameProblem(const QString& path) {
    if (path.contains(QChar(0)))
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "a file name cannot hold a NUL character"));
    return {};
}

} // namespace club
