// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_games_model.h"

#include "book_words.h"
#include "core/typed_in_game.h"

#include <QCoreApplication>
#include <QLocale>

namespace club::app {

// The list's words keep the context they were translated in (the tab's):
// QCoreApplication::translate with it written out, for lupdate to see.

BookGamesModel::BookGamesModel(QObject* parent) : QAbstractTableModel(parent) {}

QString BookGamesModel::gameWords(const FinishedGame& game) {
    const QString name = BookWords::gameName(game.kind);
    if (isTypedIn(game)) // no record: the list says why it cannot be replayed
        return QCoreApplication::translate("club::app::BookGamesTab", "%1, typed in").arg(name);
    if (game.unit == QLatin1String("rubber"))
        return QCoreApplication::translate("club::app::BookGamesTab", "%1 (the rubber)").arg(name);
    if (game.unit == QLatin1String("match"))
        return QCoreApplication::translate("club::app::BookGamesTab", "%1 (the match)").arg(name);
    if (game.unit == QLatin1String("night"))
        return QCoreApplication::translate("club::app::BookGamesTab", "%1 (the night)").arg(name);
    return name;
}

QStringList BookGamesModel::rowWords(const FinishedGame& game) {
    QStringList players;
    QStringList winners;
    for (const FinishedSeat& seat : game.seats) {
        const QString name = BookWords::seatName(seat);
        players << name;
        if (seat.winner) winners << name;
    }
    return {QLocale().toString(game.finished.toLocalTime(), QLocale::ShortFormat), gameWords(game),
            players.join(QStringLiteral(", ")), winners.join(QStringLiteral(", "))};
}

void BookGamesModel::setSource(PageSource source) {
    beginResetModel();
    source_ = std::move(source);
    games_.clear();
    words_.clear();
    next_ = {};
    more_ = bool(source_);
    endResetModel();
    fetchMore({}); // the first page at once: the list is never shown empty while it has games
}

void BookGamesModel::retranslate() {
    for (qsizetype row = 0; row < games_.size(); ++row)
        words_[row] = rowWords(games_[row]);
    emit headerDataChanged(Qt::Horizontal, 0, Columns - 1);
    if (!games_.isEmpty()) emit dataChanged(index(0, 0), index(rowCount() - 1, Columns - 1));
}

int BookGamesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(games_.size());
}

int BookGamesModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : Columns;
}

QVariant BookGamesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= words_.size()) return {};
    if (role == Qt::DisplayRole || (role == Qt::ToolTipRole && index.column() == Players))
        return words_[index.row()].value(index.column());
    if (role == Qt::TextAlignmentRole) // as the book's other tables (book_table.h)
        return int(Qt::AlignVCenter |
                   (index.column() == Finished || index.column() == Players ? Qt::AlignLeading
                                                                            : Qt::AlignTrailing));
    return {};
}

QVariant BookGamesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role != Qt::DisplayRole) return {};
    switch (section) {
    case Finished:
        return QCoreApplication::translate("club::app::BookGamesTab", "Finished");
    case Game:
        return QCoreApplication::translate("club::app::BookGamesTab", "Game");
    case Players:
        return QCoreApplication::translate("club::app::BookGamesTab", "Players");
    case Won:
        return QCoreApplication::translate("club::app::BookGamesTab", "Won");
    default:
        return {};
    }
}

bool BookGamesModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && more_;
}

void BookGamesModel::fetchMore(const QModelIndex& parent) {
    if (parent.isValid() || !more_ || !source_) return;
    const book::GameListPage page = source_(next_, PageSize);
    more_ = page.more;
    next_ = page.next;
    if (page.games.isEmpty()) return;
    beginInsertRows({}, int(games_.size()), int(games_.size() + page.games.size() - 1));
    for (const FinishedGame& game : page.games) {
        games_.append(game);
        words_.append(rowWords(game));
    }
    endInsertRows();
}

} // namespace club::app
