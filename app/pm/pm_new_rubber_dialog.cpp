// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_new_rubber_dialog.h"

#include "common/dialog_fit.h"
#include "common/house_rule_mark.h"
#include "common/seats_editor.h"
#include "engine/core/seat.h"

#include "engine_message.h"
#include "palette.h"
#include "pm_art.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace club::app {

namespace {
QIcon colourIcon(int colour) {
    return pm_art::manIcon(colour); // the man with his mark, not colour alone
}
const QStringList defaultNames = {"Alice", "Bertie", "Clara", "Dennis",
                                  "Edith", "Frank",  "Gwen",  "Harold"};
/// "Played by" a person holding his hand on a phone (issue 26): a person's
/// seat with `phone` set, remembered in the settings as this value.
const QString OnPhone = QStringLiteral("phone");
} // namespace

QList<QPair<QString, QString>> PmNewRubberDialog::playerChoices() {
    // The engine's reference players (for tests and the engine tool) are
    // not offered to players.
    QList<QPair<QString, QString>> choices{
        {QString::fromLatin1(Seat::Person), SeatsEditor::personWords()}};
    for (const char* level : {"beginner", "standard", "expert"})
        choices.append(
            {QString::fromLatin1(level), SeatsEditor::computerWords(QString::fromLatin1(level))});
    return choices;
}

QString PmNewRubberDialog::colourName(int colour) {
    static const char* names[] = {
        QT_TR_NOOP("Orange, dot"),       QT_TR_NOOP("Sky blue, ring"),
        QT_TR_NOOP("Green, three dots"), QT_TR_NOOP("Yellow, star"),
        QT_TR_NOOP("Blue, saltire"),     QT_TR_NOOP("Vermilion, triangle"),
        QT_TR_NOOP("Purple, square"),    QT_TR_NOOP("Black, diamond")};
    return tr(names[colour]);
}

PmNewRubberDialog::PmNewRubberDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Rubber of P.M."));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QFormLayout;
    count_ = new QSpinBox(this);
    count_->setRange(pm::MinPlayers, pm::MaxPlayers);
    count_->setAccessibleName(tr("Number of players"));
    top->addRow(tr("&Players:"), count_);
    packNote_ = new QLabel(this);
    packNote_->setWordWrap(true); // the two-pack note is long at a large font
    top->addRow(QString(), packNote_);
    layout->addLayout(top);

    auto* seats = new QGroupBox(tr("Seats, clockwise round the table"), this);
    QList<SeatChoice> colours, players;
    for (int c = 0; c < pm::MaxPlayers; ++c)
        colours.append({colourIcon(c), colourName(c), c});
    for (const auto& [kind, label] : playerChoices())
        players.append({QIcon(), label, kind});
    players.insert(1, {QIcon(), tr("Person on a phone"), OnPhone});
    seats_ = new SeatsEditor(pm::MaxPlayers,
                             {tr("Name"), tr("Colour and mark"), SeatsEditor::playedByWords(),
                              tr("%1."), tr("Name of player %1"), tr("Colour of player %1"),
                              tr("Who plays seat %1")},
                             colours, players, seats);
    (new QVBoxLayout(seats))->addWidget(seats_);
    // Eight seats at a large system font are taller than a small screen:
    // then the seats scroll and the rest of the dialog stays in view.
    auto* seatsScroll = new QScrollArea(this);
    seatsScroll->setWidget(seats);
    seatsScroll->setWidgetResizable(true);
    seatsScroll->setFrameShape(QFrame::NoFrame);
    seatsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    seatsScroll_ = seatsScroll;
    layout->addWidget(seatsScroll, 1);

    auto* rules = new QGroupBox(tr("Party play and house rules"), this);
    auto* rulesLayout = new QVBoxLayout(rules);
    sections_ = new QCheckBox(tr("Play a trial round in two &sections (7 or 8 beginners)"), rules);
    homeIsSafe_ = new QCheckBox(tr("Men on 25 are &home for good [R]"), rules);
    homeIsSafe_->setToolTip(tr("Off: a backward move may take a man off 25 again."));
    starBust_ = new QCheckBox(
        // Two lines, so a large system font keeps the dialog within the screen.
        tr("With no man in play, a card past 25 may \"&bust\"\na man on the stars [R]"), rules);
    starBust_->setToolTip(tr("Off: such a card moves no man."));
    rulesLayout->addWidget(sections_);
    // Which seats form each section, as the seats are filled in (PM-21).
    sectionsNote_ = new QLabel(rules);
    sectionsNote_->setWordWrap(true);
    sectionsNote_->setAccessibleName(tr("Sections"));
    sectionsNote_->setContentsMargins(24, 0, 0, 0); // under the box's words
    sectionsNote_->hide();
    rulesLayout->addWidget(sectionsNote_);
    connect(sections_, &QCheckBox::toggled, this, [this] {
        updateSections();
        fitSeatsToScreen();
    });
    connect(seats_, &SeatsEditor::edited, this, &PmNewRubberDialog::updateSections);
    rulesLayout->addWidget(homeIsSafe_);
    rulesLayout->addWidget(starBust_);
    layout->addWidget(rules);

    problem_ = new QLabel(this);
    problem_->setStyleSheet(QStringLiteral("color: #B3261E;"));
    problem_->setWordWrap(true);
    problem_->hide(); // shown with a problem, so that it leaves no gap until then
    layout->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Cut for Dealer"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(count_, &QSpinBox::valueChanged, this, &PmNewRubberDialog::updateRows);
    load();
    updateRows();
    explainHouseRuleMarks(this);
}

void PmNewRubberDialog::fitSeatsToScreen() {
    // The seats shown get all their height unless the dialog would then be
    // taller than the screen; then they give up the excess and scroll.
    QWidget* seats = seatsScroll_->widget();
    seats->adjustSize();
    const QSize wanted = seats->sizeHint();
    seatsScroll_->setMinimumWidth(wanted.width());
    seatsScroll_->setMaximumHeight(wanted.height());
    seatsScroll_->setMinimumHeight(wanted.height());
    const int room = int(screen()->availableSize().height() * 0.92);
    const int excess = layout()->totalSizeHint().height() - room;
    if (excess > 0)
        seatsScroll_->setMinimumHeight(std::max(
            wanted.height() - excess, std::min(wanted.height(), fontMetrics().height() * 6)));
    fitToLayout(this);
}

void PmNewRubberDialog::updateRows() {
    const int n = count_->value();
    seats_->setShown(n);
    sections_->setEnabled(n >= 7);
    if (n < 7) sections_->setChecked(false);
    packNote_->setText(pm::packsFor(n) == 1
                           ? tr("One pack of 44 cards; eleven cards each.")
                           : tr("Both packs, circular and octagonal backs, shuffled together; "
                                "eleven cards each."));
    updateSections();
    fitSeatsToScreen();
}

QString PmNewRubberDialog::sectionsText() const {
    if (!sections_->isChecked()) return {};
    const pm::RubberConfig c = config();
    QStringList lines;
    for (int section = 0; section < 2; ++section) {
        QStringList names;
        for (int seat : pm::Rubber::sectionSeats(int(c.seats.size()), true, section))
            names << c.seats[std::size_t(seat)].name;
        lines << tr("Section %1: %2.").arg(section + 1).arg(QLocale().createSeparatedList(names));
    }
    return lines.join(QLatin1Char('\n'));
}

void PmNewRubberDialog::updateSections() {
    sectionsNote_->setText(sectionsText());
    sectionsNote_->setVisible(sections_->isChecked());
}

void PmNewRubberDialog::setPlayerCount(int n) {
    count_->setValue(n);
}

void PmNewRubberDialog::setSeat(int seat, const QString& name, const QString& player) {
    seats_->name(seat)->setText(name);
    SeatsEditor::choose(seats_->player(seat), player);
}

pm::RubberConfig PmNewRubberDialog::config() const {
    pm::RubberConfig c;
    for (int i = 0; i < count_->value(); ++i) {
        pm::SeatConfig s;
        s.name = seats_->name(i)->text().trimmed();
        if (s.name.isEmpty()) s.name = tr("Player %1").arg(i + 1);
        s.colour = seats_->colour(i)->currentIndex();
        s.player = seats_->player(i)->currentData().toString();
        if (s.player == OnPhone) {
            s.player = QString::fromLatin1(Seat::Person);
            s.phone = true;
        }
        c.seats.push_back(s);
    }
    c.sections = sections_->isChecked();
    c.options.homeIsSafe = homeIsSafe_->isChecked();
    c.options.starBustWithoutMenInPlay = starBust_->isChecked();
    c.seed = QRandomGenerator::global()->generate64();
    return c;
}

void PmNewRubberDialog::showProblem(const QString& text) {
    problem_->setText(text);
    problem_->show();
    fitToLayout(this); // room for the line, without squeezing the rows above it
}

void PmNewRubberDialog::accept() {
    const pm::RubberConfig c = config();
    QList<int> colours;
    for (const auto& s : c.seats) {
        if (colours.contains(s.colour)) {
            showProblem(tr("Each player needs a colour of his own."));
            return;
        }
        colours << s.colour;
    }
    if (const QString p = wordMessage(c.problemMessage()); !p.isEmpty()) {
        showProblem(p);
        return;
    }
    save();
    QDialog::accept();
}

void PmNewRubberDialog::load() {
    QSettings s;
    s.beginGroup(QStringLiteral("pm/newRubber"));
    count_->setValue(s.value(QStringLiteral("players"), 4).toInt());
    const QString person = QString::fromLatin1(Seat::Person);
    for (int i = 0; i < seats_->seats(); ++i) {
        const QString k = QString::number(i);
        seats_->name(i)->setText(s.value(QStringLiteral("name") + k, defaultNames[i]).toString());
        seats_->colour(i)->setCurrentIndex(s.value(QStringLiteral("colour") + k, i).toInt());
        SeatsEditor::choose(
            seats_->player(i),
            s.value(QStringLiteral("player") + k, i == 0 ? person : QStringLiteral("standard")));
    }
    sections_->setChecked(s.value(QStringLiteral("sections"), false).toBool());
    homeIsSafe_->setChecked(s.value(QStringLiteral("homeIsSafe"), true).toBool());
    starBust_->setChecked(s.value(QStringLiteral("starBust"), true).toBool());
}

void PmNewRubberDialog::migrateSettings(QSettings& settings) {
    settings.beginGroup(QStringLiteral("pm/newRubber"));
    for (const QString& key : settings.childKeys())
        if (key.startsWith(QLatin1String("player")) &&
            settings.value(key).toString() == QLatin1String("human"))
            settings.setValue(key, QString::fromLatin1(Seat::Person));
    settings.endGroup();
}

void PmNewRubberDialog::save() const {
    QSettings s;
    s.beginGroup(QStringLiteral("pm/newRubber"));
    s.setValue(QStringLiteral("players"), count_->value());
    for (int i = 0; i < seats_->seats(); ++i) {
        const QString k = QString::number(i);
        s.setValue(QStringLiteral("name") + k, seats_->name(i)->text());
        s.setValue(QStringLiteral("colour") + k, seats_->colour(i)->currentIndex());
        s.setValue(QStringLiteral("player") + k, seats_->player(i)->currentData());
    }
    s.setValue(QStringLiteral("sections"), sections_->isChecked());
    s.setValue(QStringLiteral("homeIsSafe"), homeIsSafe_->isChecked());
    s.setValue(QStringLiteral("starBust"), starBust_->isChecked());
}

} // namespace club::app
