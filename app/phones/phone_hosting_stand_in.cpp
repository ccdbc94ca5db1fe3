// SPDX-License-Identifier: GPL-3.0-or-later
// TEMPORARY (issue 26, worker 4's branch only): a PhoneHosting that hosts
// nothing, so that a game's page builds and its tests run before the real
// phone_hosting.cpp (worker 3) and phone_server.cpp (worker 1) are merged.
// DELETE THIS FILE ON MERGE, and its lines in the game's CMakeLists.txt.
#include "phone_hosting.h"

#include <QAction>
#include <QWidget>

namespace club::app {

namespace {
QHostAddress listenAddress;
quint16 listenPort = 0;
bool printLinks = false;
} // namespace

PhoneHosting::PhoneHosting(PhoneTable* table, QWidget* page) : QObject(page) {
    Q_UNUSED(table);
}

PhoneHosting::~PhoneHosting() = default;

QAction* PhoneHosting::phonesAction() const {
    auto* self = const_cast<PhoneHosting*>(this);
    auto* action = findChild<QAction*>();
    if (!action) {
        action = new QAction(QStringLiteral("Phones\u2026"), self);
        connect(action, &QAction::triggered, self, &PhoneHosting::showDialog);
    }
    return action;
}

void PhoneHosting::showDialog() {}

PhoneServer* PhoneHosting::server() const {
    return nullptr;
}

PhoneServer::SeatState PhoneHosting::seatState(int seat) const {
    Q_UNUSED(seat);
    return PhoneServer::SeatState::NotPhone;
}

void PhoneHosting::setListenOverride(const QHostAddress& address, quint16 port) {
    listenAddress = address;
    listenPort = port;
}

void PhoneHosting::setPrintLinks(bool print) {
    printLinks = print;
}

} // namespace club::app
