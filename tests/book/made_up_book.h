// SPDX-License-Identifier: GPL-3.0-or-later
// A made-up season for the charts' test and screenshots: three members and
// the computer's Expert (as Mr Suckling), 40 games of P.M., cribbage, King's Men and
// Patchesi over five months, from a fixed seed.
#pragma once

#include "book.h"

#include <QRandomGenerator>

namespace club::test {

inline QString fillMadeUpBook(book::Book& book) {
    QRandomGenerator rng(1935);
    const QStringList kinds = {"pm", "pm", "pm", "cribbage", "cribbage", "kings-men", "patchesi"};
    // Ada is the strongest, Bert the weakest: the charts have a shape.
    const QMap<QString, int> strength = {{"Ada", 30}, {"Cora", 20}, {"Bert", 10}, {"Expert", 24}};
    for (int g = 0; g < 40; ++g) {
        const QString kind = kinds.at(g % kinds.size());
        QStringList who = {"Ada", "Bert", "Cora", "Expert"};
        const int n = kind == "pm" ? 3 + int(rng.bounded(2)) : 2;
        while (who.size() > n)
            who.removeAt(int(rng.bounded(int(who.size()))));
        FinishedGame game;
        game.id = QStringLiteral("made-up-%1").arg(g);
        game.kind = kind;
        game.finished =
            QDateTime(QDate(2026, 6, 5).addDays(g / 3 * 10 + g % 3 / 2), QTime(20 + g % 3, 15));
        game.started = game.finished.addSecs(-2400);
        game.durationSeconds = 2400;
        QList<int> scores;
        for (const QString& name : who) {
            const int luck = int(rng.bounded(40));
            scores.append(kind == "cribbage" ? 60 + strength[name] + luck
                          : kind == "pm"     ? strength[name] + luck - 45
                                             : strength[name] + luck);
        }
        if (kind == "cribbage") { // the first to 121 wins
            const int best = int(std::max_element(scores.begin(), scores.end()) - scores.begin());
            scores[best] = 121;
            for (int& s : scores)
                if (&s != &scores[best]) s = std::min(s, 120);
        }
        const QList<int> places = placesFromScores(scores);
        for (int i = 0; i < who.size(); ++i) {
            const bool computer = who[i] == "Expert";
            const int score = kind == "kings-men" ? (places[i] == 1 ? 1 : 0) : scores[i];
            game.seats.append({computer ? QStringLiteral("Mr Suckling") : who[i],
                               computer ? QStringLiteral("expert") : QString(), score, places[i],
                               places[i] == 1});
        }
        const QString problem = book.record(game);
        if (!problem.isEmpty()) return problem;
    }
    return {};
}

} // namespace club::test
