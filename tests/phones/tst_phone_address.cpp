// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26: the laptop's addresses a phone can reach, the one on the
// default route first; never the loopback.
#include "phones/phone_address.h"

#include <QFile>
#include <QTest>

using club::app::defaultRouteInterface;
using club::app::localAddresses;
using club::app::preferredLocalAddress;

namespace {

// Linux's /proc/net/route as a laptop on Wi-Fi with a VPN and Docker has it.
const QByteArray routes =
    "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
    "tun0\t00000000\t0100080A\t0003\t0\t0\t50\t00000000\t0\t0\t0\n"
    "wlp2s0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0\n"
    "docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0\n"
    "wlp2s0\t0001A8C0\t00000000\t0001\t0\t0\t600\t00FFFFFF\t0\t0\t0\n";

} // namespace

class TstPhoneAddress : public QObject {
    Q_OBJECT
private slots:
    void defaultRouteIsTheLowestMetric() {
        QCOMPARE(defaultRouteInterface(routes), QStringLiteral("tun0"));
        QByteArray withoutVpn = routes;
        withoutVpn.replace("tun0\t00000000", "tun0\t0000080A");
        QCOMPARE(defaultRouteInterface(withoutVpn), QStringLiteral("wlp2s0"));
    }

    void noDefaultRouteNoInterface() {
        QByteArray none = routes;
        none.replace("\t00000000\t0100080A", "\t0000080A\t0100080A");
        none.replace("\t00000000\t0101A8C0", "\t0001A8C0\t0101A8C0");
        QCOMPARE(defaultRouteInterface(none), QString());
        QCOMPARE(defaultRouteInterface(QByteArray()), QString());
        QCOMPARE(defaultRouteInterface("Iface\tDestination\n garbage\n"), QString());
    }

    void aRouteNotUpIsPassedOver() {
        QByteArray down = routes;
        down.replace("0100080A\t0003", "0100080A\t0002"); // tun0's route without RTF_UP
        QCOMPARE(defaultRouteInterface(down), QStringLiteral("wlp2s0"));
    }

    void addressesAreIpv4AndNeverTheLoopback() {
        const auto all = localAddresses();
        for (const auto& local : all) {
            QCOMPARE(local.address.protocol(), QAbstractSocket::IPv4Protocol);
            QVERIFY2(!local.address.isLoopback(), qPrintable(local.address.toString()));
            QVERIFY(!local.interfaceName.isEmpty());
        }
    }

    void preferredIsAmongTheListedAndFirst() {
        const auto all = localAddresses();
        const auto preferred = preferredLocalAddress();
        qInfo() << "this machine:" << preferred.address << preferred.interfaceName << "of"
                << all.size();
        if (all.isEmpty()) {
            QVERIFY(preferred.address.isNull());
            return;
        }
        QCOMPARE(preferred.address, all.first().address);
        // Those on the default route come before the others.
        bool others = false;
        for (const auto& local : all) {
            if (local.onDefaultRoute) QVERIFY(!others);
            others = others || !local.onDefaultRoute;
        }
    }

    void preferredIsOnTheDefaultRouteHere() {
        QFile route(QStringLiteral("/proc/net/route"));
        if (!route.open(QIODevice::ReadOnly)) QSKIP("no /proc/net/route on this system");
        const QString via = defaultRouteInterface(route.readAll());
        const auto all = localAddresses();
        bool hasOne = false;
        for (const auto& local : all)
            hasOne = hasOne || local.interfaceName == via;
        if (via.isEmpty() || !hasOne) QSKIP("no address on the default route's interface here");
        QCOMPARE(preferredLocalAddress().interfaceName, via);
        QVERIFY(preferredLocalAddress().onDefaultRoute);
    }
};

QTEST_GUILESS_MAIN(TstPhoneAddress)
#include "tst_phone_address.moc"
