// SPDX-License-Identifier: GPL-3.0-or-later
#include "computer_turns.h"

#include <QTimer>

namespace club::app {

ComputerTurns::ComputerTurns(Page page, QObject* parent) : QObject(parent), page_(std::move(page)) {
    thinker_ = new ComputerThinker(page_.revision, this);
    hinter_ = new ComputerThinker(page_.revision, this);
    pauseTimer_ = new QTimer(this);
    pauseTimer_->setSingleShot(true);
    connect(pauseTimer_, &QTimer::timeout, this, &ComputerTurns::act);
    connect(thinker_, &ComputerThinker::answerDropped, this, &ComputerTurns::answerDropped);
    connect(hinter_, &ComputerThinker::answerDropped, this, &ComputerTurns::answerDropped);
}

ComputerTurns::~ComputerTurns() {
    pauseTimer_->stop();
    thinker_->dropAll();
    hinter_->dropAll();
    // The thinkers wait for their workers as they go (children, deleted
    // here while the page's table is still there).
    delete thinker_;
    delete hinter_;
}

bool ComputerTurns::isPausing() const {
    return pauseTimer_->isActive();
}

void ComputerTurns::schedule() {
    if (!page_.computerToPlay() || page_.animating()) return;
    if (isThinking() || isPausing()) return;
    pauseTimer_->start(std::max(0, pause_()));
}

bool ComputerTurns::hurry() {
    if (!isPausing()) return false;
    pauseTimer_->stop();
    act();
    return true;
}

void ComputerTurns::stop() {
    pauseTimer_->stop();
    thinker_->dropAll();
    hinter_->dropAll();
}

void ComputerTurns::act() {
    // The table may have moved on, or an animation begun, during the pause:
    // the animation's end schedules again.
    if (!page_.computerToPlay() || page_.animating() || isThinking()) return;
    if (act_ && act_()) return;
    if (think_ && think_()) emit thinkingStarted();
}

} // namespace club::app
