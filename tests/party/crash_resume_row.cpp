// SPDX-License-Identifier: GPL-3.0-or-later
// This game's row of the crash-and-resume suite (tests/app/tst_crash_resume.cpp).
#include "crash_resume_row.h"
#include "party/night_file.h"
#include "party/night_state.h"

#include <QJsonArray>

using namespace club;
using club::test::compact;
using club::test::mustWrite;
using club::test::Record;

namespace {
const bool registered = club::test::addCrashResumeRow(
    {QStringLiteral("party-night"), QStringLiteral("autosave-party-night.pcnight"),
     [](const QString& path, std::uint64_t seed) {
         party::Setup setup;
         for (int i = 0; i < 13; ++i)
             setup.entrants.push_back({{QStringLiteral("Entrant %1").arg(i + 1)}});
         setup.seed = seed;
         party::NightState night = party::NightState::start(setup);
         night.enter(1, {{95, 200, -20, 12, 61}, -1, party::Source::Typed});
         mustWrite(party::saveNight(night, path));
     },
     [](const QString& path) {
         const party::NightState night = party::loadNight(path);
         QJsonObject body = party::nightToJson(night);
         Record r;
         for (const QJsonValue& e : body.value(QStringLiteral("results")).toArray())
             r.moves << QString::fromUtf8(compact(e));
         body.remove(QStringLiteral("results"));
         r.identity = compact(body);
         r.over = night.isOver();
         return r;
     },
     false});
} // namespace
