// SPDX-License-Identifier: GPL-3.0-or-later
// The side panel of King's Men: whose turn and what to do now, the drawing
// of lots (KM-1), each side's tokens in the game and removed, the row
// clearing choice (KM-6) and the pass (KM-8) when they are a person's to
// make, the move list in the engine's notation, undo, redo and new game.
#pragma once

#include "engine/km/move.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace club::km {
class Table;
struct Row;
} // namespace club::km

namespace club::app {

class SpriteSheet;

class KmSidePanel : public QWidget {
    Q_OBJECT
public:
    KmSidePanel(const km::Table* table, SpriteSheet* sheet, QWidget* parent = nullptr);

    /// Redraws everything from the table; `thinking`: a computer is choosing.
    void refresh(bool thinking);
    /// A line under the turn: a hint, or the drawing of lots.
    void setNote(const QString& text);
    /// The same line in red: what a click on the board cannot do.
    void setCorrection(const QString& text);
    QString noteText() const;
    bool noteIsCorrection() const;

    QPushButton* hintButton() const { return hint_; }
    /// Ticks the rows of a suggested Clear (bit i: row i).
    void tickRows(unsigned mask);
    QPushButton* undoButton() const { return undo_; }
    QPushButton* redoButton() const { return redo_; }
    QPushButton* newGameButton() const { return newGame_; }
    QPushButton* passButton() const { return pass_; }
    QPushButton* clearAllButton() const { return clearAll_; }
    QPushButton* clearNoneButton() const { return clearNone_; }
    QPushButton* clearChosenButton() const { return clearChosen_; }
    QList<QCheckBox*> rowBoxes() const { return rowBoxes_; }
    QListWidget* moveList() const { return moves_; }
    /// The counts shown for `side`: tokens in the game and removed.
    QString countText(int side) const;
    QString turnText() const;

signals:
    /// A choice made with the panel's buttons (a Clear or a Pass).
    void movePicked(const club::km::Move& move);
    /// The rows ticked while the Clear choice is open (bit i: row i).
    void rowChoiceChanged(unsigned mask);

private:
    /// The tokens beside the counts, as large as the system font makes the text.
    void drawTokenIcons();
    void refreshRows(bool open);
    /// The rows' words in the language shown, their ticks kept.
    void retranslateRows();
    static QString rowText(const km::Row& row);
    void refreshMoves();
    unsigned tickedRows() const;

    const km::Table* table_;
    SpriteSheet* sheet_;
    QLabel* turn_;
    QLabel* note_;
    QLabel* icons_[2];
    QLabel* counts_[2];
    QGroupBox* rows_;
    QList<QCheckBox*> rowBoxes_; ///< one per row when there is a choice among them
    QList<QWidget*> rowLines_;   ///< what describes the rows: the boxes, or a lone row's line
    int rowCount_ = 0;
    QPushButton* clearAll_;
    QPushButton* clearNone_;
    QPushButton* clearChosen_;
    QGroupBox* passBox_;
    QLabel* passText_;
    QPushButton* pass_;
    QListWidget* moves_;
    QPushButton* hint_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* newGame_;
    /// The key of the rows shown, so ticks survive a refresh of the same choice.
    quint64 rowsShown_ = 0;
    /// The move list as shown, so a refresh touches only the lines that changed.
    QStringList shownLines_;
    QList<bool> shownUndone_;
    int shownCurrent_ = -1;
};

} // namespace club::app
