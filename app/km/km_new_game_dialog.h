// SPDX-License-Identifier: GPL-3.0-or-later
// The New Game dialog of King's Men: who plays each side, Orange and Blue,
// in the seats editor every game's dialog uses: a person or a computer of
// one of the kinds' table's levels (Beginner, Standard, Expert), so two
// people at one screen, a person against the computer with either colour,
// or two computers. The sides keep the board's names and colours; a
// player may give his own name too (for the club's book). Who moves
// first is drawn by lot when the game starts (KM-1). The choices are
// remembered with QSettings.
#pragma once

#include "engine/km/table.h"

#include <QDialog>

class QComboBox;

namespace club::app {

class SeatsEditor;

class KmNewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit KmNewGameDialog(QWidget* parent = nullptr);

    /// The seats chosen; also stored as the next dialog's defaults.
    km::Seats seats() const;
    /// The seats last chosen (two people if never).
    static km::Seats rememberedSeats();

    SeatsEditor* seatsEditor() const { return editor_; }
    /// Who plays side `side`: "Person" or "Computer: <level>".
    QComboBox* playerBox(km::Side side) const;

    void accept() override;

private:
    SeatsEditor* editor_;
};

} // namespace club::app
