// SPDX-License-Identifier: GPL-3.0-or-later
// The side panel of Patchesi: whose turn it is and what to do, the throws
// of this turn, a note (who begins, a lost throw, what the chosen move
// does), each player with his counters HOME and his place and stakes, the
// Throw and Fast Forward buttons, Hint, a short log of what happened since the
// person's last turn (the latest line set off), who partners whom in the
// partner game, at the end the finishing order and stakes with a New Game
// button, the option to play an only move by itself, undo, redo and a new
// game.
#pragma once

#include <QList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QScrollArea;

namespace club::pat {
class Table;
}

namespace club::app {

class PatLog;
class SpriteSheet;

class PatSidePanel : public QWidget {
    Q_OBJECT
public:
    PatSidePanel(const pat::Table* table, SpriteSheet* sheet, QWidget* parent = nullptr);

    /// Redraws everything from the table. `thinking`: a computer chooses;
    /// `throwWanted`: a person is to throw.
    void refresh(bool thinking, bool throwWanted);
    /// The party night's table this game is, under the title ("Party
    /// night, round 1, table 2"); empty for any other game.
    void setOccasion(const QString& text);
    QString occasion() const;
    /// A line under the turn: who begins, a lost throw, a hint.
    void setNote(const QString& text);
    /// The same line in red: what a click on the board cannot do.
    void setCorrection(const QString& text);
    QString note() const;
    bool noteIsCorrection() const;
    /// What the person's chosen move would do, under the note.
    void setPreview(const QString& text);
    QString preview() const;

    QString turnText() const;
    /// The line shown for `seat`: name, counters HOME, place, stakes.
    QString seatText(int seat) const;
    /// The line of `seat` (or null), for tests that look at what is in sight.
    const QLabel* seatLine(int seat) const { return seatLines_.value(seat); }
    QPushButton* throwButton() const { return throw_; }
    QPushButton* fastForwardButton() const { return fastForward_; }
    QPushButton* hintButton() const { return hint_; }
    QCheckBox* autoOnlyBox() const { return autoOnly_; }
    QPushButton* undoButton() const { return undo_; }
    QPushButton* redoButton() const { return redo_; }
    QPushButton* newGameButton() const { return newGame_; }
    /// The log's lines, oldest first (the latest stands out on screen).
    QStringList logLines() const;
    /// "Ann and Yellow play against Green and Purple." in the partner game.
    QString sidesText() const;
    /// The end of the game: finishing order and stakes; empty before.
    QString endText() const;
    /// The New Game button shown with the end of the game.
    QPushButton* endNewGameButton() const { return endNewGame_; }

private:
    void rebuildSeats();
    void drawThrows();
    void drawLog();
    /// Scrolls the room back to its head, where the note and the move chosen are.
    void showSaidNow();
    void drawEnd();

    const pat::Table* table_;
    SpriteSheet* sheet_;
    QLabel* occasion_;
    QLabel* turn_;
    QLabel* throws_;
    QLabel* note_;
    /// The scrolling room of the note, the move chosen and the log.
    QScrollArea* logArea_;
    QLabel* preview_;
    PatLog* log_;
    QLabel* logTitle_;
    QLabel* logText_;
    QLabel* sides_;
    QWidget* endBox_;
    QLabel* endText_;
    QPushButton* endNewGame_;
    QWidget* seatsBox_;
    QList<QLabel*> seatIcons_;
    QList<QLabel*> seatLines_;
    QPushButton* throw_;
    QPushButton* fastForward_;
    QPushButton* hint_;
    QCheckBox* autoOnly_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* newGame_;
    bool thinking_ = false;
    bool throwWanted_ = false;
};

} // namespace club::app
