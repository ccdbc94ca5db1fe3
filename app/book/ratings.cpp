// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratings.h"

#include <QtMath>
#include <algorithm>

namespace club::book {

QList<double> ratingChanges(const RatedGame& game, const QMap<QString, double>& rating,
                            const RatingRules& rules) {
    const int n = int(game.seats.size());
    QList<double> changes(n, 0.0);
    if (n < 2) return changes;
    const auto of = [&](int seat) { return rating.value(game.seats[seat].player, rules.start); };
    for (int i = 0; i < n; ++i) {
        double sum = 0;
        for (int j = 0; j < n; ++j) {
            if (j == i) continue;
            const double expected = 1.0 / (1.0 + qPow(10.0, (of(j) - of(i)) / 400.0));
            const int a = game.seats[i].place, b = game.seats[j].place;
            const double scored = a < b ? 1.0 : a == b ? 0.5 : 0.0;
            sum += scored - expected;
        }
        changes[i] = rules.k / (n - 1) * sum;
    }
    return changes;
}

QMap<QString, double> ratings(QList<RatedGame> games, const RatingRules& rules,
                              QMap<QString, double> before) {
    // By batch, and by id inside one: the sums below are then made in one
    // order, whatever order the games came in.
    std::stable_sort(games.begin(), games.end(), [](const RatedGame& a, const RatedGame& b) {
        return a.batch != b.batch ? a.batch < b.batch : a.id < b.id;
    });
    QMap<QString, double> rating = std::move(before);
    for (int first = 0; first < games.size();) {
        int end = first;
        while (end < games.size() && games[end].batch == games[first].batch)
            ++end;
        QMap<QString, double> change;
        for (int g = first; g < end; ++g) {
            const QList<double> deltas = ratingChanges(games[g], rating, rules);
            for (int s = 0; s < deltas.size(); ++s)
                change[games[g].seats[s].player] += deltas[s];
        }
        for (auto it = change.begin(); it != change.end(); ++it)
            rating[it.key()] = rating.value(it.key(), rules.start) + it.value();
        first = end;
    }
    return rating;
}

} // namespace club::book
