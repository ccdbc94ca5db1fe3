// SPDX-License-Identifier: GPL-3.0-or-later
// What every game's table has in common, as a concept each table is held
// to at compile time (static_assert beside it): the game is a QObject that
// counts its changes (revision), loads and saves itself with a Message for
// what went wrong, takes back and plays again from its own record, and
// announces a new turn, the end of a game and a redraw from scratch. The
// front end's shared pieces (computer thinking, autosave, Undo and Redo)
// rely on exactly this, whatever the game.
#pragma once

#include "message.h"

#include <QObject>
#include <QString>

#include <concepts>

namespace club {

template <class T>
concept GameTable = std::derived_from<T, QObject> &&
    requires(T& table, const T& shown, const QString& path) {
    { table.tryLoad(path) } -> std::same_as<Message>;
    { shown.trySave(path) } -> std::same_as<Message>;
    { shown.revision() } -> std::same_as<quint64>;
    { shown.canUndo() } -> std::convertible_to<bool>;
    { table.undo() } -> std::convertible_to<bool>;
    { shown.canRedo() } -> std::convertible_to<bool>;
    { table.redo() } -> std::convertible_to<bool>;
    &T::turnChanged;   // a new turn: who chooses next
    &T::gameOver;      // the game has ended
    &T::positionReset; // load, undo, redo: redraw everything
};

} // namespace club
