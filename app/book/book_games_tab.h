// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page's list of games (issue 27, replays): a member's games,
// newest first, with when, which game, who sat and who won; Replay… (or a
// double click) asks for the chosen one to be replayed (replay_window.h).
#pragma once

#include "core/finished_game.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace club::app {

class BookGamesTab : public QWidget {
    Q_OBJECT
public:
    explicit BookGamesTab(QWidget* parent = nullptr);

    /// Shows `games` (any order: they are listed newest first), `member`'s.
    void setGames(const QList<FinishedGame>& games, const QString& member);
    /// The games listed, in the list's order.
    const QList<FinishedGame>& games() const { return games_; }
    QTableWidget* table() const { return table_; }
    QPushButton* replayButton() const { return replay_; }
    /// Asks for the game in `row` to be replayed.
    void replayRow(int row);

signals:
    void replayRequested(const club::FinishedGame& game);

private:
    /// The game's name, and the whole it is when it is one ("P.M. (the rubber)").
    static QString gameWords(const FinishedGame& game);
    void retranslate();
    void fill();

    QList<FinishedGame> games_;
    QString member_;
    QLabel* note_ = nullptr;
    QTableWidget* table_ = nullptr;
    QPushButton* replay_ = nullptr;
};

} // namespace club::app
