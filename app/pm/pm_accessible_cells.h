// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. table as a screen reader walks it: each player's board (a group
// of its places: the stars, 1 to 24 and 25), the hand while its owner may
// see it (PM-16), and the card container (PM-E5). The places a selected
// card's man may reach can be pressed, and a press plays that move as a
// click would. Read from the scene and the table; decides no rule itself.
#pragma once

#include "common/accessible_cells.h"

#include <QObject>
#include <QPointer>

namespace club::app {

class PmScene;

class PmAccessibleCells : public QObject, public AccessibleCells {
    Q_OBJECT
public:
    explicit PmAccessibleCells(PmScene* scene, QObject* parent = nullptr);

    QList<AccessibleCell> accessibleCells() const override;
    void pressAccessibleCell(int index) override;
    /// The cell the keyboard is on (the selected card, or the place of the
    /// option chosen with Up and Down), or -1.
    int focusedCell() const;

signals:
    /// A move was made, or a hand was shown or hidden.
    void cellsChanged();
    /// The keyboard moved to cell `index`.
    void focusMoved(int index);

private:
    /// What a cell stands for, so that a press knows what to do.
    struct Target {
        enum Kind { Board, Place, Hand, Card, Container } kind = Board;
        int place = -1; ///< Place: board place 0..25, on the hand's owner's board if own
        int card = -1;  ///< Card: index in the hand as shown
        bool own = false;
    };
    void rebuild() const;
    void addBoard(int gameSeat) const;
    void addHand() const;
    void addContainer() const;
    /// The options of the selected card ringed at `place` of the hand's board.
    QList<int> optionsAt(int place) const;
    void invalidate() { dirty_ = true; }

    QPointer<PmScene> scene_; ///< deleted before the view by its page
    bool onOption_ = false;   ///< Up or Down moved the keyboard to an option
    mutable bool dirty_ = true;
    mutable QList<AccessibleCell> cells_;
    mutable QList<Target> targets_;
};

} // namespace club::app
