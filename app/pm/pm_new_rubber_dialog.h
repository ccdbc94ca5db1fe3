// SPDX-License-Identifier: GPL-3.0-or-later
// Starting a P.M. rubber: 2 to 8 seats, each with a name, a colour (with its
// mark) and a person or a computer player; the two-section party round for 7
// or 8 (PM-21); the house rules of RULES.md's [R] choices. Choices are
// remembered for next time.
#pragma once

#include "engine/pm/rubber.h"

#include <QDialog>
#include <QList>

class QScrollArea;
class QSpinBox;
class QLineEdit;
class QComboBox;
class QCheckBox;
class QGridLayout;
class QLabel;
class QSettings;

namespace club::app {
class SeatsEditor;
}

namespace club::app {

class PmNewRubberDialog : public QDialog {
    Q_OBJECT
public:
    explicit PmNewRubberDialog(QWidget* parent = nullptr);

    /// The configuration chosen, with a fresh random seed.
    pm::RubberConfig config() const;
    void setPlayerCount(int n);
    void setSeat(int seat, const QString& name, const QString& player);

    void accept() override;

    /// Labels for the player kinds the engine offers.
    static QList<QPair<QString, QString>> playerChoices();
    /// "Orange, dot" etc.: colour names always with their marks.
    static QString colourName(int colour);
    /// Earlier versions called a person "human" in the remembered seats;
    /// rewrites them as "person" (settings_migration.h).
    static void migrateSettings(QSettings& settings);
    /// The seats of each section in words, while two sections are chosen.
    QString sectionsText() const;

private:
    void updateRows();
    void updateSections();
    void showProblem(const QString& text);
    void fitSeatsToScreen();
    void load();
    void save() const;

    QSpinBox* count_;
    SeatsEditor* seats_;
    QScrollArea* seatsScroll_ = nullptr;
    QCheckBox* sections_;
    QCheckBox* homeIsSafe_;
    QCheckBox* starBust_;
    QLabel* packNote_;
    QLabel* sectionsNote_; ///< PM-21: who sits in which section
    QLabel* problem_;
};

} // namespace club::app
