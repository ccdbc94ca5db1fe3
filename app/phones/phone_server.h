// SPDX-License-Identifier: GPL-3.0-or-later
// The phones' server (issue 26): one port on the local network serving the
// phone page from the program's resources and, on the same port, the
// WebSocket that carries each seat's view and choices (PHONE-PROTOCOL.md).
// It owns the secrets (one per phone seat, 128 bits, good for this game
// only), which connection holds which seat (the newest wins), the repeated
// actions, and the limits a hostile network calls for. What a seat may see
// and whether a choice is legal are the PhoneTable's, from the engine.
#pragma once

#include "core/message.h"

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

namespace club::app {

class PhoneTable;

class PhoneServer : public QObject {
    Q_OBJECT
public:
    enum class SeatState {
        NotPhone,  ///< the seat is not played on a phone
        NotJoined, ///< a link is ready; no phone has opened it yet
        Connected, ///< a phone holds the seat now
        Away,      ///< a phone held it and its connection dropped
    };
    Q_ENUM(SeatState)

    /// The limits a hostile network calls for (tests shorten the times).
    struct Limits {
        int headMs = 10'000;  ///< to send a request's head, finish the handshake, then join
        int connections = 64; ///< open at once, past which new ones are closed at once
        int badJoins = 10;    ///< wrong secrets from one address within badJoinWindowMs...
        int badJoinWindowMs = 60'000;
        int refuseMs = 5 * 60'000; ///< ...and its connections are refused this long
        /// A connection that says nothing this long is closed (its seat away):
        /// the page pings every 25 s, a background tab at least once a minute.
        int silentMs = 150'000;
    };

    explicit PhoneServer(QObject* parent = nullptr);
    ~PhoneServer() override;

    void setLimits(const Limits& limits);
    Limits limits() const;

    /// Starts serving on `address` (e.g. the laptop's LAN address, or
    /// 127.0.0.1 for the loopback only), at `port` or, when it is busy, the
    /// next free one (0: any). @returns an empty message, or why it could
    /// not listen anywhere.
    Message listen(const QHostAddress& address, quint16 port);
    void close();
    bool isListening() const;
    QHostAddress address() const;
    quint16 port() const;
    /// The port asked for was busy and another was taken.
    bool portFellBack() const;

    /// The table whose seats the phones hold (nullptr: none). The server
    /// follows its changed()/seatsChanged() signals; setting a table (or a
    /// new game on it, seatsChanged) makes new secrets for its phone seats.
    void setTable(PhoneTable* table);
    PhoneTable* table() const;

    /// The link a phone opens to hold `seat` (empty for a seat not on a
    /// phone, or when not listening): http://ADDRESS:PORT/#s=SEAT&k=SECRET
    QUrl seatUrl(int seat) const;
    SeatState seatState(int seat) const;
    /// Forgets the phone on `seat`: its connection is closed, its link
    /// stops working and a new one is made.
    void forgetPhone(int seat);

signals:
    /// A seat's state or link changed (the Phones dialog and the side panel
    /// follow this).
    void seatStateChanged(int seat);
    /// Something went wrong that the host should know (a listen failure
    /// later, an address refused for repeated bad secrets): plain words.
    void problem(const QString& text);

private:
    struct Private;
    std::unique_ptr<Private> d_;
};

} // namespace club::app
