// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_rules_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace club::app {

namespace {
// A named translation context that lupdate and the program agree on.
struct PmRules {
    Q_DECLARE_TR_FUNCTIONS(PmRules)
};
} // namespace

// One paragraph per clause group of RULES.md (PM-E1 to PM-21), so that a
// change to the rule book is easy to carry over. Every [R] decision of the
// rule book is marked [R] here too, and the house rules say so.
QString pmRulesHtml() {
    const QStringList parts{
        PmRules::tr(
            "<h1>\u201cP.M.\u201d \u2014 Plus and Minus</h1>"
            "<p><i>The most intriguing game ever invented. Play P.M. to A.M.!</i></p>"
            "<p><small>[R] marks a point the period rule sheets leave open, settled as in the "
            "club\u2019s rule book. Those that are real choices are <b>house rules</b>, set in "
            "the New Rubber dialog.</small></p>"),
        PmRules::tr(
            "<h3>The outfit</h3>"
            "<p>Each player has a board: a row of stars at the top, one for each man, where the "
            "men wait before entering; the numbers 1 to 24 in four rows of six; and 25 alone at "
            "the bottom. Men stand on the dark circle beside a number. Each player has four men "
            "of his colour (here each colour also carries its own mark).</p>"
            "<p>A pack is 44 cards: 39 PLUS cards printed black and 5 MINUS cards printed red "
            "and marked MINUS. A 45th card, a blank, is a spare and is never dealt. [R: the "
            "sheets do not list the values; the pack used is PLUS 1 to 9 three times each, PLUS "
            "10 to 15 twice each, and MINUS 2, 3, 5, 7 and 9.] The two packs are told apart by "
            "their backs, one circular and one octagonal.</p>"
            "<p>Played cards go number upwards into the large compartment of the card "
            "container, each on the last, so only the top card can be seen. [R: cards not "
            "dealt lie face down in its small compartment.] With eight players the container "
            "is passed round to whoever is to play.</p>"),
        PmRules::tr(
            "<h3>Dealing</h3>"
            "<p>Two to eight may play. Up to four players use one pack; five to eight shuffle "
            "both packs together. Every player cuts, and the highest cut deals the first game "
            "[R: a MINUS card cuts lower than any PLUS card, and tied players cut again among "
            "themselves]. The player on the dealer\u2019s left deals the next game, and so on "
            "round the table.</p>"
            "<p>A player other than the dealer cuts the pack, and the dealer deals eleven cards "
            "to each, one at a time, face down, starting on his left. Cards not dealt are set "
            "aside and never shown during that game; every game starts from the complete "
            "pack, reshuffled.</p>"),
        PmRules::tr(
            "<h3>Playing</h3>"
            "<p>Play goes clockwise. The player on the dealer\u2019s left, the Leader, opens "
            "with a PLUS card and brings a man from the stars onto that number: MINUS cards may "
            "not open the game. Each turn a player lays exactly one card, and lays it before he "
            "moves; a card laid cannot be taken back. He may play any card in his hand.</p>"
            "<p>Every later card is added to the <b>top card only</b> \u2014 the card the "
            "previous player laid \u2014 as printed: PLUS counts up, MINUS counts down. The sum "
            "is the move. The cards underneath take no part and may not be referred to. Top "
            "PLUS 3, play PLUS 4: 7. Top PLUS 5, play MINUS 7: back 2. Top PLUS 5, play MINUS "
            "3: forward 2. Top MINUS 3, play PLUS 3: no move. Top MINUS 3, play MINUS 9: back "
            "12.</p>"
            "<blockquote><b>RED greater than BLACK \u2014 go BACK<br>"
            "BLACK greater than RED \u2014 go AHEAD<br>"
            "RED equal to BLACK \u2014 neither FORWARD nor BACK<br>"
            "RED upon RED \u2014 \u2019nuff said!</b></blockquote>"
            "<p><b>Forward:</b> he moves ONE of his men forward that many numbers, or brings a "
            "new man from the stars onto that number instead (top PLUS 4, play PLUS 5: move the "
            "man on 11 to 20, or bring a man out onto 9). <b>Nothing:</b> no man moves. "
            "<b>Back:</b> he moves ONE of his men on the numbers back; a man sent back to or "
            "past the stars returns to the stars. Men on the stars cannot move back.</p>"),
        PmRules::tr(
            "<h3>Numbers, 25 and busts</h3>"
            "<p>No two of a player\u2019s men may stand on the same number, except on 25. A man "
            "reaches 25 only by the exact amount. [R, house rule, on by default: once on 25 a "
            "man is home, and no card moves him again, forward or back.]</p>"
            "<p>A forward move that would carry a man past 25 <b>busts</b> him: he returns to "
            "the stars to restart. A player may bust a man on purpose even when another man "
            "could move. A man on the stars cannot be busted while the player has another man "
            "on 1 to 24 (men on 25, 25, 17 and the stars; top PLUS 15, play PLUS 11 makes 26: "
            "he must bust the man on 17). [R, house rule, on by default: with no man on 1 to "
            "24, a star man may take the bust and stays on the stars.]</p>"
            "<p><b>A possible move must be made</b>, even if it busts a man. If the only moves "
            "are onto occupied numbers or busts, he busts, and the man busted must be one the "
            "card would carry beyond 25. [R: if no move is possible at all, the card stays "
            "played and no man moves.] The table says so whenever a move is forced.</p>"
            "<p>Each player conceals his cards from all the others. With more than one person "
            "at the screen a hand is shown only to its owner, after a \u201cPass to\u201d "
            "screen between their turns.</p>"),
        PmRules::tr(
            "<h3>The end and the score</h3>"
            "<p>The game ends at once when a player moves his fourth man onto 25 \u2014 no one "
            "moves after him \u2014 or when the last player has played his last card and "
            "moved. Each man on 25 scores 50; each man still on the stars loses 20; every "
            "other man scores the number he stands on. Four men on 25 make 200; two on 25, one "
            "on 15 and one on the stars make 95.</p>"
            "<p>A minus game score is ringed on the score sheet, to show it is subtracted when "
            "totalling the rubber. Five games make a rubber, won by the highest total [R: equal "
            "highest totals share the rubber].</p>"
            "<p>With seven or eight beginners the party may first play a trial round in two "
            "sections, four and four or four and three, each with its own pack, one circular "
            "and one octagonal. Each section is an independent game; the score sheet records "
            "both.</p>"),
        PmRules::tr(
            "<h3>Hints</h3>"
            "<p>Remember that the card you lay becomes the top card of the player on your left "
            "(marked <i>next to play</i> on the table). It may pay to give up a move onto 25 to "
            "keep an opponent from scoring, or to force him over 25.</p>"),
    };
    return parts.join(QString());
}

} // namespace club::app
