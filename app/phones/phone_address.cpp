// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_address.h"

#include <QFile>
#include <QNetworkInterface>

#include <algorithm>
#include <limits>

namespace club::app {

QString defaultRouteInterface(const QByteArray& procNetRoute) {
    // Columns: Iface Destination Gateway Flags RefCnt Use Metric Mask ...
    // The default route goes to 00000000 with the mask 00000000.
    QString best;
    qlonglong bestMetric = std::numeric_limits<qlonglong>::max();
    const QList<QByteArray> lines = procNetRoute.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> columns = lines[i].simplified().split(' ');
        if (columns.size() < 8) continue;
        bool flagsRead = false;
        const int flags = columns[3].toInt(&flagsRead, 16);
        const bool up = flagsRead && (flags & 0x1);
        if (!up || columns[1] != "00000000" || columns[7] != "00000000") continue;
        bool metricRead = false;
        const qlonglong metric = columns[6].toLongLong(&metricRead);
        if (!metricRead || metric >= bestMetric) continue;
        best = QString::fromLocal8Bit(columns[0]);
        bestMetric = metric;
    }
    return best;
}

namespace {

LocalAddress::Kind kindOf(const QNetworkInterface& interface) {
    switch (interface.type()) {
    case QNetworkInterface::Wifi:
        return LocalAddress::Kind::Wifi;
    case QNetworkInterface::Ethernet: {
        // Container and virtual machine bridges show as Ethernet.
        const QString name = interface.name();
        for (const char* bridge :
             {"docker", "br-", "virbr", "veth", "lxc", "lxd", "podman", "cni", "vmnet", "vboxnet"})
            if (name.startsWith(QLatin1String(bridge))) return LocalAddress::Kind::Virtual;
        return LocalAddress::Kind::Wired;
    }
    case QNetworkInterface::Virtual:
        return LocalAddress::Kind::Virtual;
    default:
        return LocalAddress::Kind::Other;
    }
}

QString routeInterface() {
#ifdef Q_OS_LINUX
    QFile route(QStringLiteral("/proc/net/route"));
    if (route.open(QIODevice::ReadOnly)) return defaultRouteInterface(route.readAll());
#endif
    return {};
}

} // namespace

QList<LocalAddress> localAddresses() {
    const QString viaDefault = routeInterface();
    QList<LocalAddress> found;
    const auto interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface& interface : interfaces) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::IsRunning) ||
            flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        const auto entries = interface.addressEntries();
        for (const QNetworkAddressEntry& entry : entries) {
            const QHostAddress& address = entry.ip();
            if (address.protocol() != QAbstractSocket::IPv4Protocol || address.isLoopback())
                continue;
            LocalAddress local;
            local.address = address;
            local.interfaceName = interface.humanReadableName();
            local.kind = kindOf(interface);
            local.onDefaultRoute = !viaDefault.isEmpty() && interface.name() == viaDefault;
            found.append(local);
        }
    }
    // The default route's first; the others keep the system's order.
    std::stable_partition(found.begin(), found.end(),
                          [](const LocalAddress& a) { return a.onDefaultRoute; });
    return found;
}

LocalAddress preferredLocalAddress() {
    const QList<LocalAddress> all = localAddresses();
    return all.isEmpty() ? LocalAddress{} : all.first();
}

} // namespace club::app
