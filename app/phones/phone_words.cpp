// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_words.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace club::app {

namespace {

/// The context the page's words are translated in (club::app::PhoneWords).
class PhoneWords {
    Q_DECLARE_TR_FUNCTIONS(PhoneWords)
};

struct PhoneWord {
    const char* key;
    const char* text;
};

// The page's words by key; the page shows the key's text as sent, and
// no text of its own: every word it shows is here.
constexpr PhoneWord words[] = {
    {"title", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Players Club")},
    {"yourTurn", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Your turn")},
    {"waitingFor", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Waiting for %1")},
    {"joining", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Joining the table\u2026")},
    {"screenFirst",
     QT_TRANSLATE_NOOP("club::app::PhoneWords", "Waiting for the deal on the table's screen.")},
    {"connected", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Connected")},
    {"connecting", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Connecting\u2026")},
    {"retryIn",
     QT_TRANSLATE_NOOP("club::app::PhoneWords", "Connection lost: trying again in %1 s")},
    {"retryNow", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Try now")},
    {"moved", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Your hand has moved to another device.")},
    {"takeBack", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Hold my hand here")},
    {"revoked", QT_TRANSLATE_NOOP("club::app::PhoneWords",
                                  "This link no longer works. Ask the host for a new one.")},
    {"revokedNewGame",
     QT_TRANSLATE_NOOP("club::app::PhoneWords",
                       "A new game has begun at the table. Scan the new code the host shows you.")},
    {"revokedToScreen",
     QT_TRANSLATE_NOOP("club::app::PhoneWords", "Your seat is now played on the host's screen.")},
    {"revokedNewLink",
     QT_TRANSLATE_NOOP("club::app::PhoneWords",
                       "The host made a new link for your seat. Scan the new code to play on.")},
    {"noLink", QT_TRANSLATE_NOOP(
                   "club::app::PhoneWords",
                   "Open this page from your seat's link: scan the QR code the host shows you.")},
    {"dismiss", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Dismiss")},
    {"hint", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Hint")},
    {"hintSays", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Hint: %1")},
    {"hideHand", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Hide my hand")},
    {"showHand", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Show my hand")},
    {"handHidden",
     QT_TRANSLATE_NOOP("club::app::PhoneWords", "Your hand is hidden. Tap here to show it.")},
    {"yourHand", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Your hand")},
    {"you", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1 (you)")},
    {"gameOver", QT_TRANSLATE_NOOP("club::app::PhoneWords", "The game is over.")},
    {"gameGoesTo", QT_TRANSLATE_NOOP("club::app::PhoneWords", "The game goes to %1.")},
    {"rubberGoesTo", QT_TRANSLATE_NOOP("club::app::PhoneWords", "The rubber goes to %1.")},
    {"andList", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1 and %2")},
    {"sending", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Sending\u2026")},
    {"played", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Played: the table is moving on\u2026")},
    {"play", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Play")},
    {"nextGame", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Next game")},
    {"dealer", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Dealer: %1")},
    {"cards", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Cards")},
    {"score", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Score")},
    {"seat", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Seat")},
    {"unknownGame",
     QT_TRANSLATE_NOOP("club::app::PhoneWords", "This game cannot be played on a phone.")},
    {"plusCard", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Plus %1")},
    {"minusCard", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Minus %1")},
    {"topCard", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Card on top")},
    {"noTop",
     QT_TRANSLATE_NOOP("club::app::PhoneWords", "No card yet: the leader opens with a PLUS card.")},
    {"gameOf", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Game %1 of %2")},
    {"menHead", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Where the men stand")},
    {"stars", QT_TRANSLATE_NOOP("club::app::PhoneWords", "stars")},
    {"home", QT_TRANSLATE_NOOP("club::app::PhoneWords", "home")},
    {"thisGame", QT_TRANSLATE_NOOP("club::app::PhoneWords", "This game")},
    {"rubber", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Rubber")},
    {"sitsOut", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Sits out this game")},
    {"youSitOut", QT_TRANSLATE_NOOP("club::app::PhoneWords",
                                    "You sit out this game; the other section plays it.")},
    {"chooseCard", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Choose a card")},
    {"chooseMan", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Choose the man to move")},
    {"movesForward", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Moves %1 forward")},
    {"movesBack", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Moves %1 back")},
    {"movesNone", QT_TRANSLATE_NOOP("club::app::PhoneWords", "No man moves.")},
    {"manEnters", QT_TRANSLATE_NOOP("club::app::PhoneWords", "A man from the stars onto %1")},
    {"manMoves", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Man on %1 to %2")},
    {"manToStars", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Man on %1 back to the stars")},
    {"manBusts", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Man on %1 busts: back to the stars")},
    {"starBusts", QT_TRANSLATE_NOOP("club::app::PhoneWords",
                                    "A man on the stars goes over the top and stays there")},
    {"forcedNoMan",
     QT_TRANSLATE_NOOP("club::app::PhoneWords",
                       "No man can make this move: the card is played and no man moves.")},
    {"forcedAllBust",
     QT_TRANSLATE_NOOP("club::app::PhoneWords", "Every way goes past 25: a man must bust.")},
    {"rankA", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Ace")},
    {"rank2", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Two")},
    {"rank3", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Three")},
    {"rank4", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Four")},
    {"rank5", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Five")},
    {"rank6", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Six")},
    {"rank7", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Seven")},
    {"rank8", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Eight")},
    {"rank9", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Nine")},
    {"rank10", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Ten")},
    {"rankJ", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Jack")},
    {"rankQ", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Queen")},
    {"rankK", QT_TRANSLATE_NOOP("club::app::PhoneWords", "King")},
    {"suitC", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1 of Clubs")},
    {"suitD", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1 of Diamonds")},
    {"suitH", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1 of Hearts")},
    {"suitS", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1 of Spades")},
    {"gameDeal", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Game %1, deal %2")},
    {"gameTo", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Game of %1")},
    {"countNow", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Count: %1")},
    {"starter", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Starter")},
    {"notTurned", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Not turned yet")},
    {"playedDeal", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Played this deal")},
    {"saidGo", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Go")},
    {"layAwayTo", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Lay away %1 to %2's crib")},
    {"yourCrib", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Lay away %1 to your own crib")},
    {"layAway", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Lay away")},
    {"inCrib", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Yours in the crib")},
    {"playACard", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Play a card")},
    {"makes", QT_TRANSLATE_NOOP("club::app::PhoneWords", "makes %1")},
    {"countHand", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Count your hand")},
    {"countCrib", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Count your crib")},
    {"sayCount",
     QT_TRANSLATE_NOOP("club::app::PhoneWords",
                       "Say your count: a count too low may be claimed by the others (muggins).")},
    {"points", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1 points")},
    {"handOf", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1's hand")},
    {"cribOf", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1's crib")},
    {"counted", QT_TRANSLATE_NOOP("club::app::PhoneWords", "%1 counted %2")},
    {"claim", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Muggins! Claim the points missed")},
    {"pass", QT_TRANSLATE_NOOP("club::app::PhoneWords", "Pass")},
};

} // namespace

QByteArray phoneWordsJson() {
    QJsonObject object;
    for (const PhoneWord& w : words)
        object.insert(QString::fromLatin1(w.key),
                      QCoreApplication::translate("club::app::PhoneWords", w.text));
    object.insert(QStringLiteral("lang"), QLocale().bcp47Name());
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

} // namespace club::app
