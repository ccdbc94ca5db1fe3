// SPDX-License-Identifier: GPL-3.0-or-later
// The Phones dialog by eye (issue 26): eight people on phones over the
// suites' stand-in server on 127.0.0.1, some joined, one away. Arguments:
// "--seats N" (how many), "--addresses" (offer a second address, as on a
// laptop with a VPN), "--no-network" (as on a laptop on no network).
#include "common/screen_scale.h"
#include "fake_phone_server.h"
#include "fake_phone_table.h"
#include "fonts.h"
#include "phones/phone_hosting.h"
#include "phones/phones_dialog.h"

#include <QApplication>
#include <QTimer>

using namespace club::app;

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    loadEmbeddedFonts();
    scaleTextToScreen();
    const QStringList args = app.arguments();
    int count = 8;
    if (const qsizetype at = args.indexOf(QStringLiteral("--seats"));
        at > 0 && at + 1 < args.size())
        count = args[at + 1].toInt();
    const QStringList names = {
        QStringLiteral("Ann"), QStringLiteral("Bartholomew"),
        QStringLiteral("Cat"), QStringLiteral("Dan"),
        QStringLiteral("Eve"), QStringLiteral("Fitzwilliam Montgomery-Smythe"),
        QStringLiteral("Gus"), QStringLiteral("Hetty")};
    QList<club::test::FakePhoneTable::FakeSeat> seats;
    for (int i = 0; i < count; ++i)
        seats.append({names[i % names.size()], true});
    QWidget page;
    page.resize(1000, 700);
    page.show();
    auto* table = new club::test::FakePhoneTable(seats, &page);
    PhoneHosting::setListenOverride(QHostAddress(QHostAddress::LocalHost), 0);
    auto* hosting = new PhoneHosting(table, &page);
    club::test::setFakeSeatState(hosting->server(), 0, PhoneServer::SeatState::Connected);
    if (count > 2) club::test::setFakeSeatState(hosting->server(), 2, PhoneServer::SeatState::Away);
    hosting->showDialog();
    auto* dialog = page.findChild<PhonesDialog*>();
    if (args.contains(QStringLiteral("--addresses")) ||
        args.contains(QStringLiteral("--no-network"))) {
        PhoneListening listening;
        if (args.contains(QStringLiteral("--addresses"))) {
            listening.addresses = {{QHostAddress(QStringLiteral("127.0.0.1")),
                                    QStringLiteral("wlp2s0"), LocalAddress::Kind::Wifi, true},
                                   {QHostAddress(QStringLiteral("203.0.113.2")),
                                    QStringLiteral("tun0"), LocalAddress::Kind::Virtual, false}};
            listening.address = hosting->server()->address();
            listening.askedPort = 8650;
            listening.port = hosting->server()->port();
        } else {
            dialog->setServer(nullptr);
        }
        dialog->setListening(listening);
    }
    return app.exec();
}
