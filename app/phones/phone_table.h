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
#include <QList>
#include <QObject>
#include <QString>

namespace club::app {

/// A seat at the table as the phones see it.
struct PhoneSeat {
    QString name;       ///< as the table shows it
    bool phone = false; ///< played on a phone (a person seat set to "phone")
};

class PhoneTable : public QObject {
    Q_OBJECT
public:
    /// `gameId`: the game's id (the save files' "game" field); the phone
    /// page loads this game's part of the page by it.
    explicit PhoneTable(QString gameId, QObject* parent = nullptr);

    QString gameId() const { return gameId_; }
    /// The seats at the table now, in order (none when there is no game).
    virtual QList<PhoneSeat> tableSeats() const = 0;
    int seatCount() const;
    QString seatName(int seat) const;
    bool isPhoneSeat(int seat) const;
    /// Everything `seat` may see now, with its choices: the engine's
    /// seatViewJson (PHONE-PROTOCOL.md "To a phone"), with whether a hint
    /// is offered and the language the table speaks; empty for no seat.
    QJsonObject seatView(int seat) const;
    /// Whether requestHint() answers for `seat` now: its turn, the table
    /// open to it, and a choice the game's hint is for.
    virtual bool offersHint(int seat) const = 0;
    /// The phone seat the table waits for now (its turn, the table open to
    /// it), or -1: the laptop shows its code there if its phone has not
    /// joined.
    virtual int seatAwaited() const { return -1; }
    /// Plays choice `choiceId` of the seat's view through the engine
    /// (applySeatChoice): an empty message, or why it is refused (nothing
    /// changed). A seat not played on a phone is refused here.
    Message play(int seat, const QString& choiceId);
    /// Works the hint out for `seat` (off the GUI thread, as on the
    /// screen) and answers with hintReady(); a hint to a turn gone by, or
    /// where none is offered, is not answered.
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

protected:
    /// seatView() and play() for a seat at the table (play(): on a phone).
    virtual QJsonObject viewOf(int seat) const = 0;
    virtual Message playChoice(int seat, const QString& choiceId) = 0;
    /// A view made to wait for the screen, which shows everyone something
    /// first (the cut for the deal): no hand, no choice, and it says so.
    static void waitForTheScreen(QJsonObject& view);

private:
    QString gameId_;
};

} // namespace club::app
