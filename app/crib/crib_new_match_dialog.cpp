// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_new_match_dialog.h"

#include "common/dialog_fit.h"
#include "common/seats_editor.h"
#include "engine/core/seat.h"

#include "palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace club::app {

namespace {
const QString keyPrefix = QStringLiteral("crib/new-match/");
/// The player choice of a person on a phone (saved in the settings as such).
const QString PhoneChoice = QStringLiteral("phone");

QIcon colourIcon(int colour) {
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(colours::players[std::size_t(colour)]);
    p.setPen(colours::ink);
    p.drawEllipse(QRectF(1.5, 1.5, 13, 13));
    return QIcon(pm);
}

const char* const DefaultNames[] = {
    QT_TRANSLATE_NOOP("club::app::CribNewMatchDialog", "Lady Fifteen"),
    QT_TRANSLATE_NOOP("club::app::CribNewMatchDialog", "Mr Suckling"),
    QT_TRANSLATE_NOOP("club::app::CribNewMatchDialog", "Mrs Hoyle"),
    QT_TRANSLATE_NOOP("club::app::CribNewMatchDialog", "Captain Nobs"),
    QT_TRANSLATE_NOOP("club::app::CribNewMatchDialog", "Miss Heels"),
    QT_TRANSLATE_NOOP("club::app::CribNewMatchDialog", "Dr Muggins")};
} // namespace

QString CribNewMatchDialog::colourName(int colour) {
    static const char* names[] = {QT_TR_NOOP("Orange, dot"),    QT_TR_NOOP("Sky blue, ring"),
                                  QT_TR_NOOP("Green, bar"),     QT_TR_NOOP("Yellow, plus"),
                                  QT_TR_NOOP("Blue, cross"),    QT_TR_NOOP("Vermilion, triangle"),
                                  QT_TR_NOOP("Purple, square"), QT_TR_NOOP("Black, diamond")};
    return tr(names[colour % 8]);
}

CribNewMatchDialog::CribNewMatchDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New Match of Cribbage"));
    const QSettings settings;
    hands_ = new QSpinBox(this);
    hands_->setRange(2, 6);
    hands_->setValue(settings.value(keyPrefix + QStringLiteral("hands"), 2).toInt());
    game_ = new QComboBox(this);
    game_->addItem(tr("121 points, once around the board"), 121);
    game_->addItem(tr("61 points, a short game"), 61);
    game_->setCurrentIndex(settings.value(keyPrefix + QStringLiteral("game"), 121).toInt() == 61);
    board_ = new QComboBox(this);
    // CR-21 leaves open where the corners are: a house rule, in plain words.
    corners_ = new QComboBox(this);
    corners_->addItem(tr("At the bends of the board"), int(crib::Corners::Bends));
    corners_->addItem(tr("Every 30 holes"), int(crib::Corners::EveryThirty));
    corners_->setItemData(0, tr("Holes 50, 60, 110 and 120 (a 61-point game: 50 and 60)"),
                          Qt::ToolTipRole);
    corners_->setItemData(1, tr("Holes 30, 60, 90 and 120 (a 61-point game: 30 and 60)"),
                          Qt::ToolTipRole);
    corners_->setCurrentIndex(
        std::max(0, corners_->findData(settings.value(keyPrefix + QStringLiteral("corners"),
                                                      int(crib::Corners::Bends)))));
    muggins_ = new QCheckBox(tr("&Muggins: each counts his own hand, and missed points may be "
                                "claimed"),
                             this);
    muggins_->setChecked(settings.value(keyPrefix + QStringLiteral("muggins"), false).toBool());
    // A match of a set length ends, and the book keeps it whole; 0: no end.
    matchGames_ = new QSpinBox(this);
    matchGames_->setRange(0, crib::MaxMatchGames);
    matchGames_->setSpecialValueText(tr("No end: game after game"));
    matchGames_->setValue(settings.value(keyPrefix + QStringLiteral("matchGames"), 0).toInt());
    partners_ = new QLabel(this);
    partners_->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Hands:"), hands_);
    form->addRow(tr("&Game:"), game_);
    form->addRow(tr("&Board:"), board_);
    form->addRow(tr("C&orners:"), corners_);
    form->addRow(tr("Games in the ma&tch:"), matchGames_);
    form->addRow(muggins_);

    // Issue 26: a person may hold his hand on a phone ("phone": a person's
    // seat with Seat::phone).
    QList<SeatChoice> colours,
        players{{QIcon(), SeatsEditor::personWords(), QString::fromLatin1(Seat::Person)},
                {QIcon(), tr("Person on a phone"), PhoneChoice}};
    for (int c = 0; c < 8; ++c)
        colours.append({colourIcon(c), colourName(c), c});
    for (crib::Level l : crib::PlayerLevels) {
        const QString level = QString::fromStdString(crib::levelName(l)); // "beginner", ...
        players.append({QIcon(), SeatsEditor::computerWords(level), level});
    }
    editor_ =
        new SeatsEditor(6,
                        {tr("Name"), tr("Pegs"), SeatsEditor::playedByWords(), tr("Seat %1:"),
                         tr("Name of seat %1"), tr("Pegs of seat %1"), tr("Player of seat %1")},
                        colours, players, this);
    for (int i = 0; i < 6; ++i) {
        editor_->name(i)->setText(
            settings.value(keyPrefix + QStringLiteral("name%1").arg(i), tr(DefaultNames[i]))
                .toString());
        editor_->colour(i)->setCurrentIndex(
            settings.value(keyPrefix + QStringLiteral("colour%1").arg(i), i).toInt() % 8);
        const QString player =
            settings
                .value(keyPrefix + QStringLiteral("player%1").arg(i),
                       i == 0 ? QString::fromLatin1(Seat::Person) : QStringLiteral("standard"))
                .toString();
        SeatsEditor::choose(editor_->player(i), player);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Cut for Deal"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        remember();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(hands_, &QSpinBox::valueChanged, this, &CribNewMatchDialog::updateRows);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(editor_);
    layout->addWidget(partners_);
    layout->addWidget(buttons);
    // The board the player chose is kept through numbers of hands it does
    // not serve (2 to 4 hands steps through 3, where two-track is not made).
    chosenBoard_ =
        settings.value(keyPrefix + QStringLiteral("board"), int(crib::Board::TwoTrack)).toInt();
    connect(board_, &QComboBox::activated, this,
            [this] { chosenBoard_ = board_->currentData().toInt(); });
    updateRows();
}

void CribNewMatchDialog::updateRows() {
    const int hands = hands_->value();
    editor_->setShown(hands);
    const QVariant was = board_->currentData();
    board_->clear();
    const std::pair<crib::Board, QString> boards[] = {
        {crib::Board::TwoTrack, tr("Two-track board")},
        {crib::Board::ThreeTrack, tr("Three-track board")},
        {crib::Board::FourTrack, tr("Four-track board")},
        {crib::Board::TwoAndThree, tr("Two-track and three-track boards, a line each")}};
    for (const auto& [board, name] : boards)
        if (crib::Setup::boardServes(board, hands)) board_->addItem(name, int(board));
    int again = board_->findData(chosenBoard_);
    if (again < 0) again = board_->findData(was);
    board_->setCurrentIndex(std::max(0, again));
    QString text;
    if (hands == 4)
        text = tr("Partners sit opposite: seats 1 and 3 against seats 2 and 4. Partners peg "
                  "one line and share a crib.");
    else if (hands == 6)
        text = tr("Three partnerships, alternate players partners: seats 1 and 4, 2 and 5, 3 "
                  "and 6.");
    else if (hands == 5)
        text = tr("Each of the five pegs his own line; the dealer is dealt four cards.");
    else
        text = tr("Each hand pegs its own line.");
    // Partnerships only with four or six hands: with three the sentence
    // spoke of partners nobody had.
    if (hands == 4 || hands == 6)
        text += QLatin1Char(' ') + tr("The colour of a partnership's pegs is its first seat's.");
    text += QLatin1Char(' ') + tr("The cut decides who deals.");
    partners_->setText(text);
    fitToLayout(this);
}

QComboBox* CribNewMatchDialog::playerBox(int seat) const {
    return editor_->player(seat);
}

crib::Setup CribNewMatchDialog::defaultSetup(int hands) {
    crib::Setup s;
    s.hands = hands;
    s.game = 121;
    s.muggins = false;
    s.corners = crib::Corners::Bends;
    // The boards in the dialog's order: two-track first, else the first that serves.
    for (crib::Board board : {crib::Board::TwoTrack, crib::Board::ThreeTrack,
                              crib::Board::FourTrack, crib::Board::TwoAndThree})
        if (crib::Setup::boardServes(board, hands)) {
            s.board = board;
            break;
        }
    return s;
}

crib::Setup CribNewMatchDialog::setup() const {
    crib::Setup s;
    s.hands = hands_->value();
    s.game = game_->currentData().toInt();
    s.board = crib::Board(board_->currentData().toInt());
    s.muggins = muggins_->isChecked();
    s.corners = crib::Corners(corners_->currentData().toInt());
    s.matchGames = matchGames_->value();
    return s;
}

std::vector<crib::Seat> CribNewMatchDialog::seats() const {
    std::vector<crib::Seat> out;
    for (int i = 0; i < hands_->value(); ++i) {
        crib::Seat seat;
        seat.name = editor_->name(i)->text().trimmed();
        if (seat.name.isEmpty()) seat.name = tr("Seat %1").arg(i + 1);
        seat.colour = editor_->colour(i)->currentIndex();
        seat.player = editor_->player(i)->currentData().toString();
        if (seat.player == PhoneChoice) {
            seat.player = QString::fromLatin1(Seat::Person);
            seat.phone = true;
        }
        out.push_back(seat);
    }
    return out;
}

void CribNewMatchDialog::remember() const {
    QSettings settings;
    settings.setValue(keyPrefix + QStringLiteral("hands"), hands_->value());
    settings.setValue(keyPrefix + QStringLiteral("game"), game_->currentData());
    settings.setValue(keyPrefix + QStringLiteral("board"), board_->currentData());
    settings.setValue(keyPrefix + QStringLiteral("muggins"), muggins_->isChecked());
    settings.setValue(keyPrefix + QStringLiteral("corners"), corners_->currentData());
    settings.setValue(keyPrefix + QStringLiteral("matchGames"), matchGames_->value());
    for (int i = 0; i < 6; ++i) {
        settings.setValue(keyPrefix + QStringLiteral("name%1").arg(i), editor_->name(i)->text());
        settings.setValue(keyPrefix + QStringLiteral("colour%1").arg(i),
                          editor_->colour(i)->currentIndex());
        settings.setValue(keyPrefix + QStringLiteral("player%1").arg(i),
                          editor_->player(i)->currentData());
    }
}

} // namespace club::app
