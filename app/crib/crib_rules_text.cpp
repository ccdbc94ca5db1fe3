// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_rules_text.h"

#include <QCoreApplication>

namespace club::app {

namespace {
struct CribRules {
    Q_DECLARE_TR_FUNCTIONS(CribRules)
};
} // namespace

QString cribRulesHtml() {
    QString html;
    html += CribRules::tr(
        "<h2>Once Around Cribbage</h2>"
        "<p>A standard pack of 52 cards, King high and Ace low. Everyone cuts; the lowest card "
        "deals. The deal then passes on. After a game of two hands the loser deals first; "
        "with more hands the deal passes on to the left [R].</p>");
    html += CribRules::tr(
        "<h3>The deal and the crib</h3>"
        "<ul><li><b>Two hands:</b> six cards each; each lays two away to the crib.</li>"
        "<li><b>Three hands:</b> five each and one card straight to the crib; each lays one "
        "away. Each pegs his own line.</li>"
        "<li><b>Four hands:</b> five each, each lays one away. Partners sit opposite and peg "
        "one line.</li>"
        "<li><b>Five hands:</b> five cards to four players, four to the dealer; the four lay "
        "one away each. Each pegs his own line, on a two-track and a three-track board.</li>"
        "<li><b>Six hands:</b> three partnerships, alternate players partners. Five cards to "
        "the first four players, four to the dealer and the player on his right; those with "
        "five lay one away.</li></ul>"
        "<p>The crib is the dealer's, counted after the hands.</p>");
    html += CribRules::tr(
        "<h3>The starter</h3><p>The player on the dealer's left cuts and the dealer turns up "
        "the starter. If it is a Jack the dealer pegs two at once: two for his heels.</p>");
    html += CribRules::tr(
        "<h3>The play</h3><p>The player on the dealer's left leads; each in turn plays a card "
        "and says the running count. Court cards count ten, the Ace one, the others their "
        "pips. The count may never pass 31: a player who cannot play says \"go\" and the "
        "others play on while they can. The last card of a count pegs one, or two for "
        "exactly 31; then the count starts again.</p>"
        "<p>While playing: making fifteen pegs two; a pair two, a pair royal (three alike) "
        "six, a double pair royal (four alike) twelve; a run of three or more among the "
        "latest cards, in any order, one a card. A card in between or a repeated rank breaks "
        "a run, and the Ace is low only.</p>");
    html += CribRules::tr(
        "<h3>The show</h3><p>Each hand is counted with the starter: first the player on the "
        "dealer's left and round to the dealer, then the crib. Every combination making "
        "fifteen pegs two; each pair two; each run of three or more one a card (counted again "
        "for each duplicate); four cards of one suit in the hand four, five with the starter "
        "five, but the crib counts a flush only with all five; the Jack of the starter's "
        "suit, one for his nobs. 29 is the best hand; 19, 25, 26 and 27 cannot be made.</p>"
        "<p><b>Muggins</b> (if chosen): each player counts his own hand aloud; what he "
        "misses may be claimed by the next opponent. A player who says too much pegs only "
        "what is there [R].</p>");
    html += CribRules::tr(
        "<h3>Game</h3><p>Game is 121 points, once round the board and out into the game "
        "hole, or 61. Each side pegs with two pegs: the rear peg jumps past the front one, "
        "so the gap shows the last score. The game ends the moment a side reaches the game "
        "hole, even in the middle of a count. Winning 121 before the loser reaches 61 (or 61 "
        "before 31) is a lurch and counts two games.</p>");
    html += CribRules::tr(
        "<h3>The Once Around board</h3><p>Two-track boards serve two hands or four as "
        "partners; three-track boards two, three or six as partners; four-track boards two, "
        "three, four or six. Besides the track the board keeps, for each side over the whole "
        "match:</p><ul>"
        "<li><b>Corners:</b> the first to pass each corner of the track wins it. Where the "
        "corners are is a house rule, chosen for the match in the New Match dialog [R]: "
        "<i>at the bends of the board</i>, passing hole 50 and hole 60 round the far end, and "
        "110 and 120 round the near end into the game hole; or <i>every 30 holes</i>, passing "
        "30, 60, 90 and 120. Either way the winner of a game always takes the last, and a "
        "game of 61 has the first two. The brass lozenges mark the board's bends; gilt lines "
        "across the track mark the corners of the match.</li>"
        "<li><b>Games</b> won, a lurch counting two.</li>"
        "<li><b>Points:</b> each side's total at the end of each game, carried over the "
        "match. The points track counts in hundreds [R]; the exact sum is written beside "
        "the board.</li>"
        "<li><b>Skunks:</b> winning before an opponent has passed hole 90 is a skunk; before "
        "he has passed hole 60, a double skunk (two skunks), pegged on its own track "
        "[R].</li>"
        "<li><b>High hand:</b> each player's best hand count of the match (with partners, "
        "the better of the two) [R].</li></ul>");
    html += CribRules::tr(
        "<h3>At this table</h3><p>Click cards (or use the arrow keys and Space) to choose "
        "what to lay away, then press Lay away (or Enter). In the play, click a card or "
        "press Space or Enter on it. H gives a hint: what each way of laying away is worth "
        "on average, and the best card to play with the reason. When several people share "
        "the screen, the table is covered between their turns.</p>");
    html += CribRules::tr("<p><small>[R] marks a point the Once Around sheet leaves open, "
                          "settled as in the club\u2019s rule book.</small></p>");
    return html;
}

} // namespace club::app
