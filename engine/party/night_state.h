// SPDX-License-Identifier: GPL-3.0-or-later
// A party night as a plain value: the setup (format, entrants, options, seed
// and draw) and the log of results entered; the rounds and their seating
// follow from these by the rules (seating.h, knockout.h), so undoing a
// result is replaying the log without it, and a save file is the setup and
// the log. Copying a NightState is cheap enough to try a change on a copy.
#pragma once

#include "core/message.h"
#include "night_types.h"

#include <vector>

namespace club::party {

class NightState {
public:
    NightState() = default;

    /// A new night: checks the setup, draws the order from the seed unless a
    /// draw is given, and seats round 1.
    /// @throws FormatError naming what is wrong with the setup.
    static NightState start(Setup setup);
    /// start() and then every entry of `log` in order.
    /// @throws FormatError naming the first bad entry (its number from 1).
    static NightState replay(Setup setup, const std::vector<Entry>& log);

    bool isStarted() const { return !rounds_.empty(); }
    const Setup& setup() const { return setup_; }
    Format format() const { return setup_.format; }
    const std::vector<Entrant>& entrants() const { return setup_.entrants; }
    /// Rounds seated so far; the last is the one being played (or the last
    /// played when the night is over).
    const std::vector<Round>& rounds() const { return rounds_; }
    int currentRound() const { return int(rounds_.size()) - 1; }
    /// Rounds the night will have: a drive's chosen number, or what a
    /// knockout of this many pairs needs.
    int plannedRounds() const;
    bool isOver() const { return over_; }
    /// The table numbered `number` (from 1) in `round` (from 0), or nullptr.
    const Table* table(int round, int number) const;
    /// Tables of the current round still waiting for a result.
    std::vector<int> openTables() const;

    /// Why `result` cannot be entered at table `number` of the current
    /// round, or an empty message if it can.
    Message check(int number, const TableResult& result) const;
    /// Enters a result at a table of the current round; a complete round
    /// seats the next one (or ends the night).
    /// @throws FormatError with check()'s message; the night is unchanged.
    void enter(int number, const TableResult& result);

    /// Every result entered, oldest first.
    const std::vector<Entry>& log() const { return log_; }
    bool canUndo() const { return !log_.empty(); }
    /// Takes back the last result entered (reopening its round if it had
    /// completed it) and returns it. @pre canUndo()
    Entry undo();

    /// Drive: each entrant's running total over every result entered.
    std::vector<int> totals() const;
    /// Drive: running totals before round `round` (0-based).
    std::vector<int> totalsBefore(int round) const;
    /// The standings, best first, with the tie-breaks of RULES-DECISIONS.md.
    std::vector<Standing> standings() const;
    /// Knockout: the pairs still in, in bracket order.
    const std::vector<int>& stillIn() const { return order_; }

private:
    void seatNextRound();

    Setup setup_;
    std::vector<Round> rounds_;
    std::vector<Entry> log_;
    std::vector<int> order_;       ///< knockout: the bracket order of the current round
    std::vector<bool> lineHadBye_; ///< knockout: per pair, a bye in its line (K2)
    bool over_ = false;
};

/// The setup's own checks without starting: an empty message if
/// NightState::start() would accept it.
Message checkSetup(const Setup& setup);

/// A seeded draw: every entrant index once, in an order drawn by lot.
std::vector<int> seededDraw(int entrants, std::uint64_t seed);

} // namespace club::party
