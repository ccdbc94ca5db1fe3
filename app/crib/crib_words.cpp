// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_words.h"

#include <QCoreApplication>
#include <QStringList>

namespace club::app::cribwords {

namespace {
// One translation context for every word of the table.
struct CribWords {
    Q_DECLARE_TR_FUNCTIONS(CribWords)
};

QString rankName(int rank) {
    switch (rank) {
    case 0:
        return CribWords::tr("Ace");
    case 1:
        return CribWords::tr("Two");
    case 2:
        return CribWords::tr("Three");
    case 3:
        return CribWords::tr("Four");
    case 4:
        return CribWords::tr("Five");
    case 5:
        return CribWords::tr("Six");
    case 6:
        return CribWords::tr("Seven");
    case 7:
        return CribWords::tr("Eight");
    case 8:
        return CribWords::tr("Nine");
    case 9:
        return CribWords::tr("Ten");
    case 10:
        return CribWords::tr("Jack");
    case 11:
        return CribWords::tr("Queen");
    default:
        return CribWords::tr("King");
    }
}

/// A rank with the article it takes before its suit, as in "the Ace of
/// Spades"; a language that names a card without one gives the rank alone.
QString rankWithArticle(int rank) {
    switch (rank) {
    case 0:
        return CribWords::tr("the Ace", "a card's rank with its article, before its suit");
    case 1:
        return CribWords::tr("the Two", "a card's rank with its article, before its suit");
    case 2:
        return CribWords::tr("the Three", "a card's rank with its article, before its suit");
    case 3:
        return CribWords::tr("the Four", "a card's rank with its article, before its suit");
    case 4:
        return CribWords::tr("the Five", "a card's rank with its article, before its suit");
    case 5:
        return CribWords::tr("the Six", "a card's rank with its article, before its suit");
    case 6:
        return CribWords::tr("the Seven", "a card's rank with its article, before its suit");
    case 7:
        return CribWords::tr("the Eight", "a card's rank with its article, before its suit");
    case 8:
        return CribWords::tr("the Nine", "a card's rank with its article, before its suit");
    case 9:
        return CribWords::tr("the Ten", "a card's rank with its article, before its suit");
    case 10:
        return CribWords::tr("the Jack", "a card's rank with its article, before its suit");
    case 11:
        return CribWords::tr("the Queen", "a card's rank with its article, before its suit");
    default:
        return CribWords::tr("the King", "a card's rank with its article, before its suit");
    }
}

QString rankRuns(int length) {
    return CribWords::tr("a run of %1").arg(numberWord(length));
}

/// A part of a show as said before its running total ("fifteen", "a pair").
QString partLead(const crib::ScorePart& part) {
    switch (part.kind) {
    case crib::PartKind::Fifteen:
        return CribWords::tr("fifteen");
    case crib::PartKind::Pair:
        return CribWords::tr("a pair is");
    case crib::PartKind::PairRoyal:
        return CribWords::tr("a pair royal is");
    case crib::PartKind::DoublePairRoyal:
        return CribWords::tr("a double pair royal is");
    case crib::PartKind::Run:
        return CribWords::tr("%1 is").arg(rankRuns(int(part.cards.size())));
    case crib::PartKind::Flush:
        return CribWords::tr("a flush of %1 is").arg(numberWord(int(part.cards.size())));
    case crib::PartKind::Nobs:
        return CribWords::tr("one for his nobs is");
    }
    return {};
}
} // namespace

namespace {
const char* const suits[] = {
    QT_TRANSLATE_NOOP("CribWords", "%1 of Clubs"), QT_TRANSLATE_NOOP("CribWords", "%1 of Diamonds"),
    QT_TRANSLATE_NOOP("CribWords", "%1 of Hearts"), QT_TRANSLATE_NOOP("CribWords", "%1 of Spades")};
} // namespace

QString cardName(crib::Card card) {
    if (card >= crib::PackSize) return {};
    return CribWords::tr(suits[crib::suitOf(card)]).arg(rankName(crib::rankOf(card)));
}

QString theCard(crib::Card card) {
    if (card >= crib::PackSize) return {};
    return CribWords::tr(suits[crib::suitOf(card)]).arg(rankWithArticle(crib::rankOf(card)));
}

QString capitalised(QString sentence) {
    if (!sentence.isEmpty()) sentence[0] = sentence[0].toUpper();
    return sentence;
}

QString cardShort(crib::Card card) {
    static const char* const ranks[] = {"A", "2", "3",  "4", "5", "6", "7",
                                        "8", "9", "10", "J", "Q", "K"};
    static const QChar suits[] = {QChar(0x2663), QChar(0x2666), QChar(0x2665), QChar(0x2660)};
    if (card >= crib::PackSize) return {};
    return QString::fromLatin1(ranks[crib::rankOf(card)]) + suits[crib::suitOf(card)];
}

QString cardList(const std::vector<crib::Card>& cards) {
    QStringList out;
    for (crib::Card c : cards)
        out << cardShort(c);
    return out.join(QLatin1Char(' '));
}

QString numberWord(int n) {
    static const char* const words[] = {QT_TRANSLATE_NOOP("CribWords", "nothing"),
                                        QT_TRANSLATE_NOOP("CribWords", "one"),
                                        QT_TRANSLATE_NOOP("CribWords", "two"),
                                        QT_TRANSLATE_NOOP("CribWords", "three"),
                                        QT_TRANSLATE_NOOP("CribWords", "four"),
                                        QT_TRANSLATE_NOOP("CribWords", "five"),
                                        QT_TRANSLATE_NOOP("CribWords", "six"),
                                        QT_TRANSLATE_NOOP("CribWords", "seven"),
                                        QT_TRANSLATE_NOOP("CribWords", "eight"),
                                        QT_TRANSLATE_NOOP("CribWords", "nine"),
                                        QT_TRANSLATE_NOOP("CribWords", "ten"),
                                        QT_TRANSLATE_NOOP("CribWords", "eleven"),
                                        QT_TRANSLATE_NOOP("CribWords", "twelve"),
                                        QT_TRANSLATE_NOOP("CribWords", "thirteen"),
                                        QT_TRANSLATE_NOOP("CribWords", "fourteen"),
                                        QT_TRANSLATE_NOOP("CribWords", "fifteen"),
                                        QT_TRANSLATE_NOOP("CribWords", "sixteen"),
                                        QT_TRANSLATE_NOOP("CribWords", "seventeen"),
                                        QT_TRANSLATE_NOOP("CribWords", "eighteen"),
                                        QT_TRANSLATE_NOOP("CribWords", "nineteen"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-one"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-two"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-three"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-four"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-five"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-six"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-seven"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-eight"),
                                        QT_TRANSLATE_NOOP("CribWords", "twenty-nine"),
                                        QT_TRANSLATE_NOOP("CribWords", "thirty"),
                                        QT_TRANSLATE_NOOP("CribWords", "thirty-one")};
    if (n < 0 || n > 31) return QString::number(n);
    return CribWords::tr(words[n]);
}

QString seatName(const std::vector<crib::Seat>& seats, int seat) {
    if (seat < 0 || seat >= int(seats.size())) return {};
    const QString name = seats[std::size_t(seat)].name.trimmed();
    return name.isEmpty() ? CribWords::tr("Seat %1").arg(seat + 1) : name;
}

QString sideName(const crib::Setup& setup, const std::vector<crib::Seat>& seats, int side) {
    QStringList names;
    for (int s = 0; s < setup.hands; ++s)
        if (setup.sideOf(s) == side) names << seatName(seats, s);
    if (names.size() == 1) return names.front();
    const QString last = names.takeLast();
    return CribWords::tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

QString pegWords(const crib::PegScore& peg) {
    QStringList parts;
    if (peg.fifteen) parts << CribWords::tr("fifteen two");
    if (peg.thirtyOne) parts << CribWords::tr("thirty-one for two");
    if (peg.pairPoints == 2) parts << CribWords::tr("a pair for two");
    if (peg.pairPoints == 6) parts << CribWords::tr("a pair royal for six");
    if (peg.pairPoints == 12) parts << CribWords::tr("a double pair royal for twelve");
    if (peg.run) parts << CribWords::tr("%1 for %2").arg(rankRuns(peg.run), numberWord(peg.run));
    if (parts.size() <= 1) return parts.join(QString());
    return CribWords::tr("%1 \u2014 %2 in all")
        .arg(parts.join(QStringLiteral(", ")), numberWord(peg.points()));
}

QString showWords(const std::vector<crib::ScorePart>& parts) {
    if (parts.empty()) return CribWords::tr("nineteen \u2014 nothing to count");
    QStringList said;
    int total = 0;
    for (const crib::ScorePart& part : parts) {
        total += part.points;
        said << CribWords::tr("%1 %2").arg(partLead(part), numberWord(total));
    }
    if (said.size() == 1) return said.front();
    const QString last = said.takeLast();
    return CribWords::tr("%1 and %2").arg(said.join(QStringLiteral(", ")), last);
}

QString saidWords(const crib::Event& e, const crib::Setup& setup,
                  const std::vector<crib::Seat>& seats) {
    if (e.kind == crib::Event::Score && e.reason == crib::ScoreReason::Play)
        return CribWords::tr("%1 pegs: %2.").arg(seatName(seats, e.seat), pegWords(e.peg));
    return eventWords(e, setup, seats);
}

QString eventWords(const crib::Event& e, const crib::Setup& setup,
                   const std::vector<crib::Seat>& seats) {
    using crib::Event;
    const QString who = seatName(seats, e.seat);
    switch (e.kind) {
    case Event::CutForDeal:
        if (e.seat < 0) return CribWords::tr("The lowest cards tie: they cut again.");
        return CribWords::tr("%1 cuts the lowest card and deals.").arg(who);
    case Event::Deal:
        return CribWords::tr("%1 deals.").arg(who);
    case Event::Discard:
        return CribWords::tr("%1 lays %n card(s) away to the crib.", "", int(e.cards.size()))
            .arg(who);
    case Event::Starter:
        return CribWords::tr("The starter: %1.").arg(cardName(e.card));
    case Event::Play:
        return CribWords::tr("%1 plays %2: %3.").arg(who, theCard(e.card)).arg(e.count);
    case Event::Go:
        return CribWords::tr("%1: go.").arg(who);
    case Event::CountReset:
        return CribWords::tr("The count starts again.");
    case Event::Show: {
        const QString shown =
            (e.crib ? CribWords::tr("%1's crib: %2.") : CribWords::tr("%1's hand: %2."))
                .arg(who, showWords(e.parts));
        // A count said too high pegs what is there ([R]): say so, or it
        // looked as if the count said had been taken.
        if (e.count <= e.points) return shown;
        return shown + QLatin1Char(' ') +
               CribWords::tr("%1 said %2: only what is there is pegged.").arg(who).arg(e.count);
    }
    case Event::Score:
        switch (e.reason) {
        case crib::ScoreReason::HisHeels:
            return CribWords::tr("Two for his heels.");
        case crib::ScoreReason::Play:
            return pegWords(e.peg);
        case crib::ScoreReason::LastCard:
            // Named: with three hands or more, the cards alone do not say whose it is.
            return e.count == 31 ? QString() : CribWords::tr("%1: one for the go.").arg(who);
        case crib::ScoreReason::Hand:
        case crib::ScoreReason::Crib:
            if (!e.parts.empty()) return {};
            return CribWords::tr("%1 pegs %n.", "", e.points).arg(who);
        case crib::ScoreReason::Muggins:
            return CribWords::tr("Muggins! %1 claims %n missed.", "", e.points).arg(who);
        }
        return {};
    case Event::Corner:
        return CribWords::tr("%1 takes the corner at hole %2.")
            .arg(sideName(setup, seats, e.side))
            .arg(e.count);
    case Event::GameOver:
        return CribWords::tr("%1 wins the game.").arg(sideName(setup, seats, e.side));
    }
    return {};
}

QString resultWords(const crib::GameResult& r, const crib::Setup& setup,
                    const std::vector<crib::Seat>& seats) {
    QStringList scores;
    for (int s = 0; s < int(r.scores.size()); ++s)
        if (s != r.winner) scores << QString::number(r.scores[std::size_t(s)]);
    QString text = CribWords::tr("Game to %1, %2 to %3.")
                       .arg(sideName(setup, seats, r.winner))
                       .arg(r.scores[std::size_t(r.winner)])
                       .arg(scores.join(QStringLiteral(", ")));
    if (r.lurch) text += QLatin1Char(' ') + CribWords::tr("A lurch: it counts two games.");
    for (int s = 0; s < int(r.skunks.size()); ++s) {
        if (r.skunks[std::size_t(s)] == 2)
            text += QLatin1Char(' ') +
                    CribWords::tr("%1 is double skunked.").arg(sideName(setup, seats, s));
        else if (r.skunks[std::size_t(s)] == 1)
            text +=
                QLatin1Char(' ') + CribWords::tr("%1 is skunked.").arg(sideName(setup, seats, s));
    }
    return text;
}

} // namespace club::app::cribwords
