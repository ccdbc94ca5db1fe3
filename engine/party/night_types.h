// SPDX-License-Identifier: GPL-3.0-or-later
// The plain values a party night is made of: its format and options, the
// entrants, the tables of each round and the results entered there. No
// rules live here (seating.h, knockout.h, night_state.h apply them), so the
// front end and the save file share one vocabulary. Indices are 0-based
// (entrants as given, rounds, seats); table numbers are the ones on the
// hall's tables, from 1. RULES-DECISIONS.md explains every house rule.
#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace club::party {

/// A P.M. Drive of people, or a Patchesi knockout of pairs (PAT-T1, PAT-T2).
enum class Format { Drive, Knockout };

/// Drive: where the movers go after a round (RULES-DECISIONS.md D3).
enum class Progression {
    FootTable, ///< default: the two highest at each table move up; table 1's
               ///< two highest stay and its two lowest go to the last table
    UpAndDown  ///< the two highest move up, the two lowest move down
};

/// Drive: who moves when scores tie across the line at a table (D4).
enum class TableTie {
    TotalThenLot, ///< default: the higher running total before the round, then a lot
    Lot           ///< a lot drawn from the night's seed, as cutting the cards
};

inline constexpr int MinDriveEntrants = 4;
inline constexpr int MaxDriveEntrants = 64;
inline constexpr int MinKnockoutPairs = 2;
inline constexpr int MaxKnockoutPairs = 32;
inline constexpr int MaxRounds = 24;
inline constexpr int MaxNameLength = 60;

struct Options {
    int rounds = 6; ///< drive only: games each entrant plays (1..MaxRounds)
    int sets = 0;   ///< sets available; 0 = one for every table (D6: waves)
    Progression progression = Progression::FootTable;
    TableTie tableTie = TableTie::TotalThenLot;
    bool operator==(const Options&) const = default;
};

/// A person (one name) in a drive, a pair (two names) in a knockout.
struct Entrant {
    QStringList names;
    QString display() const { return names.join(QStringLiteral(" & ")); }
    bool operator==(const Entrant&) const = default;
};

/// Everything decided before the first round.
struct Setup {
    Format format = Format::Drive;
    QString title; ///< the night's name for cards and sheets; may be empty
    std::vector<Entrant> entrants;
    Options options;
    std::uint64_t seed = 0;
    /// The draw: entrant indices in the order drawn. Empty asks for a
    /// seeded draw; a club that drew from a hat types its order in.
    std::vector<int> draw;
    bool operator==(const Setup&) const = default;
};

/// Where a result came from.
enum class Source {
    Typed, ///< read off a physical set and typed in
    App    ///< taken from a game played in the app at that table
};

/// A table's result: a drive's P.M. scores, one per seat in seat order
/// (PM-18), or a knockout's winning pair (an entrant index).
struct TableResult {
    std::vector<int> scores;
    int winner = -1;
    Source source = Source::Typed;
    bool operator==(const TableResult&) const = default;
};

/// One table of one round.
struct Table {
    int number = 0;         ///< 1, 2, ... as on the hall's tables
    int wave = 1;           ///< with fewer sets than tables, which sitting plays it
    std::vector<int> seats; ///< entrant indices in seat order (two pairs in a knockout)
    std::optional<TableResult> result;
    bool operator==(const Table&) const = default;
};

/// One round: its tables and, in a knockout, the pair with a bye (or -1).
struct Round {
    std::vector<Table> tables;
    int bye = -1;
    int waves() const { return tables.empty() ? 0 : tables.back().wave; }
    bool isComplete() const {
        for (const Table& t : tables)
            if (!t.result) return false;
        return true;
    }
    bool operator==(const Round&) const = default;
};

/// One line of the results log, in the order entered (undo takes the last).
struct Entry {
    int round = 0; ///< 0-based
    int table = 0; ///< table number, from 1
    TableResult result;
    bool operator==(const Entry&) const = default;
};

/// One line of the standings. Equal places are shared.
struct Standing {
    int entrant = 0;
    int place = 0;       ///< 1 = first; 0 = not yet decided (a pair still in)
    bool shared = false; ///< another entrant has the same place
    int total = 0;       ///< drive: running total of scores
    int wins = 0;        ///< drive: games scored highest at own table; knockout: matches won
    int best = 0;        ///< drive: best single game
    int games = 0;       ///< games with a result
    int outInRound = -1; ///< knockout: 0-based round lost, -1 if not out
    int prize = 0;       ///< 1 first prize, 2 second prize, 0 none (knockout: the final)
};

} // namespace club::party
