#include "pm_computer.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace club::app {

PmComputer::PmComputer(QObject* parent) : QObject(parent) {}

PmComputer::~PmComputer() {
    cancel();
    for (auto* watcher : findChildren<QFutureWatcher<pm::Move>*>())
        watcher->waitForFinished();
}

void PmComputer::think(const pm::ComputerTurn& turn) {
    auto* watcher = new QFutureWatcher<pm::Move>(this);
    const quint64 asked = generation_;
    ++pending_;
    connect(watcher, &QFutureWatcher<pm::Move>::finished, this, [this, watcher, turn, asked] {
        --pending_;
        watcher->deleteLater();
        if (asked == generation_ && !watcher->future().isCanceled())
            emit moveChosen(turn, watcher->result());
    });
    // The worker owns its copy of the turn; choose() touches nothing else.
    watcher->setFuture(QtConcurrent::run([turn] { return turn.choose(); }));
}

} // namespace club::app
