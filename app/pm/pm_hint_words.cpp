// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_hint_words.h"

#include "pm_words.h"

#include <QCoreApplication>

namespace club::app::pmwords {

namespace {
// A named translation context that lupdate and the program agree on.
struct PmWords {
    Q_DECLARE_TR_FUNCTIONS(PmWords)
};
} // namespace

namespace {

/// What the search found for the move: how often it came first in the
/// deals tried, in words, and who was hardest to beat otherwise.
QString shareSentence(const pm::HintReason& r, const SeatName& nameOf) {
    using Share = pm::HintReason::Share;
    if (r.rival < 0) return PmWords::tr("You came first in every deal tried with it.");
    const QString rival = nameOf(r.rival);
    switch (r.share) {
    case Share::Most:
        return PmWords::tr("You came first in most of the deals tried with it; %1 was the player "
                           "to beat in the others.")
            .arg(rival);
    case Share::AboutHalf:
        return PmWords::tr("You came first in about half of the deals tried with it; %1 was the "
                           "player to beat in the others.")
            .arg(rival);
    case Share::Some:
        return PmWords::tr("You came first in some of the deals tried with it; %1 was the player "
                           "to beat in the others.")
            .arg(rival);
    case Share::Few:
        break;
    }
    return PmWords::tr("You came first in few of the deals tried with it; %1 was the player to "
                       "beat.")
        .arg(rival);
}

/// The move of the best-chances reason, in one whole sentence per kind of
/// place: prepositions differ by language.
QString bestChancesMove(const pm::HintReason& r) {
    if (r.from == pm::Stars)
        return PmWords::tr("Bringing a man out from the stars onto %1 did best in the deals the "
                           "Expert tried.")
            .arg(r.to);
    if (r.to == pm::Stars)
        return PmWords::tr("Sending your man on %1 back to the stars costs his points now, but "
                           "every other move did worse in the deals the Expert tried.")
            .arg(r.from);
    return PmWords::tr("Moving your man from %1 to %2 did best in the deals the Expert tried.")
        .arg(r.from)
        .arg(r.to);
}

/// The reason's first sentence: what the move does on the board.
QString boardSentence(const pm::HintReason& r, const SeatName& nameOf) {
    using Kind = pm::HintReason::Kind;
    const QString leftName = r.seat >= 0 ? nameOf(r.seat) : QString();
    switch (r.kind) {
    case Kind::LandsHome:
        if (r.from == pm::Stars)
            return PmWords::tr("It brings a man from the stars straight onto 25.");
        return PmWords::tr("It lands your man on %1 on 25 exactly.").arg(r.from);
    case Kind::LeavesTop:
        if (r.place == pm::Stars)
            return PmWords::tr("It leaves a %1 on top for %2, whose men are all on the stars.")
                .arg(cardName(r.card), leftName);
        return PmWords::tr("It leaves a %1 on top for %2, who has a man on %3.")
            .arg(cardName(r.card), leftName)
            .arg(r.place);
    case Kind::BringsOut:
        return PmWords::tr("It brings a new man out from the stars onto %1.").arg(r.to);
    case Kind::MovesBack:
        if (r.to == pm::Stars)
            return PmWords::tr("It takes your man on %1 back to the stars, out of the way of a "
                               "bust.")
                .arg(r.from);
        return PmWords::tr("It takes your man on %1 back to %2, out of the way of a bust.")
            .arg(r.from)
            .arg(r.to);
    case Kind::LeastLoss:
        if (r.from == pm::Stars)
            return PmWords::tr("Every card busts a man now; this one only busts a man on the "
                               "stars, which costs nothing.");
        return PmWords::tr("Every card busts a man now; busting the one on %1 costs least.")
            .arg(r.from);
    case Kind::BustsOnPurpose:
        return PmWords::tr("Busting your man on %1 costs his points now, but your other cards "
                           "would do worse: it keeps the better cards and chances for later.")
            .arg(r.from);
    case Kind::NoManMoves:
        return PmWords::tr("It moves no man and keeps your better cards for later.");
    case Kind::BestChances:
        break;
    }
    return bestChancesMove(r);
}

} // namespace

QString hintReason(const pm::HintReason& r, const SeatName& nameOf) {
    using Kind = pm::HintReason::Kind;
    // Landing on 25, the least loss and the card left on top speak for
    // themselves; the other reasons add what the search found.
    const bool searched =
        r.kind != Kind::LandsHome && r.kind != Kind::LeastLoss && r.kind != Kind::LeavesTop;
    const QString board = boardSentence(r, nameOf);
    return searched ? board + QLatin1Char(' ') + shareSentence(r, nameOf) : board;
}

QString hintLine(int cardValue, const pm::Hint& hint, const SeatName& nameOf) {
    return PmWords::tr("Hint: play your %1. %2")
        .arg(cardName(cardValue), hintReason(hint.reason, nameOf));
}

} // namespace club::app::pmwords
