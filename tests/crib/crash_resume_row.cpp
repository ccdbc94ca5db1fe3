// SPDX-License-Identifier: GPL-3.0-or-later
// This game's row of the crash-and-resume suite (tests/app/tst_crash_resume.cpp).
#include "crash_resume_row.h"
#include "crib/match_file.h"
#include "crib/player.h"

#include <QJsonArray>

using namespace club;
using club::test::compact;
using club::test::mustWrite;
using club::test::Record;

namespace {
const bool registered = club::test::addCrashResumeRow(
    {QStringLiteral("cribbage"), QStringLiteral("autosave-cribbage.cribbage"),
     [](const QString& path, std::uint64_t seed) {
         crib::SavedMatch saved;
         saved.seed = seed;
         saved.seats = {crib::Seat{QStringLiteral("Computer 1"), 0, QStringLiteral("standard")},
                        crib::Seat{QStringLiteral("Computer 2"), 1, QStringLiteral("beginner")}};
         mustWrite(crib::writeMatchFile(path, saved));
     },
     [](const QString& path) {
         const crib::SavedMatch saved = crib::readMatchFile(path);
         Record r;
         for (int i = 0; i < saved.current; ++i)
             r.moves << QString::fromStdString(crib::moveText(saved.moves[std::size_t(i)]));
         QJsonObject body = crib::savedMatchJson(saved);
         body.remove(QStringLiteral("moves"));
         body.remove(QStringLiteral("current"));
         r.identity = compact(body);
         r.over = saved.replay().phase() == crib::Phase::GameOver;
         return r;
     }});
} // namespace
