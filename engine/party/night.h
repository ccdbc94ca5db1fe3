// SPDX-License-Identifier: GPL-3.0-or-later
// The party night "table": a thin QObject over a NightState, for the window
// and the printed cards (issue 15, the front end's half). It takes the draw,
// each table's result (typed in from a physical set, or handed over from a
// game played in the app at that table) and undo, and announces every change
// by signals, changed() after every change. It holds no timers, widgets,
// games or files of its own: pacing, drawing, playing and the autosave
// (written with trySave() through the app's shared autosaver) belong to the
// front end.
//
// For the front end (the window and the printed cards):
//  - draw(Setup): format, entrants (Entrant::names: one name in a drive, two
//    in a knockout; partners.h draws pairs from ladies and gentlemen), title,
//    Options (rounds, sets, progression, tableTie), seed, or a hand draw.
//  - state(): a NightState. rounds() -> Round: tables (Table: number, wave,
//    seats = entrant indices in seat order, result) and the bye;
//    currentRound(), openTables(), plannedRounds(), isOver(), totals().
//  - standings(): Standing rows best first (place, shared, prize, total,
//    wins, best, games; knockout: outInRound).
//  - A knockout's bracket is rounds() itself: round r's tables in order, the
//    winners at tables 1 and 2 meeting at table 1 of round r+1.
//    projectBracket(pairs) (knockout.h) gives the whole tree before any
//    result, for drawing it ahead and for blank bracket sheets.
//  - driveTableSizes(n) (seating.h) gives a drive's tables for blank cards.
//  - enterScores() / enterWinner() with Source::Typed from the results
//    form; enterFromGame() with the same data when a game played in the app
//    at that table ends (Source::App).
//  - Errors come back as a club::Message (empty = done); word it with
//    Message::text() in the player's language. Nothing changes on an error.
//  - Every house rule and its option: RULES-DECISIONS.md; the file:
//    SAVE-FORMAT.md.
#pragma once

#include "core/message.h"
#include "knockout.h"
#include "night_state.h"
#include "partners.h"
#include "seating.h"

#include <QObject>
#include <QString>

namespace club::party {

class Night : public QObject {
    Q_OBJECT
public:
    explicit Night(QObject* parent = nullptr);

    /// Draws a new night (the draw is seeded by setup.seed unless given).
    /// On a bad setup the night held is untouched.
    /// @returns an empty message, or what is wrong with the setup.
    Message draw(const Setup& setup);

    const NightState& state() const { return state_; }
    bool isDrawn() const { return state_.isStarted(); }
    bool isOver() const { return state_.isOver(); }
    std::vector<Standing> standings() const { return state_.standings(); }

    /// A drive table's scores, one per seat in seat order.
    Message enterScores(int table, const std::vector<int>& scores, Source source = Source::Typed);
    /// A knockout table's winning pair (an entrant index).
    Message enterWinner(int table, int winner, Source source = Source::Typed);
    /// A result handed over from a game played in the app at `table`.
    Message enterFromGame(int table, const TableResult& result);
    /// Takes back the last result entered. @returns false if there is none.
    bool undo();
    bool canUndo() const { return state_.canUndo(); }

    /// Loads a night; on failure the night held is untouched.
    Message tryLoad(const QString& path);
    Message tryLoadData(const QByteArray& data);
    Message trySave(const QString& path) const;

    /// Counts every change, so a late answer about an older night is ignored.
    quint64 revision() const { return revision_; }

signals:
    /// The night changed (drawn, loaded, a result entered or taken back),
    /// before the signal that says how: the moment to autosave it.
    void changed();
    /// A new night was drawn or loaded: redraw everything.
    void drawn();
    /// A result was entered at `table` of `round` (0-based round).
    void resultEntered(int round, int table);
    /// The result at `table` of `round` was taken back (its round may have
    /// reopened, and a round seated after it withdrawn).
    void resultUndone(int round, int table);
    /// Every table of `round` has its result; the next round is seated
    /// unless the night is over.
    void roundComplete(int round);
    void nightOver();

private:
    Message enter(int table, const TableResult& result);
    void install(NightState state);
    /// Counts the change and announces it.
    void touched();

    NightState state_;
    quint64 revision_ = 0;
};

} // namespace club::party
