// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_rules_text.h"

#include <QCoreApplication>

namespace club::app {

namespace {
// A named translation context that lupdate and the program agree on.
struct PatRules {
    Q_DECLARE_TR_FUNCTIONS(PatRules)
};
} // namespace

QString patRulesHtml() {
    QString html = PatRules::tr(
        "<h1>Patchesi</h1>"
        "<p><i>The race game of John Jaques &amp; Son, London. For two to four players, each "
        "for himself, or four in two sides of partners.</i></p>"
        "<h3>The board</h3>"
        "<p>A cross of four arms, Red, Green, Yellow and Purple, round the great square, "
        "HOME. Each arm is three columns of eight squares. The <b>track</b> is the loop of "
        "the outer columns of every arm and the end square of every middle column: 68 "
        "squares. The end square of a player\u2019s middle column, nearest him, is "
        "<b>A</b>; the rest of that column, seven squares, leads up to HOME. Each outer "
        "column has a <b>Star</b> on its fifth square from A. Beside each arm, to its "
        "player\u2019s right, is a triangle where his counters wait. [R: the sheets refer to "
        "a diagram that is lost; the board is reconstructed to agree with every rule.]</p>"
        "<h3>The single game</h3>"
        "<p><b>Counters.</b> Four each, in the player\u2019s triangle; a short game is played "
        "with three.</p>"
        "<p><b>Who begins.</b> The players throw the die in turn; the first to throw a five "
        "begins. [R: that five is his first throw, and he may enter a counter with it.]</p>"
        "<p><b>The way round.</b> A counter enters on the player\u2019s right-hand Star, goes "
        "all round the track to his left-hand Star, then down the coloured squares to A and "
        "up his middle column to HOME. [R: counter-clockwise, and turns go round the same "
        "way.]</p>"
        "<p><b>Entering.</b> Only with a five, onto the entry Star. [R: a five may instead "
        "move a counter already out; the player chooses. A Star that already holds two "
        "counters is closed.]</p>"
        "<p><b>Sixes.</b> A six counts twelve and gives the player two more throws, whatever "
        "they show. He may move a different counter for each throw. If the second and third "
        "throws are sixes too, after moving twelve for the third he returns his counter "
        "nearest HOME to his triangle. [R: the throws after a six are full throws: a five may "
        "enter, a six counts twelve, but they bring no more throws. A counter already HOME is "
        "safe. A third six that no counter can use still sends the counter nearest HOME back. "
        "House rule, off by default, in either game: a six gives one more throw instead of "
        "two, and a second six one more again, up to the third six.]</p>"
        "<p><b>Barriers.</b> Two counters of one colour on one square form a barrier: no "
        "counter may pass it or land on it. Three counters never share a square.</p>"
        "<p><b>Taking.</b> A counter that ends its move on a square holding a single "
        "adversary takes it: the taken counter goes back to its triangle and must be entered "
        "again with a five. Nobody is taken on a Star. [R: on a Star a counter may share the "
        "square with one adversary; two counters of different colours there do not form a "
        "barrier.]</p>"
        "<p><b>Own colour.</b> A counter may not pass over one of its own colour.</p>"
        "<p><b>HOME</b> only by the exact throw.</p>"
        "<p><b>Lost throws.</b> If no counter can move, the throw is lost. [R: when a counter "
        "can move, one must; the player chooses which.]</p>"
        "<p><b>The end and the stakes.</b> The first to bring all his counters HOME wins the "
        "stakes, less one third, which goes to the player HOME second. [R: play goes on until "
        "a second player is HOME; with two players the first HOME ends the game. Stakes are "
        "optional and counted in counters; the third is rounded down.]</p>"
        "<h3>The partner game</h3>"
        "<p>Red and Yellow play against Green and Purple; partners sit opposite.</p>"
        "<p>Each player starts with one counter on his <b>left-hand</b> Star. Then all throw; "
        "the highest begins, a five counting higher than a six for this throw. [R: players "
        "tied for the highest throw again; the winning throw is the starter\u2019s first "
        "throw.] The starter may use a five to enter a counter or to move his first counter "
        "on.</p>"
        "<p>Play runs clockwise, to the left; counters go all round the track to A, then up "
        "the coloured squares to HOME, by the exact throw.</p>"
        "<p>A single counter not on a Star may be taken by either opponent. A counter landing "
        "on its partner\u2019s single counter joins it. Two counters of one colour form a "
        "block that neither partners nor opponents can pass; two of one side in different "
        "colours do not.</p>"
        "<p>A six counts twelve and gives two more throws; after three sixes running the "
        "player plays all three moves if he can, even if the third takes a counter HOME, then "
        "returns his counter nearest HOME to the triangle.</p>"
        "<p>A player may not pass one of his own counters, but may pass his partner\u2019s; "
        "he may not pass three counters in one move. He may pass two and take or join a "
        "third. Never more than two counters on one square. [R: a square holding two counters "
        "counts as two.]</p>"
        "<p>The side that first gets its eight counters HOME wins. [R: a player whose four "
        "counters are HOME throws no more; his partner plays on.]</p>"
        "<h3>At this table</h3>"
        "<p>Press <b>T</b> or <b>Space</b>, click the die or the Throw button to throw. The "
        "counters that can move are framed in gilt and the squares they would reach are "
        "ringed, in red where a counter would be taken. Click a counter or its ring to move "
        "it; or choose with the arrow keys or Tab and press <b>Enter</b>. <b>Fast Forward</b> "
        "shows the computers\u2019 turns at once; <b>Undo</b> takes back your last move but "
        "never the throw.</p>"
        "<p><small>[R] marks a point the Jaques sheet leaves open, settled as in the "
        "club\u2019s rule book.</small></p>");
    // The hint came later than the rest: its own sentence, so the long text's
    // translations stand; it goes before the small print.
    const QString hint = PatRules::tr("<p><b>H</b>, or <b>Hint</b> in the Edit menu or the "
                                      "panel, selects the Expert\u2019s move for your throw and "
                                      "says why; <b>Enter</b> plays it.</p>");
    const qsizetype smallPrint = html.lastIndexOf(QStringLiteral("<p><small>"));
    return smallPrint >= 0 ? html.insert(smallPrint, hint) : html + hint;
}

} // namespace club::app
