// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_new_game_dialog.h"

#include "km_words.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace club::app {

namespace {
const QString keyOpponent = QStringLiteral("km/opponent"); // "people" or "computer"
const QString keyLevel = QStringLiteral("km/level");       // engine level name
const QString keyColour = QStringLiteral("km/colour");     // 0 Orange, 1 Blue (the person's)
} // namespace

KmNewGameDialog::KmNewGameDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game of King's Men"));
    people_ = new QRadioButton(tr("Two &people at this screen"), this);
    computer_ = new QRadioButton(tr("Against the &computer"), this);
    level_ = new QComboBox(this);
    for (km::Level l : {km::Level::Random, km::Level::Standard, km::Level::Expert})
        level_->addItem(kmwords::levelName(l), QString::fromStdString(km::levelName(l)));
    colour_ = new QComboBox(this);
    colour_->addItem(tr("Orange (plain pawns)"));
    colour_->addItem(tr("Blue (pawns marked with a cross)"));

    const QSettings settings;
    const bool vsComputer = settings.value(keyOpponent, QStringLiteral("computer")).toString() ==
                            QLatin1String("computer");
    (vsComputer ? computer_ : people_)->setChecked(true);
    const int level = level_->findData(settings.value(keyLevel, QStringLiteral("standard")));
    level_->setCurrentIndex(level < 0 ? 1 : level);
    colour_->setCurrentIndex(qBound(0, settings.value(keyColour, 0).toInt(), 1));

    auto* form = new QFormLayout;
    form->addRow(tr("Computer &level:"), level_);
    form->addRow(tr("&You play:"), colour_); // Alt+P: "Two people"
    auto* lot = new QLabel(tr("Who moves first is drawn by lot when the game starts."), this);
    lot->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Draw Lots and Play"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(computer_, &QRadioButton::toggled, this, &KmNewGameDialog::updateEnabled);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(people_);
    layout->addWidget(computer_);
    layout->addLayout(form);
    layout->addWidget(lot);
    layout->addWidget(buttons);
    updateEnabled();
}

void KmNewGameDialog::updateEnabled() {
    level_->setEnabled(computer_->isChecked());
    colour_->setEnabled(computer_->isChecked());
}

km::Seats KmNewGameDialog::seats() const {
    km::Seats seats;
    if (computer_->isChecked()) {
        const auto level = km::parseLevel(level_->currentData().toString().toStdString());
        const int computerSide = 1 - colour_->currentIndex();
        seats.setLevel(km::Side(computerSide), level.value_or(km::Level::Standard));
    }
    return seats;
}

void KmNewGameDialog::accept() {
    QSettings settings;
    settings.setValue(keyOpponent, computer_->isChecked() ? QStringLiteral("computer")
                                                          : QStringLiteral("people"));
    settings.setValue(keyLevel, level_->currentData());
    settings.setValue(keyColour, colour_->currentIndex());
    QDialog::accept();
}

km::Seats KmNewGameDialog::rememberedSeats() {
    const QSettings settings;
    km::Seats seats;
    if (settings.value(keyOpponent).toString() != QLatin1String("computer")) return seats;
    const auto level = km::parseLevel(settings.value(keyLevel).toString().toStdString());
    const int colour = qBound(0, settings.value(keyColour, 0).toInt(), 1);
    seats.setLevel(km::Side(1 - colour), level.value_or(km::Level::Standard));
    return seats;
}

} // namespace club::app
