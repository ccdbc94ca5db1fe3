// SPDX-License-Identifier: GPL-3.0-or-later
// The animations of a scene under way, and the moment the last one ends.
// A page waits for that moment before a computer moves, so it must come
// however an animation ends. Qt's finished signal is not enough: a property
// animation started on a property another is still animating stops the
// older one without it, as do stop() and deletion. Those ends are taken up
// on the next turn of the event loop, after any finished would have come,
// so the announcement still follows the animations' own endings, and an
// owner being destroyed hears nothing from the animations it takes along.
#pragma once

#include <QList>
#include <QObject>

class QAbstractAnimation;

namespace club::app {

class AnimationTracker : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// Counts `animation` until it ends; the caller starts it at once.
    void track(QAbstractAnimation* animation);
    bool isRunning() const { return !running_.isEmpty(); }
    const QList<QAbstractAnimation*>& running() const { return running_; }
    /// Forgets every animation without announcing an end; the caller stops
    /// (or finishes) and disposes of them.
    QList<QAbstractAnimation*> takeAll();

signals:
    /// The last animation under way has ended.
    void allEnded();

private:
    /// Stops counting a live animation. @returns whether it was counted.
    bool forget(QAbstractAnimation* animation);
    void settleLater();
    /// Forgets the animations stopped without finishing, and announces
    /// the end if nothing is left.
    void settle();

    QList<QAbstractAnimation*> running_; ///< alive: the deleted are dropped at once
    bool owed_ = false;                  ///< one was dropped unannounced
};

} // namespace club::app
