// SPDX-License-Identifier: GPL-3.0-or-later
// This game's row of the crash-and-resume suite (tests/app/tst_crash_resume.cpp).
#include "crash_resume_row.h"
#include "km/game.h"

#include <QJsonArray>

using namespace club;
using club::test::compact;
using club::test::mustWrite;
using club::test::Record;

namespace {
const bool registered = club::test::addCrashResumeRow(
    {QStringLiteral("kings-men"),
     QStringLiteral("autosave-kings-men.kingsmen"),
     [](const QString& path, std::uint64_t seed) {
         mustWrite(km::Game::byLot(seed).trySave(path));
     },
     [](const QString& path) {
         const km::Game game = km::Game::load(path);
         QJsonObject body = game.toJson();
         Record r;
         for (const QJsonValue& m : body.value(QStringLiteral("moves")).toArray())
             r.moves << QString::fromUtf8(compact(m));
         body.remove(QStringLiteral("moves"));
         body.remove(QStringLiteral("current"));
         r.identity = compact(body);
         r.over = game.isOver();
         return r;
     },
     true,
     // King's Men keeps who plays which side in the settings, not the save.
     {{QStringLiteral("km/game-seats"), QStringLiteral("standard,random")}}});
} // namespace
