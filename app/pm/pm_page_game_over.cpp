// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a game on the P.M. page: the result sent to a party night,
// or the score sheet shown and the next deal offered.
#include "pm_page.h"

#include "common/autosaver.h"
#include "common/computer_turns.h"
#include "common/pass_screen.h"
#include "engine/pm/table.h"
#include "pm_scene.h"
#include "pm_score_dialog.h"
#include "pm_side_panel.h"

#include <QTimer>

namespace club::app {

void PmPage::onGameOver() {
    computers_->stop();
    hidePassScreen(); // no hand to pass: the board, the result and the buttons show
    scene_->showHand(-1, PmScene::HandMode::Hidden);
    viewer_ = -1; // no one looks at a hand now: the next game's first comes after a pass screen
    // A hint or an explanation spoke of a turn no one will play.
    panel_->setHint(QString());
    panel_->setExplanation(QString());
    refreshPanel();
    const auto& rubber = table_->rubber();
    if (hostedTag() != 0 && rubber.isOver()) {
        // The game's scores as the board shows them (PM-18), by seat.
        HostedResult result;
        for (int seat = 0; seat < rubber.players(); ++seat)
            result.scores << rubber.score(0, seat).value_or(0);
        const std::vector<int> leaders = rubber.leaders();
        result.winners = QList<int>(leaders.begin(), leaders.end());
        // The final board stays in view with the winner and the scores sent,
        // until the player goes back to the night (Back to the Night).
        result.hostShowsTheEnd = true;
        panel_->setSentToNight(sentToNightWords());
        refreshPanel();
        emit statusMessage(gameOverWords());
        // The result is with its asker before the autosave goes: a crash
        // between the two resumes the game rather than losing its result.
        emit hostedGameOver(endHosted(), result);
        autosaver()->remove();
        emit actionsChanged();
        return;
    }
    emit statusMessage(gameOverWords());
    // Shown once the last man has arrived.
    if (!isReplay()) // a replay's board shows its end; its sheet is the game's
        QTimer::singleShot(scene_->isAnimating() ? 900 : 0, this, &PmPage::showScoreSheet);
    if (rubber.isOver())
        autosaver()->remove();
    else
        autosave(); // with the other section's game played aside as this one ended (PM-21)
    emit actionsChanged();
}

void PmPage::showScoreSheet() {
    if (!table_->hasRubber()) return;
    // Not modal: the table stays in view behind it.
    auto* dialog = findChild<PmScoreDialog*>();
    if (!dialog) {
        dialog = new PmScoreDialog(table_, this);
        connect(dialog, &PmScoreDialog::newRubberRequested, this, &PmPage::newGameRequested);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        if (isReplay()) dialog->setForReading();
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow(); // the keys go to it: Escape closes, Enter deals on
}

} // namespace club::app
