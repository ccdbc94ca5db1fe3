// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_new_night_dialog.h"

#include "common/dialog_fit.h"
#include "engine/core/format_error.h"
#include "engine/party/knockout.h"
#include "engine/party/night_state.h"
#include "engine/party/partners.h"
#include "engine/party/seating.h"
#include "engine_message.h"
#include "fonts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>

#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace club::app {

namespace {
const QString keyPrefix = QStringLiteral("party/last-");

/// Numbered entrants, ready to draw for a night kept on paper, and a
/// sample of the form a list takes: what the dialog offers the first time.
QString numberedEntrants(bool pairs) {
    QStringList lines;
    for (int i = 1; i <= 8; i += pairs ? 2 : 1)
        lines << (pairs ? PartyNewNightDialog::tr("Player %1 & Player %2").arg(i).arg(i + 1)
                        : PartyNewNightDialog::tr("Player %1").arg(i));
    return lines.join(QLatin1Char('\n'));
}

QString tableSizesText(int people) {
    QStringList sizes;
    for (int size : party::driveTableSizes(people))
        sizes << QString::number(size);
    return QLocale().createSeparatedList(sizes);
}
} // namespace

PartyNewNightDialog::PartyNewNightDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Party Night"));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    title_ = new QLineEdit(this);
    title_->setPlaceholderText(tr("e.g. Charity drive, 12 March"));
    title_->setMaxLength(200);
    form->addRow(tr("&Title of the night:"), title_);

    drive_ = new QRadioButton(tr("P.M. Dri&ve: people move from table to table"), this);
    knockout_ = new QRadioButton(tr("Patchesi &knockout: pairs, winners go on"), this);
    drive_->setChecked(true);
    auto* formats = new QVBoxLayout;
    formats->addWidget(drive_);
    formats->addWidget(knockout_);
    auto* formatLabel = new QLabel(tr("Format:"), this);
    form->addRow(formatLabel, formats);

    pairing_ = new QComboBox(this);
    pairing_->addItem(tr("Typed as pairs, one pair a line"));
    pairing_->addItem(tr("Drawn by lot: each lady with a gentleman"));
    pairing_->addItem(tr("Drawn by lot from one list of people"));
    pairingLabel_ = new QLabel(tr("P&artners:"), this);
    pairingLabel_->setBuddy(pairing_);
    form->addRow(pairingLabel_, pairing_);

    names_ = new QPlainTextEdit(this);
    names_->setTabChangesFocus(true);
    names_->setMinimumHeight(qRound(150 * fontScale()));
    namesLabel_ = new QLabel(this);
    namesLabel_->setBuddy(names_);
    namesLabel_->setWordWrap(true);
    form->addRow(namesLabel_, names_);
    second_ = new QPlainTextEdit(this);
    second_->setTabChangesFocus(true);
    second_->setMinimumHeight(qRound(100 * fontScale()));
    secondLabel_ = new QLabel(tr("&Gentlemen, one a line:"), this);
    secondLabel_->setBuddy(second_);
    form->addRow(secondLabel_, second_);
    countLabel_ = new QLabel(this);
    countLabel_->setWordWrap(true);
    form->addRow(QString(), countLabel_);

    sets_ = new QSpinBox(this);
    sets_->setRange(0, 64);
    sets_->setSpecialValueText(tr("One for every table"));
    sets_->setAccessibleName(tr("Sets available"));
    form->addRow(tr("S&ets available:"), sets_);
    rounds_ = new QSpinBox(this);
    rounds_->setRange(1, party::MaxRounds);
    rounds_->setValue(6);
    rounds_->setAccessibleName(tr("Rounds"));
    roundsLabel_ = new QLabel(tr("&Rounds (one game of P.M. each):"), this);
    roundsLabel_->setBuddy(rounds_);
    form->addRow(roundsLabel_, rounds_);

    progression_ = new QComboBox(this);
    progression_->addItem(tr("The two highest move up; table 1's two lowest go to the last table"));
    progression_->addItem(tr("The two highest move up, the two lowest move down"));
    progressionLabel_ = new QLabel(tr("House rule, &moving:"), this);
    progressionLabel_->setBuddy(progression_);
    form->addRow(progressionLabel_, progression_);
    tableTie_ = new QComboBox(this);
    tableTie_->addItem(tr("Equal scores: the higher running total moves, then a lot"));
    tableTie_->addItem(tr("Equal scores: a lot decides, as cutting the cards"));
    tableTieLabel_ = new QLabel(tr("House rule, t&ies:"), this);
    tableTieLabel_->setBuddy(tableTie_);
    form->addRow(tableTieLabel_, tableTie_);

    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #B3261E; font-weight: bold;"));
    problem_->setAccessibleName(tr("Problem"));
    problem_->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Draw"));
    connect(buttons, &QDialogButtonBox::accepted, this, &PartyNewNightDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons);

    recall();
    connect(drive_, &QRadioButton::toggled, this, &PartyNewNightDialog::updateForm);
    connect(pairing_, &QComboBox::currentIndexChanged, this, &PartyNewNightDialog::updateForm);
    connect(names_, &QPlainTextEdit::textChanged, this, &PartyNewNightDialog::updateForm);
    connect(second_, &QPlainTextEdit::textChanged, this, &PartyNewNightDialog::updateForm);
    updateForm();
    names_->setFocus();
}

bool PartyNewNightDialog::isPair(const QString& line) {
    const QStringList two = line.split(QLatin1Char('&'));
    return two.size() == 2 && !two[0].trimmed().isEmpty() && !two[1].trimmed().isEmpty();
}

QStringList PartyNewNightDialog::lines(const QPlainTextEdit* edit) {
    QStringList out;
    for (const QString& line : edit->toPlainText().split(QLatin1Char('\n'))) {
        const QString name = line.simplified();
        if (!name.isEmpty()) out << name;
    }
    return out;
}

void PartyNewNightDialog::updateForm() {
    const bool drive = drive_->isChecked();
    // The numbered list offered follows the format while it is untouched.
    if (names_->toPlainText() == numberedEntrants(drive)) {
        const QSignalBlocker quiet(names_);
        names_->setPlainText(numberedEntrants(!drive));
    }
    const auto pairing = Pairing(pairing_->currentIndex());
    pairingLabel_->setVisible(!drive);
    pairing_->setVisible(!drive);
    const bool two = !drive && pairing == Pairing::LadiesAndGentlemen;
    secondLabel_->setVisible(two);
    second_->setVisible(two);
    for (QWidget* w :
         {static_cast<QWidget*>(roundsLabel_), static_cast<QWidget*>(rounds_),
          static_cast<QWidget*>(progressionLabel_), static_cast<QWidget*>(progression_),
          static_cast<QWidget*>(tableTieLabel_), static_cast<QWidget*>(tableTie_)})
        w->setVisible(drive);
    const int count = int(lines(names_).size());
    QString label, counted;
    if (drive) {
        label = tr("&People, one a line (4 to 64):");
        counted = count >= party::MinDriveEntrants && count <= party::MaxDriveEntrants
                      ? tr("%n people: tables of %1.", nullptr, count).arg(tableSizesText(count))
                      : tr("%n people.", nullptr, count);
    } else if (pairing == Pairing::AsTyped) {
        // && shows one &: a single one would mark the space after it as a key.
        label = tr("&Pairs, one a line as \"Name && Name\" (2 to 32):");
        const QStringList typed = lines(names_);
        const int pairs = int(std::count_if(typed.begin(), typed.end(), isPair));
        counted = tr("%n pairs.", nullptr, pairs);
        if (pairs < count)
            counted += QLatin1Char(' ') + tr("%n line(s) not a pair yet.", nullptr, count - pairs);
        else if (pairs >= party::MinKnockoutPairs && pairs <= party::MaxKnockoutPairs)
            counted += QLatin1Char(' ') + tr("%n round(s).", nullptr, party::knockoutRounds(pairs));
    } else if (pairing == Pairing::LadiesAndGentlemen) {
        label = tr("&Ladies, one a line:");
        counted = tr("%1 ladies, %2 gentlemen.").arg(count).arg(lines(second_).size());
    } else {
        label = tr("&People, one a line (an even number, 4 to 64):");
        counted = tr("%n people.", nullptr, count);
    }
    namesLabel_->setText(label);
    // The words as shown: the key's & goes, && is one &.
    names_->setAccessibleName(QString(label).remove(QRegularExpression(QStringLiteral("&(?!&)"))));
    countLabel_->setText(counted);
    if (problem_->isVisible()) problem_->hide();
    // Fitted to its rows, not by adjustSize(), which holds a window to two
    // thirds of the screen and cut the French knockout's choice at 1024x768.
    fitToLayout(this);
}

void PartyNewNightDialog::showProblem(const QString& text) {
    problem_->setText(text);
    problem_->setVisible(!text.isEmpty());
}

QString PartyNewNightDialog::tryBuild() {
    party::Setup setup;
    setup.title = title_->text().simplified();
    setup.seed = seed_ ? *seed_ : QRandomGenerator::global()->generate64();
    setup.options.sets = sets_->value();
    const QStringList typed = lines(names_);
    if (drive_->isChecked()) {
        setup.format = party::Format::Drive;
        setup.options.rounds = rounds_->value();
        setup.options.progression = progression_->currentIndex() == 1
                                        ? party::Progression::UpAndDown
                                        : party::Progression::FootTable;
        setup.options.tableTie =
            tableTie_->currentIndex() == 1 ? party::TableTie::Lot : party::TableTie::TotalThenLot;
        for (const QString& name : typed)
            setup.entrants.push_back(party::Entrant{{name}});
    } else {
        setup.format = party::Format::Knockout;
        try {
            switch (Pairing(pairing_->currentIndex())) {
            case Pairing::AsTyped:
                for (int i = 0; i < typed.size(); ++i) {
                    const QStringList two = typed[i].split(QLatin1Char('&'));
                    if (!isPair(typed[i])) {
                        const QString text =
                            tr("Line %1, \"%2\", is not a pair: write the two names with & "
                               "between them, as \"Ann Allen & Bert Bray\".")
                                .arg(i + 1)
                                .arg(typed[i]);
                        showProblem(text);
                        return text;
                    }
                    setup.entrants.push_back(party::Entrant{{two[0].trimmed(), two[1].trimmed()}});
                }
                break;
            case Pairing::LadiesAndGentlemen:
                setup.entrants = party::drawPartners(typed, lines(second_), setup.seed);
                break;
            case Pairing::FromOneList:
                setup.entrants = party::drawPartners(typed, setup.seed);
                break;
            }
        } catch (const FormatError& e) {
            const QString text = wordSentence(e.message());
            showProblem(text);
            return text;
        }
    }
    if (const Message problem = party::checkSetup(setup); !problem.isEmpty()) {
        const QString text = wordSentence(problem);
        showProblem(text);
        return text;
    }
    showProblem(QString());
    setup_ = std::move(setup);
    return {};
}

void PartyNewNightDialog::accept() {
    if (!tryBuild().isEmpty()) return; // the problem shows; nothing is lost
    remember();
    QDialog::accept();
}

void PartyNewNightDialog::remember() const {
    QSettings s;
    s.setValue(keyPrefix + QStringLiteral("title"), title_->text());
    s.setValue(keyPrefix + QStringLiteral("knockout"), knockout_->isChecked());
    s.setValue(keyPrefix + QStringLiteral("pairing"), pairing_->currentIndex());
    s.setValue(keyPrefix + QStringLiteral("names"), names_->toPlainText());
    // "-names": a list the club's book renames a member in (remembered_names.h)
    s.setValue(keyPrefix + QStringLiteral("second-names"), second_->toPlainText());
    s.remove(keyPrefix + QStringLiteral("second")); // its name before
    s.setValue(keyPrefix + QStringLiteral("sets"), sets_->value());
    s.setValue(keyPrefix + QStringLiteral("rounds"), rounds_->value());
    s.setValue(keyPrefix + QStringLiteral("progression"), progression_->currentIndex());
    s.setValue(keyPrefix + QStringLiteral("table-tie"), tableTie_->currentIndex());
}

// The last night's entries come back: a club's members change little.
void PartyNewNightDialog::recall() {
    QSettings s;
    title_->setText(s.value(keyPrefix + QStringLiteral("title")).toString());
    if (s.value(keyPrefix + QStringLiteral("knockout"), false).toBool())
        knockout_->setChecked(true);
    pairing_->setCurrentIndex(qBound(0, s.value(keyPrefix + QStringLiteral("pairing")).toInt(), 2));
    names_->setPlainText(
        s.value(keyPrefix + QStringLiteral("names"), numberedEntrants(knockout_->isChecked()))
            .toString());
    second_->setPlainText(s.value(keyPrefix + QStringLiteral("second-names"),
                                  s.value(keyPrefix + QStringLiteral("second")))
                              .toString());
    sets_->setValue(s.value(keyPrefix + QStringLiteral("sets"), 0).toInt());
    rounds_->setValue(s.value(keyPrefix + QStringLiteral("rounds"), 6).toInt());
    progression_->setCurrentIndex(
        qBound(0, s.value(keyPrefix + QStringLiteral("progression")).toInt(), 1));
    tableTie_->setCurrentIndex(
        qBound(0, s.value(keyPrefix + QStringLiteral("table-tie")).toInt(), 1));
}

} // namespace club::app
