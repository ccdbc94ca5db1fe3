// SPDX-License-Identifier: GPL-3.0-or-later
// A rubber of five games (PM-20), with the deal passing left each game,
// optionally played in two sections (PM-21). The rubber is a function of
// its configuration (with the seed) and its game records, which keep each
// game's deal: loading and undoing both replay them.
#pragma once

#include "core/message.h"
#include "core/random.h"
#include "core/seat.h"
#include "cut.h"
#include "record.h"

#include <QString>
#include <optional>
#include <vector>

namespace club::pm {

/// A seat (core/seat.h): its colour 0..7, the palette of ARTWORK.md; its
/// player "person" or a computer kind (player.h).
using SeatConfig = club::Seat;

struct RubberConfig {
    std::vector<SeatConfig> seats;
    Options options;
    Pack pack = Pack::standard();
    bool sections = false; ///< PM-21: two sections, only with 7 or 8 players
    /// Games in the rubber (PM-20: five); fewer for a single game played
    /// for something else, such as a party night's table.
    int games = 5;
    std::uint64_t seed = 0;

    /// Empty when the configuration can be played, else what is wrong.
    Message problemMessage() const;
    /// problemMessage() in English.
    QString problem() const { return problemMessage().english(); }
};

class Rubber {
public:
    static constexpr int GamesPerRubber = 5;

    /// Cuts for dealer and deals the first game. @pre config.problem() is empty
    explicit Rubber(RubberConfig config);

    const RubberConfig& config() const { return config_; }
    int players() const { return int(config_.seats.size()); }
    int sectionCount() const { return config_.sections ? 2 : 1; }
    std::vector<int> sectionSeats(int section) const;
    /// The seats of `section` for a rubber of `players` seats, in two
    /// sections or not (PM-21), before any rubber is made (the New Rubber
    /// dialog shows them).
    static std::vector<int> sectionSeats(int players, bool sections, int section);
    const CutForDealer& cut(int section) const { return cuts_[section]; }

    const std::vector<GameRecord>& records() const { return records_; }
    /// The record of the game on the table: the last one dealt, unless
    /// games were played aside after it (returnTo()).
    const GameRecord& currentRecord() const { return records_[onTable_]; }
    const Game& current() const { return current_; }
    /// Whether games were dealt after the one on the table (returnTo()).
    bool hasGamesAfterCurrent() const { return onTable_ + 1 < records_.size(); }
    /// The rubber seat of the player to move.
    int seatToMove() const { return currentRecord().seats[current_.toMove()]; }
    /// The games this rubber has (config().games in each section).
    int gameCount() const { return config_.games; }
    bool isOver() const;

    /// Plays a move in the current game. @pre current().isLegal(move)
    Change play(const Move& move);
    /// Deals the next game (after the last one dealt) once the current one
    /// is over, and puts it on the table.
    /// @pre current().isOver() && records().size() < gameCount() * sectionCount()
    void startNextGame();
    /// Puts the game of records()[index] back on the table once later games
    /// were dealt and played out (PM-21: a section's game played aside
    /// while the people's game of the same number ends).
    /// @pre that game and every game after it are over
    void returnTo(std::size_t index);
    /// Replays the current game without its last `count` moves.
    /// @pre count <= currentRecord().moves.size() && !hasGamesAfterCurrent()
    void takeBack(int count);
    /// Deals the current game with the cards of a saved deal instead of the
    /// seed's (a version-2 save); later games are dealt from the seed.
    /// @pre no move played in it, Game::isDealOf(config().pack, seats, deal),
    /// and dealer == dealerByRule() unless it is its section's first game
    void redeal(int dealer, const Deal& deal);
    /// The dealer the rules give the current game, as a seat in it: the
    /// cut's winner for a section's first game, else the left of the last.
    int dealerByRule() const;
    /// Issue 26: a person's seat played on a phone, or at the screen again.
    /// Who holds a hand is no move: the record is untouched. @returns false
    /// (nothing changed) for a computer's seat or a seat out of range.
    bool setSeatOnPhone(int seat, bool phone);

    /// A seat's score in game `number` (PM-18), if that game is over.
    std::optional<int> score(int number, int seat) const;
    int total(int seat) const;
    /// The seats with the highest total: more than one share it (PM-20 [R]).
    std::vector<int> leaders() const;

private:
    void dealGame(int number, int section);

    RubberConfig config_;
    Random rng_; ///< seeds the cuts and every game's deal, in order
    std::vector<CutForDealer> cuts_;
    std::vector<GameRecord> records_;
    std::vector<std::vector<int>> finalScores_; ///< per record, per seat in the game
    std::size_t onTable_ = 0;                   ///< the record of current_
    Game current_;
};

} // namespace club::pm
