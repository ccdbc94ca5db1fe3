// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_accessible_words.h"

#include "pm_new_rubber_dialog.h"
#include "pm_words.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>

namespace club::app::pmaccwords {

namespace {
// A named translation context that lupdate and the program agree on.
struct PmAccessibleWords {
    Q_DECLARE_TR_FUNCTIONS(PmAccessibleWords)
};

QString join(const QStringList& sentences) {
    return sentences.join(QLatin1Char(' '));
}

/// "9", "9 and 17", "4, 9 and 17", as the language lists things.
QString numberList(const QList<int>& numbers) {
    QStringList items;
    for (int n : numbers)
        items << QString::number(n);
    return QLocale().createSeparatedList(items);
}
} // namespace

QString boardName(const QString& owner, int colour) {
    return PmAccessibleWords::tr("%1's board (%2)")
        .arg(owner, PmNewRubberDialog::colourName(colour));
}

QString menAndScore(const pm::Men& men, int score) {
    int stars = 0, home = 0;
    QList<int> numbers;
    for (int place : men) {
        if (place == pm::Stars)
            ++stars;
        else if (place == pm::Home)
            ++home;
        else
            numbers << place;
    }
    std::sort(numbers.begin(), numbers.end());
    QStringList out;
    if (stars == 1)
        out << PmAccessibleWords::tr("One man waits on the stars.");
    else if (stars > 1)
        out << PmAccessibleWords::tr("%n men wait on the stars.", "", stars);
    if (numbers.size() == 1)
        out << PmAccessibleWords::tr("One man stands on %1.").arg(numbers.front());
    else if (numbers.size() > 1)
        out << PmAccessibleWords::tr("Men stand on %1.").arg(numberList(numbers));
    if (home == 1)
        out << PmAccessibleWords::tr("One man is home on 25.");
    else if (home > 1)
        out << PmAccessibleWords::tr("%n men are home on 25.", "", home);
    out << PmAccessibleWords::tr("Score so far: %1.").arg(pmwords::scoreText(score));
    return join(out);
}

QString cardsInHand(int count) {
    return count == 1 ? PmAccessibleWords::tr("One card in hand.")
                      : PmAccessibleWords::tr("%n cards in hand.", "", count);
}

QString toPlay() {
    return PmAccessibleWords::tr("To play now.");
}

QString nextToPlay() {
    return PmAccessibleWords::tr("Plays next.");
}

QString dealer() {
    return PmAccessibleWords::tr("Dealer of this game.");
}

QString placeName(const QString& owner, int place) {
    return PmAccessibleWords::tr("%1's board, %2").arg(owner, pmwords::placeName(place));
}

QString placeOccupants(const QString& owner, int count, int place) {
    if (count == 0) return PmAccessibleWords::tr("Empty.");
    if (count == 1)
        return place == pm::Stars
                   ? PmAccessibleWords::tr("One of %1's men waits here.").arg(owner)
                   : PmAccessibleWords::tr("One of %1's men stands here.").arg(owner);
    return place == pm::Stars
               ? PmAccessibleWords::tr("%n of %1's men wait here.", "", count).arg(owner)
               : PmAccessibleWords::tr("%n of %1's men stand here.", "", count).arg(owner);
}

QString optionHere(const pm::Move& m) {
    if (m.bust && m.from == pm::Stars)
        return PmAccessibleWords::tr(
            "The selected card can carry a man from here past 25: he stays on "
            "the stars.");
    if (m.bust)
        return PmAccessibleWords::tr(
            "The selected card can carry this man past 25: he busts, back to the "
            "stars.");
    if (m.from == pm::Stars)
        return PmAccessibleWords::tr(
            "The selected card can bring a man out from the stars onto this number.");
    if (m.to == pm::Stars)
        return PmAccessibleWords::tr(
                   "The selected card can send the man on %1 back here to the stars.")
            .arg(m.from);
    return PmAccessibleWords::tr("The selected card can move the man on %1 here.").arg(m.from);
}

QString chosenOption() {
    return PmAccessibleWords::tr("This is the move chosen now: Enter plays it.");
}

QString handName(const QString& owner) {
    return PmAccessibleWords::tr("%1's hand").arg(owner);
}

QString handFaceUp(int count, bool play) {
    const QString cards = count == 1 ? PmAccessibleWords::tr("One card, face up.")
                                     : PmAccessibleWords::tr("%n cards, face up.", "", count);
    if (!play) return cards;
    return cards + QLatin1Char(' ') +
           PmAccessibleWords::tr(
               "Choose a card with Left and Right or the keys 1 to 9 and 0, a man with Up "
               "and Down, and play with Enter.");
}

QString handFaceDown(int count) {
    return count == 1 ? PmAccessibleWords::tr("One card, face down.")
                      : PmAccessibleWords::tr("%n cards, face down.", "", count);
}

QString cardUse(bool hasTop, int top, int value, const std::vector<pm::Move>& options) {
    if (options.empty()) return pmwords::cannotLead();
    const int amount = pm::moveAmount(hasTop, top, value);
    const QString forced = pmwords::forcedNote(amount, options);
    QStringList out;
    if (options.size() == 1) {
        // The side panel's own words for a card with one move.
        out << pmwords::explainMove(hasTop, top, value, options.front());
    } else {
        QString sum = PmAccessibleWords::tr("%1 on %2 makes %3.")
                          .arg(pmwords::cardName(value), pmwords::cardName(top))
                          .arg(amount);
        const QString rhyme = pmwords::rhyme(top, value);
        if (!rhyme.isEmpty()) sum += QLatin1Char(' ') + rhyme;
        out << sum;
        for (const pm::Move& m : options) {
            if (m.bust && m.from == pm::Stars)
                out << PmAccessibleWords::tr(
                    "A man on the stars can go over the top and stay there.");
            else if (m.bust)
                out << PmAccessibleWords::tr("The man on %1 can bust: past 25, back to the stars.")
                           .arg(m.from);
            else if (m.from == pm::Stars)
                out << PmAccessibleWords::tr("A man can come out from the stars onto %1.")
                           .arg(m.to);
            else if (m.to == pm::Stars)
                out << PmAccessibleWords::tr("The man on %1 can go back to the stars.").arg(m.from);
            else
                out << PmAccessibleWords::tr("The man on %1 can go to %2.").arg(m.from).arg(m.to);
        }
    }
    // A card that moves no man says so already; the note would repeat it.
    if (!forced.isEmpty() && options.front().movesMan()) out << forced;
    return join(out);
}

QString cardWaiting() {
    return PmAccessibleWords::tr("Waiting for your turn.");
}

QString containerName() {
    return PmAccessibleWords::tr("Card container");
}

QString containerContents(bool hasTop, int top, int setAside) {
    QStringList out;
    out << (hasTop
                ? PmAccessibleWords::tr("Top card: %1.").arg(pmwords::cardName(top))
                : PmAccessibleWords::tr("No card played yet: the leader opens with a PLUS card."));
    if (setAside == 1)
        out << PmAccessibleWords::tr("One card set aside, face down.");
    else if (setAside > 1)
        out << PmAccessibleWords::tr("%n cards set aside, face down.", "", setAside);
    return join(out);
}

} // namespace club::app::pmaccwords
