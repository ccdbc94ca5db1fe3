// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_new_game_dialog.h"

#include "common/house_rule_mark.h"
#include "common/seats_editor.h"
#include "engine/core/seat.h"

#include "engine_message.h"
#include "pat_words.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace club::app {

namespace {
const QString keyPrefix = QStringLiteral("patchesi/new-game/");
} // namespace

PatNewGameDialog::PatNewGameDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Game of Patchesi"));
    single_ = new QRadioButton(tr("&Single game, each for himself"), this);
    partner_ = new QRadioButton(tr("&Partner game, two against two"), this);
    players_ = new QSpinBox(this);
    players_->setRange(2, 4);
    counters_ = new QComboBox(this);
    counters_->addItem(tr("Four (the full game)"), 4);
    counters_->addItem(tr("Three (a short game)"), 3);
    auto* kindForm = new QFormLayout;
    kindForm->addRow(tr("Pla&yers:"), players_);
    kindForm->addRow(tr("&Counters each:"), counters_);

    auto* seats = new QGroupBox(tr("Seats (the first seat throws first for who begins)"), this);
    QList<SeatChoice> colours,
        players{{QIcon(), SeatsEditor::personWords(), QString::fromLatin1(Seat::Person)}};
    for (int c = 0; c < pat::Colours; ++c)
        colours.append(
            {QIcon(), tr("%1 (%2)").arg(patwords::colourName(c), patwords::markName(c)), c});
    for (const QString& k : patwords::levelKinds())
        players.append({QIcon(), SeatsEditor::computerWords(k), k});
    editor_ =
        new SeatsEditor(4,
                        {tr("Name"), tr("Colour"), SeatsEditor::playedByWords(), tr("Seat %1:"),
                         tr("Name of seat %1"), tr("Colour of seat %1"), tr("Player of seat %1")},
                        colours, players, seats);
    auto* seatsLayout = new QVBoxLayout(seats);
    seatsLayout->addWidget(editor_);
    // Who partners whom (PAT-P1), with the names as typed.
    sides_ = new QLabel(seats);
    sides_->setWordWrap(true);
    seatsLayout->addWidget(sides_);
    for (int i = 0; i < editor_->seats(); ++i) {
        connect(editor_->colour(i), &QComboBox::currentIndexChanged, this,
                [this] { problem_->clear(); });
        connect(editor_->name(i), &QLineEdit::textChanged, this, &PatNewGameDialog::updateSides);
    }

    stakes_ = new QCheckBox(tr("Play for st&akes"), this);
    stake_ = new QSpinBox(this);
    stake_->setRange(1, 1000);
    stake_->setAccessibleName(tr("Stake per player, in counters"));
    auto* stakeRow = new QHBoxLayout;
    stakeRow->addWidget(stakes_);
    stakeRow->addWidget(new QLabel(tr("each puts in"), this));
    stakeRow->addWidget(stake_);
    // How the pool is shared depends on the game chosen (PAT-11, PAT-P9).
    stakesRule_ = new QLabel(this);
    stakesRule_->setWordWrap(true);
    stakeRow->addWidget(stakesRule_, 1);

    // House rules (RULES-DECISIONS.md): the book's reading unless chosen.
    auto* houseRules = new QGroupBox(tr("House rules"), this);
    oneThrowPerSix_ =
        new QCheckBox(tr("A six gives &one more throw, up to the third six [R]"), houseRules);
    oneThrowPerSix_->setToolTip(tr("Off: as the rule sheet says, a six gives two more throws, "
                                   "whatever they show."));
    (new QVBoxLayout(houseRules))->addWidget(oneThrowPerSix_);

    auto* begins = new QLabel(
        tr("Who begins is thrown for on the board when the game starts: in the single game the "
           "first to throw a five, in the partner game the highest throw, a five above a six."),
        this);
    begins->setWordWrap(true);
    problem_ = new QLabel(this);
    problem_->setStyleSheet(QStringLiteral("color: #B3261E;"));
    problem_->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Throw for Who Begins"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(single_);
    layout->addWidget(partner_);
    layout->addLayout(kindForm);
    layout->addWidget(seats);
    layout->addLayout(stakeRow);
    layout->addWidget(houseRules);
    layout->addWidget(begins);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
    connect(single_, &QRadioButton::toggled, this, &PatNewGameDialog::updateEnabled);
    connect(players_, &QSpinBox::valueChanged, this, &PatNewGameDialog::updateEnabled);
    connect(stakes_, &QCheckBox::toggled, this, &PatNewGameDialog::updateEnabled);
    load(rememberedSetup());
    explainHouseRuleMarks(this);
}

void PatNewGameDialog::load(const pat::Setup& setup) {
    (setup.kind == pat::Kind::Partner ? partner_ : single_)->setChecked(true);
    players_->setValue(int(setup.seats.size()));
    counters_->setCurrentIndex(setup.counters == 3 ? 1 : 0);
    stakes_->setChecked(setup.stakes);
    stake_->setValue(setup.stake);
    oneThrowPerSix_->setChecked(setup.oneThrowPerSix);
    // Seats beyond the game's keep the colours not taken, in order.
    QList<int> unused{0, 1, 2, 3};
    for (const pat::Seat& s : setup.seats)
        unused.removeAll(s.colour);
    for (int i = 0; i < 4; ++i) {
        if (i < int(setup.seats.size())) {
            const pat::Seat& s = setup.seats[std::size_t(i)];
            editor_->name(i)->setText(s.name);
            editor_->colour(i)->setCurrentIndex(s.colour);
            const int k = editor_->player(i)->findData(s.player);
            editor_->player(i)->setCurrentIndex(k < 0 ? 0 : k);
        } else {
            editor_->name(i)->clear();
            editor_->colour(i)->setCurrentIndex(unused.isEmpty() ? i : unused.takeFirst());
            editor_->player(i)->setCurrentIndex(
                editor_->player(i)->findData(QStringLiteral("standard")));
        }
    }
    updateEnabled();
}

void PatNewGameDialog::updateEnabled() {
    const bool partner = partner_->isChecked();
    players_->setEnabled(!partner);
    counters_->setEnabled(!partner);
    const int n = partner ? 4 : players_->value();
    for (int i = 0; i < 4; ++i) {
        const bool on = i < n;
        for (QWidget* w : std::initializer_list<QWidget*>{editor_->label(i), editor_->name(i),
                                                          editor_->colour(i), editor_->player(i)})
            w->setEnabled(on);
        // Partners sit opposite: seats go round clockwise, Red, Green, Yellow, Purple.
        if (partner) editor_->colour(i)->setCurrentIndex(i);
        editor_->colour(i)->setEnabled(on && !partner);
        editor_->name(i)->setPlaceholderText(
            patwords::colourName(editor_->colour(i)->currentData().toInt()));
    }
    stake_->setEnabled(stakes_->isChecked());
    stakesRule_->setText(
        tr("counters; %1")
            .arg(patwords::stakesRule(partner ? pat::Kind::Partner : pat::Kind::Single, n)));
    updateSides();
}

QString PatNewGameDialog::stakesRuleText() const {
    return stakesRule_->text();
}

QString PatNewGameDialog::sidesText() const {
    return partner_->isChecked() ? sides_->text() : QString();
}

void PatNewGameDialog::updateSides() {
    if (!sides_ || !partner_) return;
    const bool partner = partner_->isChecked();
    sides_->setVisible(partner);
    if (partner) sides_->setText(patwords::sidesText(setup()));
}

pat::Setup PatNewGameDialog::setup() const {
    pat::Setup s;
    s.kind = partner_->isChecked() ? pat::Kind::Partner : pat::Kind::Single;
    s.counters = s.kind == pat::Kind::Partner ? 4 : counters_->currentData().toInt();
    const int n = s.kind == pat::Kind::Partner ? 4 : players_->value();
    for (int i = 0; i < n; ++i) {
        pat::Seat seat;
        seat.colour = editor_->colour(i)->currentData().toInt();
        seat.name = editor_->name(i)->text().trimmed();
        if (seat.name.isEmpty()) seat.name = patwords::colourName(seat.colour);
        seat.player = editor_->player(i)->currentData().toString();
        s.seats.push_back(seat);
    }
    s.stakes = stakes_->isChecked();
    s.stake = stake_->value();
    s.oneThrowPerSix = oneThrowPerSix_->isChecked();
    return s;
}

void PatNewGameDialog::accept() {
    const pat::Setup s = setup();
    if (const Message problem = s.problem(); !problem.isEmpty()) {
        problem_->setText(wordMessage(problem));
        return;
    }
    QSettings settings;
    settings.setValue(keyPrefix + QStringLiteral("kind"), s.kind == pat::Kind::Partner
                                                              ? QStringLiteral("partner")
                                                              : QStringLiteral("single"));
    settings.setValue(keyPrefix + QStringLiteral("counters"), s.counters);
    settings.setValue(keyPrefix + QStringLiteral("stakes"), s.stakes);
    settings.setValue(keyPrefix + QStringLiteral("stake"), s.stake);
    settings.setValue(keyPrefix + QStringLiteral("oneThrowPerSix"), s.oneThrowPerSix);
    settings.setValue(keyPrefix + QStringLiteral("players"), int(s.seats.size()));
    for (int i = 0; i < 4; ++i) {
        const QString seat = keyPrefix + QStringLiteral("seat%1/").arg(i);
        settings.setValue(seat + QStringLiteral("name"), editor_->name(i)->text().trimmed());
        settings.setValue(seat + QStringLiteral("colour"),
                          editor_->colour(i)->currentData().toInt());
        settings.setValue(seat + QStringLiteral("player"),
                          editor_->player(i)->currentData().toString());
    }
    QDialog::accept();
}

pat::Setup PatNewGameDialog::rememberedSetup() {
    const QSettings settings;
    pat::Setup s;
    s.kind =
        settings.value(keyPrefix + QStringLiteral("kind")).toString() == QLatin1String("partner")
            ? pat::Kind::Partner
            : pat::Kind::Single;
    s.counters = settings.value(keyPrefix + QStringLiteral("counters"), 4).toInt() == 3 ? 3 : 4;
    s.stakes = settings.value(keyPrefix + QStringLiteral("stakes"), false).toBool();
    s.stake = qBound(1, settings.value(keyPrefix + QStringLiteral("stake"), 6).toInt(), 1000);
    s.oneThrowPerSix = settings.value(keyPrefix + QStringLiteral("oneThrowPerSix"), false).toBool();
    const int n =
        s.kind == pat::Kind::Partner
            ? 4
            : qBound(2, settings.value(keyPrefix + QStringLiteral("players"), 4).toInt(), 4);
    const QStringList kinds = patwords::levelKinds();
    for (int i = 0; i < n; ++i) {
        const QString seat = keyPrefix + QStringLiteral("seat%1/").arg(i);
        pat::Seat st;
        st.colour = qBound(0, settings.value(seat + QStringLiteral("colour"), i).toInt(), 3);
        st.name = settings.value(seat + QStringLiteral("name")).toString();
        const QString player =
            settings
                .value(seat + QStringLiteral("player"),
                       i == 0 ? QString::fromLatin1(Seat::Person) : QStringLiteral("standard"))
                .toString();
        st.player = kinds.contains(player) ? player : QString::fromLatin1(Seat::Person);
        s.seats.push_back(st);
    }
    if (!s.problem().isEmpty()) { // a damaged setting: the usual game
        s = pat::Setup::standard(pat::Kind::Single, 4);
        for (std::size_t i = 1; i < s.seats.size(); ++i)
            s.seats[i].player = QStringLiteral("standard");
    }
    return s;
}

} // namespace club::app
