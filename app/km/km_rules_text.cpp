// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_rules_text.h"

#include <QCoreApplication>

namespace club::app {

namespace {
// A named translation context that lupdate and the program agree on.
struct KmRules {
    Q_DECLARE_TR_FUNCTIONS(KmRules)
};
} // namespace

QString kmRulesHtml() {
    return KmRules::tr(
        "<h1>King\u2019s Men</h1>"
        "<p><i>A new game by Elizabeth Magie Phillips, Parker Brothers, 1937. For two "
        "players.</i></p>"
        "<h3>The board</h3>"
        "<p>105 squares. The 49 grey squares in the centre are the <b>Field</b>. The 28 "
        "white squares round it are the <b>Corridors</b> (Entrance squares), 7 on each side. "
        "The 28 outside squares are the <b>Lodges</b> (Home squares), coloured alternately "
        "in the two players\u2019 colours. [R: they alternate all the way round the board, so "
        "the two Corridors that lead into a corner of the Field belong to Lodges of "
        "different colours.]</p>"
        "<p>Each player has 14 tokens \u2014 here Orange, and Blue with a cross on each pawn "
        "\u2014 set on the Lodges of his colour.</p>"
        "<h3>The object</h3>"
        "<p>To reduce the number of <b>your own</b> tokens to two. The first player to do "
        "so wins.</p>"
        "<h3>Play</h3>"
        "<p>The first player is decided by lot; players then move in turn.</p>"
        "<p><b>1. Entering.</b> A token enters the Field only in a straight line from a "
        "Lodge or a Corridor (or by a jump), and never returns to a Lodge or a Corridor "
        "unless captured. [R: a token on a Lodge or a Corridor moves one square straight "
        "inward: Lodge, then the Corridor in front of it, then the Field square in front of "
        "that. It cannot move sideways.]</p>"
        "<p><b>2. In the Field</b> a token moves one square at a time, forward, backward or "
        "sideways \u2014 never diagonally except when jumping. The square must be empty.</p>"
        "<p><b>3. Jumping.</b> A token on a Field or Corridor square may jump an adjacent "
        "opponent\u2019s token, straight or diagonally, to the empty Field square beyond, "
        "but only when by landing there it completes a row of three or more of its own "
        "tokens. The jumper puts the captured token on any empty Lodge of its owner\u2019s "
        "colour he chooses; it starts again from there.</p>"
        "<p><b>4. Another move.</b> After every jump or capture the player has another "
        "move.</p>"
        "<p><b>5. Rows.</b> A player who has formed a row or rows of three or more of his "
        "own tokens on adjacent Field squares, straight or diagonally, may remove from the "
        "game all but the two end tokens of each such row. One token may be the end of "
        "several rows. [R: the removal is part of the move that formed the row; the player "
        "chooses which of the rows formed to clear \u2014 all of them, none, or some; rows "
        "count only on Field squares.]</p>"
        "<p><b>6. Passing and draws.</b> [R: a player with no legal move passes. The game is "
        "drawn if neither player can move, or when the same position with the same player "
        "to move occurs for the third time.]</p>"
        "<h3>At this table</h3>"
        "<p>Click one of your tokens (marked with a dashed frame when it can move), then "
        "a green dot to step or a red ring to jump; or drag the token there. After a jump, "
        "click one of the marked Lodges for the captured token. When rows are formed, the "
        "panel lists them: clear all, none, or the rows you tick. With the keyboard, the "
        "arrow keys move a cursor over the board and Enter or Space picks the square. H, or "
        "Hint in the Edit menu or the panel, shows the Expert\u2019s move with the "
        "reason.</p>"
        "<p><small>[R] marks a point the 1937 rule sheet leaves open, settled as in the "
        "club\u2019s rule book.</small></p>");
}

} // namespace club::app
