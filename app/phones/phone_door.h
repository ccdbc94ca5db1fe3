// SPDX-License-Identifier: GPL-3.0-or-later
// The phones' server's one port (issue 26): it accepts connections within a
// cap, reads each request's head itself (8 KiB, a time limit, GET only),
// serves the page's files, and hands an upgrade to /socket whose Host and
// Origin name this very server to a WebSocket server, which gives back the
// WebSocket with its message size capped. What passes on the WebSocket is
// the PhoneServer's.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QWebSocketServer>

#include <functional>

class QTcpSocket;
class QWebSocket;

namespace club::app {

struct HttpRequestHead;

class PhoneDoor : public QObject {
    Q_OBJECT
public:
    explicit PhoneDoor(QObject* parent = nullptr);
    ~PhoneDoor() override;

    bool listen(const QHostAddress& address, quint16 port);
    QString errorString() const { return tcp_.errorString(); }
    /// Closes the port and every connection, WebSockets included.
    void close();
    bool isListening() const { return tcp_.isListening(); }
    QHostAddress address() const { return tcp_.serverAddress(); }
    quint16 port() const { return tcp_.serverPort(); }

    /// The time to send a head and finish the WebSocket handshake.
    void setHeadMs(int ms) { headMs_ = ms; }
    /// Connections open at once; one more is closed at once.
    void setMaxConnections(int n) { maxConnections_ = n; }
    /// Whether a new connection from an address is closed at once.
    void setRefused(std::function<bool(const QHostAddress&)> refused) {
        refused_ = std::move(refused);
    }
    /// Connections open now (any stage).
    int connectionCount() const { return connections_; }

signals:
    /// A phone's WebSocket, open; it is the receiver's (the door deletes it
    /// only on close()). Its messages are capped at PhoneMessage::MaxBytes.
    void webSocketOpened(QWebSocket* socket);

private:
    void accept();
    void readHead(QTcpSocket* socket);
    void upgrade(QTcpSocket* socket, const HttpRequestHead& head);
    void webSocketReady();
    bool namesThisServer(QTcpSocket* socket, const HttpRequestHead& head) const;
    void answer(QTcpSocket* socket, int status, const QByteArray& contentType,
                const QByteArray& body, const QByteArray& extraFields = {});

    int headMs_ = 10'000;
    int maxConnections_ = 64;
    int connections_ = 0;
    std::function<bool(const QHostAddress&)> refused_;
    /// Sockets handed to the WebSocket server, by their peer, until it gives
    /// the WebSocket back (their time limit runs until then).
    QHash<QPair<QHostAddress, quint16>, QPointer<QTcpSocket>> handedOver_;
    QList<QPointer<QWebSocket>> opened_;
    // Last, so their sockets go first while the counts above still exist.
    QWebSocketServer webSockets_;
    QTcpServer tcp_;
};

} // namespace club::app
