// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_side_panel.h"

#include "common/follow_language.h"
#include "common/follow_latest.h"
#include "common/painted_icon.h"
#include "common/side_panel_look.h"
#include "engine/pm/table.h"
#include "fonts.h"
#include "palette.h"
#include "pm_art.h"
#include "pm_move_log.h"
#include "pm_new_rubber_dialog.h"
#include "pm_result_words.h"
#include "pm_words.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace club::app {

namespace {
constexpr int OpenWidth = 270;  ///< at the usual font size
constexpr int FoldedWidth = 34; ///< the strip with the button that opens it again

QIcon markIcon(int colour) {
    return paintedIcon([colour](QPainter& p, const QRectF& r) { pm_art::paintMan(p, colour, r); });
}

/// Players with no finished game yet show a dash, not a 0 they never scored.
bool hasPlayed(const pm::Rubber& rubber, int seat) {
    for (int g = 0; g < pm::Rubber::GamesPerRubber; ++g)
        if (rubber.score(g, seat)) return true;
    return false;
}
} // namespace

PmSidePanel::PmSidePanel(const pm::Table* table, QWidget* parent) : QWidget(parent), table_(table) {
    // Room for the text at the system font size, whenever it changes.
    followApplicationFont(this, [this] { applyWidth(); });
    useCardStock(this);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    collapse_ = new QToolButton(this);
    collapse_->setAutoRaise(true);
    useTextFont(collapse_, 12);
    outer->addWidget(collapse_, 0, Qt::AlignRight);
    connect(collapse_, &QToolButton::clicked, this, [this] { setCollapsed(!collapsed_); });
    content_ = new QWidget(this);
    outer->addWidget(content_, 1);
    auto* layout = new QVBoxLayout(content_);
    layout->setContentsMargins(4, 0, 4, 4);
    // What can wait (the game line, the scores, the moves) scrolls in the
    // middle; what the player needs now (whose turn, the hint, the result,
    // the buttons) stays in view on a small screen with eight seats.
    auto* waiting = new QWidget;
    auto* waitingLayout = new QVBoxLayout(waiting);
    waitingLayout->setContentsMargins(0, 0, 0, 0);
    waiting_ = new QScrollArea(content_);
    waiting_->setFrameShape(QFrame::NoFrame);
    waiting_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    waiting_->setFocusPolicy(Qt::NoFocus);
    waiting_->setWidgetResizable(true);
    waiting_->setWidget(waiting);
    // It takes the room the rest leaves, and asks for none: asked for its
    // whole height, the panel would outgrow a small screen again.
    waiting_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    followApplicationFont(waiting_,
                          [this] { waiting_->setMinimumHeight(qRound(90 * fontScale())); });
    waiting_->viewport()->setAutoFillBackground(false);
    waiting->setAutoFillBackground(false);
    auto label = [&](QVBoxLayout* into, int size, bool title = false) {
        auto* l = new QLabel(into->parentWidget());
        l->setWordWrap(true);
        title ? useTitleFont(l, size) : useTextFont(l, size);
        into->addWidget(l);
        return l;
    };
    game_ = label(layout, 13, true);
    turn_ = label(layout, 13);
    top_ = label(layout, 12);
    layout->addWidget(waiting_, 1);

    scores_ = new QTableWidget(waiting);
    scores_->setColumnCount(3);
    scores_->verticalHeader()->hide();
    scores_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    scores_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    scores_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    scores_->setSelectionMode(QAbstractItemView::NoSelection);
    scores_->setFocusPolicy(Qt::NoFocus);
    scores_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Each man's mark as large as the name beside it; rows as tall as both.
    scores_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    followApplicationFont(scores_, [this] {
        const int mark = qRound(16 * fontScale());
        scores_->setIconSize(QSize(mark, mark));
        for (int r = 0; r < scores_->rowCount(); ++r)
            for (int c = 0; c < scores_->columnCount(); ++c)
                if (QTableWidgetItem* item = scores_->item(r, c)) item->setFont(textFont(11));
    });
    waitingLayout->addWidget(scores_);

    // Who played what on what, and where each man went: one line a turn.
    movesTitle_ = label(waitingLayout, 11, true);
    // One word that never wraps: a wrapping label makes the area lay out its
    // content at its preferred height (height for width), taller than the
    // area, which then hid the list's last lines; now the list takes the
    // height left and scrolls within it.
    movesTitle_->setWordWrap(false);
    moves_ = new QListWidget(waiting);
    moves_->setWordWrap(true);
    moves_->setSelectionMode(QAbstractItemView::NoSelection);
    moves_->setFocusPolicy(Qt::NoFocus);
    moves_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    moves_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    followLatest(moves_);
    followApplicationFont(moves_, [this] {
        moves_->setFont(textFont(10));
        const int mark = qRound(14 * fontScale());
        moves_->setIconSize(QSize(mark, mark));
        // Three lines at least; more would make the middle area scroll as a
        // whole with eight seats at 1024x768 and hide the latest line.
        moves_->setMinimumHeight(moves_->fontMetrics().lineSpacing() * 3 +
                                 2 * moves_->frameWidth());
    });
    waitingLayout->addWidget(moves_, 1);

    explanation_ = label(layout, 11);
    explanation_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    explanation_->setStyleSheet(QStringLiteral("color: #B3261E;"));
    hint_ = label(layout, 11);
    hint_->hide();
    followApplicationFont(explanation_, [this] { keepExplanationRoom(); });
    // The moment a game ends: who won with what, how the rubber stands.
    result_ = label(layout, 12, true);
    result_->setFrameShape(QFrame::Box);
    result_->setMargin(6);
    result_->hide();
    newRubber_ = new QPushButton(content_);
    useTextFont(newRubber_, 12);
    newRubber_->hide();
    layout->addWidget(newRubber_);
    backToNight_ = new QPushButton(content_);
    useTextFont(backToNight_, 12);
    backToNight_->hide();
    layout->addWidget(backToNight_);

    play_ = new QPushButton(content_);
    undo_ = new QPushButton(content_);
    nextGame_ = new QPushButton(content_);
    scoreSheet_ = new QPushButton(content_);
    hintButton_ = new QPushButton(content_);
    phones_ = new QPushButton(content_);
    phones_->hide(); // shown for a rubber with a seat on a phone
    for (QPushButton* b : {play_, hintButton_, undo_, nextGame_, scoreSheet_, phones_}) {
        useTextFont(b, 12);
        layout->addWidget(b);
    }
    setCollapsed(false);
    followLanguage(this, [this] { retranslate(); });
}

void PmSidePanel::retranslate() {
    scores_->setHorizontalHeaderLabels({tr("Player"), tr("Now"), tr("Rubber")});
    scores_->setAccessibleName(tr("Scores"));
    movesTitle_->setText(tr("Moves"));
    moves_->setAccessibleName(tr("Moves of this game"));
    hint_->setAccessibleName(tr("Hint"));
    result_->setAccessibleName(tr("Result"));
    newRubber_->setText(tr("New &Rubber\u2026"));
    backToNight_->setText(tr("&Back to the Night"));
    backToNight_->setToolTip(tr("Shows the party night, with this table's result"));
    play_->setText(tr("&Play Card"));
    play_->setToolTip(tr("Plays the chosen card and move (Enter)"));
    undo_->setText(tr("&Undo My Move"));
    nextGame_->setText(tr("Deal &Next Game")); // refresh() names the game it deals
    scoreSheet_->setText(tr("&Score Sheet"));
    hintButton_->setText(tr("H&int")); // Alt+H is the Help menu
    // No Alt letter of its own: every letter of it is taken in some language;
    // Game > Phones… has the keys.
    phones_->setText(tr("Phones\u2026"));
    hintButton_->setToolTip(tr("Suggests the Expert's card and man, with the reason (H)"));
    setCollapsed(collapsed_); // the fold button's tip
    // The moves are written again from the record at the next refresh(),
    // which the page asks for after this (its follower comes later).
    moves_->clear();
    moves_->setProperty("game", QVariant());
}

void PmSidePanel::applyWidth() {
    setFixedWidth(qRound((collapsed_ ? FoldedWidth : OpenWidth) * fontScale()));
    // The scrolling frame round the panel (side_scroll.h) follows its width.
    if (auto* area =
            parentWidget() ? qobject_cast<QScrollArea*>(parentWidget()->parentWidget()) : nullptr)
        area->setFixedWidth(width() + area->verticalScrollBar()->sizeHint().width());
}

void PmSidePanel::setCollapsed(bool collapsed) {
    collapsed_ = collapsed;
    content_->setVisible(!collapsed);
    collapse_->setText(collapsed ? QStringLiteral("\u00AB") : QStringLiteral("\u00BB"));
    collapse_->setToolTip(collapsed ? tr("Show the side panel") : tr("Fold the side panel away"));
    collapse_->setAccessibleName(collapse_->toolTip());
    applyWidth();
}

void PmSidePanel::setHint(const QString& text) {
    hint_->setText(text);
    hint_->setVisible(!text.isEmpty());
    keepExplanationRoom();
}

void PmSidePanel::keepExplanationRoom() {
    // Room for a few lines, so that the panel does not jump as the words
    // change; with a hint under it, only its own lines: the hint's room
    // came out of the list of moves, down to a line at 1024x768.
    explanation_->setMinimumHeight(hint_->isHidden() ? qRound(72 * fontScale()) : 0);
}

void PmSidePanel::setTopCard(std::optional<int> value) {
    top_->setText(value ? tr("Top card: %1").arg(pmwords::cardName(*value))
                        : tr("No card played yet: the leader opens with a PLUS card."));
}

QString PmSidePanel::explanationText() const {
    return explanation_->text();
}

QString PmSidePanel::hintText() const {
    return hint_->isHidden() ? QString() : hint_->text();
}

QString PmSidePanel::topCardText() const {
    return top_->text();
}

QString PmSidePanel::resultText() const {
    return result_->isHidden() ? QString() : result_->text();
}

QString PmSidePanel::seatCellText(int seat) const {
    const QTableWidgetItem* item = scores_->item(seat, 0);
    return item ? item->text() : QString();
}

QString PmSidePanel::turnText() const {
    return turn_->text();
}

void PmSidePanel::setExplanation(const QString& text) {
    explanation_->setText(text);
}

void PmSidePanel::refresh(bool computerThinking, bool cardInFlight) {
    if (!table_ || !table_->hasRubber()) return;
    const auto& rubber = table_->rubber();
    const auto& rec = rubber.currentRecord();
    const auto& seats = rubber.config().seats;
    const QString line =
        !occasion_.isEmpty() ? occasion_
        : rubber.sectionCount() > 1
            ? tr("Game %1 of 5, section %2").arg(rec.number + 1).arg(rec.section + 1)
            : tr("Game %1 of %2").arg(rec.number + 1).arg(rubber.gameCount());
    QString gameText =
        line + QStringLiteral("\n") + tr("%1 deals").arg(seats[rec.seats[rec.dealer]].name);
    // The other section's game of this number, played out of sight, told
    // in a line: before the people's game, or once it is over (PM-21).
    if (!table_->playsAside(rec.section))
        for (const pm::GameRecord& other : rubber.records())
            if (other.number == rec.number && other.section != rec.section &&
                table_->playsAside(other.section) &&
                rubber.score(other.number, other.seats.front()))
                gameText += QStringLiteral("\n") + pmwords::asideResult(rubber, other);
    game_->setText(gameText);
    const pm::Game& g = table_->game();
    if (g.isOver()) {
        // A single game (a party table's) has no rubber to speak of.
        turn_->setText(rubber.isOver() && rubber.gameCount() > 1 ? tr("The rubber is over.")
                                                                 : tr("The game is over."));
        QString result = pmwords::gameResult(rubber);
        // A single game (a party table's) has no rubber to speak of.
        if (rubber.gameCount() > 1)
            result += QLatin1Char('\n') + (rubber.isOver() ? pmwords::rubberResult(rubber)
                                                           : pmwords::rubberStanding(rubber));
        if (!sentToNight_.isEmpty()) result += QLatin1Char('\n') + sentToNight_;
        result_->setText(result);
    } else if (!cardInFlight || turn_->text().isEmpty()) {
        const auto& s = seats[table_->seatToMove()];
        turn_->setText(
            !phoneWait_.isEmpty() ? phoneWait_
            : computerThinking
                ? tr("%1 is thinking\u2026").arg(s.name)
                : tr("%1 to play (%2)").arg(s.name, PmNewRubberDialog::colourName(s.colour)));
    }
    phones_->setVisible(std::any_of(seats.begin(), seats.end(),
                                    [](const pm::SeatConfig& seat) { return seat.phone; }));
    result_->setVisible(g.isOver());
    newRubber_->setVisible(rubber.isOver() && sentToNight_.isEmpty());
    backToNight_->setVisible(g.isOver() && !sentToNight_.isEmpty());
    scores_->setColumnHidden(2, rubber.gameCount() == 1); // no rubber to total
    scores_->setRowCount(rubber.players());
    for (int s = 0; s < rubber.players(); ++s) {
        const auto it = std::find(rec.seats.begin(), rec.seats.end(), s);
        const bool inGame = it != rec.seats.end();
        // The live score of the board as it stands (PM-18): public knowledge.
        const QString dash = QStringLiteral("\u2014");
        const QString now =
            inGame ? pmwords::scoreText(g.score(int(it - rec.seats.begin()))) : dash;
        const QString total = hasPlayed(rubber, s) ? pmwords::scoreText(rubber.total(s)) : dash;
        const QString phone = s < phoneStates_.size() ? phoneStates_[s] : QString();
        const QStringList cells{phone.isEmpty() ? seats[s].name
                                                : seats[s].name + QLatin1Char('\n') + phone,
                                now, total};
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setFont(textFont(11));
            if (c == 0) {
                item->setForeground(colours::ink);
                // The mark too, drawn sharp at the icon's size and the screen's pixel ratio.
                item->setData(Qt::DecorationRole, markIcon(seats[s].colour));
            }
            scores_->setItem(s, c, item);
        }
    }
    // As tall as its rows: the move list below takes the rest.
    scores_->resizeRowsToContents();
    int h = scores_->horizontalHeader()->sizeHint().height() + 2 * scores_->frameWidth();
    for (int r = 0; r < scores_->rowCount(); ++r)
        h += scores_->rowHeight(r);
    scores_->setFixedHeight(h);
    refreshMoves();

    // Says what it does: which game it deals, and in which section.
    if (!rubber.isOver()) {
        const auto [number, section] = table_->nextDeal();
        nextGame_->setText(
            rubber.sectionCount() > 1
                ? tr("&Next: Deal Game %1, Section %2").arg(number + 1).arg(section + 1)
                : tr("&Next: Deal Game %1 of 5").arg(number + 1));
    }
    nextGame_->setVisible(g.isOver() && !rubber.isOver());
    play_->setVisible(!g.isOver());
    // Nothing to play while a computer chooses, nor here for a phone.
    const bool playsHere = !computerThinking && !table_->isComputerToMove() && phoneWait_.isEmpty();
    play_->setEnabled(playsHere);
    hintButton_->setVisible(!g.isOver()); // enabled by the page (PmPage::canHint)
}

void PmSidePanel::refreshMoves() {
    const auto& rubber = table_->rubber();
    const std::vector<PmLoggedTurn> turns = currentGameTurns(rubber);
    // A new game, an undo or a loaded rubber redraws the list; a turn adds a line.
    const QString game = QString::number(rubber.records().size()) + QLatin1Char('/') +
                         QString::number(rubber.currentRecord().seed);
    if (moves_->property("game").toString() != game || moves_->count() > int(turns.size())) {
        moves_->clear();
        moves_->setProperty("game", game);
    }
    const auto& seats = rubber.config().seats;
    for (int i = moves_->count(); i < int(turns.size()); ++i) {
        const auto& seat = seats[std::size_t(turns[i].rubberSeat)];
        auto* item = new QListWidgetItem(
            markIcon(seat.colour),
            tr("%1: %2", "player: turn").arg(seat.name, turnWords(turns[i].change)));
        if (turns[i].change.bust) item->setForeground(QColor(0xB3, 0x26, 0x1E));
        moves_->addItem(item);
    }
    // followLatest keeps the list at its end, unless the player scrolled back.
}

} // namespace club::app
