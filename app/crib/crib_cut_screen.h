// SPDX-License-Identifier: GPL-3.0-or-later
// The cut for deal (CR-1) as it happens at a real table, as P.M. shows its
// own: every player's cut card face up under his name, the players tied
// for lowest cutting again on a row of their own, and who deals. It covers
// the table until someone presses Deal. The cut itself is the engine's (the
// match's CutForDeal events).
#pragma once

#include "engine/crib/match_file.h"

#include "common/cut_screen.h"

namespace club::app {

class SpriteSheet;

class CribCutScreen : public CutScreen {
    Q_OBJECT
public:
    CribCutScreen(SpriteSheet* sheet, QWidget* parent = nullptr);

    /// Shows every round of the cut (one CutForDeal event each) and who deals.
    void showCut(const std::vector<crib::Event>& rounds, const std::vector<crib::Seat>& seats);
    /// The words under the cards: every card cut, then who deals (also read
    /// by screen readers).
    QString announcement() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    /// Covers the page as it is resized.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The cards and the words of the cut shown, in the language shown.
    void describe();

    struct Cut {
        int row = 0; ///< a row per round of the cut
        QString name;
        int colour = 0;
        crib::Card card = crib::NoCard;
        bool lowest = false; ///< lowest of its round: cuts again or deals
    };

    SpriteSheet* sheet_;
    std::vector<crib::Event> rounds_; ///< the cut shown, kept to be said again
    std::vector<crib::Seat> seats_;
    std::vector<Cut> cuts_;
    QStringList captions_; ///< one per row
};

} // namespace club::app
