// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_games_tab.h"

#include "book_table.h"
#include "common/follow_language.h"
#include "common/side_panel_look.h"
#include "core/typed_in_game.h"
#include "fonts.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

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
    // The players and the winners share the room left, their names wrapping
    // (a night of eight seats has long lists of both).
    header->setSectionResizeMode(BookGamesModel::Players, QHeaderView::Stretch);
    header->setSectionResizeMode(BookGamesModel::Won, QHeaderView::Stretch);
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
