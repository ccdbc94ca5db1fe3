// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_new_game_dialog.h"

#include "common/seats_editor.h"
#include "engine/core/seat.h"
#include "km_words.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include <optional>

namespace club::app {

namespace {
/// Who plays each side: "person" or a kind of the kinds' table.
QString keyPlayer(int side) {
    return QStringLiteral("km/player%1").arg(side);
}
/// The name typed for each side ("" for none: the side's own).
QString keyName(int side) {
    return QStringLiteral("km/name%1").arg(side);
}
// The keys of the dialog before the seats editor, read when there are no
// others: one person against a computer, or two people.
const QString keyOpponent = QStringLiteral("km/opponent"); // "people" or "computer"
const QString keyLevel = QStringLiteral("km/level");       // engine level name
const QString keyColour = QStringLiteral("km/colour");     // 0 Orange, 1 Blue (the person's)

/// The seats remembered, or `never` when nothing was ever chosen.
km::Seats remembered(const km::Seats& never) {
    const QSettings settings;
    if (settings.contains(keyPlayer(0)) || settings.contains(keyPlayer(1))) {
        km::Seats seats;
        for (int s = 0; s < 2; ++s) {
            seats.setLevel(km::Side(s),
                           km::parseLevel(settings.value(keyPlayer(s)).toString().toStdString()));
            seats.setName(km::Side(s), settings.value(keyName(s)).toString());
        }
        return seats;
    }
    if (!settings.contains(keyOpponent)) return never;
    km::Seats seats;
    if (settings.value(keyOpponent).toString() != QLatin1String("computer")) return seats;
    const auto level = km::parseLevel(settings.value(keyLevel).toString().toStdString());
    const int colour = qBound(0, settings.value(keyColour, 0).toInt(), 1);
    seats.setLevel(km::Side(1 - colour), level.value_or(km::Level::Standard));
    return seats;
}
} // namespace

KmNewGameDialog::KmNewGameDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game of King's Men"));
    // The sides' tokens are the board's: each seat shows its own.
    const QList<SeatChoice> tokens{{QIcon(), tr("Orange (plain pawns)"), 0},
                                   {QIcon(), tr("Blue (pawns marked with a cross)"), 1}};
    QList<SeatChoice> players{
        {QIcon(), SeatsEditor::personWords(), QString::fromLatin1(Seat::Person)}};
    for (const std::string& kind : km::playerKinds())
        if (const auto level = km::parseLevel(kind))
            players.append({QIcon(),
                            SeatsEditor::computerWords(*level == km::Level::Random   ? "beginner"
                                                       : *level == km::Level::Expert ? "expert"
                                                                                     : "standard"),
                            QString::fromStdString(kind)});
    // The sides are named for their tokens (Orange, Blue); a player may
    // give his own name, for the club's book to know him by.
    editor_ =
        new SeatsEditor(2,
                        {tr("Name"), tr("Tokens"), SeatsEditor::playedByWords(), tr("Seat &%1:"),
                         tr("Name of seat %1"), tr("Tokens of seat %1"), tr("Player of seat %1")},
                        tokens, players, this);

    // A person against a Standard computer that plays Blue, if never chosen.
    km::Seats never;
    never.setLevel(km::Side::B, km::Level::Standard);
    const km::Seats chosen = remembered(never);
    for (int s = 0; s < 2; ++s) {
        const km::Side side = km::Side(s);
        editor_->name(s)->setPlaceholderText(kmwords::sideName(side));
        editor_->name(s)->setText(kmwords::playerName(chosen, side));
        editor_->colour(s)->setCurrentIndex(s);
        editor_->colour(s)->setEnabled(false);
        editor_->label(s)->setBuddy(editor_->player(s)); // Alt+1, Alt+2: who plays
        SeatsEditor::choose(editor_->player(s), chosen.of(side).player);
    }

    auto* lot = new QLabel(tr("Who moves first is drawn by lot when the game starts."), this);
    lot->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Draw Lots and Play"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(editor_);
    layout->addWidget(lot);
    layout->addWidget(buttons);
}

QComboBox* KmNewGameDialog::playerBox(km::Side side) const {
    return editor_->player(km::index(side));
}

km::Seats KmNewGameDialog::seats() const {
    km::Seats seats;
    for (int s = 0; s < 2; ++s) {
        seats.setLevel(km::Side(s),
                       km::parseLevel(editor_->player(s)->currentData().toString().toStdString()));
        seats.setName(km::Side(s), editor_->name(s)->text());
    }
    return seats;
}

void KmNewGameDialog::accept() {
    QSettings settings;
    for (int s = 0; s < 2; ++s) {
        settings.setValue(keyPlayer(s), editor_->player(s)->currentData());
        settings.setValue(keyName(s), editor_->name(s)->text().trimmed());
    }
    for (const QString& old : {keyOpponent, keyLevel, keyColour})
        settings.remove(old);
    QDialog::accept();
}

km::Seats KmNewGameDialog::rememberedSeats() {
    return remembered(km::Seats{});
}

} // namespace club::app
