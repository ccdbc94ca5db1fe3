// SPDX-License-Identifier: GPL-3.0-or-later
// Cribbage: valid files of the fuzzers' seed corpus (tests/fuzz/corpus/cribbage), written
// by the engine's own writers (tests/fuzz/write_seed_corpus.cpp).
#include "seed_corpus.h"
#include "core/random.h"
#include "crib/match_file.h"
#include "crib/player.h"

using namespace club;

namespace {
void writeCrib(const QString& folder, const char* name, crib::Setup setup, std::uint64_t seed,
               int moves, int undo, int games = 1) {
    crib::SavedMatch saved;
    saved.setup = setup;
    saved.seed = seed;
    for (int s = 0; s < setup.hands; ++s)
        saved.seats.push_back(
            club::Seat{QStringLiteral("Seat %1").arg(s + 1), s,
                       s == 0 ? QString::fromLatin1(club::Seat::Person)
                              : QString::fromStdString(crib::levelName(crib::Level(s % 5)))});
    crib::Match match(setup, seed);
    Random rng(seed ^ 0xc1);
    for (int i = 0; moves < 0 || i < moves; ++i) {
        crib::Move m;
        if (match.phase() == crib::Phase::GameOver) {
            if (match.gameNumber() >= games) break;
            m = crib::Move{crib::Move::NextGame, {}, 0};
        } else {
            m = match.computerMove(crib::Level::Greedy, rng);
        }
        match.apply(m);
        saved.moves.push_back(m);
    }
    saved.current = int(saved.moves.size()) - undo;
    const QString path = folder + QStringLiteral("/valid-%1.cribbage").arg(name);
    club::test::seedWritten(crib::writeMatchFile(path, saved), path);
}

void cribbage(const QString& folder) {
    using crib::Board;
    writeCrib(folder, "fresh-2-hands", crib::Setup{2, 121, Board::TwoTrack, false}, 1937, 0, 0);
    writeCrib(folder, "2-hands-midgame", crib::Setup{2, 121, Board::TwoTrack, false}, 3, 40, 0);
    writeCrib(folder, "2-hands-61-two-games", crib::Setup{2, 61, Board::ThreeTrack, false}, 4, -1,
              0, 2);
    writeCrib(folder, "3-hands-muggins", crib::Setup{3, 121, Board::ThreeTrack, true}, 5, 80, 0);
    writeCrib(folder, "4-hands-partners-with-redo", crib::Setup{4, 121, Board::FourTrack, false},
              9007199254740993ULL, 70, 5);
    writeCrib(folder, "5-hands-two-boards", crib::Setup{5, 61, Board::TwoAndThree, false}, 6, 60,
              0);
    writeCrib(folder, "6-hands-muggins-finished", crib::Setup{6, 61, Board::ThreeTrack, true},
              ~std::uint64_t(0), -1, 1);
}

const bool registered = club::test::addSeedWriter(QStringLiteral("cribbage"), cribbage);
} // namespace
