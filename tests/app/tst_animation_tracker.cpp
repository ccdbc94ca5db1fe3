// SPDX-License-Identifier: GPL-3.0-or-later
// The shared count of a scene's animations: it must end however an
// animation ends, or a page waits for ever before a computer moves.
#include "common/animation_tracker.h"

#include <QPropertyAnimation>
#include <QSignalSpy>
#include <QTest>

using club::app::AnimationTracker;

class TestAnimationTracker : public QObject {
    Q_OBJECT

    // Something with a property to animate.
    QObject target_;

    QPropertyAnimation* animation(int ms) {
        auto* a = new QPropertyAnimation(&target_, "objectName");
        a->setDuration(ms);
        a->setStartValue(QStringLiteral("a"));
        a->setEndValue(QStringLiteral("b"));
        return a;
    }

private slots:
    void endsWhenTheLastFinishes() {
        AnimationTracker tracker;
        QSignalSpy ended(&tracker, &AnimationTracker::allEnded);
        auto* a = new QVariantAnimation(&tracker);
        a->setDuration(30);
        a->setStartValue(0);
        a->setEndValue(1);
        auto* b = new QVariantAnimation(&tracker);
        // Long enough to be still under way when a's end is seen, however
        // loaded the machine (80 ms failed once beside a full build).
        b->setDuration(1500);
        b->setStartValue(0);
        b->setEndValue(1);
        tracker.track(a);
        a->start();
        tracker.track(b);
        b->start();
        QVERIFY(tracker.isRunning());
        QTRY_VERIFY(a->state() == QAbstractAnimation::Stopped);
        QVERIFY(tracker.isRunning()); // b still under way
        QCOMPARE(ended.count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 10000);
        QVERIFY(!tracker.isRunning());
    }

    // Qt stops a property animation when another starts on the same
    // property of the same object, without its finished signal.
    void endsWhenQtStopsAnAnimationForAnother() {
        AnimationTracker tracker;
        QSignalSpy ended(&tracker, &AnimationTracker::allEnded);
        QPropertyAnimation* first = animation(400);
        QPropertyAnimation* second = animation(60);
        QSignalSpy firstFinished(first, &QAbstractAnimation::finished);
        tracker.track(first);
        first->start(QAbstractAnimation::DeleteWhenStopped);
        tracker.track(second);
        second->start(QAbstractAnimation::DeleteWhenStopped);
        QTRY_COMPARE(ended.count(), 1);
        QCOMPARE(firstFinished.count(), 0); // the case finished alone misses
        QVERIFY(!tracker.isRunning());
    }

    void endsWhenStoppedOrDeleted() {
        AnimationTracker tracker;
        QSignalSpy ended(&tracker, &AnimationTracker::allEnded);
        QPropertyAnimation* stopped = animation(1000);
        tracker.track(stopped);
        stopped->start();
        stopped->stop();
        QVERIFY(tracker.isRunning()); // the end is taken up on the next turn
        QTRY_COMPARE(ended.count(), 1);
        delete stopped;

        QPropertyAnimation* deleted = animation(1000);
        tracker.track(deleted);
        deleted->start();
        delete deleted;
        QVERIFY(!tracker.isRunning());
        QCOMPARE(ended.count(), 1); // said on the next turn, not from a destructor
        QTRY_COMPARE(ended.count(), 2);
        QTest::qWait(20);
        QCOMPARE(ended.count(), 2); // announced once
    }

    // Stopped and started again at once: still under way.
    void restartedIsStillRunning() {
        AnimationTracker tracker;
        QPropertyAnimation* a = animation(200);
        tracker.track(a);
        a->start();
        a->stop();
        a->start();
        QTest::qWait(20);
        QVERIFY(tracker.isRunning());
        a->stop();
        QTRY_VERIFY(!tracker.isRunning());
        delete a;
    }

    // An owner destroyed with its animations: no word from the tracker
    // going with it.
    void silentWhenItsOwnerGoes() {
        auto* owner = new QObject;
        auto* a = new QVariantAnimation(owner); // goes first, the tracker after it
        a->setDuration(1000);
        a->setStartValue(0);
        a->setEndValue(1);
        auto* tracker = new AnimationTracker(owner);
        int ended = 0;
        connect(tracker, &AnimationTracker::allEnded, this, [&ended] { ++ended; });
        tracker->track(a);
        a->start();
        delete owner;
        QTest::qWait(20);
        QCOMPARE(ended, 0);
    }

    void takeAllForgetsQuietly() {
        AnimationTracker tracker;
        QSignalSpy ended(&tracker, &AnimationTracker::allEnded);
        QPropertyAnimation* a = animation(1000);
        tracker.track(a);
        a->start();
        const QList<QAbstractAnimation*> taken = tracker.takeAll();
        QCOMPARE(taken.size(), 1);
        QVERIFY(!tracker.isRunning());
        a->stop();
        delete a;
        QTest::qWait(20);
        QCOMPARE(ended.count(), 0);
    }
};

QTEST_MAIN(TestAnimationTracker)
#include "tst_animation_tracker.moc"
