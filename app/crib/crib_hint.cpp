// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_hint.h"

#include "crib_words.h"
#include "engine/core/random.h"
#include "engine/crib/discard.h"
#include "engine/crib/player.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace club::app {

namespace {
struct CribHint {
    Q_DECLARE_TR_FUNCTIONS(CribHint)
};

// The Expert's own reckoning, his choice first: the hint is what he would do.
std::vector<crib::DiscardOption> options(const crib::Match& m, int seat) {
    const crib::DiscardView v = m.discardView(seat);
    return crib::expertDiscards(v.hand, v.discards, v.ownCrib);
}

// "0.42" or "\u22120.42" (a true minus, as the crib column has), in the
// language's way of writing numbers; with `plus`, "+0.42".
QString points(double value, bool plus = false) {
    const double hundredths = std::round(value * 100);
    const QString number = QLocale().toString(std::abs(hundredths) / 100, 'f', 2);
    if (hundredths < 0) return QStringLiteral("\u2212") + number;
    return plus ? QStringLiteral("+") + number : number;
}

bool reckonsThePlay(const crib::Match& m, int seat) {
    const crib::DiscardView v = m.discardView(seat);
    return crib::expertReckonsThePlay(v.hand, v.discards);
}

QString introduction(bool ownCrib, bool withPlay) {
    if (withPlay)
        return ownCrib ? CribHint::tr("The crib is yours: what each choice is worth on average, "
                                      "hand plus crib (with the two cards your opponent is "
                                      "likely to lay away), and what the four you keep are "
                                      "likely to peg in the play, less what they let your "
                                      "opponent peg.")
                       : CribHint::tr("The crib is your opponent's: what each choice is worth on "
                                      "average, hand less crib (with the two cards your "
                                      "opponent is likely to lay away), and what the four you "
                                      "keep are likely to peg in the play, less what they let "
                                      "your opponent peg.");
    return ownCrib ? CribHint::tr("The crib is yours: what each choice is worth "
                                  "on average, hand plus crib.")
                   : CribHint::tr("The crib is your opponent's: what each choice "
                                  "is worth on average, hand less crib.");
}
} // namespace

crib::Hand bestDiscard(const crib::Match& m, int seat) {
    const auto all = options(m, seat);
    return all.empty() ? crib::Hand{} : all.front().discard;
}

QString discardHintHtml(const crib::Match& m, int seat) {
    const auto all = options(m, seat);
    if (all.empty()) return {};
    const bool own = all.front().ownCrib;
    const bool withPlay = reckonsThePlay(m, seat);
    QString html = QStringLiteral("<p>%1</p><table cellspacing=6><tr><th align=left>%2</th>"
                                  "<th align=right>%3</th><th align=right>%4</th>")
                       .arg(introduction(own, withPlay), CribHint::tr("Lay away"),
                            CribHint::tr("Hand"), CribHint::tr("Crib"));
    if (withPlay) html += QStringLiteral("<th align=right>%1</th>").arg(CribHint::tr("Play"));
    html += QStringLiteral("<th align=right>%1</th></tr>").arg(CribHint::tr("Total"));
    int shown = 0;
    for (const crib::DiscardOption& o : all) {
        if (++shown > 8) break; // the best eight; the rest are plainly worse
        // %L: the decimal comma where the language has one.
        html += QStringLiteral("<tr><td>%1%2%3</td><td align=right>%L4</td><td align=right>"
                               "%5%L6</td>")
                    .arg(shown == 1 ? QStringLiteral("<b>") : QString(),
                         cribwords::cardList(o.discard).toHtmlEscaped(),
                         shown == 1 ? QStringLiteral("</b>") : QString())
                    .arg(o.hand, 0, 'f', 2)
                    .arg(own ? QStringLiteral("+") : QStringLiteral("\u2212"))
                    .arg(o.crib, 0, 'f', 2);
        if (withPlay) html += QStringLiteral("<td align=right>%1</td>").arg(points(o.play, true));
        html += QStringLiteral("<td align=right>%1</td></tr>").arg(points(o.total()));
    }
    html += QStringLiteral("</table>");
    return html;
}

PlayHint playHint(const crib::Match& m, int seat) {
    PlayHint hint;
    if (m.phase() != crib::Phase::Play || m.toAct() != seat) return hint;
    Random rng(0x41A7); // the search samples the unseen cards; a fixed seed gives one answer
    const crib::PlayView view = m.playView(seat);
    const std::optional<crib::Card> card = crib::choosePlay(crib::Level::Expert, view, rng);
    if (!card) return hint;
    hint.card = *card;
    std::vector<crib::Card> seq(view.countCards.begin(), view.countCards.end());
    seq.push_back(*card);
    const crib::PegScore peg = crib::pegScore(seq);
    int count = 0;
    for (crib::Card c : seq)
        count += crib::valueOf(c);
    const QString name = cribwords::cardName(*card);
    // A forced play: no choice to explain, only that there is none.
    if (m.legalMoves().size() == 1) {
        hint.reason =
            view.hand.size() == 1
                ? CribHint::tr("Play the %1: it is the only card you have left.").arg(name)
                : CribHint::tr("Play the %1: it is the only card you can play without "
                               "going over thirty-one.")
                      .arg(name);
        if (peg.points() > 0)
            hint.reason +=
                QLatin1Char(' ') +
                CribHint::tr("It pegs %1 (%2).").arg(peg.points()).arg(cribwords::pegWords(peg));
        return hint;
    }
    if (peg.points() > 0)
        hint.reason = CribHint::tr("Play the %1: it pegs %2 now (%3).")
                          .arg(name)
                          .arg(peg.points())
                          .arg(cribwords::pegWords(peg));
    else if (count == 5 || count == 21)
        hint.reason = CribHint::tr("Play the %1: the count goes to %2, but it gives away "
                                   "less than anything else you hold.")
                          .arg(name)
                          .arg(count);
    else if (view.countCards.empty() && crib::valueOf(*card) < 5)
        hint.reason = CribHint::tr("Lead the %1: under five, no single card can make fifteen "
                                   "on it.")
                          .arg(name);
    else
        hint.reason = CribHint::tr("Play the %1: the count goes to %2, out of reach of an "
                                   "easy fifteen or thirty-one, and it keeps your better "
                                   "cards for later.")
                          .arg(name)
                          .arg(count);
    return hint;
}

PlayHint hintFor(const crib::Match& m, int seat) {
    if (m.phase() == crib::Phase::Discard) return {crib::NoCard, discardHintHtml(m, seat)};
    PlayHint hint = playHint(m, seat);
    hint.reason = hint.reason.toHtmlEscaped();
    return hint;
}

PhoneHint phoneHintFor(const crib::Match& m, int seat) {
    PhoneHint out;
    if (m.toAct() != seat) return out;
    if (m.phase() == crib::Phase::Discard) {
        const auto all = options(m, seat);
        if (all.empty()) return out;
        const crib::DiscardOption& best = all.front();
        out.move = {crib::Move::Discard, best.discard, 0};
        const QString cards = cribwords::cardList(best.discard);
        // %L: the decimal comma where the language has one.
        const QString words =
            reckonsThePlay(m, seat)
                ? (best.ownCrib ? CribHint::tr("Lay away %1: on average it is worth %L2 points, "
                                               "hand plus crib and the play, more than any other "
                                               "choice.")
                                : CribHint::tr("Lay away %1: on average it is worth %L2 points, "
                                               "your hand less the dealer's crib, and the play, "
                                               "more than any other choice."))
                : (best.ownCrib ? CribHint::tr("Lay away %1: on average it is worth %L2 points, "
                                               "hand plus crib, more than any other choice.")
                                : CribHint::tr("Lay away %1: on average it is worth %L2 points, "
                                               "your hand less the dealer's crib, more than any "
                                               "other choice."));
        out.reason = words.arg(cards).arg(best.total(), 0, 'f', 1);
        return out;
    }
    const PlayHint play = playHint(m, seat);
    if (play.card == crib::NoCard) return out;
    out.move = {crib::Move::Play, {play.card}, 0};
    out.reason = play.reason;
    return out;
}

} // namespace club::app
