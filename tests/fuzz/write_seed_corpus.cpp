// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the valid save files of the seed corpora (corpus/patchesi,
// corpus/cribbage, corpus/pcnight) through the engine's own writers, so the
// fuzzers start from files exactly as the program writes them: every kind
// of game, fresh, in progress, with undone moves to redo, finished, and
// seeds that must be written as strings. Run by hand when a format changes:
//
//   cmake --build build --target fuzz_write_seed_corpus
//   build/tests/fuzz/fuzz_write_seed_corpus tests/fuzz/corpus
#include "core/random.h"
#include "crib/match_file.h"
#include "crib/player.h"
#include "party/night_file.h"
#include "party/pm_score.h"
#include "pat/game.h"
#include "pat/players.h"

#include <QDir>
#include <cstdio>
#include <set>

using namespace club;

namespace {
QString dir;
int written = 0;

void check(const Message& problem, const QString& path) {
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(path), qPrintable(problem.english()));
        std::exit(1);
    }
    ++written;
}

// --- Patchesi -------------------------------------------------------------

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

void writePat(const char* name, pat::Setup setup, std::uint64_t seed, int events, int undo) {
    pat::Game g(setup, seed);
    Random rng(seed ^ 0x5a);
    playPat(g, rng, events);
    for (int i = 0; i < undo && g.canUndo(); ++i)
        g.undo();
    const QString path = dir + QStringLiteral("/patchesi/valid-%1.patchesi").arg(name);
    check(g.trySave(path), path);
}

void patchesi() {
    using pat::Kind;
    writePat("fresh-4-players", pat::Setup::standard(Kind::Single, 4), 1890, 0, 0);
    writePat("2-players-midgame", pat::Setup::standard(Kind::Single, 2), 7, 60, 0);
    pat::Setup three = pat::Setup::standard(Kind::Single, 3);
    three.seats[1].player = QStringLiteral("expert");
    three.seats[2].player = QStringLiteral("random");
    three.stakes = true;
    three.stake = 12;
    writePat("3-players-stakes-finished", three, 31, -1, 0);
    pat::Setup shortGame = pat::Setup::standard(Kind::Single, 4);
    shortGame.counters = 3;
    shortGame.openingThrowPlays = false;
    shortGame.lostThirdSixReturns = false;
    shortGame.stopAtSecond = false;
    shortGame.oneThrowPerSix = true;
    writePat("3-counters-house-rules-off-with-redo", shortGame, 9007199254740993ULL, 150, 4);
    pat::Setup partner = pat::Setup::standard(Kind::Partner, 4);
    partner.seats[0].name = QString(QChar(0xFEFF)) + QStringLiteral("Ann \u00e9\U0001F600");
    partner.seats[3].player = QStringLiteral("beginner");
    writePat("partner-finished-big-seed", partner, ~std::uint64_t(0), -1, 0);
    writePat("partner-midgame", pat::Setup::standard(Kind::Partner, 4), 5, 200, 1);
}

// --- Cribbage -------------------------------------------------------------

void writeCrib(const char* name, crib::Setup setup, std::uint64_t seed, int moves, int undo,
               int games = 1) {
    crib::SavedMatch saved;
    saved.setup = setup;
    saved.seed = seed;
    for (int s = 0; s < setup.hands; ++s)
        saved.seats.push_back(
            crib::Seat{QStringLiteral("Seat %1").arg(s + 1), QStringLiteral("#8b1a1a"),
                       s == 0 ? std::nullopt : std::optional(crib::Level(s % 5))});
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
    const QString path = dir + QStringLiteral("/cribbage/valid-%1.cribbage").arg(name);
    check(crib::writeMatchFile(path, saved), path);
}

void cribbage() {
    using crib::Board;
    writeCrib("fresh-2-hands", crib::Setup{2, 121, Board::TwoTrack, false}, 1937, 0, 0);
    writeCrib("2-hands-midgame", crib::Setup{2, 121, Board::TwoTrack, false}, 3, 40, 0);
    writeCrib("2-hands-61-two-games", crib::Setup{2, 61, Board::ThreeTrack, false}, 4, -1, 0, 2);
    writeCrib("3-hands-muggins", crib::Setup{3, 121, Board::ThreeTrack, true}, 5, 80, 0);
    writeCrib("4-hands-partners-with-redo", crib::Setup{4, 121, Board::FourTrack, false},
              9007199254740993ULL, 70, 5);
    writeCrib("5-hands-two-boards", crib::Setup{5, 61, Board::TwoAndThree, false}, 6, 60, 0);
    writeCrib("6-hands-muggins-finished", crib::Setup{6, 61, Board::ThreeTrack, true},
              ~std::uint64_t(0), -1, 1);
}

// --- Party nights ---------------------------------------------------------

party::Setup drive(int people, std::uint64_t seed, int rounds) {
    party::Setup s;
    for (int i = 0; i < people; ++i)
        s.entrants.push_back(party::Entrant{{QStringLiteral("Player %1").arg(i + 1)}});
    s.seed = seed;
    s.options.rounds = rounds;
    return s;
}

party::Setup knockout(int pairs, std::uint64_t seed) {
    party::Setup s;
    s.format = party::Format::Knockout;
    for (int i = 0; i < pairs; ++i)
        s.entrants.push_back(party::Entrant{
            {QStringLiteral("Lady %1").arg(i + 1), QStringLiteral("Gent %1").arg(i + 1)}});
    s.seed = seed;
    return s;
}

/// Enters `results` results (or to the end if -1): distinct possible P.M.
/// scores at a drive table, the first pair at a knockout table.
void writeNight(const char* name, party::Setup setup, int results, int undo) {
    party::NightState night = party::NightState::start(setup);
    Random rng(setup.seed ^ 0x9a);
    for (int i = 0; (results < 0 || i < results) && !night.isOver(); ++i) {
        const int number = night.openTables().front();
        const party::Table* table = night.table(night.currentRound(), number);
        party::TableResult r;
        r.source = i % 3 == 2 ? party::Source::App : party::Source::Typed;
        if (night.format() == party::Format::Drive) {
            std::set<int> used;
            while (r.scores.size() < table->seats.size()) {
                const int s = rng.between(party::MinPmScore, party::MaxPmScore);
                if (party::isPossiblePmScore(s) && used.insert(s).second) r.scores.push_back(s);
            }
        } else {
            r.winner = table->seats[rng.below(std::uint32_t(table->seats.size()))];
        }
        night.enter(number, r);
    }
    for (int i = 0; i < undo && night.canUndo(); ++i)
        night.undo();
    const QString path = dir + QStringLiteral("/pcnight/valid-%1.pcnight").arg(name);
    check(party::saveNight(night, path), path);
}

void partyNights() {
    writeNight("drive-fresh-13", drive(13, 42, 2), 0, 0);
    party::Setup waves = drive(20, 9007199254740993ULL, 4);
    waves.title = QStringLiteral("Christmas drive \u2014 St Mary's hall");
    waves.options.sets = 2;
    waves.options.progression = party::Progression::UpAndDown;
    waves.options.tableTie = party::TableTie::Lot;
    writeNight("drive-waves-up-and-down-midway", waves, 7, 0);
    writeNight("drive-8-finished", drive(8, 3, 3), -1, 0);
    party::Setup drawn = drive(5, 0, 1);
    drawn.draw = {4, 2, 0, 1, 3};
    writeNight("drive-5-drawn-by-hand-finished-then-undone", drawn, -1, 1);
    writeNight("knockout-fresh-3-pairs", knockout(3, 1), 0, 0);
    writeNight("knockout-9-pairs-midway", knockout(9, 77), 5, 0);
    writeNight("knockout-4-pairs-finished", knockout(4, ~std::uint64_t(0)), -1, 0);
}
} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s <tests/fuzz/corpus>\n", argv[0]);
        return 2;
    }
    dir = QString::fromLocal8Bit(argv[1]);
    for (const char* sub : {"patchesi", "cribbage", "pcnight"})
        QDir(dir).mkpath(QLatin1String(sub));
    patchesi();
    cribbage();
    partyNights();
    std::printf("wrote %d files\n", written);
    return 0;
}
