// SPDX-License-Identifier: GPL-3.0-or-later
#include "computer_turns.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace club::app {

ComputerTurns::ComputerTurns(Page page, QObject* parent) : QObject(parent), page_(std::move(page)) {
    thinker_ = new ComputerThinker(page_.revision, this);
    hinter_ = new ComputerThinker(page_.revision, this);
    pauseTimer_ = new QTimer(this);
    pauseTimer_->setSingleShot(true);
    connect(pauseTimer_, &QTimer::timeout, this, &ComputerTurns::act);
    connect(thinker_, &ComputerThinker::answerDropped, this, &ComputerTurns::answerDropped);
    connect(hinter_, &ComputerThinker::answerDropped, this, &ComputerTurns::answerDropped);
    if (auto* widget = qobject_cast<QWidget*>(parent)) {
        widget->installEventFilter(this);
        pageShown_ = widget->isVisible();
    }
}

bool ComputerTurns::isPageHidden() const {
    // Only a page the player has seen and left: a game resumed behind the
    // one shown plays on as it did (the crash test kills the program while
    // every resumed game plays), and so does a window not on screen.
    const auto* page = qobject_cast<const QWidget*>(parent());
    return pageShown_ && page && page->window()->isVisible() && !page->isVisible();
}

bool ComputerTurns::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parent()) {
        if (event->type() == QEvent::Hide && isPageHidden()) {
            // Nothing is played on a page nobody sees: the pause ends and an
            // answer under way is dropped (its turn is chosen again on return).
            pauseTimer_->stop();
            thinker_->dropAll();
        } else if (event->type() == QEvent::Show) {
            pageShown_ = true;
            schedule();
        }
    }
    return QObject::eventFilter(watched, event);
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
    if (held_) return;
    if (isPageHidden() || !page_.computerToPlay() || page_.animating()) return;
    if (isThinking() || isPausing()) return;
    pauseTimer_->start(std::max(0, pause_()));
}

bool ComputerTurns::hurry() {
    if (!isPausing()) return false; // never while the page is hidden
    pauseTimer_->stop();
    act();
    return true;
}

void ComputerTurns::stop() {
    pauseTimer_->stop();
    thinker_->dropAll();
    hinter_->dropAll();
}

void ComputerTurns::hold() {
    held_ = true;
    stop();
}

void ComputerTurns::act() {
    // The table may have moved on, or an animation begun, during the pause:
    // the animation's end schedules again.
    if (held_ || isPageHidden() || !page_.computerToPlay() || page_.animating() || isThinking())
        return;
    if (act_ && act_()) return;
    if (think_ && think_()) emit thinkingStarted();
}

} // namespace club::app
