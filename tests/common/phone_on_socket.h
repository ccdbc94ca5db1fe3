// SPDX-License-Identifier: GPL-3.0-or-later
// A phone in a test: a QWebSocket on 127.0.0.1 that takes a seat of a page's
// phone server with the seat's own secret, as the phone page does
// (PHONE-PROTOCOL.md), and can walk away again.
#pragma once

#include "phones/phone_server.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>
#include <QWebSocket>

namespace club::test {

class PhoneOnSocket {
public:
    explicit PhoneOnSocket(const app::PhoneServer* server)
        : server_(server),
          socket_(QStringLiteral("http://127.0.0.1:%1").arg(server->port())) {}

    /// Connects and joins `seat`; true once the seat's first view came.
    bool join(int seat) {
        QSignalSpy views(&socket_, &QWebSocket::textMessageReceived);
        QSignalSpy open(&socket_, &QWebSocket::connected);
        socket_.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(server_->port())));
        if (!open.wait(5000)) return false;
        const QString secret =
            QUrlQuery(server_->seatUrl(seat).fragment()).queryItemValue(QStringLiteral("k"));
        const QJsonObject join{{"type", "join"}, {"seat", seat}, {"secret", secret}};
        socket_.sendTextMessage(QString::fromUtf8(QJsonDocument(join).toJson()));
        return QTest::qWaitFor(
            [&] {
                for (const QList<QVariant>& message : views)
                    if (message.first().toString().contains(QLatin1String("\"view\"")))
                        return true;
                return false;
            },
            5000);
    }
    /// The phone's connection drops (it walks out of range).
    void leave() { socket_.close(); }

private:
    const app::PhoneServer* server_;
    QWebSocket socket_;
};

} // namespace club::test
