// SPDX-License-Identifier: GPL-3.0-or-later
// A game of the club's book replayed (issue 27): its own page, made through
// the game registry as for play, opens the game's record read-only
// (GamePage::openReplay) on its own board, in a window of its own. The
// player steps through the record (to the start, one move back, one
// forward, to the end) or plays it at a chosen pace; the board and its
// panel take no input (read_only_guard.h), and nothing is played, saved or
// written to the book. The game in progress on the window's page is a page
// of its own, untouched. Names no game.
#pragma once

#include "core/finished_game.h"

#include <QDialog>
#include <QTemporaryDir>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

namespace club::app {

class GamePage;
class ReadOnlyGuard;

class ReplayWindow : public QDialog {
    Q_OBJECT
public:
    explicit ReplayWindow(const FinishedGame& game, QWidget* parent = nullptr);
    ~ReplayWindow() override;

    /// Opens the game's record on its page, at its end.
    /// @returns an empty string, or why it cannot be replayed, in the
    /// player's words (the window then shows nothing).
    QString openRecord();

    GamePage* page() const { return page_; }
    ReadOnlyGuard* guard() const { return guard_; }
    /// The move shown (0: the start) and the moves in all.
    int step() const;
    int length() const;
    bool isPlaying() const;

    /// Shows the position after `step` moves (clamped to the record).
    void showStep(int step);
    void toStart();
    void back();
    void forward();
    void toEnd();
    /// Plays on from the move shown (from the start when at the end), one
    /// move each pace's beat; again: pauses.
    void playOrPause();
    /// 0 slow, 1 normal, 2 fast, as View > Pace.
    void setPace(int pace);

    QPushButton* startButton() const { return start_; }
    QPushButton* backButton() const { return back_; }
    QPushButton* playButton() const { return play_; }
    QPushButton* forwardButton() const { return forward_; }
    QPushButton* endButton() const { return end_; }
    QLabel* moveLabel() const { return moveLabel_; }

private:
    void beat();
    void refresh();
    void retranslate();

    FinishedGame game_;
    QTemporaryDir folder_;
    GamePage* page_ = nullptr;
    ReadOnlyGuard* guard_ = nullptr;
    QTimer* timer_ = nullptr;
    QPushButton* start_ = nullptr;
    QPushButton* back_ = nullptr;
    QPushButton* play_ = nullptr;
    QPushButton* forward_ = nullptr;
    QPushButton* end_ = nullptr;
    QComboBox* pace_ = nullptr;
    QLabel* paceLabel_ = nullptr;
    QLabel* moveLabel_ = nullptr;
    QPushButton* close_ = nullptr;
};

} // namespace club::app
