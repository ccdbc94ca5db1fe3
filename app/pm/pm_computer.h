// A P.M. computer player thinking off the GUI thread: the table hands out a
// copy of the turn (pm::ComputerTurn), QtConcurrent chooses on it, and the
// answer comes back by signal. Nothing is shared with the table, so the page
// may go on, undo or close meanwhile; it drops answers that are stale.
#pragma once

#include "engine/pm/table.h"
#include "pm_scene.h" // declares club::pm::Move as a meta type, before the signal below

#include <QObject>

namespace club::app {

class PmComputer : public QObject {
    Q_OBJECT
public:
    explicit PmComputer(QObject* parent = nullptr);
    /// Waits for a choice still under way (a few milliseconds at most).
    ~PmComputer() override;

    void think(const pm::ComputerTurn& turn);
    /// Forgets the question asked: its answer, when it comes, is dropped.
    void cancel() { ++generation_; }
    bool isThinking() const { return pending_ > 0; }

signals:
    void moveChosen(const club::pm::ComputerTurn& turn, const club::pm::Move& move);

private:
    quint64 generation_ = 0;
    int pending_ = 0;
};

} // namespace club::app
