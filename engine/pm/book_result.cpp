// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_result.h"

#include <QRegularExpression>

#include <algorithm>

namespace club::pm {

namespace {

QJsonObject optionsOf(const RubberConfig& config) {
    return {{QStringLiteral("players"), int(config.seats.size())},
            {QStringLiteral("sections"), config.sections},
            {QStringLiteral("rubberGames"), config.games},
            {QStringLiteral("pack"), config.pack.name},
            {QStringLiteral("homeIsSafe"), config.options.homeIsSafe},
            {QStringLiteral("starBustWithoutMenInPlay"), config.options.starBustWithoutMenInPlay}};
}

FinishedResult resultOf(const RubberConfig& config, const std::vector<int>& seats,
                        const QList<int>& scores) {
    FinishedResult result;
    result.options = optionsOf(config);
    const QList<int> places = placesFromScores(scores);
    for (int i = 0; i < int(seats.size()); ++i)
        result.seats.append(finishedSeat(config.seats[std::size_t(seats[std::size_t(i)])],
                                         scores[i], places[i], places[i] == 1));
    return result;
}

} // namespace

FinishedResult finishedGame(const Rubber& rubber, int number, int section) {
    const std::vector<int> seats = rubber.sectionSeats(section);
    QList<int> scores;
    for (int seat : seats)
        scores << rubber.score(number, seat).value_or(0);
    FinishedResult result = resultOf(rubber.config(), seats, scores);
    result.options.insert(QStringLiteral("game"), number + 1);
    result.part = rubber.sectionCount() > 1
                      ? QStringLiteral("game-%1-section-%2").arg(number + 1).arg(section + 1)
                      : QStringLiteral("game-%1").arg(number + 1);
    return result;
}

std::optional<std::pair<int, int>> gameOfPart(const QString& part) {
    static const QRegularExpression written(
        QStringLiteral("^game-([1-9][0-9]?)(?:-section-([12]))?$"));
    const QRegularExpressionMatch match = written.match(part);
    if (!match.hasMatch()) return std::nullopt;
    const int section = match.captured(2).isEmpty() ? 0 : match.captured(2).toInt() - 1;
    return std::pair(match.captured(1).toInt() - 1, section);
}

FinishedResult finishedRubber(const Rubber& rubber) {
    std::vector<int> seats(std::size_t(rubber.players()));
    QList<int> totals;
    for (int seat = 0; seat < rubber.players(); ++seat) {
        seats[std::size_t(seat)] = seat;
        totals << rubber.total(seat);
    }
    FinishedResult result = resultOf(rubber.config(), seats, totals);
    result.unit = QStringLiteral("rubber");
    return result;
}

} // namespace club::pm
