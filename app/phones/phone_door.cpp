// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_door.h"

#include "core/phone_message.h"
#include "http_request_head.h"
#include "phone_files.h"

#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace club::app {

namespace {

const char* const HeadTimerName = "phoneHeadTimer";

QByteArray reasonPhrase(int status) {
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 431:
        return "Request Header Fields Too Large";
    default:
        return "Error";
    }
}

/// How a browser names `address`:`port` in Host (and, after "http://", in
/// Origin): an IPv4 address as such even on a dual-stack socket.
QList<QByteArray> hostNames(const QHostAddress& address, quint16 port) {
    bool isV4 = false;
    const quint32 v4 = address.toIPv4Address(&isV4);
    QByteArray host;
    if (isV4) {
        host = QHostAddress(v4).toString().toLatin1();
    } else {
        QHostAddress bare = address;
        bare.setScopeId({});
        host = '[' + bare.toString().toLatin1() + ']';
    }
    QList<QByteArray> names{host + ':' + QByteArray::number(port)};
    if (port == 80) names.append(host); // a browser leaves the default port out
    return names;
}

} // namespace

PhoneDoor::PhoneDoor(QObject* parent)
    : QObject(parent),
      webSockets_(QStringLiteral("Players Club"), QWebSocketServer::NonSecureMode) {
    connect(&tcp_, &QTcpServer::newConnection, this, &PhoneDoor::accept);
    connect(&webSockets_, &QWebSocketServer::newConnection, this, &PhoneDoor::webSocketReady);
}

PhoneDoor::~PhoneDoor() {
    close();
}

bool PhoneDoor::listen(const QHostAddress& address, quint16 port) {
    return tcp_.listen(address, port);
}

void PhoneDoor::close() {
    tcp_.close();
    for (const QPointer<QWebSocket>& socket : std::as_const(opened_))
        if (socket) {
            socket->disconnect();
            socket->abort();
            delete socket.data();
        }
    opened_.clear();
    for (QTcpSocket* socket : tcp_.findChildren<QTcpSocket*>(Qt::FindDirectChildrenOnly)) {
        socket->disconnect(this);
        socket->abort();
        delete socket;
    }
    handedOver_.clear();
}

void PhoneDoor::accept() {
    while (QTcpSocket* socket = tcp_.nextPendingConnection()) {
        // Counted from here until the socket is gone (a WebSocket's too).
        ++connections_;
        connect(socket, &QObject::destroyed, &tcp_, [this] { --connections_; });
        connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
        if (connections_ > maxConnections_ || (refused_ && refused_(socket->peerAddress()))) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        // A head longer than the cap is refused, so no more is buffered.
        socket->setReadBufferSize(HttpRequestHead::MaxBytes);
        auto* timer = new QTimer(socket);
        timer->setObjectName(QString::fromLatin1(HeadTimerName));
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, socket, [socket] { socket->abort(); });
        timer->start(headMs_);
        connect(socket, &QIODevice::readyRead, this, [this, socket] { readHead(socket); });
        if (socket->bytesAvailable() > 0) readHead(socket);
    }
}

void PhoneDoor::readHead(QTcpSocket* socket) {
    // Peeked, not read: a WebSocket's handshake is read again by Qt.
    const HttpRequestHead head = readHttpRequestHead(socket->peek(HttpRequestHead::MaxBytes));
    switch (head.status) {
    case HttpRequestHead::Status::Incomplete:
        return;
    case HttpRequestHead::Status::TooLong:
        answer(socket, 431, "text/plain; charset=utf-8", "Request head too large\n");
        return;
    case HttpRequestHead::Status::Malformed:
        answer(socket, 400, "text/plain; charset=utf-8", "Bad request\n");
        return;
    case HttpRequestHead::Status::Complete:
        break;
    }
    disconnect(socket, &QIODevice::readyRead, this, nullptr);
    if (head.method != "GET") {
        answer(socket, 405, "text/plain; charset=utf-8", "Only GET\n", "Allow: GET\r\n");
        return;
    }
    if (head.path() == "/socket") {
        upgrade(socket, head);
        return;
    }
    const PhoneFile file = phoneFile(head.path());
    if (file.status != 200) {
        answer(socket, 404, "text/plain; charset=utf-8", "Not found\n");
        return;
    }
    answer(socket, 200, file.contentType, file.body,
           "Cache-Control: " + file.cacheControl + "\r\n");
}

bool PhoneDoor::namesThisServer(QTcpSocket* socket, const HttpRequestHead& head) const {
    // Another site's page in the phone's browser (or a name rebound to this
    // address) sends another Host or Origin: only this page may connect.
    if (head.fieldCount("host") != 1 || head.fieldCount("origin") > 1) return false;
    const QList<QByteArray> names = hostNames(socket->localAddress(), tcp_.serverPort());
    const QByteArray host = head.field("host").toLower();
    if (!names.contains(host)) return false;
    return head.fieldCount("origin") == 0 || head.field("origin").toLower() == "http://" + host;
}

void PhoneDoor::upgrade(QTcpSocket* socket, const HttpRequestHead& head) {
    if (!head.fieldHasToken("upgrade", "websocket") ||
        !head.fieldHasToken("connection", "upgrade")) {
        answer(socket, 400, "text/plain; charset=utf-8", "WebSocket only\n");
        return;
    }
    if (!namesThisServer(socket, head)) {
        answer(socket, 403, "text/plain; charset=utf-8", "Forbidden\n");
        return;
    }
    // The WebSocket reads frames of its own size; its message cap holds them.
    socket->setReadBufferSize(0);
    handedOver_.removeIf([](const auto& entry) { return entry.value().isNull(); });
    handedOver_.insert({socket->peerAddress(), socket->peerPort()}, socket);
    webSockets_.handleConnection(socket);
}

void PhoneDoor::webSocketReady() {
    while (QWebSocket* socket = webSockets_.nextPendingConnection()) {
        const auto peer = qMakePair(socket->peerAddress(), socket->peerPort());
        if (QTcpSocket* tcpSocket = handedOver_.take(peer))
            delete tcpSocket->findChild<QTimer*>(QString::fromLatin1(HeadTimerName),
                                                 Qt::FindDirectChildrenOnly);
        socket->setMaxAllowedIncomingFrameSize(PhoneMessage::MaxBytes);
        socket->setMaxAllowedIncomingMessageSize(PhoneMessage::MaxBytes);
        opened_.removeAll(nullptr);
        opened_.append(socket);
        emit webSocketOpened(socket);
    }
}

void PhoneDoor::answer(QTcpSocket* socket, int status, const QByteArray& contentType,
                       const QByteArray& body, const QByteArray& extraFields) {
    disconnect(socket, &QIODevice::readyRead, this, nullptr);
    socket->readAll(); // what was sent is done with
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) +
                          "\r\nContent-Type: " + contentType +
                          "\r\nContent-Length: " + QByteArray::number(body.size()) +
                          "\r\nConnection: close\r\nX-Content-Type-Options: nosniff"
                          "\r\nReferrer-Policy: no-referrer\r\n" +
                          extraFields + "\r\n" + body;
    socket->write(response);
    socket->disconnectFromHost();
}

} // namespace club::app
