// SPDX-License-Identifier: GPL-3.0-or-later
// PhoneServer's declared methods, over a plain QTcpServer (see the header).
#include "fake_phone_server.h"

#include "phones/phone_table.h"

#include <QHash>
#include <QTcpServer>

namespace {

/// The seat's state, kept where setFakeSeatState() can reach it.
QByteArray stateKey(int seat) {
    return "fakeSeatState" + QByteArray::number(seat);
}

} // namespace

namespace club::app {

struct PhoneServer::Private {
    QTcpServer tcp;
    bool fellBack = false;
    PhoneTable* table = nullptr;
    QHash<int, QString> secrets;
    int made = 0;

    QString newSecret() { return QStringLiteral("%1").arg(++made, 32, 16, QLatin1Char('0')); }
};

PhoneServer::PhoneServer(QObject* parent) : QObject(parent), d_(std::make_unique<Private>()) {}

PhoneServer::~PhoneServer() = default;

Message PhoneServer::listen(const QHostAddress& address, quint16 port) {
    close();
    if (port == 0) return d_->tcp.listen(address, 0) ? Message() : Message("No port is free.");
    for (int tried = port; tried < port + 20 && tried <= 65535; ++tried)
        if (d_->tcp.listen(address, quint16(tried))) {
            d_->fellBack = tried != port;
            return {};
        }
    return Message("No port is free.");
}

void PhoneServer::close() {
    d_->tcp.close();
    d_->fellBack = false;
}

bool PhoneServer::isListening() const {
    return d_->tcp.isListening();
}

QHostAddress PhoneServer::address() const {
    return d_->tcp.serverAddress();
}

quint16 PhoneServer::port() const {
    return d_->tcp.serverPort();
}

bool PhoneServer::portFellBack() const {
    return d_->fellBack;
}

void PhoneServer::setTable(PhoneTable* table) {
    d_->table = table;
    const auto newSecrets = [this] {
        d_->secrets.clear();
        for (int seat = 0; seat < d_->table->seatCount(); ++seat) {
            const bool phone = d_->table->isPhoneSeat(seat);
            if (phone) d_->secrets.insert(seat, d_->newSecret());
            setProperty(stateKey(seat), int(phone ? SeatState::NotJoined : SeatState::NotPhone));
            emit seatStateChanged(seat);
        }
    };
    connect(table, &PhoneTable::seatsChanged, this, newSecrets);
    newSecrets();
}

PhoneTable* PhoneServer::table() const {
    return d_->table;
}

QUrl PhoneServer::seatUrl(int seat) const {
    if (!isListening() || !d_->secrets.contains(seat)) return {};
    return QUrl(QStringLiteral("http://%1:%2/#s=%3&k=%4")
                    .arg(address().toString())
                    .arg(port())
                    .arg(seat)
                    .arg(d_->secrets.value(seat)));
}

PhoneServer::SeatState PhoneServer::seatState(int seat) const {
    const QVariant state = property(stateKey(seat));
    return state.isValid() ? SeatState(state.toInt()) : SeatState::NotPhone;
}

void PhoneServer::forgetPhone(int seat) {
    if (!d_->secrets.contains(seat)) return;
    d_->secrets.insert(seat, d_->newSecret());
    setProperty(stateKey(seat), int(SeatState::NotJoined));
    emit seatStateChanged(seat);
}

} // namespace club::app

namespace club::test {

void setFakeSeatState(app::PhoneServer* server, int seat, app::PhoneServer::SeatState state) {
    server->setProperty(stateKey(seat), int(state));
    emit server->seatStateChanged(seat);
}

} // namespace club::test
