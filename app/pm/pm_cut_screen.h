// SPDX-License-Identifier: GPL-3.0-or-later
// The cut for dealer (PM-2), shown as it happens at a real table: every
// player's cut card is laid face up under his name, the tied players cut
// again, and the dealer is announced. It covers the table until someone
// presses Deal; the cut itself is the engine's (Rubber::cut).
#pragma once

#include "common/cut_screen.h"
#include "engine/pm/rubber.h"

#include <QList>
#include <optional>

class QTimer;

namespace club::app {

class SpriteSheet;

class PmCutScreen : public CutScreen {
    Q_OBJECT
public:
    PmCutScreen(SpriteSheet* sheet, QWidget* parent = nullptr);

    /// Shows every round of the rubber's cut(s) and who deals.
    void showCut(const pm::Rubber& rubber);
    /// The words shown under the cards (also read by screen readers).
    QString announcement() const;
    /// How many cards are face up so far (they are turned one by one).
    int revealed() const { return revealed_; }
    int cardCount() const { return int(cards_.size()); }
    /// Milliseconds between two cards turned face up (0: as fast as possible).
    void setTurnMs(int ms);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// The cards and the words of the cut, in the language shown.
    void describe(const pm::Rubber& rubber);

    struct Cut {
        int row = 0; ///< a row per round, sections one after the other
        QString name;
        int colour = 0;
        int value = 0;
        bool octagonal = false;
        bool highest = false; ///< highest in its round: cuts again or deals
    };
    struct Row {
        QString caption;
    };

    SpriteSheet* sheet_;
    std::optional<pm::Rubber> rubber_; ///< the rubber whose cut shows
    QList<Cut> cards_;
    QList<Row> rows_;
    QTimer* turn_;
    int revealed_ = 0;
};

} // namespace club::app
