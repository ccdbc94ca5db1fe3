// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_side_panel.h"

#include "common/follow_language.h"
#include "common/side_panel_look.h"
#include "common/sprite_sheet.h"
#include "common/wrapped_button.h"
#include "engine/pat/table.h"
#include "fonts.h"
#include "palette.h"
#include "pat_log.h"
#include "pat_words.h"

#include <QCheckBox>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <tuple>

namespace club::app {

PatSidePanel::PatSidePanel(const pat::Table* table, SpriteSheet* sheet, QWidget* parent)
    : QWidget(parent), table_(table), sheet_(sheet) {
    useCardStock(this);
    auto* layout = new QVBoxLayout(this);
    QLabel* title = addPanelTitle(layout, QString(), 16);
    // The turn's throws stand beside the title, where they take no line of
    // their own (at 1024x768 every line is the log's).
    throws_ = new QLabel(this);
    layout->removeWidget(title);
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(title, 1);
    titleRow->addWidget(throws_, 0, Qt::AlignRight | Qt::AlignVCenter);
    layout->insertLayout(0, titleRow);
    occasion_ = new QLabel(this);
    useTextFont(occasion_, 11);
    occasion_->setWordWrap(true);
    occasion_->setStyleSheet(QStringLiteral("color: #5A4632; font-weight: bold;"));
    occasion_->setVisible(false);
    layout->addWidget(occasion_);
    turn_ = addPanelText(layout, 13);
    std::tie(throw_, fastForward_) = addButtonPair(layout);
    fastForward_->setCheckable(true);
    hint_ = new QPushButton(this);
    layout->addWidget(hint_);

    // The end of the game: the finishing order, the stakes, a new game.
    endBox_ = new QFrame(this);
    endBox_->setObjectName(QStringLiteral("patEnd"));
    endBox_->setStyleSheet(QStringLiteral(
        "#patEnd { border: 2px solid #C9A24A; border-radius: 4px; background: #F8F0DA; }"));
    auto* endLayout = new QVBoxLayout(endBox_);
    endText_ = new QLabel(endBox_);
    useTextFont(endText_, 12);
    endText_->setWordWrap(true);
    endText_->setTextFormat(Qt::RichText);
    endLayout->addWidget(endText_);
    endNewGame_ = new QPushButton(endBox_);
    endNewGame_->setDefault(true);
    endLayout->addWidget(endNewGame_);
    endBox_->setVisible(false);
    layout->addWidget(endBox_);

    // What happened since the person's last turn, the latest line last.
    log_ = new PatLog(table_, this);
    // The note, the move chosen and the log scroll in a room of their own,
    // which takes the height the rest leaves: a long round no longer pushes
    // Undo, Redo and New Game out of sight (the latest line is at the top),
    // and a long hint scrolls rather than being squeezed over the move
    // chosen at 1024x768.
    logArea_ = new QScrollArea(this);
    QScrollArea* logArea = logArea_;
    logArea->setObjectName(QStringLiteral("patLogArea"));
    logArea->setFrameShape(QFrame::NoFrame);
    logArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    logArea->setFocusPolicy(Qt::NoFocus);
    logArea->setWidgetResizable(true);
    logArea->viewport()->setAutoFillBackground(false);
    auto* logPage = new QWidget;
    logPage->setAutoFillBackground(false);
    auto* logLayout = new QVBoxLayout(logPage);
    logLayout->setContentsMargins(0, 0, 0, 0);
    note_ = new QLabel(logPage);
    useTextFont(note_, 11);
    note_->setWordWrap(true);
    note_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    logLayout->addWidget(note_);
    preview_ = new QLabel(logPage);
    useTextFont(preview_, 11);
    preview_->setWordWrap(true);
    logLayout->addWidget(preview_);
    note_->setVisible(false);
    preview_->setVisible(false);
    logTitle_ = new QLabel(logPage);
    useTextFont(logTitle_, 11);
    logTitle_->setStyleSheet(QStringLiteral("color: #5A4632; font-weight: bold;"));
    logTitle_->setWordWrap(true); // "lo más reciente primero" is wider than the panel
    logLayout->addWidget(logTitle_);
    logText_ = new QLabel(logPage);
    logText_->setObjectName(QStringLiteral("patLog"));
    useTextFont(logText_, 11);
    logText_->setWordWrap(true);
    logText_->setTextFormat(Qt::RichText);
    logText_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    logLayout->addWidget(logText_);
    logLayout->addStretch(1);
    logArea->setWidget(logPage);
    layout->addWidget(logArea, 1);
    connect(log_, &PatLog::changed, this, &PatSidePanel::drawLog);

    sides_ = new QLabel(this);
    sides_->setObjectName(QStringLiteral("patSides"));
    useTextFont(sides_, 11);
    sides_->setWordWrap(true);
    layout->addWidget(sides_);

    seatsBox_ = new QWidget(this);
    auto* grid = new QGridLayout(seatsBox_);
    grid->setContentsMargins(0, 6, 0, 6);
    grid->setColumnStretch(1, 1);
    layout->addWidget(seatsBox_);

    autoOnly_ = new QCheckBox(this);
    useTextFont(autoOnly_, 11);
    layout->addWidget(autoOnly_);
    std::tie(undo_, redo_) = addButtonPair(layout);
    newGame_ = new QPushButton(this);
    layout->addWidget(newGame_);
    connect(endNewGame_, &QPushButton::clicked, newGame_, &QPushButton::click);
    for (QPushButton* b : {throw_, fastForward_, hint_, undo_, redo_, newGame_, endNewGame_})
        useTextFont(b, 12);
    followLanguage(this, [this, title] {
        throw_->setText(tr("&Throw"));
        fastForward_->setText(tr("&Fast Forward"));
        hint_->setText(tr("H&int")); // Alt+H is the Help menu
        hint_->setToolTip(tr("Suggests the Expert's move, with the reason (H)"));
        endNewGame_->setText(tr("&New Game\u2026"));
        undo_->setText(tr("&Undo"));
        redo_->setText(tr("&Redo"));
        newGame_->setText(tr("&New Game\u2026"));
        throws_->setAccessibleName(tr("Throws this turn"));
        throw_->setToolTip(tr("Throw the die (T or Space on the board)"));
        fastForward_->setToolTip(tr("Show the computers' turns at once, until you are to play"));
        logText_->setAccessibleName(tr("What happened"));
        title->setText(tr("Patchesi"));
        // A long translation takes two lines rather than being cut off.
        const QMargins margins = this->layout()->contentsMargins();
        setWrappedText(autoOnly_, tr("Play an &only move by itself"),
                       width() - margins.left() - margins.right());
    });
    followApplicationFont(this, [this] {
        setFixedWidth(qRound(300 * fontScale()));
        // A long translation takes two lines rather than being cut off.
        const QMargins margins = this->layout()->contentsMargins();
        setWrappedText(autoOnly_, tr("Play an &only move by itself"),
                       width() - margins.left() - margins.right());
        // Room for three lines of the turn, so a long name never clips it.
        turn_->setMinimumHeight(turn_->fontMetrics().lineSpacing() * 3 + 4);
        note_->setMinimumHeight(qRound(30 * fontScale()));
        rebuildSeats();
        drawThrows();
    });
}

// Takes no room outside a night (at 1024x768 that room is the log's).
void PatSidePanel::setOccasion(const QString& text) {
    occasion_->setText(text);
    occasion_->setVisible(!text.isEmpty());
}

QString PatSidePanel::occasion() const {
    return occasion_->text();
}

// The note and the preview take no room while they say nothing: at
// 1024x768 that room is the log's.
void PatSidePanel::setNote(const QString& text) {
    showPanelNote(note_, text, false);
    note_->setVisible(!text.isEmpty());
    showSaidNow();
}

void PatSidePanel::setCorrection(const QString& text) {
    showPanelNote(note_, text, true);
    note_->setVisible(!text.isEmpty());
    showSaidNow();
}

void PatSidePanel::showSaidNow() {
    // The note and the move chosen head the scrolling room: in sight, even
    // where the log was scrolled down to read.
    logArea_->verticalScrollBar()->setValue(0);
}

bool PatSidePanel::noteIsCorrection() const {
    return panelNoteIsCorrection(note_);
}

QString PatSidePanel::note() const {
    return note_->text();
}

QString PatSidePanel::preview() const {
    return preview_->text();
}

void PatSidePanel::setPreview(const QString& text) {
    preview_->setText(text);
    preview_->setVisible(!text.isEmpty());
    showSaidNow();
}

QString PatSidePanel::turnText() const {
    return turn_->text();
}

QString PatSidePanel::seatText(int seat) const {
    return seat >= 0 && seat < seatLines_.size() ? seatLines_[seat]->text() : QString();
}

void PatSidePanel::refresh(bool thinking, bool throwWanted) {
    thinking_ = thinking;
    throwWanted_ = throwWanted;
    const pat::Setup& setup = table_->setup();
    const int seat = table_->seatToMove();
    QString turn;
    if (table_->isOver()) {
        const std::vector<int> order = table_->game().finishingSeats();
        const std::vector<int> stakes = table_->game().stakes();
        turn = patwords::outcomeText(setup, QList<int>(order.begin(), order.end()),
                                     QList<int>(stakes.begin(), stakes.end()),
                                     table_->state().winningSide());
    } else if (seat >= 0) {
        const QString who = patwords::seatName(setup, seat);
        const bool person = setup.seats[std::size_t(seat)].isPerson();
        const pat::State& state = table_->state();
        switch (table_->phase()) {
        case pat::Phase::Opening:
            turn = tr("Throwing for who begins: the first five begins.");
            if (setup.kind == pat::Kind::Partner)
                turn = tr("Throwing for who begins: the highest throw begins, a five above a six.");
            break;
        case pat::Phase::Throw:
            // After a six the turn goes on (PAT-5): say how far.
            if (state.turnThrows() > 0)
                turn = person ? tr("%1 to throw again, %n throw(s) left this turn: press T or "
                                   "Space, or click the die.",
                                   nullptr, state.throwsLeft())
                                    .arg(who)
                              : tr("%1 to throw again, %n throw(s) left this turn.", nullptr,
                                   state.throwsLeft())
                                    .arg(who);
            else
                turn = person ? tr("%1 to throw: press T or Space, or click the die.").arg(who)
                              : tr("%1 to throw.").arg(who);
            break;
        case pat::Phase::Choose:
            // Short, as it is read every turn; the rules' "At this table"
            // (F1) says the rest.
            turn = person ? tr("%1 to move: click or drag a counter, or use the arrow keys and "
                               "Enter.")
                                .arg(who)
                          : tr("%1 is thinking\u2026").arg(who);
            if (!person && !thinking) turn = tr("%1 to move.").arg(who);
            if (state.throwsLeft() > 0)
                turn += QLatin1Char(' ') +
                        tr("Then %n more throw(s) this turn.", nullptr, state.throwsLeft());
            break;
        case pat::Phase::Over:
            break;
        }
    }
    turn_->setText(turn); // the status bar's words at the end too
    // At the end the result is the box's to say (drawEnd), once.
    turn_->setVisible(!table_->isOver());
    throw_->setEnabled(throwWanted);
    sides_->setText(patwords::sidesText(setup));
    sides_->setVisible(setup.kind == pat::Kind::Partner);
    rebuildSeats();
    drawThrows();
    drawEnd();
}

QStringList PatSidePanel::logLines() const {
    return log_->lines();
}

QString PatSidePanel::sidesText() const {
    return sides_->isVisible() || !sides_->text().isEmpty() ? sides_->text() : QString();
}

QString PatSidePanel::endText() const {
    return endBox_->isVisibleTo(this) ? endText_->text() : QString();
}

void PatSidePanel::drawLog() {
    const QStringList lines = log_->lines();
    const pat::Setup& setup = table_->setup();
    logTitle_->setText(lines.isEmpty() ? QString()
                       : patwords::viewerColour(setup, -1) >= 0
                           ? tr("Since your last turn, latest first:")
                           : tr("The last turns, latest first:"));
    // The latest line first, set off (bold, dark, on a gilt ground), so it is
    // seen however long the log.
    QString html;
    for (int i = int(lines.size()) - 1; i >= 0; --i) {
        const QString line = lines[i].toHtmlEscaped();
        html += i + 1 == lines.size()
                    ? QStringLiteral("<p style=\"margin:2px 0; background-color:#F1DE9E; "
                                     "color:#1E1B18;\"><b>\u25B8 %1</b></p>")
                          .arg(line)
                    : QStringLiteral("<p style=\"margin:1px 0; color:#6B5B4B;\">%1</p>").arg(line);
    }
    logText_->setText(html);
}

void PatSidePanel::drawEnd() {
    const bool over = table_->isOver();
    endBox_->setVisible(over);
    // One New Game button at a time: at the end, the one under the result.
    newGame_->setVisible(!over);
    if (!over) return;
    const pat::Setup& setup = table_->setup();
    const std::vector<int> order = table_->game().finishingSeats();
    const std::vector<int> stakes = table_->game().stakes();
    const QList<int> finishing(order.begin(), order.end());
    const int side = table_->state().winningSide();
    QString html = QStringLiteral("<b>%1</b>").arg(tr("The game is over.").toHtmlEscaped());
    // The partner game's winners; each player's place is on his seat's line
    // below (at 1024x768 the places said twice pushed the seats out of sight).
    QStringList lines = patwords::finishingLines(setup, finishing, side);
    if (setup.kind == pat::Kind::Partner && side >= 0) lines = lines.mid(0, 1);
    for (const QString& line : lines)
        html += QStringLiteral("<br>") + line.toHtmlEscaped();
    const QString paid =
        patwords::stakesPaidText(setup, finishing, QList<int>(stakes.begin(), stakes.end()), side);
    if (!paid.isEmpty()) html += QStringLiteral("<br><br>") + paid.toHtmlEscaped();
    endText_->setText(html);
}

void PatSidePanel::drawThrows() {
    const QList<int> throws = table_->throwsThisTurn();
    const int side = qRound(30 * fontScale());
    const qreal dpr = devicePixelRatioF();
    QPixmap row(QSize(qMax(1, int(throws.size())) * (side + 6), side) * dpr);
    row.setDevicePixelRatio(dpr);
    row.fill(Qt::transparent);
    QPainter painter(&row);
    for (int i = 0; i < throws.size(); ++i)
        painter.drawPixmap(
            i * (side + 6), 0,
            sheet_->pixmap(QStringLiteral("pat-die-%1").arg(throws[i]), QSize(side, side), dpr));
    painter.end();
    throws_->setPixmap(row);
    QStringList values;
    for (int t : throws)
        values << QString::number(t);
    throws_->setAccessibleDescription(values.isEmpty() ? tr("No throw yet this turn")
                                                       : values.join(QStringLiteral(", ")));
    throws_->setToolTip(throws_->accessibleDescription());
}

void PatSidePanel::rebuildSeats() {
    auto* grid = static_cast<QGridLayout*>(seatsBox_->layout());
    const pat::Setup& setup = table_->setup();
    const int n = int(setup.seats.size());
    while (seatLines_.size() > n) {
        delete seatLines_.takeLast();
        delete seatIcons_.takeLast();
    }
    while (seatLines_.size() < n) {
        auto* icon = new QLabel(seatsBox_);
        auto* line = new QLabel(seatsBox_);
        line->setWordWrap(true);
        useTextFont(line, 11);
        grid->addWidget(icon, int(seatLines_.size()), 0, Qt::AlignTop);
        grid->addWidget(line, int(seatLines_.size()), 1);
        seatIcons_.append(icon);
        seatLines_.append(line);
    }
    const std::vector<int> order = table_->game().finishingSeats();
    const std::vector<int> stakes = table_->game().stakes();
    const int toMove = table_->seatToMove();
    const int side = qRound(22 * fontScale());
    for (int s = 0; s < n; ++s) {
        const pat::Seat& seat = setup.seats[std::size_t(s)];
        seatIcons_[s]->setPixmap(sheet_->pixmap(QStringLiteral("pat-counter-%1").arg(seat.colour),
                                                QSize(side, side), devicePixelRatioF()));
        // Who partners whom is said once, above the seats (sidesText), so
        // that four seats' lines fit beside the log at 1024x768.
        QStringList parts{patwords::seatName(setup, s)};
        parts << tr("HOME: %1 of %2").arg(table_->position().home(seat.colour)).arg(setup.counters);
        const auto place = std::find(order.begin(), order.end(), s);
        if (place != order.end()) {
            const int rank = int(place - order.begin()) + 1;
            // At most three come HOME: the single game ends at the second
            // (PAT-11), the partner game when a side is (PAT-P9).
            parts << (rank == 1   ? tr("first HOME")
                      : rank == 2 ? tr("second HOME")
                                  : tr("third HOME"));
        }
        if (setup.stakes)
            parts << (table_->isOver()
                          ? tr("stakes %1").arg(patwords::signedCount(stakes[std::size_t(s)]))
                          : tr("stake %1").arg(setup.stake));
        // A line wraps between its parts (or inside a name), never inside
        // "HOME: 0 of 4", and the dot stays with the part before it.
        for (qsizetype i = 1; i < parts.size(); ++i)
            parts[i].replace(QLatin1Char(' '), QChar(0x00A0));
        QString text = parts.join(QStringLiteral("\u00a0\u00b7 "));
        if (s == toMove)
            text = QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped());
        else
            text = text.toHtmlEscaped();
        seatLines_[s]->setText(text);
    }
}

} // namespace club::app
