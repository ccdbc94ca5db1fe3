// SPDX-License-Identifier: GPL-3.0-or-later
// The Game List's rows (book_games_tab.h), read from the book a page at a
// time as the list is scrolled (canFetchMore/fetchMore), so a book of
// 100,000 games shows its newest at once; records are not read here.
#pragma once

#include "book/book_game_list.h"

#include <QAbstractTableModel>

#include <functional>

namespace club::app {

class BookGamesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// Reads up to `count` games after the cursor (book::gameListPage).
    using PageSource = std::function<book::GameListPage(const book::GameListCursor&, int count)>;
    enum Column { Finished, Game, Players, Won, Columns };
    /// Rows read at a time: a screenful or two.
    static constexpr int PageSize = 100;

    explicit BookGamesModel(QObject* parent = nullptr);

    /// Lists the games `source` gives, from its first page.
    void setSource(PageSource source);
    /// The games read so far, in the list's order.
    const QList<FinishedGame>& games() const { return games_; }
    /// The headings and words again, in the language now chosen.
    void retranslate();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    /// The game's name, and the whole it is when it is one ("P.M. (the
    /// rubber)"), or that it was typed in ("P.M. (Plus and Minus), typed in").
    static QString gameWords(const FinishedGame& game);

private:
    /// A row's words, worked out once, when it is read.
    static QStringList rowWords(const FinishedGame& game);

    PageSource source_;
    QList<FinishedGame> games_;
    QList<QStringList> words_;
    book::GameListCursor next_;
    bool more_ = false;
};

} // namespace club::app
