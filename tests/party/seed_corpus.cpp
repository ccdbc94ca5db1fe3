// SPDX-License-Identifier: GPL-3.0-or-later
// Party nights: valid files of the fuzzers' seed corpus (tests/fuzz/corpus/pcnight), written
// by the engine's own writers (tests/fuzz/write_seed_corpus.cpp).
#include "seed_corpus.h"
#include "core/random.h"
#include "party/night_file.h"
#include "party/pm_score.h"
#include <set>

using namespace club;

namespace {
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
void writeNight(const QString& folder, const char* name, party::Setup setup, int results,
                int undo) {
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
    const QString path = folder + QStringLiteral("/valid-%1.pcnight").arg(name);
    club::test::seedWritten(party::saveNight(night, path), path);
}

void partyNights(const QString& folder) {
    writeNight(folder, "drive-fresh-13", drive(13, 42, 2), 0, 0);
    party::Setup waves = drive(20, 9007199254740993ULL, 4);
    waves.title = QStringLiteral("Christmas drive \u2014 St Mary's hall");
    waves.options.sets = 2;
    waves.options.progression = party::Progression::UpAndDown;
    waves.options.tableTie = party::TableTie::Lot;
    writeNight(folder, "drive-waves-up-and-down-midway", waves, 7, 0);
    writeNight(folder, "drive-8-finished", drive(8, 3, 3), -1, 0);
    party::Setup drawn = drive(5, 0, 1);
    drawn.draw = {4, 2, 0, 1, 3};
    writeNight(folder, "drive-5-drawn-by-hand-finished-then-undone", drawn, -1, 1);
    writeNight(folder, "knockout-fresh-3-pairs", knockout(3, 1), 0, 0);
    writeNight(folder, "knockout-9-pairs-midway", knockout(9, 77), 5, 0);
    writeNight(folder, "knockout-4-pairs-finished", knockout(4, ~std::uint64_t(0)), -1, 0);
}
const bool registered = club::test::addSeedWriter(QStringLiteral("pcnight"), partyNights);
} // namespace
