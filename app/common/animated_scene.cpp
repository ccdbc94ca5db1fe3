// SPDX-License-Identifier: GPL-3.0-or-later
#include "animated_scene.h"

#include "animation_tracker.h"

#include <QAbstractAnimation>

namespace club::app {

AnimatedScene::AnimatedScene(QObject* parent)
    : QGraphicsScene(parent), animations_(new AnimationTracker(this)) {
    connect(animations_, &AnimationTracker::allEnded, this, [this] {
        animationsEnded();
        emit animationsFinished();
    });
}

bool AnimatedScene::isAnimating() const {
    return animations_->isRunning();
}

void AnimatedScene::animate(QAbstractAnimation* animation) {
    animations_->track(animation);
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

void AnimatedScene::track(QAbstractAnimation* animation) {
    animations_->track(animation);
}

const QList<QAbstractAnimation*>& AnimatedScene::runningAnimations() const {
    return animations_->running();
}

void AnimatedScene::dropAnimations() {
    for (QAbstractAnimation* a : animations_->takeAll()) {
        a->stop();
        delete a;
    }
}

} // namespace club::app
