// SPDX-License-Identifier: GPL-3.0-or-later
#include "seats_editor.h"

#include <QComboBox>
#include <QCompleter>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>

#include <algorithm>

namespace club::app {

namespace {

std::function<QStringList()>& knownNamesSource() {
    static std::function<QStringList()> source;
    return source;
}

} // namespace

SeatsEditor::SeatsEditor(int seats, const SeatsEditorWords& words, const QList<SeatChoice>& colours,
                         const QList<SeatChoice>& players, QWidget* parent)
    : QWidget(parent) {
    grid_ = new QGridLayout(this);
    knownNames_ = new QStringListModel(this);
    if (knownNamesSource()) knownNames_->setStringList(knownNamesSource()());
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->addWidget(new QLabel(words.nameHead, this), 0, 1);
    grid_->addWidget(new QLabel(words.colourHead, this), 0, 2);
    grid_->addWidget(new QLabel(words.playerHead, this), 0, 3);
    for (int i = 0; i < seats; ++i) {
        auto* label = new QLabel(words.rowLabel.arg(i + 1), this);
        auto* name = new QLineEdit(this);
        name->setMaxLength(24);
        // In the source's order (most recent first), matched anywhere in a name.
        auto* completer = new QCompleter(knownNames_, name);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchContains);
        name->setCompleter(completer);
        name->setAccessibleName(words.nameAccessible.arg(i + 1));
        label->setBuddy(name);
        auto* colour = new QComboBox(this);
        for (const SeatChoice& c : colours)
            colour->addItem(c.icon, c.label, c.value);
        colour->setAccessibleName(words.colourAccessible.arg(i + 1));
        auto* player = new QComboBox(this);
        for (const SeatChoice& p : players)
            player->addItem(p.icon, p.label, p.value);
        player->setAccessibleName(words.playerAccessible.arg(i + 1));
        grid_->addWidget(label, i + 1, 0);
        grid_->addWidget(name, i + 1, 1);
        grid_->addWidget(colour, i + 1, 2);
        grid_->addWidget(player, i + 1, 3);
        labels_.append(label);
        names_.append(name);
        colours_.append(colour);
        players_.append(player);
        connect(name, &QLineEdit::textChanged, this, &SeatsEditor::edited);
        connect(colour, &QComboBox::currentIndexChanged, this, &SeatsEditor::edited);
        connect(player, &QComboBox::currentIndexChanged, this, &SeatsEditor::edited);
    }
    grid_->setColumnStretch(1, 1);
}

void SeatsEditor::setShown(int count) {
    for (int i = 0; i < seats(); ++i) {
        const bool on = i < count;
        labels_[i]->setVisible(on);
        names_[i]->setVisible(on);
        colours_[i]->setVisible(on);
        players_[i]->setVisible(on);
    }
    // The dialog sizes itself from our hint at once: no stale rows in it.
    grid_->invalidate();
    grid_->activate();
    updateGeometry();
}

void SeatsEditor::setKnownNamesSource(std::function<QStringList()> source) {
    knownNamesSource() = std::move(source);
}

void SeatsEditor::setKnownNames(const QStringList& names) {
    knownNames_->setStringList(names);
}

QStringList SeatsEditor::knownNames() const {
    return knownNames_->stringList();
}

QString SeatsEditor::playedByWords() {
    return tr("Played by");
}

QString SeatsEditor::personWords() {
    return tr("Person");
}

QString SeatsEditor::computerWords(const QString& level) {
    if (level == QLatin1String("beginner")) return tr("Computer: Beginner");
    if (level == QLatin1String("expert")) return tr("Computer: Expert");
    return tr("Computer: Standard");
}

void SeatsEditor::choose(QComboBox* box, const QVariant& value) {
    box->setCurrentIndex(std::max(0, box->findData(value)));
}

} // namespace club::app
