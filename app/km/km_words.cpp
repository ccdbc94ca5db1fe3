// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_words.h"

#include "engine/km/notation.h"

#include <QCoreApplication>

namespace club::app::kmwords {

namespace {
// A named translation context that lupdate and the program agree on.
struct KmWords {
    Q_DECLARE_TR_FUNCTIONS(KmWords)
};
} // namespace

QString notAllowedText(km::NotAllowed why) {
    switch (why) {
    case km::NotAllowed::Allowed:
        return {};
    case km::NotAllowed::OnlyInward:
        return KmWords::tr(
            "A token on a Lodge or a Corridor moves only one square, straight inward.");
    case km::NotAllowed::NoWayBack:
        return KmWords::tr("A token never goes back onto a Lodge or a Corridor.");
    case km::NotAllowed::Taken:
        return KmWords::tr("That square is not empty.");
    case km::NotAllowed::NotDiagonally:
        return KmWords::tr("A token steps forward, back or sideways; only a jump goes diagonally.");
    case km::NotAllowed::OnlyOverAToken:
        return KmWords::tr("A jump goes over an opponent\u2019s token next to yours.");
    case km::NotAllowed::NeedsARow:
        return KmWords::tr(
            "A jump is allowed only when the token lands to complete a row of three of your own.");
    case km::NotAllowed::OneSquare:
        return KmWords::tr("A token moves one square at a time.");
    }
    return {};
}

QString sideName(km::Side side) {
    return side == km::Side::A ? KmWords::tr("Orange") : KmWords::tr("Blue");
}

QString levelName(km::Level level) {
    switch (level) {
    case km::Level::Random:
        return KmWords::tr("Beginner");
    case km::Level::Standard:
        return KmWords::tr("Standard");
    case km::Level::Expert:
        return KmWords::tr("Expert");
    }
    return {};
}

QString playerName(const km::Seats& seats, km::Side side) {
    // A seat nobody named is called by its side, in the player's language.
    return seats.isNamed(side) ? seats.of(side).name.trimmed() : QString();
}

QString seatName(const km::Seats& seats, km::Side side) {
    const QString name = playerName(seats, side);
    const std::optional<km::Level> mine = seats.level(side);
    if (mine && name.isEmpty())
        return KmWords::tr("%1 (computer, %2)").arg(sideName(side), kmwords::levelName(*mine));
    if (mine)
        return KmWords::tr("%1 (%2, computer, %3)")
            .arg(name, sideName(side), kmwords::levelName(*mine));
    if (!name.isEmpty()) return KmWords::tr("%1 (%2)").arg(name, sideName(side));
    if (seats.isComputer(km::other(side))) return KmWords::tr("%1 (you)").arg(sideName(side));
    return sideName(side);
}

QString outcomeText(km::Outcome outcome, bool byRepetition, const km::Seats& seats) {
    // The winner by his name when he gave one, with his side: "Ada (Orange)".
    const auto winner = [&seats](km::Side side) {
        const QString name = playerName(seats, side);
        return name.isEmpty() ? sideName(side) : KmWords::tr("%1 (%2)").arg(name, sideName(side));
    };
    switch (outcome) {
    case km::Outcome::WinA:
        return KmWords::tr("%1 is down to two tokens and wins.").arg(winner(km::Side::A));
    case km::Outcome::WinB:
        return KmWords::tr("%1 is down to two tokens and wins.").arg(winner(km::Side::B));
    case km::Outcome::Draw:
        return byRepetition ? KmWords::tr("Drawn: the same position came round a third time.")
                            : KmWords::tr("Drawn: neither side can move.");
    case km::Outcome::None:
        break;
    }
    return {};
}

QString moveText(const km::Position& before, const km::Move& move) {
    switch (move.kind) {
    case km::MoveKind::Clear: {
        const unsigned all = (1u << before.rowCount()) - 1;
        if (move.rows == all) return KmWords::tr("clear all", "move list: every row formed (KM-6)");
        if (move.rows == 0) return KmWords::tr("clear none", "move list: no row cleared (KM-6)");
        QStringList rows;
        for (int i = 0; i < before.rowCount(); ++i)
            if (move.rows & (1u << i)) rows << QString::fromStdString(km::rowName(before.row(i)));
        return KmWords::tr("clear %1", "move list: %1 names rows such as c5-e5+e3-e5 (KM-6)")
            .arg(rows.join(QLatin1Char('+')));
    }
    case km::MoveKind::Pass:
        return KmWords::tr("pass", "move list: no token can move (KM-8)");
    case km::MoveKind::Place:
        return KmWords::tr("back to %1",
                           "move list: the captured token is put on the empty Lodge %1 (KM-4)")
            .arg(QString::fromStdString(km::squareName(move.to)));
    default:
        // Steps and jumps are squares and signs only, as on the board's edges.
        return QString::fromStdString(km::toNotation(before, move));
    }
}

QString placeCapturedText(km::Side captured) {
    return captured == km::Side::A
               ? KmWords::tr("Put the captured Orange token on any empty Orange Lodge.")
               : KmWords::tr("Put the captured Blue token on any empty Blue Lodge.");
}

namespace {
QString squareText(int square) {
    return QString::fromStdString(km::squareName(square));
}

/// The hinted step or jump as a player says it, squares only.
QString hintMoveWords(const km::Move& move) {
    return move.kind == km::MoveKind::Jump
               ? KmWords::tr("Jump from %1 to %2").arg(squareText(move.from), squareText(move.to))
               : KmWords::tr("Move your token from %1 to %2")
                     .arg(squareText(move.from), squareText(move.to));
}

/// A quiet step's words, with the warning of a token left open to a jump.
QString withSafety(const QString& reason, const km::MoveFacts& facts) {
    if (facts.exposes == km::NoSquare) return reason;
    return reason + QLatin1Char(' ') +
           KmWords::tr("Mind your token on %1: it can then be jumped.")
               .arg(squareText(facts.exposes));
}
} // namespace

QString hintText(const km::Position& before, const km::Hint& hint) {
    using Kind = km::HintReason::Kind;
    const km::HintReason& why = hint.reason;
    const km::MoveFacts& facts = why.facts;
    const QString square = squareText(why.square);
    const bool stepOrJump =
        hint.move.kind == km::MoveKind::Step || hint.move.kind == km::MoveKind::Jump;
    const QString move = stepOrJump ? hintMoveWords(hint.move) : moveText(before, hint.move);
    switch (why.kind) {
    case Kind::Pass:
        return KmWords::tr("No token can move: pass.");
    case Kind::WinsByForce:
        return KmWords::tr("%1: this wins whatever the other side does.").arg(move);
    case Kind::HoldsOut:
        return KmWords::tr("%1: every move loses against best play; this one holds out longest.")
            .arg(move);
    case Kind::Captures:
        return KmWords::tr("%1: the jump captures the token on %2, completes a row and gives "
                           "you another move.")
            .arg(move, square);
    case Kind::FormsRows:
        return KmWords::tr("%1: it completes %n row(s), ready to be cleared.", nullptr, why.count)
            .arg(move);
    case Kind::Clears: {
        const unsigned all = (1u << before.rowCount()) - 1;
        return (hint.move.rows == all
                    ? KmWords::tr("Clear every row formed: you keep %n token(s), and two wins the "
                                  "game.",
                                  nullptr, why.count)
                    : KmWords::tr("Clear the rows ticked: you keep %n token(s), and two wins the "
                                  "game.",
                                  nullptr, why.count));
    }
    case Kind::KeepsRows:
        return KmWords::tr("Clear no row: your tokens are worth more where they stand.");
    case Kind::PlacesToken:
        return KmWords::tr("Put the captured token on %1, the Lodge the Expert judges best.")
            .arg(square);
    case Kind::Threatens:
        return withSafety(
            KmWords::tr("%1: it threatens to jump the token on %2 next turn.").arg(move, square),
            facts);
    case Kind::Rescues:
        return withSafety(why.square == hint.move.from
                              ? KmWords::tr("%1: the token gets out of reach of a jump.").arg(move)
                              : KmWords::tr("%1: it takes your token on %2 out of reach of a jump.")
                                    .arg(move, square),
                          facts);
    case Kind::Prepares:
        return withSafety(
            KmWords::tr("%1: next turn a step to %2 completes a row.").arg(move, square), facts);
    case Kind::Enters:
        return withSafety(
            KmWords::tr("%1: it brings another token onto the Field, where rows are made.")
                .arg(move),
            facts);
    case Kind::BestPosition:
        if (facts.exposes != km::NoSquare)
            return KmWords::tr("%1: your token on %2 can then be jumped, but every other move "
                               "leaves you worse placed.")
                .arg(move, squareText(facts.exposes));
        return KmWords::tr("%1: none of your tokens can then be jumped, and every other move "
                           "leaves you worse placed.")
            .arg(move);
    }
    return move;
}

} // namespace club::app::kmwords
