// SPDX-License-Identifier: GPL-3.0-or-later
// One event filter on the application, shared by everyone who follows some
// change of the whole program (its language, its font): a watcher hears
// the application's events and says changed() when its change happened.
// Each kind of watcher exists once, made at its first follower.
#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QPointer>

#include <functional>

class QEvent;

namespace club::app {

class ApplicationEventWatcher : public QObject {
    Q_OBJECT
public:
    /// The one watcher of kind `W`, owned by the application and filtering
    /// its events; made at the first call.
    template <class W> static W* instance() {
        static QPointer<W> watcher;
        if (!watcher) watcher = new W(QCoreApplication::instance());
        return watcher;
    }

    /// Runs `follower` now, and after every changed() of the watcher `W`
    /// for as long as `owner` lives.
    template <class W> static void follow(QObject* owner, std::function<void()> follower) {
        follower();
        connect(instance<W>(), &ApplicationEventWatcher::changed, owner, std::move(follower));
    }

signals:
    void changed();

protected:
    /// Installs the watcher on the application `app`, its parent.
    explicit ApplicationEventWatcher(QObject* app);
    /// An event sent to `watched` (the application, or any object of it):
    /// says changed() if it is the watcher's change.
    virtual void hear(QObject* watched, QEvent* event) = 0;

private:
    bool eventFilter(QObject* watched, QEvent* event) final;
};

} // namespace club::app
