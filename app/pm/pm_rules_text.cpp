#include "pm_rules_text.h"

#include <QCoreApplication>

namespace club::app {

QString pmRulesHtml() {
    return QCoreApplication::translate(
        "PmRules",
        "<h1>\u201cP.M.\u201d \u2014 Plus and Minus</h1>"
        "<p><i>The most intriguing game ever invented. Play P.M. to A.M.!</i></p>"
        "<h3>The object</h3>"
        "<p>Each player has a board and four men, which start on the stars at the top. The "
        "object is to move all four men onto 25 at the bottom.</p>"
        "<h3>Dealing</h3>"
        "<p>Up to four players use one pack of 44 cards; five to eight shuffle both packs "
        "(circular and octagonal backs) together. Everyone cuts; the highest cut deals "
        "[R: a MINUS card cuts lower than any PLUS card, and ties cut again]. A player other "
        "than the dealer cuts the pack, and the dealer deals eleven cards to each, one at a "
        "time, starting on his left. Cards not dealt are set aside, face down, unseen.</p>"
        "<h3>Playing</h3>"
        "<p>The player on the dealer\u2019s left leads with any PLUS card and brings a man "
        "from the stars onto that number. MINUS cards may not lead.</p>"
        "<p>Each player in turn, clockwise, lays one card and adds it to the <b>top card "
        "only</b> \u2014 the card the previous player laid. He then moves ONE man that many "
        "numbers forward, or brings a new man from the stars onto that number. The cards "
        "underneath take no part.</p>"
        "<p>MINUS cards are subtracted. If the sum is below nothing, one man goes back; a man "
        "sent back past the stars returns to the stars. If the sum is nothing, no man "
        "moves.</p>"
        "<blockquote><b>RED greater than BLACK \u2014 go BACK<br>"
        "BLACK greater than RED \u2014 go AHEAD<br>"
        "RED equal to BLACK \u2014 neither FORWARD nor BACK<br>"
        "RED upon RED \u2014 \u2018nuff said!</b></blockquote>"
        "<p>No two of your men may stand on the same number, except on 25. A man reaches 25 "
        "only by the exact amount [R: once there he is home, and no card moves him again \u2014 "
        "a house rule]. A move past 25 <b>busts</b> the man: he returns to the stars to "
        "restart. You may bust a man on purpose. You cannot bust a man on the stars while "
        "you have a man on 1 to 24 [R: with none in play, a star man may take the bust and "
        "stays on the stars \u2014 a house rule].</p>"
        "<p>Any possible move must be made, even a bust. [R: if no move is possible at all, "
        "the card is played and no man moves.]</p>"
        "<h3>The end and the score</h3>"
        "<p>The game ends the moment a player has all four men on 25, or when the last card "
        "has been played. Each man on 25 scores 50; each man on the stars loses 20; every "
        "other man scores the number he stands on. Minus scores are ringed on the score "
        "sheet. Five games make a rubber, won by the highest total [R: equal totals share "
        "the rubber].</p>"
        "<p>With seven or eight beginners, a trial round may be played in two sections, each "
        "with its own pack; both are recorded on one score sheet.</p>"
        "<h3>Hints</h3>"
        "<p>Remember that the card you lay becomes the top card of the player on your left. "
        "It may pay to give up a move onto 25 to keep an opponent from scoring, or to force "
        "him over 25.</p>"
        "<p><small>[R] marks a point the period rule sheets leave open, settled as in the "
        "club\u2019s rule book; those that are real choices are house rules in the New Rubber "
        "dialog.</small></p>");
}

} // namespace club::app
