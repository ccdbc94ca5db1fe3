// The column beside the P.M. table: which game, who deals, who is to play,
// what the chosen card would do, the scores so far, and the buttons.
#pragma once

#include <QWidget>
#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace club::pm {
class Table;
}

namespace club::app {

class PmSidePanel : public QWidget {
    Q_OBJECT
public:
    PmSidePanel(const pm::Table* table, QWidget* parent = nullptr);

    /// Redraws the game line, the player to move and the scores.
    void refresh(bool computerThinking);
    void setExplanation(const QString& text);
    /// The hint line (pm_hint_words.h); empty hides it.
    void setHint(const QString& text);
    /// The top card line: the card the table's container shows, which a
    /// played card becomes once it has landed there (PmScene::shownTop).
    void setTopCard(std::optional<int> value);
    QString topCardText() const;

    QPushButton* playButton() const { return play_; }
    QPushButton* undoButton() const { return undo_; }
    QPushButton* nextGameButton() const { return nextGame_; }
    QPushButton* scoreSheetButton() const { return scoreSheet_; }
    QPushButton* hintButton() const { return hintButton_; }

private:
    const pm::Table* table_;
    QLabel* game_;
    QLabel* turn_;
    QLabel* top_;
    QLabel* explanation_;
    QLabel* hint_;
    QTableWidget* scores_;
    QPushButton* play_;
    QPushButton* undo_;
    QPushButton* nextGame_;
    QPushButton* scoreSheet_;
    QPushButton* hintButton_;
};

} // namespace club::app
