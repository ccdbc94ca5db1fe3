// SPDX-License-Identifier: GPL-3.0-or-later
// The New Match dialog: two to six hands (partners sit opposite with four,
// alternate with six), a game of 61 or 121, the Once Around board the hands
// allow, where the corners are (a house rule), muggins, and each seat's name, peg colour and player
// (a person at the screen or on a phone, or a computer of one of three
// levels). The choice is remembered.
#pragma once

#include "engine/crib/match_file.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace club::app {

class SeatsEditor;

class CribNewMatchDialog : public QDialog {
    Q_OBJECT
public:
    explicit CribNewMatchDialog(QWidget* parent = nullptr);

    crib::Setup setup() const;
    std::vector<crib::Seat> seats() const;
    /// The match the dialog offers at first for `hands` hands (121 points,
    /// the first board that serves them, corners at the bends, no muggins):
    /// the command line's --new takes it.
    static crib::Setup defaultSetup(int hands);
    /// "Orange, dot" ...: the peg colours with their marks.
    static QString colourName(int colour);

    QSpinBox* handsBox() const { return hands_; }
    QComboBox* boardBox() const { return board_; }
    QComboBox* cornersBox() const { return corners_; }
    QSpinBox* matchGamesBox() const { return matchGames_; }
    /// Seat `seat`'s player: a person, a person on a phone, a computer.
    QComboBox* playerBox(int seat) const;

private:
    void updateRows();
    void remember() const;

    QSpinBox* hands_;
    QComboBox* game_;
    QComboBox* board_;
    QComboBox* corners_;
    QCheckBox* muggins_;
    QSpinBox* matchGames_;
    QLabel* partners_;
    SeatsEditor* editor_;
    int chosenBoard_ = 0; ///< the crib::Board last chosen, kept while the hands allow it
};

} // namespace club::app
