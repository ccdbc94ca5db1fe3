// SPDX-License-Identifier: GPL-3.0-or-later
#include "read_only_guard.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QEvent>

namespace club::app {

namespace {
/// What a person does to a widget; everything else (paint, hover, tooltips) goes on.
bool isInput(QEvent::Type type) {
    switch (type) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::Shortcut:
    case QEvent::ShortcutOverride:
    case QEvent::Wheel:
    case QEvent::ContextMenu:
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd:
    case QEvent::TabletPress:
    case QEvent::TabletRelease:
    case QEvent::Drop:
    case QEvent::InputMethod:
        return true;
    default:
        return false;
    }
}

const char* const ReadableProperty = "clubReadableInReplay";

bool isReadable(const QObject* object) {
    return object->property(ReadableProperty).toBool();
}
} // namespace

void ReadOnlyGuard::letRead(QWidget* control) {
    control->setProperty(ReadableProperty, true);
}

ReadOnlyGuard::ReadOnlyGuard(QWidget* widget, QObject* parent) : QObject(parent), widget_(widget) {
    // On the application: it sees every event before the widget's own
    // filters, a scene's items and an action's shortcut included.
    QCoreApplication::instance()->installEventFilter(this);
    // Its buttons look as they are: of no use here.
    for (QAbstractButton* button : widget->findChildren<QAbstractButton*>())
        if (isGuarded(button)) button->setEnabled(false);
}

ReadOnlyGuard::~ReadOnlyGuard() {
    if (QCoreApplication::instance()) QCoreApplication::instance()->removeEventFilter(this);
}

bool ReadOnlyGuard::isGuarded(QObject* object) const {
    if (!widget_ || !object) return false;
    if (auto* action = qobject_cast<QAction*>(object)) object = action->parent();
    for (; object; object = object->parent()) {
        if (object == widget_) return true;
        if (isReadable(object)) return false;
        // A window of its own (a score sheet) was opened by a readable control.
        if (auto* w = qobject_cast<QWidget*>(object); w && w->isWindow()) return false;
    }
    return false;
}

bool ReadOnlyGuard::stops(QObject* target, const QEvent* event) const {
    return isInput(event->type()) && isGuarded(target);
}

bool ReadOnlyGuard::eventFilter(QObject* watched, QEvent* event) {
    if (stops(watched, event)) return true;
    // A page enables its buttons again as its game changes: not here.
    if (event->type() == QEvent::EnabledChange || event->type() == QEvent::Show)
        if (auto* button = qobject_cast<QAbstractButton*>(watched);
            button && button->isEnabled() && isGuarded(button))
            button->setEnabled(false);
    return QObject::eventFilter(watched, event);
}

} // namespace club::app
