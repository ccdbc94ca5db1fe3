// SPDX-License-Identifier: GPL-3.0-or-later
// One game's part in tests/app/tst_crash_resume.cpp: how to write a
// computers-only game at its start as the game's autosave, and how to read
// back what the test compares. Each game's row lives in its own test folder
// (tests/<game>/crash_resume_row.cpp, compiled into the suite from the one
// list of games) and adds itself with addCrashResumeRow().
#pragma once

#include "core/format_error.h"
#include "core/json_text.h"
#include "core/message.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace club::test {

/// What an autosave holds, as far as the test compares it: which game it is
/// (everything but the moves) and its moves in order.
struct Record {
    QByteArray identity;
    QStringList moves;
    bool over = false; ///< the game in the file cannot go on by itself
};

/// One registered game: its autosave's file name, a computers-only game at
/// its start, and the engine's loader. read() throws FormatError.
struct GameRow {
    QString id;
    QString autosave;
    std::function<void(const QString& path, std::uint64_t seed)> writeFresh;
    std::function<Record(const QString& path)> read;
    /// Computers move it on between kills; a party night waits for results
    /// typed in, so its autosave must only survive the kills unchanged.
    bool playsItself = true;
    /// What the program must find in its settings to play it computers-only
    /// (a game may keep who plays in the settings rather than the save).
    std::vector<std::pair<QString, QString>> settings = {};
};

inline QByteArray compact(const QJsonValue& v) {
    return json::serialize(QJsonObject{{QStringLiteral("v"), v}}, QJsonDocument::Compact);
}

inline void mustWrite(const Message& problem) {
    if (!problem.isEmpty()) throw FormatError(problem);
}

inline std::vector<GameRow>& crashResumeRows() {
    static std::vector<GameRow> rows;
    return rows;
}

/// Adds a game's row; returns something to initialise a static with.
inline bool addCrashResumeRow(GameRow row) {
    crashResumeRows().push_back(std::move(row));
    return true;
}

} // namespace club::test
