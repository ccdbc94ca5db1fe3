// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the record suite: rubbers played by computer players,
// record comparison and spies on every Table signal.
#pragma once

#include "pm/rubber.h"
#include "pm/table.h"
#include "pm_test_util.h"

#include <QMetaMethod>
#include <QSignalSpy>
#include <memory>
#include <vector>

namespace pmtest {

inline RubberConfig seatsConfig(const QStringList& kinds, std::uint64_t seed,
                                const Options& options = {}, bool sections = false) {
    RubberConfig config;
    for (int s = 0; s < kinds.size(); ++s)
        config.seats.push_back(SeatConfig{QStringLiteral("Player %1").arg(s + 1), s, kinds[s]});
    config.seed = seed;
    config.options = options;
    config.sections = sections;
    return config;
}

/// Plays `moves` moves of the rubber (or to its end if -1) with random moves.
inline void advance(Rubber& rubber, club::Random& rng, int moves = -1) {
    RandomPlayer player;
    for (int i = 0; moves < 0 || i < moves; ++i) {
        if (rubber.current().isOver()) {
            if (rubber.isOver()) return;
            rubber.startNextGame();
        }
        const Game& g = rubber.current();
        rubber.play(player.choose(View(g, g.toMove()), rng));
    }
}

/// Empty when both rubbers hold the same records, scores and current game.
inline QString recordDifference(const Rubber& a, const Rubber& b) {
    if (a.records().size() != b.records().size()) return QStringLiteral("record count");
    for (std::size_t i = 0; i < a.records().size(); ++i) {
        const GameRecord &x = a.records()[i], &y = b.records()[i];
        if (x.number != y.number || x.section != y.section || x.seats != y.seats ||
            x.dealer != y.dealer || x.seed != y.seed || x.deal != y.deal || x.moves != y.moves)
            return QStringLiteral("record %1").arg(i);
    }
    for (int s = 0; s < a.players(); ++s)
        for (int g = 0; g < Rubber::GamesPerRubber; ++g)
            if (a.score(g, s) != b.score(g, s)) return QStringLiteral("score %1/%2").arg(g).arg(s);
    if (!(a.config().seats == b.config().seats) || !(a.config().options == b.config().options) ||
        a.config().seed != b.config().seed || a.config().pack.values != b.config().pack.values)
        return QStringLiteral("config");
    const QString game = difference(a.current(), b.current());
    return game.isEmpty() ? QString() : QStringLiteral("current game: ") + game;
}

/// One QSignalSpy per signal the Table declares.
class TableSpies {
public:
    explicit TableSpies(const Table& table) {
        const QMetaObject& meta = Table::staticMetaObject;
        for (int i = meta.methodOffset(); i < meta.methodCount(); ++i) {
            const QMetaMethod m = meta.method(i);
            if (m.methodType() != QMetaMethod::Signal) continue;
            spies_.push_back(std::make_unique<QSignalSpy>(&table, m));
            names_.push_back(QString::fromLatin1(m.name()));
        }
    }
    QSignalSpy& operator[](const char* name) {
        for (std::size_t i = 0; i < names_.size(); ++i)
            if (names_[i] == QLatin1String(name)) return *spies_[i];
        qFatal("no signal %s", name);
    }
    /// The signals emitted so far, "name×count", or empty.
    QString emitted() const {
        QStringList out;
        for (std::size_t i = 0; i < spies_.size(); ++i)
            if (!spies_[i]->isEmpty())
                out << QStringLiteral("%1x%2").arg(names_[i]).arg(spies_[i]->size());
        return out.join(' ');
    }
    void clear() {
        for (auto& s : spies_)
            s->clear();
    }
    std::size_t count() const { return spies_.size(); }

private:
    std::vector<std::unique_ptr<QSignalSpy>> spies_;
    std::vector<QString> names_;
};

} // namespace pmtest
