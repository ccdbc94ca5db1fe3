// SPDX-License-Identifier: GPL-3.0-or-later
// The column beside the P.M. table: which game, who deals, who is to play,
// what the chosen card would do, the scores so far, the list of moves, the
// result when a game ends, and the buttons. The scores and the moves
// scroll when the room is short; the rest stays in view. It folds to a narrow strip so
// that eight boards get the room on a small screen.
#pragma once

#include <QWidget>
#include <optional>

class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QTableWidget;
class QToolButton;

namespace club::pm {
class Table;
}

namespace club::app {

class PmSidePanel : public QWidget {
    Q_OBJECT
public:
    PmSidePanel(const pm::Table* table, QWidget* parent = nullptr);

    /// Redraws the game line, the player to move, the scores and the moves.
    /// `cardInFlight`: a card played is still on its way to the container,
    /// and the turn line waits for it to land before naming the next player.
    void refresh(bool computerThinking, bool cardInFlight = false);
    void setExplanation(const QString& text);
    /// The hint line (pm_hint_words.h); empty hides it.
    void setHint(const QString& text);
    /// The top card line: the card the table's container shows, which a
    /// played card becomes once it has landed there (PmScene::shownTop).
    void setTopCard(std::optional<int> value);
    QString topCardText() const;
    /// The end of the game (and of the rubber) in words; empty while playing.
    QString resultText() const;

    /// A party night's table played here (a hosted game): "Spring Drive,
    /// round 3, table 2" heads the panel; empty: a game of its own.
    void setOccasion(const QString& occasion) { occasion_ = occasion; }
    /// The hosted game is over and its scores went to the night: the words
    /// that say so go under the result, with Back to the Night; empty: none.
    void setSentToNight(const QString& text) { sentToNight_ = text; }
    const QString& sentToNight() const { return sentToNight_; }
    QString explanationText() const;
    /// Issue 26: a phone seat is to play; the turn line says whom the table
    /// waits for ("Waiting for Ann's phone") and nothing can be played
    /// here. Empty: a seat at the screen or a computer plays.
    void setPhoneWait(const QString& text) { phoneWait_ = text; }
    /// How each seat's phone stands ("phone away"), by rubber seat: said
    /// under the seat's name in the scores; empty for a seat not on a phone.
    void setPhoneStates(const QStringList& bySeat) { phoneStates_ = bySeat; }
    /// The seat's name cell as shown (its phone's state under the name).
    QString seatCellText(int seat) const;
    /// The turn line as shown.
    QString turnText() const;
    /// The hint line shown; empty for none.
    QString hintText() const;

    /// Folds the panel to a narrow strip (the boards get the room) or opens it.
    void setCollapsed(bool collapsed);
    bool isCollapsed() const { return collapsed_; }

    QPushButton* playButton() const { return play_; }
    QPushButton* undoButton() const { return undo_; }
    QPushButton* nextGameButton() const { return nextGame_; }
    QPushButton* scoreSheetButton() const { return scoreSheet_; }
    QPushButton* hintButton() const { return hintButton_; }
    QPushButton* newRubberButton() const { return newRubber_; }
    QPushButton* backToNightButton() const { return backToNight_; }
    /// Phones…: shown while the rubber has a seat on a phone.
    QPushButton* phonesButton() const { return phones_; }
    QToolButton* collapseButton() const { return collapse_; }
    QListWidget* moveList() const { return moves_; }

private:
    /// The fixed words in the language shown (at start and at each change).
    void retranslate();
    void refreshMoves();
    /// The explanation's least height: several lines, or its own with a hint.
    void keepExplanationRoom();
    void applyWidth();

    const pm::Table* table_;
    bool collapsed_ = false;
    QString occasion_;
    QString sentToNight_;
    QString phoneWait_;
    QStringList phoneStates_;
    QWidget* content_;
    QScrollArea* waiting_; ///< the scores and the moves, scrolled when short of room
    QToolButton* collapse_;
    QLabel* game_;
    QLabel* turn_;
    QLabel* top_;
    QLabel* explanation_;
    QLabel* hint_;
    QLabel* result_;
    QTableWidget* scores_;
    QLabel* movesTitle_;
    QListWidget* moves_;
    QPushButton* play_;
    QPushButton* undo_;
    QPushButton* nextGame_;
    QPushButton* scoreSheet_;
    QPushButton* hintButton_;
    QPushButton* newRubber_;
    QPushButton* backToNight_;
    QPushButton* phones_;
};

} // namespace club::app
