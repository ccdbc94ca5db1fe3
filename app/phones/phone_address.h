// SPDX-License-Identifier: GPL-3.0-or-later
// The laptop's addresses a phone on the same network can reach (issue 26):
// its IPv4 addresses on interfaces that are up and running, never the
// loopback. The preferred one is on the interface the default route goes
// through (the Wi-Fi or the cable to the router, not a VPN or a container
// bridge); the Phones dialog offers the others when there are several.
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QString>

namespace club::app {

struct LocalAddress {
    QHostAddress address;
    QString interfaceName; ///< the interface's human name, e.g. "wlp2s0"
    /// What kind of link the interface is, for the host's choice.
    enum class Kind { Wifi, Wired, Virtual, Other } kind = Kind::Other;
    bool onDefaultRoute = false;
};

/// The laptop's local IPv4 addresses, the preferred one first (on the
/// interface with the default route; elsewhere than Linux, the first
/// found). Empty when the laptop is on no network.
QList<LocalAddress> localAddresses();

/// The first of localAddresses(), or a null address when there is none.
LocalAddress preferredLocalAddress();

/// The interface of the default route in the text of Linux's
/// /proc/net/route (the lowest metric wins), or empty when there is none.
QString defaultRouteInterface(const QByteArray& procNetRoute);

} // namespace club::app
