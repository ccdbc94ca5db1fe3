// SPDX-License-Identifier: GPL-3.0-or-later
#include "application_event_watcher.h"

namespace club::app {

ApplicationEventWatcher::ApplicationEventWatcher(QObject* app) : QObject(app) {
    app->installEventFilter(this);
}

bool ApplicationEventWatcher::eventFilter(QObject* watched, QEvent* event) {
    hear(watched, event);
    return false; // the event goes on as if no one listened
}

} // namespace club::app
