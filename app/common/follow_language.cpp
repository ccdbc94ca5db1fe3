// SPDX-License-Identifier: GPL-3.0-or-later
#include "follow_language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>
#include <QTimer>

namespace club::app {

/// One filter on the application for everyone who follows the language:
/// Qt sends QEvent::LanguageChange to the application at once for each
/// translator installed or removed; the followers hear of it once, when
/// the events of the switch are done.
class LanguageWatcher : public QObject {
    Q_OBJECT
public:
    static LanguageWatcher* instance() {
        static QPointer<LanguageWatcher> watcher;
        if (!watcher) {
            watcher = new LanguageWatcher(QCoreApplication::instance());
            QCoreApplication::instance()->installEventFilter(watcher);
        }
        return watcher;
    }

signals:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() &&
            !pending_) {
            pending_ = true;
            QTimer::singleShot(0, this, [this] {
                pending_ = false;
                emit changed();
            });
        }
        return false;
    }

private:
    using QObject::QObject;
    bool pending_ = false;
};

void followLanguage(QObject* owner, std::function<void()> retranslate) {
    retranslate();
    QObject::connect(LanguageWatcher::instance(), &LanguageWatcher::changed, owner,
                     std::move(retranslate));
}

} // namespace club::app

#include "follow_language.moc"
