// SPDX-License-Identifier: GPL-3.0-or-later
// TEMPORARY STAND-IN, for the cribbage branch only (issue 26, worker 5): a
// PhoneHosting that hosts nothing, so the cribbage page builds and its
// tests run before the real phone_hosting.cpp and the server (workers 3
// and 1) are merged. The coordinator deletes this file, and its lines in
// app/crib/CMakeLists.txt, on merge.
#include "phone_hosting.h"

#include <QAction>
#include <QWidget>

namespace club::app {

PhoneHosting::PhoneHosting(PhoneTable* table, QWidget* page) : QObject(page) {
    Q_UNUSED(table);
    auto* action = new QAction(QStringLiteral("Phones\u2026"), this);
    action->setObjectName(QStringLiteral("phonesAction"));
    connect(action, &QAction::triggered, this, &PhoneHosting::showDialog);
}

PhoneHosting::~PhoneHosting() = default;

QAction* PhoneHosting::phonesAction() const {
    return findChild<QAction*>(QStringLiteral("phonesAction"));
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
    Q_UNUSED(address);
    Q_UNUSED(port);
}

void PhoneHosting::setPrintLinks(bool print) {
    Q_UNUSED(print);
}

} // namespace club::app
