// SPDX-License-Identifier: GPL-3.0-or-later
// One game's table as the phone server sees it (issue 26): what a seat may
// see and the playing of a seat's choice, both from the game's engine
// (<game>/seat_view_json.h), and when the table changed. Each game with
// phones gives one of these beside its page; the server names no game, so
// adding phones to another game means writing its PhoneTable and its part
// of the page, nothing in this folder.
#pragma once

#include "core/message.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

namespace club::app {

class PhoneTable : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// The game's id (the save files' "game" field): the page loads this
    /// game's part of the page by it.
    virtual QString gameId() const = 0;
    /// Seats at the table now (0 when there is no game).
    virtual int seatCount() const = 0;
    virtual QString seatName(int seat) const = 0;
    /// Whether the seat is played on a phone (a person seat set to "phone").
    virtual bool isPhoneSeat(int seat) const = 0;
    /// Everything `seat` may see now, with its choices: the engine's
    /// seatViewJson (PHONE-PROTOCOL.md "To a phone").
    virtual QJsonObject seatView(int seat) const = 0;
    /// The phone seat the table waits for now (its turn, the table open to
    /// it), or -1: the laptop shows its code there if its phone has not
    /// joined.
    virtual int seatAwaited() const { return -1; }
    /// Plays choice `choiceId` of the seat's view through the engine
    /// (applySeatChoice): an empty message, or why it is refused (nothing
    /// changed).
    virtual Message play(int seat, const QString& choiceId) = 0;
    /// Works the hint out for `seat` (off the GUI thread, as on the
    /// screen) and answers with hintReady(); a hint to a turn gone by is
    /// dropped, not answered.
    virtual void requestHint(int seat) = 0;

signals:
    /// Anything a seat may see changed (a move, undo, a new game, a name):
    /// every phone is sent its view again.
    void changed();
    /// Which seats are phone seats (or how many there are) changed, e.g. a
    /// new rubber or a seat moved back to the screen: links may change.
    void seatsChanged();
    /// The hint for `seat`: the id of the choice in its view, and why, in
    /// the program's language.
    void hintReady(int seat, const QString& choiceId, const QString& reason);
};

} // namespace club::app
