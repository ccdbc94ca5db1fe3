// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_hint.h"

#include "crib_words.h"
#include "engine/core/random.h"
#include "engine/crib/discard.h"
#include "engine/crib/player.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace club::app {

namespace {
/// The best six of the fifteen ways to lay away: the rest are plainly worse,
/// and more rows would push the panel's buttons off a 1024x768 screen.
constexpr int ShownChoices = 6;
struct CribHint {
    Q_DECLARE_TR_FUNCTIONS(CribHint)
};

// The Expert's own reckoning, his choice first: the hint is what he would do.
std::vector<crib::DiscardOption> options(const crib::Match& m, int seat) {
    return crib::expertDiscardChoices(m.discardView(seat));
}

// A chance of winning as a share in hundreds, in the language's way.
QString percent(double chance) {
    return CribHint::tr("%1%").arg(int(std::lround(chance * 100)));
}

// Near the end of the game, why the Expert lays away what he does: the
// chance of winning with it, against the choice worth most points when
// that is another; empty when the choice is also worth the most points.
QString forTheGame(const std::vector<crib::DiscardOption>& all) {
    const crib::DiscardOption& best = all.front();
    if (best.win < 0) return {};
    const auto most = std::max_element(
        all.begin(), all.end(), [](const crib::DiscardOption& a, const crib::DiscardOption& b) {
            return a.total() < b.total();
        });
    if (most->discard == best.discard || most->total() <= best.total() + 1e-9) return {};
    return CribHint::tr("Lay away %1: the game is near its end, and the four you keep give you "
                        "about %2 chances in 10 of winning it; laying away %3, worth the most "
                        "points on average, about %4 in 10.")
        .arg(cribwords::cardList(best.discard))
        .arg(std::lround(best.win * 10))
        .arg(cribwords::cardList(most->discard))
        .arg(std::lround(most->win * 10));
}

// "0.42" or "\u22120.42" (a true minus, as the crib column has), in the
// language's way of writing numbers; with `plus`, "+0.42".
QString points(double value, bool plus = false) {
    const double hundredths = std::round(value * 100);
    const QString number = QLocale().toString(std::abs(hundredths) / 100, 'f', 2);
    if (hundredths < 0) return QStringLiteral("\u2212") + number;
    return plus ? QStringLiteral("+") + number : number;
}

// What `card` pegs on the count as it stands, and the count it makes.
crib::PegScore pegsOn(const crib::PlayView& v, crib::Card card) {
    std::vector<crib::Card> seq(v.countCards.begin(), v.countCards.end());
    seq.push_back(card);
    return crib::pegScore(seq);
}

int countAfter(const crib::PlayView& v, crib::Card card) {
    int count = crib::valueOf(card);
    for (crib::Card c : v.countCards)
        count += crib::valueOf(c);
    return count;
}

// A difference in points to a tenth ("0.4"), in the language's way of
// writing numbers; empty when it rounds to nothing.
QString tenths(double value) {
    const double rounded = std::round(value * 10) / 10;
    if (rounded < 0.1) return {};
    return QLocale().toString(rounded, 'f', 1);
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

// Near the end of the game: each choice's points on average and the chance
// of winning with it, the best chance first (the parts of the points would
// not fit beside it on a small screen).
QString forTheGameHtml(const std::vector<crib::DiscardOption>& all) {
    QString html =
        QStringLiteral("<p>%1</p><table cellspacing=6><tr><th align=left>%2</th>"
                       "<th align=right>%3</th><th align=right>%4</th></tr>")
            .arg(CribHint::tr("The game is near its end: what each choice is worth "
                              "on average, hand and crib and the play, and your "
                              "chance of winning the game with it, the best chance "
                              "first."),
                 CribHint::tr("Lay away"), CribHint::tr("Total"), CribHint::tr("To win"));
    int shown = 0;
    for (const crib::DiscardOption& o : all) {
        if (++shown > ShownChoices) break;
        html += QStringLiteral("<tr><td>%1%2%3</td><td align=right>%4</td>"
                               "<td align=right>%5</td></tr>")
                    .arg(shown == 1 ? QStringLiteral("<b>") : QString(),
                         cribwords::cardList(o.discard).toHtmlEscaped(),
                         shown == 1 ? QStringLiteral("</b>") : QString(), points(o.total()),
                         percent(o.win));
    }
    return html + QStringLiteral("</table>");
}

QString discardHintHtml(const crib::Match& m, int seat) {
    const auto all = options(m, seat);
    if (all.empty()) return {};
    if (all.front().win >= 0) return forTheGameHtml(all);
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
        if (++shown > ShownChoices) break;
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
    // The Expert's own search (choosePlay's), with what it found of each card.
    const std::vector<crib::PlayChoice> choices = crib::expertPlayChoices(view, rng);
    if (choices.empty()) return hint;
    const crib::PlayChoice& chosen = choices.front();
    hint.card = chosen.card;
    const QString name = cribwords::theCard(chosen.card);
    const crib::PegScore peg = pegsOn(view, chosen.card);
    const QString pegs =
        peg.points() > 0
            ? QLatin1Char(' ') +
                  CribHint::tr("It pegs %1 (%2).").arg(peg.points()).arg(cribwords::pegWords(peg))
            : QString();
    // A forced play: no choice to explain, only that there is none.
    if (m.legalMoves().size() == 1) {
        hint.reason = view.hand.size() == 1
                          ? CribHint::tr("Play %1: it is the only card you have left.").arg(name)
                          : CribHint::tr("Play %1: it is the only card you can play without "
                                         "going over thirty-one.")
                                .arg(name);
        hint.reason += pegs;
        return hint;
    }
    if (choices.size() == 1) { // two or three of one rank: nothing to weigh
        hint.reason = CribHint::tr("Play %1: the cards you can play are all of one rank, "
                                   "so any of them does the same.")
                          .arg(name) +
                      pegs;
        return hint;
    }
    // Near the end of the game the search plays for the game, not points.
    if (chosen.win >= 0) {
        const int mySide = view.sides.empty() ? view.me : view.sides[std::size_t(view.me)];
        if (peg.points() > 0 && view.scores[std::size_t(mySide)] + peg.points() >= view.game) {
            hint.reason = CribHint::tr("Play %1: it pegs %2 (%3), and that wins the game.")
                              .arg(name)
                              .arg(peg.points())
                              .arg(cribwords::pegWords(peg));
            return hint;
        }
        const crib::PlayChoice* next = nullptr; // the card of the next best chance
        for (const crib::PlayChoice& c : choices)
            if (c.card != chosen.card && (!next || c.win > next->win)) next = &c;
        const int chosenTenths = int(std::lround(chosen.win * 10));
        const int nextTenths = int(std::lround(next->win * 10));
        if (chosenTenths > nextTenths) {
            hint.reason = CribHint::tr("Play %1: the game is near its end, and it gives "
                                       "you about %2 chances in 10 of winning it; %3, "
                                       "about %4 in 10.")
                              .arg(name)
                              .arg(chosenTenths)
                              .arg(cribwords::theCard(next->card))
                              .arg(nextTenths) +
                          pegs;
            return hint;
        }
    }
    if (peg.points() > 0) {
        hint.reason = CribHint::tr("Play %1: it pegs %2 now (%3).")
                          .arg(name)
                          .arg(peg.points())
                          .arg(cribwords::pegWords(peg));
        return hint;
    }
    const int count = countAfter(view, chosen.card);
    // Points left on the table: the card that would peg most now, and what
    // the search found the chosen card worth against it.
    const crib::PlayChoice* taker = nullptr;
    int most = 0;
    for (const crib::PlayChoice& c : choices)
        if (const int now = pegsOn(view, c.card).points(); now > most) most = now, taker = &c;
    if (taker) {
        const QString better = tenths(chosen.net - taker->net);
        hint.reason = better.isEmpty()
                          ? CribHint::tr("Play %1: %2 would peg %3 now, but by the end "
                                         "of the play %1 does as well.")
                                .arg(name, cribwords::theCard(taker->card))
                                .arg(most)
                          : CribHint::tr("Play %1: %2 would peg %3 now, but by the end "
                                         "of the play %1 should leave you about %4 points "
                                         "better off.")
                                .arg(name, cribwords::theCard(taker->card))
                                .arg(most)
                                .arg(better);
        return hint;
    }
    const crib::PlayChoice& next = choices[1];
    const int chosenTenths = int(std::lround(chosen.answered * 10));
    const int nextTenths = int(std::lround(next.answered * 10));
    // Two hands: the card the other can least often score on, if that is
    // what sets it apart.
    if (view.players == 2 && nextTenths - chosenTenths >= 2) {
        hint.reason = chosenTenths == 0
                          ? CribHint::tr("Play %1: the count goes to %2, and hardly any of "
                                         "the hands your opponent may hold can score on it; on "
                                         "%3, about %4 in 10 could.")
                                .arg(name)
                                .arg(count)
                                .arg(cribwords::theCard(next.card))
                                .arg(nextTenths)
                          : CribHint::tr("Play %1: the count goes to %2, and about %3 in 10 "
                                         "of the hands your opponent may hold can score on it; "
                                         "on %4, about %5 in 10 could.")
                                .arg(name)
                                .arg(count)
                                .arg(chosenTenths)
                                .arg(cribwords::theCard(next.card))
                                .arg(nextTenths);
        return hint;
    }
    const QString better = tenths(chosen.net - next.net);
    hint.reason = better.isEmpty()
                      ? CribHint::tr("Play %1: the count goes to %2; %3 would do about "
                                     "as well.")
                            .arg(name)
                            .arg(count)
                            .arg(cribwords::theCard(next.card))
                      : CribHint::tr("Play %1: the count goes to %2, and by the end of the "
                                     "play it should leave you about %3 points better off than "
                                     "%4, the next best.")
                            .arg(name)
                            .arg(count)
                            .arg(better)
                            .arg(cribwords::theCard(next.card));
    return hint;
}

PlayHint hintFor(const crib::Match& m, int seat) {
    if (m.phase() == crib::Phase::Discard)
        return {crib::NoCard, discardHintHtml(m, seat), bestDiscard(m, seat)};
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
        const QString game = forTheGame(all);
        out.reason = game.isEmpty() ? words.arg(cards).arg(best.total(), 0, 'f', 1) : game;
        return out;
    }
    const PlayHint play = playHint(m, seat);
    if (play.card == crib::NoCard) return out;
    out.move = {crib::Move::Play, {play.card}, 0};
    out.reason = play.reason;
    return out;
}

} // namespace club::app
