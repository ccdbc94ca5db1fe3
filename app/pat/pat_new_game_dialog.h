// SPDX-License-Identifier: GPL-3.0-or-later
// The New Game dialog of Patchesi: the single game for two to four players
// (four counters each, or three for a short game) or the partner game for
// four; for each seat a name, a colour and a person or a computer level
// (Beginner, Standard, Expert); stakes on or off; the house rule on sixes.
// Who begins is thrown for on the board when the game starts. The choices are remembered with
// QSettings.
#pragma once

#include "engine/pat/setup.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace club::app {

class SeatsEditor;

class PatNewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit PatNewGameDialog(QWidget* parent = nullptr);

    /// The game chosen (valid once accepted).
    pat::Setup setup() const;
    /// The last game chosen (one person as Red against three Standard computers if never).
    static pat::Setup rememberedSetup();

    QRadioButton* singleButton() const { return single_; }
    QRadioButton* partnerButton() const { return partner_; }
    QSpinBox* playersBox() const { return players_; }
    QComboBox* countersBox() const { return counters_; }
    QCheckBox* stakesBox() const { return stakes_; }
    QCheckBox* oneThrowPerSixBox() const { return oneThrowPerSix_; }
    SeatsEditor* seats() const { return editor_; }

    void accept() override;

    /// How the pool is shared in the game chosen, as the dialog says it.
    QString stakesRuleText() const;
    /// Who partners whom in the partner game, as the dialog says it; else empty.
    QString sidesText() const;

private:
    void load(const pat::Setup& setup);
    void updateEnabled();
    void updateSides();

    QRadioButton* single_;
    QRadioButton* partner_;
    QSpinBox* players_;
    QComboBox* counters_;
    QCheckBox* stakes_;
    QSpinBox* stake_;
    QCheckBox* oneThrowPerSix_;
    SeatsEditor* editor_;
    QLabel* problem_;
    QLabel* stakesRule_ = nullptr;
    QLabel* sides_ = nullptr;
};

} // namespace club::app
