// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_result_words.h"

#include "engine/pm/rubber.h"
#include "pm_words.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <numeric>

namespace club::app::pmwords {

namespace {
// A named translation context that lupdate and the program agree on.
struct PmResultWords {
    Q_DECLARE_TR_FUNCTIONS(PmResultWords)
};

QString nameOf(const pm::Rubber& rubber, int seat) {
    return rubber.config().seats[std::size_t(seat)].name;
}

/// True once the seat has a score in some finished game of the rubber.
bool hasPlayed(const pm::Rubber& rubber, int seat) {
    for (int g = 0; g < pm::Rubber::GamesPerRubber; ++g)
        if (rubber.score(g, seat)) return true;
    return false;
}
} // namespace

QString gameResult(const pm::Rubber& rubber) {
    const pm::Game& game = rubber.current();
    if (!game.isOver()) return {};
    const pm::GameRecord& rec = rubber.currentRecord();
    int best = game.score(0);
    for (int s = 1; s < game.players(); ++s)
        best = std::max(best, game.score(s));
    QStringList winners, others;
    std::vector<int> order(std::size_t(game.players()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return game.score(a) > game.score(b); });
    for (int s : order) {
        const QString name = nameOf(rubber, rec.seats[std::size_t(s)]);
        if (game.score(s) == best)
            winners << name;
        else
            others
                << PmResultWords::tr("%1 %2", "name and score").arg(name, scoreText(game.score(s)));
    }
    const QString game1 = QString::number(rec.number + 1);
    QString text = winners.size() == 1
                       ? PmResultWords::tr("%1 wins game %2 with %3.")
                             .arg(winners.front(), game1, scoreText(best))
                       : PmResultWords::tr("%1 share game %2 with %3.")
                             .arg(QLocale().createSeparatedList(winners), game1, scoreText(best));
    if (!others.isEmpty())
        text += QLatin1Char(' ') +
                PmResultWords::tr("Then: %1.").arg(others.join(QStringLiteral(", ")));
    return text;
}

QString rubberStanding(const pm::Rubber& rubber) {
    std::vector<int> order(std::size_t(rubber.players()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return rubber.total(a) > rubber.total(b); });
    QStringList parts;
    for (int s : order)
        parts << PmResultWords::tr("%1 %2", "name and score")
                     .arg(nameOf(rubber, s), hasPlayed(rubber, s) ? scoreText(rubber.total(s))
                                                                  : QStringLiteral("\u2014"));
    int finished = 0;
    for (int g = 0; g < pm::Rubber::GamesPerRubber; ++g)
        finished += rubber.score(g, rubber.currentRecord().seats.front()) ? 1 : 0;
    return PmResultWords::tr("Rubber after %n game(s): %1.", nullptr, finished)
        .arg(parts.join(QStringLiteral(", ")));
}

QString rubberResult(const pm::Rubber& rubber) {
    if (!rubber.isOver()) return {};
    const std::vector<int> leaders = rubber.leaders();
    QStringList names;
    for (int s : leaders)
        names << nameOf(rubber, s);
    const int total = leaders.empty() ? 0 : rubber.total(leaders.front());
    if (names.size() == 1)
        return PmResultWords::tr("%1 wins the rubber with %2.")
            .arg(names.front(), scoreText(total));
    return PmResultWords::tr("%1 share the rubber with %2.")
        .arg(QLocale().createSeparatedList(names), scoreText(total));
}

QString asideResult(const pm::Rubber& rubber, const pm::GameRecord& record) {
    std::vector<int> order = record.seats;
    const auto scoreOf = [&](int seat) { return rubber.score(record.number, seat).value_or(0); };
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return scoreOf(a) > scoreOf(b); });
    QStringList parts;
    for (int s : order)
        parts << PmResultWords::tr("%1 %2", "name and score")
                     .arg(nameOf(rubber, s), scoreText(scoreOf(s)));
    return PmResultWords::tr("Section %1 played game %2 out of sight: %3.")
        .arg(record.section + 1)
        .arg(record.number + 1)
        .arg(parts.join(QStringLiteral(", ")));
}

} // namespace club::app::pmwords
