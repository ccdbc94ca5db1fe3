// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_words.h"

#include <QCoreApplication>
#include <algorithm>

namespace club::app::pmwords {

namespace {
// A named translation context that lupdate and the program agree on.
struct PmWords {
    Q_DECLARE_TR_FUNCTIONS(PmWords)
};
} // namespace

QString cardName(int value) {
    return value < 0 ? PmWords::tr("MINUS %1").arg(-value) : PmWords::tr("PLUS %1").arg(value);
}

QString placeName(int place) {
    if (place == pm::Stars) return PmWords::tr("the stars");
    return QString::number(place);
}

QString scoreText(int score) {
    return score < 0 ? QChar(0x2212) + QString::number(-score) : QString::number(score);
}

QString rhyme(int top, int card) {
    const bool topRed = top < 0, cardRed = card < 0;
    if (topRed && cardRed) return PmWords::tr("Red upon red \u2014 \u2019nuff said!");
    if (!topRed && !cardRed) return {};
    const int red = topRed ? -top : -card;
    const int black = topRed ? card : top;
    if (red > black) return PmWords::tr("Red greater than black \u2014 go back.");
    if (black > red) return PmWords::tr("Black greater than red \u2014 go ahead.");
    return PmWords::tr("Red equal to black \u2014 neither forward nor back.");
}

QString explainMove(bool hasTop, int top, int card, const pm::Move& move) {
    const int amount = hasTop ? top + card : card;
    QString sum =
        hasTop ? PmWords::tr("%1 on %2 makes %3.").arg(cardName(card), cardName(top)).arg(amount)
               : PmWords::tr("%1 leads.").arg(cardName(card)); // what follows says where
    if (hasTop) {
        const QString line = rhyme(top, card);
        if (!line.isEmpty()) sum += QLatin1Char(' ') + line;
    }
    QString what;
    if (!move.movesMan())
        what = amount == 0 ? PmWords::tr("No man moves.")
                           : PmWords::tr("No man can move: the card is played and no man moves.");
    else if (move.bust && move.from == pm::Stars)
        what = PmWords::tr("A man on the stars goes over the top and stays on the stars.");
    else if (move.bust)
        what = PmWords::tr("The man on %1 goes over 25: bust, back to the stars.").arg(move.from);
    else if (move.from == pm::Stars)
        what = PmWords::tr("A man comes out from the stars onto %1.").arg(move.to);
    else if (move.to == pm::Home)
        what = PmWords::tr("The man on %1 lands on 25 exactly.").arg(move.from);
    else if (move.to == pm::Stars)
        what = PmWords::tr("The man on %1 goes back to the stars.").arg(move.from);
    else
        what = PmWords::tr("The man on %1 goes to %2.").arg(move.from).arg(move.to);
    return sum + QLatin1Char(' ') + what;
}

QString cannotLead() {
    return PmWords::tr("A MINUS card may not open the game.");
}

QString forcedNote(int amount, const std::vector<pm::Move>& options) {
    if (options.empty() || amount == 0) return {}; // PM-5 and PM-8 say it themselves
    if (options.size() == 1 && !options.front().movesMan())
        return PmWords::tr("Forced: no man can make this move, so the card is played "
                           "and no man moves.");
    const bool allBust =
        std::all_of(options.begin(), options.end(), [](const pm::Move& m) { return m.bust; });
    if (allBust)
        return PmWords::tr("Forced: every other move is blocked, so a man the card carries "
                           "past 25 must bust.");
    return {};
}

} // namespace club::app::pmwords
