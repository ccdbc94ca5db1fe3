// SPDX-License-Identifier: GPL-3.0-or-later
// The New Game dialog of King's Men: two people at one screen, or one
// person against the computer at a level (Beginner, Standard, Expert) with
// either colour. Who moves first is drawn by lot when the game starts
// (KM-1). The choices are remembered with QSettings.
#pragma once

#include "engine/km/table.h"

#include <QDialog>

class QComboBox;
class QRadioButton;

namespace club::app {

class KmNewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit KmNewGameDialog(QWidget* parent = nullptr);

    /// The seats chosen; also stored as the next dialog's defaults.
    km::Seats seats() const;
    /// The seats last chosen (two people if never).
    static km::Seats rememberedSeats();

    QRadioButton* twoPeopleButton() const { return people_; }
    QRadioButton* computerButton() const { return computer_; }
    QComboBox* levelBox() const { return level_; }
    QComboBox* colourBox() const { return colour_; }

    void accept() override;

private:
    void updateEnabled();

    QRadioButton* people_;
    QRadioButton* computer_;
    QComboBox* level_;
    QComboBox* colour_;
};

} // namespace club::app
