// SPDX-License-Identifier: GPL-3.0-or-later
// Makes a widget and everything in it look as it is but take no input: no
// click, key, wheel or shortcut of its own reaches it (a replay's board and
// side panel, replay_window.h, where the player only watches), and its
// buttons stay disabled. Painting, hovering and tooltips go on. A control
// marked readable (a score sheet's button) and the windows of its own it
// opens still work: they read the game and change nothing.
#pragma once

#include <QObject>
#include <QPointer>
#include <QWidget>

namespace club::app {

class ReadOnlyGuard : public QObject {
    Q_OBJECT
public:
    /// Guards `widget` for as long as this object lives.
    explicit ReadOnlyGuard(QWidget* widget, QObject* parent = nullptr);
    ~ReadOnlyGuard() override;

    /// `control` reads the game and changes nothing: it works in a replay.
    static void letRead(QWidget* control);

    /// An input event for `target` that the guard stops.
    bool stops(QObject* target, const QEvent* event) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// `object` is the guarded widget, one of its children, or an action of one.
    bool isGuarded(QObject* object) const;

    QPointer<QWidget> widget_;
};

} // namespace club::app
