// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_games_tab.h"

#include "book_table.h"
#include "book_words.h"
#include "common/follow_language.h"
#include "common/side_panel_look.h"
#include "fonts.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace club::app {

QString BookGamesTab::gameWords(const FinishedGame& game) {
    const QString name = BookWords::gameName(game.kind);
    if (game.unit == QLatin1String("rubber")) return tr("%1 (the rubber)").arg(name);
    if (game.unit == QLatin1String("match")) return tr("%1 (the match)").arg(name);
    if (game.unit == QLatin1String("night")) return tr("%1 (the night)").arg(name);
    return name;
}

BookGamesTab::BookGamesTab(QWidget* parent) : QWidget(parent) {
    useCardStock(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    table_ = makeBookTable(this);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    layout->addWidget(table_, 1);
    auto* buttons = new QHBoxLayout;
    note_ = addPanelText(layout, 10);
    replay_ = new QPushButton(this);
    useTextFont(replay_, 10.5);
    buttons->addStretch(1);
    buttons->addWidget(replay_);
    layout->addLayout(buttons);
    connect(replay_, &QPushButton::clicked, this, [this] { replayRow(table_->currentRow()); });
    connect(table_, &QTableWidget::cellDoubleClicked, this,
            [this](int row, int) { replayRow(row); });
    connect(table_, &QTableWidget::currentCellChanged, this,
            [this](int row) { replay_->setEnabled(row >= 0 && row < games_.size()); });
    followLanguage(this, [this] { retranslate(); });
}

void BookGamesTab::retranslate() {
    replay_->setText(tr("&Replay\u2026"));
    replay_->setToolTip(tr("Watch the chosen game again on its own board, move by move"));
    fill();
}

void BookGamesTab::setGames(const QList<FinishedGame>& games, const QString& member) {
    games_ = games;
    member_ = member;
    std::stable_sort(
        games_.begin(), games_.end(),
        [](const FinishedGame& a, const FinishedGame& b) { return a.finished > b.finished; });
    fill();
}

void BookGamesTab::fill() {
    QList<QStringList> rows;
    for (const FinishedGame& game : games_) {
        QStringList players;
        QStringList winners;
        for (const FinishedSeat& seat : game.seats) {
            const QString name = seat.computer.isEmpty() || !seat.name.isEmpty()
                                     ? seat.name
                                     : BookWords::computerName(seat.computer);
            players << name;
            if (seat.winner) winners << name;
        }
        rows << QStringList{QLocale().toString(game.finished.toLocalTime(), QLocale::ShortFormat),
                            gameWords(game), players.join(QStringLiteral(", ")),
                            winners.join(QStringLiteral(", "))};
    }
    fillBookTable(table_, {tr("Finished"), tr("Game"), tr("Players"), tr("Won")}, rows, 2);
    note_->setText(games_.isEmpty()
                       ? (member_.isEmpty() ? tr("No game is in the book yet.")
                                            : tr("No game of %1's is in the book.").arg(member_))
                       : tr("Double-click a game, or choose it and press Replay, "
                            "to watch it again."));
    if (!games_.isEmpty()) table_->setCurrentCell(0, 0);
    replay_->setEnabled(!games_.isEmpty());
}

void BookGamesTab::replayRow(int row) {
    if (row >= 0 && row < games_.size()) emit replayRequested(games_[row]);
}

} // namespace club::app
