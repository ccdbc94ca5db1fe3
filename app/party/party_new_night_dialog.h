// SPDX-License-Identifier: GPL-3.0-or-later
// The New Night dialog: the night's title, its format (a P.M. Drive of
// people or a Patchesi knockout of pairs), the entrants typed or pasted one
// per line (pairs as "Name & Name", or partners drawn by lot), the sets in
// the hall, the rounds and the house rules in plain words. Draw checks the
// setup with the engine (party::checkSetup) and keeps the dialog open with
// the problem in the player's language until it is right.
#pragma once

#include "engine/party/night_types.h"

#include <QDialog>

#include <cstdint>
#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;
class QSpinBox;

namespace club::app {

class PartyNewNightDialog : public QDialog {
    Q_OBJECT
public:
    explicit PartyNewNightDialog(QWidget* parent = nullptr);

    /// How the pairs of a knockout are made.
    enum class Pairing { AsTyped, LadiesAndGentlemen, FromOneList };

    /// The setup to draw once accepted.
    const party::Setup& setup() const { return setup_; }

    // For tests and for the page: the form's parts.
    QLineEdit* titleEdit() const { return title_; }
    QRadioButton* driveButton() const { return drive_; }
    QRadioButton* knockoutButton() const { return knockout_; }
    QComboBox* pairingBox() const { return pairing_; }
    QPlainTextEdit* namesEdit() const { return names_; }
    QPlainTextEdit* secondNamesEdit() const { return second_; }
    QSpinBox* setsBox() const { return sets_; }
    QSpinBox* roundsBox() const { return rounds_; }
    QComboBox* progressionBox() const { return progression_; }
    QComboBox* tableTieBox() const { return tableTie_; }
    QLabel* problemLabel() const { return problem_; }
    QLabel* countLabel() const { return countLabel_; }
    /// The seed of the draw (random unless set, for tests).
    void setSeed(std::uint64_t seed) { seed_ = seed; }

    /// Builds the setup from the form. @returns an empty string, or the
    /// problem in the player's language (also shown in the dialog).
    QString tryBuild();

    void accept() override;

private:
    void updateForm();
    void showProblem(const QString& text);
    /// The names typed, one a line, trimmed, blank lines left out.
    static QStringList lines(const QPlainTextEdit* edit);
    /// A line that names two people joined by one "&".
    static bool isPair(const QString& line);
    void remember() const;
    void recall();

    QLineEdit* title_;
    QRadioButton* drive_;
    QRadioButton* knockout_;
    QLabel* pairingLabel_;
    QComboBox* pairing_;
    QLabel* namesLabel_;
    QPlainTextEdit* names_;
    QLabel* secondLabel_;
    QPlainTextEdit* second_;
    QLabel* countLabel_;
    QSpinBox* sets_;
    QLabel* roundsLabel_;
    QSpinBox* rounds_;
    QLabel* progressionLabel_;
    QComboBox* progression_;
    QLabel* tableTieLabel_;
    QComboBox* tableTie_;
    QLabel* problem_;
    party::Setup setup_;
    std::optional<std::uint64_t> seed_;
};

} // namespace club::app
