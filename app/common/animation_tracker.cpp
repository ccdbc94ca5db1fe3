// SPDX-License-Identifier: GPL-3.0-or-later
#include "animation_tracker.h"

#include <QAbstractAnimation>
#include <QTimer>

namespace club::app {

void AnimationTracker::track(QAbstractAnimation* animation) {
    if (!animation || running_.contains(animation)) return;
    running_.append(animation);
    connect(animation, &QAbstractAnimation::finished, this, [this, animation] {
        if (!forget(animation)) return;
        if (running_.isEmpty()) {
            owed_ = false;
            emit allEnded();
        }
    });
    connect(animation, &QObject::destroyed, this, [this, animation] {
        if (running_.removeAll(animation) == 0) return;
        owed_ = true;
        settleLater();
    });
    connect(animation, &QAbstractAnimation::stateChanged, this,
            [this](QAbstractAnimation::State now) {
                if (now == QAbstractAnimation::Stopped) settleLater();
            });
}

QList<QAbstractAnimation*> AnimationTracker::takeAll() {
    const QList<QAbstractAnimation*> taken = running_;
    running_.clear();
    owed_ = false;
    for (QAbstractAnimation* a : taken)
        disconnect(a, nullptr, this, nullptr);
    return taken;
}

bool AnimationTracker::forget(QAbstractAnimation* animation) {
    if (running_.removeAll(animation) == 0) return false;
    disconnect(animation, nullptr, this, nullptr);
    return true;
}

void AnimationTracker::settleLater() {
    QTimer::singleShot(0, this, &AnimationTracker::settle);
}

void AnimationTracker::settle() {
    const QList<QAbstractAnimation*> tracked = running_;
    for (QAbstractAnimation* a : tracked)
        if (a->state() == QAbstractAnimation::Stopped && forget(a)) owed_ = true;
    if (owed_ && running_.isEmpty()) {
        owed_ = false;
        emit allEnded();
    }
}

} // namespace club::app
