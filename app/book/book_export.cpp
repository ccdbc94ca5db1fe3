// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_export.h"

#include "book_json.h"

#include <QSaveFile>
#include <QStringList>

namespace club::book {

namespace {

/// A field quoted when it holds a comma, quote or line break.
QString field(QString text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

} // namespace

QByteArray gamesCsv(const QList<FinishedGame>& games) {
    QString csv = QStringLiteral("game_id,game,unit,started,finished,duration_seconds,seat,player,"
                                 "computer,score,place,winner,options\r\n");
    for (const FinishedGame& game : games) {
        const QString options = jsonText(game.options);
        for (int i = 0; i < game.seats.size(); ++i) {
            const FinishedSeat& seat = game.seats.at(i);
            const QStringList row = {field(game.id),
                                     field(game.kind),
                                     field(game.unit),
                                     game.started.toUTC().toString(Qt::ISODate),
                                     game.finished.toUTC().toString(Qt::ISODate),
                                     QString::number(game.durationSeconds),
                                     QString::number(i + 1),
                                     field(seat.name),
                                     field(seat.computer),
                                     QString::number(seat.score),
                                     QString::number(seat.place),
                                     seat.winner ? QStringLiteral("1") : QStringLiteral("0"),
                                     field(options)};
            csv += row.join(QLatin1Char(',')) + QStringLiteral("\r\n");
        }
    }
    return csv.toUtf8();
}

QString writeGamesCsv(const QList<FinishedGame>& games, const QString& path) {
    QSaveFile file(path);
    const QByteArray csv = gamesCsv(games);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit())
        return file.errorString();
    return {};
}

} // namespace club::book
