// SPDX-License-Identifier: GPL-3.0-or-later
// A game's scene that animates its moves and says when they have all ended:
// the page waits for that before the next player (a computer, or the
// person's next choice) moves. Every game's board scene is one; the counting
// is the AnimationTracker's (animation_tracker.h), so the end is announced
// however the animations end.
#pragma once

#include <QGraphicsScene>
#include <QList>

class QAbstractAnimation;

namespace club::app {

class AnimationTracker;

class AnimatedScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit AnimatedScene(QObject* parent = nullptr);

    /// An animation of the scene is under way.
    bool isAnimating() const;

signals:
    /// The last animation under way has ended.
    void animationsFinished();

protected:
    /// Counts `animation` and starts it; it deletes itself however it ends.
    void animate(QAbstractAnimation* animation);
    /// Counts `animation`, which the caller starts.
    void track(QAbstractAnimation* animation);
    /// The animations under way.
    const QList<QAbstractAnimation*>& runningAnimations() const;
    /// Stops and deletes every animation under way; no end is announced.
    void dropAnimations();
    /// The last animation has ended, just before animationsFinished().
    virtual void animationsEnded() {}

private:
    AnimationTracker* animations_;
};

} // namespace club::app
