// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page's list of games (issue 27, replays): a member's games,
// newest first, with when, which game, who sat and who won; Replay… (or a
// double click) asks for the chosen one to be replayed (replay_window.h),
// unless it was typed in (no record: the list and the note say so).
#pragma once

#include "book_games_model.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace club::app {

class BookGamesTab : public QWidget {
    Q_OBJECT
public:
    explicit BookGamesTab(QWidget* parent = nullptr);

    /// Lists `member`'s games (every game when empty), newest first, a page
    /// at a time from `source` as the list is scrolled.
    void setGames(BookGamesModel::PageSource source, const QString& member);
    /// The games read so far, in the list's order (their records not read).
    const QList<FinishedGame>& games() const { return model_->games(); }
    QTableView* table() const { return table_; }
    QPushButton* replayButton() const { return replay_; }
    /// Asks for the game in `row` to be replayed (its record is for the
    /// asker to read); a game typed in has none, and is not asked for.
    void replayRow(int row);

signals:
    void replayRequested(const club::FinishedGame& game);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    /// The winners' column as wide as its names, up to a quarter of the list.
    void fitWinners();
    /// The note and the chosen row, for the games read.
    void showFirstRows();
    /// The note and Replay for the chosen game (a typed-in one has no replay).
    void showChosenRow();

    BookGamesModel* model_ = nullptr;
    QString member_;
    QLabel* note_ = nullptr;
    QTableView* table_ = nullptr;
    QPushButton* replay_ = nullptr;
};

} // namespace club::app
