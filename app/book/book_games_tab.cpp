// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_games_tab.h"

#include "book_table.h"
#include "common/follow_language.h"
#include "common/side_panel_look.h"
#include "core/typed_in_game.h"
#include "fonts.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace club::app {

BookGamesTab::BookGamesTab(QWidget* parent) : QWidget(parent) {
    useCardStock(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    model_ = new BookGamesModel(this);
    table_ = new QTableView(this);
    styleBookTable(table_);
    table_->setModel(model_);
    QHeaderView* header = table_->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setResizeContentsPrecision(BookGamesModel::PageSize); // the first page measured
    // The rows read so far sized to their words (a long table of players
    // takes two lines).
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The players take the room left, their names wrapping (a night of eight
    // seats has a long list); the winners, mostly one name, as much as their
    // names need up to a quarter of the list (fitWinners()).
    header->setSectionResizeMode(BookGamesModel::Players, QHeaderView::Stretch);
    header->setSectionResizeMode(BookGamesModel::Won, QHeaderView::Interactive);
    table_->viewport()->installEventFilter(this);
    connect(model_, &QAbstractItemModel::modelReset, this, &BookGamesTab::fitWinners);
    connect(model_, &QAbstractItemModel::rowsInserted, this, &BookGamesTab::fitWinners);
    connect(model_, &QAbstractItemModel::dataChanged, this, &BookGamesTab::fitWinners);
    layout->addWidget(table_, 1);
    auto* buttons = new QHBoxLayout;
    note_ = addPanelText(layout, 10);
    replay_ = new QPushButton(this);
    useTextFont(replay_, 10.5);
    buttons->addStretch(1);
    buttons->addWidget(replay_);
    layout->addLayout(buttons);
    connect(replay_, &QPushButton::clicked, this,
            [this] { replayRow(table_->currentIndex().row()); });
    connect(table_, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { replayRow(index.row()); });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex&) { showChosenRow(); });
    followLanguage(this, [this] { retranslate(); });
}

void BookGamesTab::retranslate() {
    replay_->setText(tr("&Replay\u2026"));
    replay_->setToolTip(tr("Watch the chosen game again on its own board, move by move"));
    model_->retranslate();
    showFirstRows();
}

void BookGamesTab::fitWinners() {
    int names = table_->horizontalHeader()->sectionSizeHint(BookGamesModel::Won);
    // A cell's text has the style's margin either side of it.
    const int margins = 2 * (table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) + 4;
    for (int row = 0; row < model_->rowCount(); ++row)
        names = std::max(names, table_->fontMetrics().horizontalAdvance(
                                    model_->index(row, BookGamesModel::Won).data().toString()) +
                                    margins);
    table_->horizontalHeader()->resizeSection(BookGamesModel::Won,
                                              std::min(names, table_->viewport()->width() / 4));
}

bool BookGamesTab::eventFilter(QObject* watched, QEvent* event) {
    if (watched == table_->viewport() && event->type() == QEvent::Resize) fitWinners();
    return QWidget::eventFilter(watched, event);
}

void BookGamesTab::setGames(BookGamesModel::PageSource source, const QString& member) {
    member_ = member;
    model_->setSource(std::move(source));
    showFirstRows();
}

void BookGamesTab::showFirstRows() {
    if (!games().isEmpty() && !table_->currentIndex().isValid())
        table_->setCurrentIndex(model_->index(0, 0));
    showChosenRow();
}

void BookGamesTab::showChosenRow() {
    const int row = table_->currentIndex().isValid() ? table_->currentIndex().row() : -1;
    const bool chosen = row >= 0 && row < games().size();
    const bool typed = chosen && isTypedIn(games()[row]);
    if (games().isEmpty())
        note_->setText(member_.isEmpty() ? tr("No game is in the book yet.")
                                         : tr("No game of %1's is in the book.").arg(member_));
    else if (typed)
        note_->setText(tr("This game's result was typed in from a party night's table: "
                          "it counts like any other, but it has no moves to replay."));
    else
        note_->setText(tr("Double-click a game, or choose it and press Replay, "
                          "to watch it again."));
    replay_->setEnabled(chosen && !typed);
}

void BookGamesTab::replayRow(int row) {
    if (row >= 0 && row < games().size() && !isTypedIn(games()[row]))
        emit replayRequested(games()[row]);
}

} // namespace club::app
