// SPDX-License-Identifier: GPL-3.0-or-later
// This game's row of the crash-and-resume suite (tests/app/tst_crash_resume.cpp).
#include "crash_resume_row.h"
#include "pat/game.h"

#include <QJsonArray>

using namespace club;
using club::test::compact;
using club::test::mustWrite;
using club::test::Record;

namespace {
const bool registered = club::test::addCrashResumeRow(
    {QStringLiteral("patchesi"), QStringLiteral("autosave-patchesi.patchesi"),
     [](const QString& path, std::uint64_t seed) {
         pat::Setup setup = pat::Setup::standard(pat::Kind::Single, 4);
         for (pat::Seat& seat : setup.seats)
             seat.player = QStringLiteral("standard");
         mustWrite(pat::Game(setup, seed).trySave(path));
     },
     [](const QString& path) {
         const pat::Game game = pat::Game::load(path);
         Record r;
         for (const pat::Event& e : game.events())
             r.moves << QStringLiteral("%1%2").arg(e.isThrow ? 't' : 'm').arg(e.value);
         QJsonObject body = game.toJson();
         for (const char* key : {"throws", "moves", "current"})
             body.remove(QLatin1String(key));
         r.identity = compact(body);
         r.over = game.isOver();
         return r;
     }});
} // namespace
