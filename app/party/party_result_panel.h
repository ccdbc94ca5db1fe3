// SPDX-License-Identifier: GPL-3.0-or-later
// The organiser's side panel: where the night stands (round, tables still
// playing), the chosen table's result being typed in (a drive: one score
// per seat; a knockout: the winning pair), Enter or Record to enter it, the
// engine's answer when a result is refused, or the table's game played
// here in the program instead, and undo, print and new night.
#pragma once

#include <functional>

#include "engine/party/night_types.h"

#include <QFrame>
#include <QList>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QVBoxLayout;

namespace club::party {
class NightState;
}

namespace club::app {

class PartyResultPanel : public QFrame {
    Q_OBJECT
public:
    explicit PartyResultPanel(QWidget* parent = nullptr);

    /// Shows the night's state and table `number` of its current round
    /// (0: none chosen) ready for its result.
    void showTable(const party::NightState& night, int number);
    int table() const { return table_; }
    /// A line under the entry: a problem in red, or what was done.
    void setNote(const QString& text, bool problem = false);
    /// A note said again in the language chosen, if it changes while it shows.
    void setNote(std::function<QString()> words, bool problem = false);
    QString note() const;
    /// The table (of the round shown) whose game is being played in the
    /// program now; 0: none. Its button goes back to that game.
    void setPlayedHere(int table);
    /// Puts the focus on the first input of the table shown.
    void focusEntry();
    /// Reads the inputs and asks for the result to be entered. A drive's
    /// scores are read as typed: one that is not a score (too many digits,
    /// a stray sign, a letter, a total no board shows) is refused by name.
    void record();
    /// A knockout table's pair `index` (0 or 1, as on the keys 1 and 2)
    /// chosen as the winner, the focus on it so that Enter records it.
    /// @returns false where there is no such pair to choose.
    bool chooseWinner(int index);
    /// Puts a result taken back into the inputs of the table shown, to be
    /// corrected and recorded again.
    void putBack(const party::TableResult& result);

    // For the page and for tests.
    QList<QLineEdit*> scoreBoxes() const { return scores_; }
    QList<QRadioButton*> winnerButtons() const { return winners_; }
    QPushButton* recordButton() const { return record_; }
    QPushButton* playButton() const { return play_; }
    QPushButton* undoButton() const { return undo_; }
    QPushButton* printButton() const { return print_; }
    QPushButton* newNightButton() const { return newNight_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* noteLabel() const { return note_; }

signals:
    /// A drive table's scores (seat order) or a knockout table's winner.
    void recordRequested(int table, const club::party::TableResult& result);
    /// The table's game is to be played here, in the program.
    void playRequested(int table);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void clearEntry();
    void fillEntry(const party::NightState& night, int number);
    /// The play button's words: to play the table, or back to its game.
    void sayPlay();

    int table_ = 0;
    int playedHere_ = 0;
    QList<int> seatEntrants_;
    QStringList seatNames_;
    bool knockout_ = false;
    QLabel* status_;
    QLabel* heading_;
    QWidget* entry_;
    QVBoxLayout* entryLayout_;
    QList<QLineEdit*> scores_;
    QList<QRadioButton*> winners_;
    QPushButton* record_;
    QPushButton* play_;
    QLabel* note_;
    std::function<QString()> noteWords_; ///< the note's makings; empty: said once
    bool noteProblem_ = false;
    QPushButton* undo_;
    QPushButton* print_;
    QPushButton* newNight_;
};

} // namespace club::app
