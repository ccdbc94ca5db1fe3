// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_rules_text.h"

#include <QCoreApplication>

namespace club::app {

namespace {
// A named translation context that lupdate and the program agree on.
struct PartyRules {
    Q_DECLARE_TR_FUNCTIONS(PartyRules)
};
} // namespace

QString partyRulesHtml() {
    return PartyRules::tr(
        "<h1>Party Nights</h1>"
        "<p><i>\u201cDetails for running P.M. Drives to raise funds for charities, clubs, "
        "etc.\u201d \u2014 the P.M. Players Club. Players Club organises the night: the draw, "
        "the tables, the rounds, the results, the standings and the printed cards. The games "
        "themselves are played on the club\u2019s own sets, and their results typed in.</i></p>"
        "<h3>Starting a night</h3>"
        "<p><b>Game &gt; New Party Night</b>: give the night a title, choose the format, type or "
        "paste the names one a line, say how many sets the hall has, and press <b>Draw</b>. The "
        "order of the tables is drawn by lot and kept in the night\u2019s file.</p>"
        "<h3>A P.M. Drive</h3>"
        "<p>For 4 to 64 people. Tables seat four; where the numbers do not divide, table 1 (and "
        "table 2) seats five, or the last table three, so that 13 sit five, four and four, and "
        "7 sit four and three. Six people sit at one table of six. Each round is one game of "
        "P.M. at every table.</p>"
        "<p><b>Moving (house rule).</b> After each round the two highest at each table move up "
        "one table; table 1\u2019s two highest stay there. By default table 1\u2019s two "
        "lowest go to the last table, as the losers of the top table do in a progressive "
        "whist drive, and everyone else stays. A club may choose instead that the two lowest "
        "at every table move down one table. Every table keeps its size all night.</p>"
        "<p><b>Equal scores at a table (house rule).</b> Where equal scores straddle the line "
        "between moving and staying, the higher running total before the round moves first, "
        "then a lot decides; or, if the club prefers, a lot alone, as cutting the cards.</p>"
        "<p><b>The night\u2019s result (house rule).</b> Each person\u2019s running total of "
        "P.M. scores (minus scores taken off) decides. Equal totals are parted by the number "
        "of games scored highest at one\u2019s own table, then by the best single game; "
        "people still equal share the place. First and second prizes are given when the "
        "night is over, shared places sharing the prize. Six rounds make an evening of about "
        "two hours.</p>"
        "<p><b>Fewer sets than tables (house rule).</b> The round is played in sittings: "
        "tables 1 to the number of sets first, then the next ones, and so on. Everyone still "
        "plays every round; results may be typed in any order.</p>"
        "<p>A score no board could show (199, say) is refused as a slip of the pen.</p>"
        "<h3>A Patchesi knockout</h3>"
        "<p>For 2 to 32 pairs, traditionally each a lady and a gentleman. Type each pair on "
        "its own line as \u201cName &amp; Name\u201d, or let the partners be drawn by lot, each "
        "lady with a gentleman, or from one list. Pairs 1 and 2 of the draw play at table 1, "
        "3 and 4 at table 2, and so on. In each later round the winners at table 1 meet the "
        "winners at table 2, and so on down the tables.</p>"
        "<p><b>The bye (house rule).</b> With an odd number of pairs in a round, the last "
        "pair in the bracket whose line has not yet had a bye goes through without playing. "
        "Where the byes fall depends only on the number of pairs, so the bracket can be "
        "printed before the night.</p>"
        "<p><b>Prizes.</b> The final\u2019s winners share first prize and its losers second. "
        "Other pairs are placed by the round they went out in; the losing semi-finalists "
        "share third place.</p>"
        "<h3>During the night</h3>"
        "<p>The tables of the round show as in the hall, numbered, with who sits where and a "
        "tick once the result is in. Choose a table (click it, or the arrow keys and Enter), "
        "type each player\u2019s score, or choose the winning pair (1 or 2), and press Enter. "
        "When every table has its result the next round is seated. <b>Undo</b> (Ctrl+Z) takes "
        "back the last result entered, even one that completed a round. The night saves "
        "itself after every result, and the next start offers to resume it.</p>"
        "<p><b>Print</b> (Ctrl+P) gives table cards, a tally card for each entrant, the draw "
        "sheet, the bracket and the standings with the prizes, to print or to save as "
        "PDF.</p>");
}

} // namespace club::app
