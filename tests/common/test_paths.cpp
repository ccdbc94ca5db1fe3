// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_paths.h"

namespace club::test {

QString sourcePath(const QString& relative) {
    return QStringLiteral(PLAYERS_CLUB_SOURCE_DIR) + relative;
}

QString engineTool() {
    return QStringLiteral(PLAYERS_CLUB_ENGINE_TOOL);
}

QString appProgram() {
    return QStringLiteral(PLAYERS_CLUB_APP);
}

} // namespace club::test
