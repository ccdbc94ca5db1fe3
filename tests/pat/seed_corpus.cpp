// SPDX-License-Identifier: GPL-3.0-or-later
// Patchesi: valid files of the fuzzers' seed corpus (tests/fuzz/corpus/patchesi), written
// by the engine's own writers (tests/fuzz/write_seed_corpus.cpp).
#include "seed_corpus.h"
#include "core/random.h"
#include "pat/game.h"
#include "pat/players.h"

using namespace club;

namespace {
/// Plays `events` throws and choices (or to the end if -1), the computers
/// choosing for every seat.
void playPat(pat::Game& g, Random& rng, int events) {
    const auto player = pat::makePlayer("heuristic");
    for (int i = 0; (events < 0 || i < events) && !g.isOver(); ++i) {
        if (g.state().phase() == pat::Phase::Choose)
            g.play(g.state().legal()[player->choose(g.state(), rng)].counter);
        else
            g.throwDie();
    }
}

void writePat(const QString& folder, const char* name, pat::Setup setup, std::uint64_t seed,
              int events, int undo) {
    pat::Game g(setup, seed);
    Random rng(seed ^ 0x5a);
    playPat(g, rng, events);
    for (int i = 0; i < undo && g.canUndo(); ++i)
        g.undo();
    const QString path = folder + QStringLiteral("/valid-%1.patchesi").arg(name);
    club::test::seedWritten(g.trySave(path), path);
}

void patchesi(const QString& folder) {
    using pat::Kind;
    writePat(folder, "fresh-4-players", pat::Setup::standard(Kind::Single, 4), 1890, 0, 0);
    writePat(folder, "2-players-midgame", pat::Setup::standard(Kind::Single, 2), 7, 60, 0);
    pat::Setup three = pat::Setup::standard(Kind::Single, 3);
    three.seats[1].player = QStringLiteral("expert");
    three.seats[2].player = QStringLiteral("random");
    three.stakes = true;
    three.stake = 12;
    writePat(folder, "3-players-stakes-finished", three, 31, -1, 0);
    pat::Setup shortGame = pat::Setup::standard(Kind::Single, 4);
    shortGame.counters = 3;
    shortGame.openingThrowPlays = false;
    shortGame.lostThirdSixReturns = false;
    shortGame.stopAtSecond = false;
    shortGame.oneThrowPerSix = true;
    writePat(folder, "3-counters-house-rules-off-with-redo", shortGame, 9007199254740993ULL, 150,
             4);
    pat::Setup partner = pat::Setup::standard(Kind::Partner, 4);
    partner.seats[0].name = QString(QChar(0xFEFF)) + QStringLiteral("Ann \u00e9\U0001F600");
    partner.seats[3].player = QStringLiteral("beginner");
    writePat(folder, "partner-finished-big-seed", partner, ~std::uint64_t(0), -1, 0);
    writePat(folder, "partner-midgame", pat::Setup::standard(Kind::Partner, 4), 5, 200, 1);
}

const bool registered = club::test::addSeedWriter(QStringLiteral("patchesi"), patchesi);
} // namespace
