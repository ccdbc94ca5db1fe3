// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_server.h"

#include "core/phone_message.h"
#include "engine_message.h"
#include "phone_door.h"
#include "phone_table.h"
#include "recent_actions.h"
#include "refused_addresses.h"
#include "seat_secrets.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>
#include <QWebSocket>

namespace club::app {

namespace {

/// How long a phone told to go (moved, revoked) has to answer the closing
/// handshake before its connection is cut.
constexpr int CloseGraceMs = 2000;
/// The ports tried after a busy one before any free port is taken.
constexpr int PortsTried = 20;

QJsonObject typed(const char* type) {
    return {{QStringLiteral("type"), QString::fromLatin1(type)}};
}

/// One seat's phone: its link's secret, the connection holding it now, and
/// the actions it applied.
struct PhoneLink {
    QByteArray secret; ///< empty: not a phone seat
    QString name;      ///< when the secret was made (to tell a seat moved to the screen)
    QPointer<QWebSocket> socket;
    bool held = false; ///< a phone held it since the link was made (Away, not NotJoined)
    RecentActions actions;
};

} // namespace

struct PhoneServer::Private {
    PhoneServer* q;
    Limits limits;
    QPointer<PhoneTable> table;
    QList<PhoneLink> seats;
    /// Every open WebSocket and the seat it holds (-1: none yet).
    QHash<QWebSocket*, int> seatOf;
    RefusedAddresses refused;
    QElapsedTimer clock;
    quint16 askedPort = 0;
    bool playing = false;      ///< inside table->play(): views wait for the ack
    bool viewsPending = false; ///< the table changed while playing
    PhoneDoor door;            // last: its sockets go before the state above

    explicit Private(PhoneServer* server) : q(server) { clock.start(); }

    qint64 now() const { return clock.elapsed(); }

    void applyLimits() {
        door.setHeadMs(limits.headMs);
        door.setMaxConnections(limits.connections);
        refused.setLimits({limits.badJoins, limits.badJoinWindowMs, limits.refuseMs});
    }

    static void send(QWebSocket* socket, const QJsonObject& message) {
        if (socket)
            socket->sendTextMessage(
                QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    static void sendError(QWebSocket* socket, const QString& text, const QString& actionId = {}) {
        QJsonObject error = typed("error");
        error.insert(QStringLiteral("message"), text);
        if (!actionId.isEmpty()) error.insert(QStringLiteral("actionId"), actionId);
        send(socket, error);
    }
    void sendView(QWebSocket* socket, int seat) const {
        if (!table) return;
        QJsonObject view = typed("view");
        view.insert(QStringLiteral("view"), table->seatView(seat));
        send(socket, view);
    }
    void sendViews() {
        for (auto it = seatOf.cbegin(); it != seatOf.cend(); ++it)
            if (it.value() >= 0) sendView(it.key(), it.value());
    }

    /// Tells `socket` (`type`: moved or revoked, with `why` a link stopped
    /// working, for the phone to say) and closes it; it holds no seat from
    /// now on.
    void dismiss(QWebSocket* socket, const char* type, const char* why = nullptr) {
        if (!socket || !seatOf.contains(socket)) return;
        seatOf[socket] = -1;
        QJsonObject message = typed(type);
        if (why) message.insert(QStringLiteral("why"), QString::fromLatin1(why));
        send(socket, message);
        socket->close(QWebSocketProtocol::CloseCodeNormal);
        QTimer::singleShot(CloseGraceMs, socket, [socket] { socket->abort(); });
    }

    void opened(QWebSocket* socket) {
        socket->setParent(q);
        seatOf.insert(socket, -1);
        // A connection that does not join in time is closed, so idle ones
        // cannot hold the connection cap.
        QTimer::singleShot(limits.headMs, socket, [this, socket] {
            if (seatOf.value(socket, -1) < 0) socket->abort();
        });
        // One that then falls silent (a phone asleep, or gone from the
        // network with its socket looking open) is closed: its seat shows
        // away, not connected for good.
        auto* silence = new QTimer(socket);
        silence->setObjectName(QStringLiteral("silence"));
        silence->setSingleShot(true);
        connect(silence, &QTimer::timeout, socket, [socket] { socket->abort(); });
        silence->start(limits.silentMs);
        connect(socket, &QWebSocket::textMessageReceived, q,
                [this, socket, silence](const QString& text) {
                    silence->start(limits.silentMs);
                    received(socket, text);
                });
        connect(socket, &QWebSocket::binaryMessageReceived, q, [socket] {
            sendError(socket, PhoneServer::tr("The table reads text messages only."));
        });
        connect(socket, &QWebSocket::disconnected, q, [this, socket] {
            gone(socket);
            socket->deleteLater();
        });
        connect(socket, &QObject::destroyed, q, [this, socket] { gone(socket); });
    }

    /// `socket` closed (or went): its seat, if it held one, is away.
    void gone(QWebSocket* socket) {
        if (!seatOf.contains(socket)) return;
        const int seat = seatOf.take(socket);
        if (seat >= 0 && seat < seats.size()) {
            seats[seat].socket = nullptr;
            emit q->seatStateChanged(seat);
        }
    }

    void received(QWebSocket* socket, const QString& text) {
        const PhoneMessage m = parsePhoneMessage(text.toUtf8());
        switch (m.kind) {
        case PhoneMessage::Kind::Invalid:
            sendError(socket, wordMessage(m.error));
            return;
        case PhoneMessage::Kind::Ping:
            send(socket, typed("pong"));
            return;
        case PhoneMessage::Kind::Join:
            join(socket, m.seat, m.secret.toLatin1());
            return;
        case PhoneMessage::Kind::Act:
            act(socket, m.actionId, m.choice);
            return;
        case PhoneMessage::Kind::Hint:
            hint(socket);
            return;
        }
    }

    void join(QWebSocket* socket, int seat, const QByteArray& secret) {
        const QHostAddress from = socket->peerAddress();
        const bool good = !refused.isRefused(from, now()) && seat < seats.size() &&
                          sameSecret(seats[seat].secret, secret);
        if (!good) {
            if (refused.noteBadJoin(from, now()))
                emit q->problem(
                    PhoneServer::tr("A device at %1 tried too many wrong phone links: it is "
                                    "refused for a few minutes.")
                        .arg(from.toString()));
            if (seat >= seats.size()) {
                sendError(socket, PhoneServer::tr("There is no such seat at this table."));
                seatOf[socket] = -1;
                socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
                QTimer::singleShot(CloseGraceMs, socket, [socket] { socket->abort(); });
            } else {
                dismiss(socket, "revoked");
            }
            return;
        }
        const int before = seatOf.value(socket, -1);
        if (before >= 0 && before != seat) {
            seats[before].socket = nullptr;
            emit q->seatStateChanged(before);
        }
        PhoneLink& s = seats[seat];
        if (s.socket && s.socket != socket) dismiss(s.socket, "moved");
        s.socket = socket;
        s.held = true;
        seatOf[socket] = seat;
        sendView(socket, seat);
        emit q->seatStateChanged(seat);
    }

    void act(QWebSocket* socket, const QString& actionId, const QString& choice) {
        const int seat = seatOf.value(socket, -1);
        if (seat < 0 || !table) {
            sendError(socket, PhoneServer::tr("Join the table first."), actionId);
            return;
        }
        QJsonObject ack = typed("ack");
        ack.insert(QStringLiteral("actionId"), actionId);
        if (seats[seat].actions.contains(actionId)) {
            send(socket, ack);
            return;
        }
        playing = true;
        const Message refusal = table->play(seat, choice);
        playing = false;
        if (refusal.isEmpty()) {
            if (seat < seats.size()) seats[seat].actions.add(actionId);
            send(socket, ack);
        } else {
            sendError(socket, wordMessage(refusal), actionId);
        }
        if (viewsPending) {
            viewsPending = false;
            sendViews();
        }
    }

    void hint(QWebSocket* socket) {
        const int seat = seatOf.value(socket, -1);
        if (seat < 0 || !table) {
            sendError(socket, PhoneServer::tr("Join the table first."));
            return;
        }
        table->requestHint(seat);
    }

    void hintReady(int seat, const QString& choiceId, const QString& reason) {
        if (seat < 0 || seat >= seats.size()) return;
        QJsonObject hint = typed("hint");
        hint.insert(QStringLiteral("choice"), choiceId);
        hint.insert(QStringLiteral("reason"), reason);
        send(seats[seat].socket, hint);
    }

    void tableChanged() {
        if (playing)
            viewsPending = true;
        else
            sendViews();
    }

    /// Whether the table's seats changed only by phone seats leaving the
    /// phones (moved to the screen): the others keep their links then.
    bool onlyPhonesLeft() const {
        if (!table || table->seatCount() != seats.size()) return false;
        bool anyLeft = false;
        for (int seat = 0; seat < seats.size(); ++seat) {
            const bool wasPhone = !seats[seat].secret.isEmpty();
            const bool isPhone = table->isPhoneSeat(seat);
            if (isPhone && (!wasPhone || seats[seat].name != table->seatName(seat))) return false;
            anyLeft = anyLeft || (wasPhone && !isPhone);
        }
        return anyLeft;
    }

    /// New links for the table's phone seats (all of them for a new game);
    /// the phones on links that stop working are told so.
    void renewSeats(bool keepStaying) {
        const int count = table ? table->seatCount() : 0;
        const int before = seats.size();
        const QList<PhoneLink> old = seats;
        seats = QList<PhoneLink>(count);
        for (int seat = 0; seat < std::max(count, before); ++seat) {
            const bool phone = seat < count && table->isPhoneSeat(seat);
            const bool keep = keepStaying && phone && seat < before;
            if (keep) {
                seats[seat] = old[seat];
                continue;
            }
            if (seat < before && old[seat].socket)
                dismiss(old[seat].socket, "revoked",
                        phone || seat >= count ? "new-game" : "to-screen");
            if (phone) {
                seats[seat].secret = newSeatSecret();
                seats[seat].name = table->seatName(seat);
            }
            emit q->seatStateChanged(seat);
        }
    }

    void seatsChanged() { renewSeats(onlyPhonesLeft()); }
};

PhoneServer::PhoneServer(QObject* parent) : QObject(parent), d_(std::make_unique<Private>(this)) {
    d_->applyLimits();
    d_->door.setRefused(
        [this](const QHostAddress& address) { return d_->refused.isRefused(address, d_->now()); });
    connect(&d_->door, &PhoneDoor::webSocketOpened, this,
            [this](QWebSocket* socket) { d_->opened(socket); });
}

PhoneServer::~PhoneServer() {
    d_->door.disconnect(this);
    if (d_->table) d_->table->disconnect(this);
    for (QWebSocket* socket : d_->seatOf.keys())
        socket->disconnect(this);
    d_->seatOf.clear();
}

void PhoneServer::setLimits(const Limits& limits) {
    d_->limits = limits;
    d_->applyLimits();
}

PhoneServer::Limits PhoneServer::limits() const {
    return d_->limits;
}

Message PhoneServer::listen(const QHostAddress& address, quint16 port) {
    close();
    d_->askedPort = port;
    bool listening = false;
    for (int p = port; port != 0 && !listening && p <= std::min(port + PortsTried, 65535); ++p)
        listening = d_->door.listen(address, quint16(p));
    if (!listening) listening = d_->door.listen(address, 0);
    if (!listening)
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "The phones cannot be served on %1: %2"),
            {address.toString(), d_->door.errorString()});
    for (int seat = 0; seat < d_->seats.size(); ++seat)
        emit seatStateChanged(seat); // the links name the port
    return {};
}

void PhoneServer::close() {
    const bool wasListening = isListening();
    for (QWebSocket* socket : d_->seatOf.keys())
        socket->disconnect(this);
    d_->seatOf.clear();
    d_->door.close(); // deletes the WebSockets
    if (wasListening)
        for (int seat = 0; seat < d_->seats.size(); ++seat)
            emit seatStateChanged(seat); // away, or the link is gone
}

bool PhoneServer::isListening() const {
    return d_->door.isListening();
}

QHostAddress PhoneServer::address() const {
    return d_->door.address();
}

quint16 PhoneServer::port() const {
    return d_->door.port();
}

bool PhoneServer::portFellBack() const {
    return isListening() && port() != d_->askedPort && d_->askedPort != 0;
}

void PhoneServer::setTable(PhoneTable* table) {
    if (d_->table) d_->table->disconnect(this);
    d_->table = table;
    if (table) {
        connect(table, &PhoneTable::changed, this, [this] { d_->tableChanged(); });
        connect(table, &PhoneTable::seatsChanged, this, [this] { d_->seatsChanged(); });
        connect(table, &PhoneTable::hintReady, this,
                [this](int seat, const QString& choiceId, const QString& reason) {
                    d_->hintReady(seat, choiceId, reason);
                });
        connect(table, &QObject::destroyed, this, [this] {
            d_->table = nullptr; // what is left of it cannot be asked anything
            d_->renewSeats(false);
        });
    }
    d_->renewSeats(false);
}

PhoneTable* PhoneServer::table() const {
    return d_->table;
}

QUrl PhoneServer::seatUrl(int seat) const {
    if (seat < 0 || seat >= d_->seats.size() || d_->seats[seat].secret.isEmpty() || !isListening())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(address().toString());
    url.setPort(port());
    url.setPath(QStringLiteral("/"));
    url.setFragment(
        QStringLiteral("s=%1&k=%2").arg(seat).arg(QString::fromLatin1(d_->seats[seat].secret)));
    return url;
}

PhoneServer::SeatState PhoneServer::seatState(int seat) const {
    if (seat < 0 || seat >= d_->seats.size() || d_->seats[seat].secret.isEmpty())
        return SeatState::NotPhone;
    const PhoneLink& s = d_->seats[seat];
    if (s.socket && d_->seatOf.value(s.socket, -1) == seat) return SeatState::Connected;
    return s.held ? SeatState::Away : SeatState::NotJoined;
}

void PhoneServer::forgetPhone(int seat) {
    if (seatState(seat) == SeatState::NotPhone) return;
    PhoneLink& s = d_->seats[seat];
    d_->dismiss(s.socket, "revoked", "new-link");
    PhoneLink fresh;
    fresh.secret = newSeatSecret();
    fresh.name = s.name;
    s = fresh;
    emit seatStateChanged(seat);
}

} // namespace club::app
