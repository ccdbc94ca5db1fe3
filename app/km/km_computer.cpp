#include "km_computer.h"

#include "engine/core/random.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace club::app {

using Watcher = QFutureWatcher<km::Move>;

KmComputer::KmComputer(QObject* parent) : QObject(parent) {}

KmComputer::~KmComputer() {
    for (Watcher* w : findChildren<Watcher*>())
        w->waitForFinished();
}

void KmComputer::think(const km::Position& position, km::Level level, quint64 revision,
                       std::uint64_t seed) {
    std::shared_ptr<km::Player>& cached = players_[std::size_t(level)];
    // A player still held by a stale thought must not be shared: make another.
    if (!cached || cached.use_count() > 1) cached = km::makePlayer(level);
    std::shared_ptr<km::Player> player = cached;
    auto* watcher = new Watcher(this);
    connect(watcher, &Watcher::finished, this, [this, watcher, revision] {
        --pending_;
        const km::Move move = watcher->result();
        watcher->deleteLater();
        emit moveChosen(move, revision);
    });
    ++pending_;
    watcher->setFuture(QtConcurrent::run([player, position, seed] {
        Random rng(seed);
        return player->choose(position, rng);
    }));
}

} // namespace club::app
