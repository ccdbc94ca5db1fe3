// SPDX-License-Identifier: GPL-3.0-or-later
// A computer player choosing off the GUI thread, the same way for every
// game: the choice runs with QtConcurrent on values copied out of the table
// (a position, a turn) and its answer is played here only if the table's
// revision is still the one it was asked about, and it was not dropped by
// hand since (dropAll). An answer to a position undone, reloaded or
// abandoned meanwhile is dropped; nothing is shared with the table, so the
// page may go on, undo or close. ComputerTurns (computer_turns.h) drives a
// page's computer turns and hints over it.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

namespace club::app {

class ComputerThinker : public QObject {
    Q_OBJECT
public:
    /// `revision` reads the table's revision, which every change increments.
    explicit ComputerThinker(std::function<quint64()> revision, QObject* parent = nullptr)
        : QObject(parent), revision_(std::move(revision)) {}
    /// Waits for a choice still under way.
    ~ComputerThinker() override {
        for (QFutureWatcherBase* w : findChildren<QFutureWatcherBase*>())
            w->waitForFinished();
    }

    /// Runs `choose` on a worker thread; back here, `play` gets its answer
    /// if the table has not changed since.
    template <class Move>
    void think(std::function<Move()> choose, std::function<void(const Move&)> play) {
        const quint64 asked = revision_();
        const quint64 round = round_;
        thinkingAbout_ = asked;
        ++pending_;
        auto* watcher = new QFutureWatcher<Move>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, asked, round, play] {
            --pending_;
            watcher->deleteLater();
            if (asked != revision_() || round != round_) return emit answerDropped();
            thinkingAbout_ = NotThinking;
            play(watcher->result());
        });
        watcher->setFuture(QtConcurrent::run(std::move(choose)));
    }

    /// Every answer still to come is dropped when it comes, whatever the
    /// table's revision then (a game left while the table stays as it was).
    void dropAll() {
        ++round_;
        thinkingAbout_ = NotThinking;
    }

    /// Choosing for the table as it is now.
    bool isThinking() const { return pending_ > 0 && thinkingAbout_ == revision_(); }
    /// Answers still to come, stale ones included.
    int pending() const { return pending_; }

signals:
    /// An answer came for a position that is gone.
    void answerDropped();

private:
    static constexpr quint64 NotThinking = ~quint64(0);
    std::function<quint64()> revision_;
    quint64 thinkingAbout_ = NotThinking;
    quint64 round_ = 0; ///< counts dropAll()
    int pending_ = 0;
};

} // namespace club::app
