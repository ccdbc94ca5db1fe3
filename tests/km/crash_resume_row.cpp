// SPDX-License-Identifier: GPL-3.0-or-later
// This game's row of the crash-and-resume suite (tests/app/tst_crash_resume.cpp).
#include "crash_resume_row.h"
#include "km/game.h"
#include "km/table.h"

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
         // The save says who plays: two computers, so the game goes on.
         km::Seats seats;
         seats.setLevel(km::Side::A, km::Level::Standard);
         seats.setLevel(km::Side::B, km::Level::Random);
         km::Table table;
         table.newGame(seats, seed);
         mustWrite(table.trySave(path));
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
     true});
} // namespace
