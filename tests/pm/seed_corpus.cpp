// SPDX-License-Identifier: GPL-3.0-or-later
// P.M.: valid rubbers of the fuzzers' seed corpus (tests/fuzz/corpus/pmrubber),
// written by the engine's own writer (tests/fuzz/write_seed_corpus.cpp). The
// files are named by the format version they are written in (valid-v2-...),
// as the fixtures of tests/pm/data are; older versions' files are kept in
// the corpus as version-1-valid-*.
#include "seed_corpus.h"
#include "core/random.h"
#include "pm/player.h"
#include "pm/rubber.h"
#include "pm/rubber_file.h"
#include "pm/view.h"

#include <QStringList>

using namespace club;

namespace {
/// Plays `moves` moves (or to the rubber's end if -1) with random moves,
/// dealing each next game, and leaves the last `takeBack` moves untaken.
void writePm(const QString& folder, const char* name, const QStringList& kinds, std::uint64_t seed,
             int moves, pm::RubberConfig config = {}, int takeBack = 0) {
    for (int s = 0; s < kinds.size(); ++s)
        config.seats.push_back(pm::SeatConfig{QStringLiteral("Player %1").arg(s + 1), s, kinds[s]});
    config.seed = seed;
    pm::Rubber rubber(config);
    Random rng(seed ^ 11);
    pm::RandomPlayer player;
    for (int i = 0; moves < 0 || i < moves; ++i) {
        if (rubber.current().isOver()) {
            if (rubber.isOver()) break;
            rubber.startNextGame();
        }
        const pm::Game& g = rubber.current();
        rubber.play(player.choose(pm::View(g, g.toMove()), rng));
    }
    if (takeBack > 0) rubber.takeBack(takeBack);
    const QString path = folder + QStringLiteral("/valid-v%1-%2.pmrubber")
                                      .arg(pm::RubberFormatVersion)
                                      .arg(QLatin1String(name));
    club::test::seedWritten(pm::writeRubber(rubber, path), path);
}

void pmrubber(const QString& folder) {
    // The fixture tests/pm/data/v2-3-players-game-2, written the same way.
    writePm(folder, "3-players-game-2", {"person", "random", "greedy"}, 4242, 38);
    writePm(folder, "fresh-2-players", {"person", "standard"}, 1890, 0);
    writePm(folder, "2-players-finished", {"random", "random"}, 777, -1);
    writePm(folder, "4-players-big-seed-taken-back", {"random", "greedy", "beginner", "person"},
            18446744073709551557ULL, 70, {}, 3);
    pm::RubberConfig sections;
    sections.sections = true;
    writePm(folder, "8-players-sections", QStringList(8, QStringLiteral("random")),
            9007199254740991ULL, 120, sections);
    // A single game, as a party night's table plays, with the house rules off.
    pm::RubberConfig single;
    single.games = 1;
    single.options.homeIsSafe = false;
    single.options.starBustWithoutMenInPlay = false;
    writePm(folder, "one-game-house-rules-off-finished", {"expert", "person", "random"}, 61, -1,
            single);
}

const bool registered = club::test::addSeedWriter(QStringLiteral("pmrubber"), pmrubber);
} // namespace
