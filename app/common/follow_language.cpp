// SPDX-License-Identifier: GPL-3.0-or-later
#include "follow_language.h"

#include "application_event_watcher.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>

namespace club::app {

/// The language's follower: Qt sends QEvent::LanguageChange to the
/// application at once for each translator installed or removed; the
/// followers hear of it once, when the events of the switch are done.
class LanguageWatcher : public ApplicationEventWatcher {
public:
    explicit LanguageWatcher(QObject* app) : ApplicationEventWatcher(app) {}

private:
    void hear(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() &&
            !pending_) {
            pending_ = true;
            QTimer::singleShot(0, this, [this] {
                pending_ = false;
                emit changed();
            });
        }
    }

    bool pending_ = false;
};

void followLanguage(QObject* owner, std::function<void()> retranslate) {
    ApplicationEventWatcher::follow<LanguageWatcher>(owner, std::move(retranslate));
}

} // namespace club::app
