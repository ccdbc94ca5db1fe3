// SPDX-License-Identifier: GPL-3.0-or-later
// This game's row of the crash-and-resume suite (tests/app/tst_crash_resume.cpp).
#include "crash_resume_row.h"
#include "pm/rubber.h"
#include "pm/rubber_file.h"

#include <QJsonArray>

using namespace club;
using club::test::compact;
using club::test::mustWrite;
using club::test::Record;

namespace {
const bool registered = club::test::addCrashResumeRow(
    {QStringLiteral("pm"), QStringLiteral("autosave-pm.json"),
     [](const QString& path, std::uint64_t seed) {
         pm::RubberConfig config;
         const char* kinds[] = {"standard", "beginner", "standard", "beginner"};
         for (int s = 0; s < 4; ++s)
             config.seats.push_back(pm::SeatConfig{QStringLiteral("Computer %1").arg(s + 1), s,
                                                   QLatin1String(kinds[s])});
         config.seed = seed;
         mustWrite(pm::writeRubber(pm::Rubber(config), path));
     },
     [](const QString& path) {
         const auto rubber = pm::loadRubber(path);
         QJsonObject body = pm::rubberToJson(*rubber);
         Record r;
         QJsonArray games = body.value(QStringLiteral("games")).toArray();
         for (int g = 0; g < games.size(); ++g) {
             QJsonObject game = games[g].toObject();
             for (const QJsonValue& m : game.value(QStringLiteral("moves")).toArray())
                 r.moves << QString::number(g) + QLatin1Char(':') + compact(m);
             game.remove(QStringLiteral("moves"));
             games[g] = game;
         }
         // Games are added as they start: only the rubber's own fields
         // and the first game say which rubber this is.
         body.insert(QStringLiteral("games"), QJsonArray{games.first()});
         r.identity = compact(body);
         r.over = rubber->current().isOver();
         return r;
     }});
} // namespace
