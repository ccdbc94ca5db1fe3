// SPDX-License-Identifier: GPL-3.0-or-later
// King's Men: valid games of the fuzzers' seed corpus (tests/fuzz/corpus/kingsmen),
// written by the table's own writer, seats and all (tests/fuzz/write_seed_corpus.cpp):
// fresh, in every phase of a turn (a move, a captured token to place, rows
// to clear, the extra move), with moves to redo, and finished. The files are
// named by the format version they are written in (valid-v1-...).
#include "seed_corpus.h"
#include "core/random.h"
#include "km/game.h"
#include "km/player.h"
#include "km/table.h"

#include <limits>
#include <optional>

using namespace club;

namespace {
km::Seats seatsOf(std::optional<km::Level> a, std::optional<km::Level> b) {
    km::Seats seats;
    seats.setLevel(km::Side::A, a);
    seats.setLevel(km::Side::B, b);
    return seats;
}

/// Plays the Standard player's choices for both sides, `choices` of them
/// and then on to the first time the phase is `phase` (if given), or to
/// the game's end; then undoes `undo` of them.
void writeKm(const QString& folder, const char* name, const km::Seats& seats, std::uint64_t seed,
             int choices, std::optional<km::Phase> phase = std::nullopt, int undo = 0) {
    km::Table table;
    table.newGame(seats, seed);
    Random rng(seed ^ 0x4b);
    const auto player = km::makePlayer(km::Level::Standard);
    const QString path = folder + QStringLiteral("/valid-v%1-%2.kingsmen")
                                      .arg(km::Game::SaveVersion)
                                      .arg(QLatin1String(name));
    // The Standard player chooses for people's seats too (the table's
    // playComputer() is for computers' only).
    for (int played = 0; !table.game().isOver(); ++played) {
        if (played >= choices && (!phase || table.position().phase() == *phase)) break;
        if (!table.play(player->choose(table.position(), rng)))
            return club::test::seedWritten(Message("the player chose an illegal move"), path);
    }
    if (phase && table.position().phase() != *phase)
        return club::test::seedWritten(Message("the game ended before the phase asked"), path);
    for (int i = 0; i < undo; ++i)
        table.undo();
    club::test::seedWritten(table.trySave(path), path);
}

void kingsmen(const QString& folder) {
    using km::Level;
    using km::Phase;
    const auto person = std::nullopt;
    const int toTheEnd = std::numeric_limits<int>::max();
    writeKm(folder, "fresh-two-people", seatsOf(person, person), 1937, 0);
    writeKm(folder, "midgame", seatsOf(person, Level::Standard), 1937, 60);
    writeKm(folder, "placing-a-captured-token", seatsOf(Level::Expert, person), 23, 0,
            Phase::PlaceCaptured);
    writeKm(folder, "clearing-rows", seatsOf(Level::Random, Level::Expert), 41, 0,
            Phase::ClearRows);
    writeKm(folder, "extra-move", seatsOf(person, Level::Random), 43, 20, Phase::ExtraMove);
    writeKm(folder, "with-redo", seatsOf(Level::Standard, person), 11, 90, std::nullopt, 7);
    writeKm(folder, "finished-big-seed", seatsOf(Level::Expert, Level::Standard), ~std::uint64_t(0),
            toTheEnd);
}

const bool registered = club::test::addSeedWriter(QStringLiteral("kingsmen"), kingsmen);
} // namespace
