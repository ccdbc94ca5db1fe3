// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_accessible_words.h"

namespace club::app {

QString KmSquareWords::standing(int square, km::Cell cell) {
    switch (km::zoneOf(square)) {
    case km::Zone::Field:
        if (cell == km::Cell::A) return tr("Orange token on a Field square.");
        if (cell == km::Cell::B) return tr("Blue token on a Field square.");
        return tr("Empty Field square.");
    case km::Zone::Corridor:
        if (cell == km::Cell::A) return tr("Orange token in a Corridor.");
        if (cell == km::Cell::B) return tr("Blue token in a Corridor.");
        return tr("Empty Corridor.");
    case km::Zone::Lodge:
        if (km::lodgeColour(square) == km::Side::A) {
            if (cell == km::Cell::A) return tr("Orange token on an Orange Lodge.");
            if (cell == km::Cell::B) return tr("Blue token on an Orange Lodge.");
            return tr("Empty Orange Lodge.");
        }
        if (cell == km::Cell::A) return tr("Orange token on a Blue Lodge.");
        if (cell == km::Cell::B) return tr("Blue token on a Blue Lodge.");
        return tr("Empty Blue Lodge.");
    case km::Zone::Off:
        break;
    }
    return {};
}

QString KmSquareWords::heldToken(km::Side side) {
    return side == km::Side::A ? tr("The captured Orange token waits here for its Lodge.")
                               : tr("The captured Blue token waits here for its Lodge.");
}

QString KmSquareWords::canMove() {
    return tr("It can move.");
}

QString KmSquareWords::selected() {
    return tr("Selected: choose where it goes.");
}

QString KmSquareWords::stepHere() {
    return tr("The selected token can step here.");
}

QString KmSquareWords::jumpHere(const QString& over) {
    return tr("The selected token can jump here and capture the token on %1.").arg(over);
}

QString KmSquareWords::lodgeOpen() {
    return tr("The captured token can be put here.");
}

QString KmSquareWords::lastMoveFrom() {
    return tr("The last move started here.");
}

QString KmSquareWords::lastMoveTo() {
    return tr("The last move ended here.");
}

QString KmSquareWords::rowEnd(const QString& rowName) {
    return tr("End of the row %1 just formed: it stays.").arg(rowName);
}

QString KmSquareWords::rowMiddle(const QString& rowName, bool ticked) {
    return ticked ? tr("In the row %1 just formed, ticked to be cleared: this token would leave "
                       "the game.")
                        .arg(rowName)
                  : tr("In the row %1 just formed, not ticked: this token would stay.")
                        .arg(rowName);
}

QString KmSquareWords::rowMiddlePending(const QString& rowName) {
    return tr("In the row %1 just formed: it leaves the game if the row is cleared.")
        .arg(rowName);
}

QString KmSquareWords::boardRow(int number) {
    return tr("Row %1").arg(number);
}

QString KmSquareWords::rowTokens(km::Side side, const QStringList& squares) {
    const QString list = squares.join(QStringLiteral(", "));
    if (squares.size() == 1)
        return side == km::Side::A ? tr("Orange token on %1.").arg(list)
                                   : tr("Blue token on %1.").arg(list);
    return side == km::Side::A ? tr("Orange tokens on %1.").arg(list)
                               : tr("Blue tokens on %1.").arg(list);
}

QString KmSquareWords::rowEmpty() {
    return tr("No tokens.");
}

} // namespace club::app
