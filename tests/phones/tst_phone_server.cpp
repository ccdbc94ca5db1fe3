// SPDX-License-Identifier: GPL-3.0-or-later
// The phones' server (issue 26, app/phones/phone_server.h) on 127.0.0.1
// with a scripted table: the page's files and the paths it refuses, the
// limits of a hostile network (head size and time, connections, Host and
// Origin, message size, bad JSON, guessed secrets), and the seats' protocol
// (PHONE-PROTOCOL.md): joining, wrong and forgotten secrets, the newest
// connection winning, reconnecting, repeated and refused actions, hints.
#include "font_repair.h"
#include "phones/phone_server.h"
#include "phones/phone_table.h"
#include "phones/refused_addresses.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>

#include <memory>

using club::Message;
using club::app::PhoneServer;
using club::app::PhoneTable;

namespace {

const QHostAddress Loopback(QHostAddress::LocalHost);

/// A table of three seats (0 and 1 on phones) whose turn goes round: the
/// seat whose turn it is may choose "<revision>/a" or "<revision>/b". Each
/// view holds a card only that seat may see.
class FakeTable : public PhoneTable {
public:
    int seats = 3;
    QList<bool> phone{true, true, false};
    QStringList names{QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cy")};
    int revision = 1;
    int turn = 0;
    QList<QPair<int, QString>> played;
    QList<int> hintsAsked;

    FakeTable() : PhoneTable(QStringLiteral("fake")) {}

    QList<club::app::PhoneSeat> tableSeats() const override {
        QList<club::app::PhoneSeat> list;
        for (int seat = 0; seat < seats; ++seat)
            list.append({names.value(seat), phone.value(seat)});
        return list;
    }
    QStringList choices(int seat) const {
        if (seat != turn) return {};
        return {QStringLiteral("%1/a").arg(revision), QStringLiteral("%1/b").arg(revision)};
    }
    QJsonObject viewOf(int seat) const override {
        return {{"game", gameId()},
                {"seat", seat},
                {"name", seatName(seat)},
                {"revision", QString::number(revision)},
                {"hand", QJsonArray{QStringLiteral("card-of-seat-%1").arg(seat)}},
                {"choices", QJsonArray::fromStringList(choices(seat))}};
    }
    Message playChoice(int seat, const QString& choiceId) override {
        if (!choices(seat).contains(choiceId))
            return Message(QT_TRANSLATE_NOOP("club::FormatError",
                                             "That choice is not open to this seat now."));
        played.append({seat, choiceId});
        ++revision;
        turn = (turn + 1) % seats;
        emit changed();
        return {};
    }
    bool offersHint(int seat) const override { return seat == turn; }
    void requestHint(int seat) override {
        hintsAsked.append(seat);
        const QString choice = choices(seat).value(0);
        QTimer::singleShot(0, this, [this, seat, choice] {
            emit hintReady(seat, choice, QStringLiteral("Because it is first."));
        });
    }
    void setPhones(QList<bool> phones) {
        phone = std::move(phones);
        emit seatsChanged();
    }
};

/// A phone: a WebSocket client keeping every message it is sent.
class Phone : public QObject {
public:
    QWebSocket socket;
    QList<QJsonObject> got;
    bool closed = false;

    explicit Phone(const QString& origin) : socket(origin) {
        connect(&socket, &QWebSocket::textMessageReceived, this, [this](const QString& text) {
            got.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        connect(&socket, &QWebSocket::disconnected, this, [this] { closed = true; });
    }
    void send(const QJsonObject& message) {
        socket.sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    int count(const QString& type) const {
        int n = 0;
        for (const QJsonObject& m : got)
            n += m.value("type").toString() == type;
        return n;
    }
    QJsonObject last(const QString& type) const {
        for (auto it = got.crbegin(); it != got.crend(); ++it)
            if (it->value("type").toString() == type) return *it;
        return {};
    }
    /// Waits for the n-th message of `type` (1 = the first).
    bool waitFor(const QString& type, int n = 1, int ms = 5000) {
        QElapsedTimer t;
        t.start();
        while (count(type) < n && t.elapsed() < ms)
            QTest::qWait(10);
        return count(type) >= n;
    }
    bool waitClosed(int ms = 5000) {
        QElapsedTimer t;
        t.start();
        while (!closed && t.elapsed() < ms)
            QTest::qWait(10);
        return closed;
    }
};

/// Runs the event loop (the server is in this thread) until `done` or `ms`.
template <typename Done> bool waitUntil(Done done, int ms = 5000) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms)
        QTest::qWait(5);
    return done();
}

/// Everything a server answers to `request` on a fresh connection, until it
/// closes (or `ms` pass).
QByteArray exchange(quint16 port, const QByteArray& request, int ms = 5000) {
    QTcpSocket socket;
    socket.connectToHost(Loopback, port);
    if (!waitUntil([&] { return socket.state() == QAbstractSocket::ConnectedState; }, ms))
        return {};
    socket.write(request);
    QByteArray answer;
    waitUntil(
        [&] {
            answer += socket.readAll();
            return socket.state() == QAbstractSocket::UnconnectedState;
        },
        ms);
    return answer + socket.readAll();
}

QByteArray get(quint16 port, const QByteArray& path) {
    return exchange(port, "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" +
                              QByteArray::number(port) + "\r\n\r\n");
}

int statusOf(const QByteArray& answer) {
    return answer.startsWith("HTTP/1.1 ") ? answer.mid(9, 3).toInt() : -1;
}

QByteArray bodyOf(const QByteArray& answer) {
    return answer.mid(answer.indexOf("\r\n\r\n") + 4);
}

QByteArray fieldOf(const QByteArray& answer, const QByteArray& name) {
    const QByteArray head = answer.left(answer.indexOf("\r\n\r\n"));
    for (const QByteArray& line : head.split('\n'))
        if (line.toLower().startsWith(name.toLower() + ':'))
            return line.mid(name.size() + 1).trimmed();
    return {};
}

/// A WebSocket handshake to /socket with these Host and Origin fields
/// (none when empty).
QByteArray handshake(const QByteArray& host, const QByteArray& origin) {
    QByteArray request = "GET /socket HTTP/1.1\r\nHost: " + host +
                         "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                         "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                         "Sec-WebSocket-Version: 13\r\n";
    if (!origin.isEmpty()) request += "Origin: " + origin + "\r\n";
    return request + "\r\n";
}

} // namespace

class TstPhoneServer : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();

    void servesThePageFiles();
    void servesTheRepairedTextFace();
    void refusesPathsOutsideThePage();
    void refusesAnythingButGet();
    void refusesAHeadOverTheCap();
    void closesASlowHead();
    void capsConnections();
    void checksHostAndOrigin_data();
    void checksHostAndOrigin();
    void fallsBackToAFreePort();

    void joinGetsTheSeatsView();
    void wrongSecretIsRevoked();
    void forgottenPhoneIsRevoked();
    void newestConnectionWins();
    void reconnectAfterADrop();
    void aChangeSendsEveryPhoneItsView();
    void repeatedActionAppliedOnce();
    void refusedChoiceErrsToThatPhoneOnly();
    void badJsonAndOversizeKeepTheServer();
    void joinTakesTooLong();
    void aSilentPhoneIsAway();
    void guessingAddressIsRefused();
    void badJoinsCountWithinAMinute();
    void hintAnswered();
    void newGameRenewsLinks();
    void seatMovedToScreenKeepsOtherLinks();

private:
    std::unique_ptr<Phone> joined(int seat);
    QString secretOf(int seat) const {
        return QUrlQuery(server->seatUrl(seat).fragment()).queryItemValue("k");
    }
    QUrl socketUrl() const {
        return QUrl(QStringLiteral("ws://127.0.0.1:%1/socket").arg(server->port()));
    }
    QString origin() const { return QStringLiteral("http://127.0.0.1:%1").arg(server->port()); }
    std::unique_ptr<Phone> connected();
    static QJsonObject join(int seat, const QString& secret) {
        return {{"type", "join"}, {"seat", seat}, {"secret", secret}};
    }
    static QJsonObject act(const QString& id, const QString& choice) {
        return {{"type", "act"}, {"actionId", id}, {"choice", choice}};
    }

    std::unique_ptr<FakeTable> table;
    std::unique_ptr<PhoneServer> server;
};

void TstPhoneServer::init() {
    table = std::make_unique<FakeTable>();
    server = std::make_unique<PhoneServer>();
    server->setTable(table.get());
    const Message refusal = server->listen(Loopback, 0);
    QVERIFY2(refusal.isEmpty(), qPrintable(refusal.english()));
}

void TstPhoneServer::cleanup() {
    server.reset();
    table.reset();
}

std::unique_ptr<Phone> TstPhoneServer::connected() {
    auto phone = std::make_unique<Phone>(origin());
    QSignalSpy open(&phone->socket, &QWebSocket::connected);
    phone->socket.open(socketUrl());
    // Until it is open, or closed by the server.
    waitUntil([&] { return !open.isEmpty() || phone->closed; });
    if (open.isEmpty()) return nullptr;
    return phone;
}

std::unique_ptr<Phone> TstPhoneServer::joined(int seat) {
    auto phone = connected();
    if (!phone) return nullptr;
    phone->send(join(seat, secretOf(seat)));
    if (!phone->waitFor("view")) return nullptr;
    return phone;
}

void TstPhoneServer::servesThePageFiles() {
    const QByteArray page = get(server->port(), "/");
    QCOMPARE(statusOf(page), 200);
    QCOMPARE(fieldOf(page, "Content-Type"), QByteArray("text/html; charset=utf-8"));
    QVERIFY(bodyOf(page).contains("phone.js")); // the page's own script
    QCOMPARE(fieldOf(page, "Content-Length").toInt(), bodyOf(page).size());

    const QByteArray words = get(server->port(), "/words.json?lang=fr");
    QCOMPARE(statusOf(words), 200);
    QCOMPARE(fieldOf(words, "Content-Type"), QByteArray("application/json"));
    QCOMPARE(fieldOf(words, "Cache-Control"), QByteArray("no-store"));
    QVERIFY(QJsonDocument::fromJson(bodyOf(words)).object().contains("lang"));

    QCOMPARE(statusOf(get(server->port(), "/no-such-file.js")), 404);
    QCOMPARE(statusOf(get(server->port(), "/socket")), 400); // not an upgrade

    // The program's fonts, when the build found them (app/CMakeLists.txt).
    const QStringList fonts = QDir(":/players-club/fonts").entryList({"*.ttf", "*.otf"});
    if (!fonts.isEmpty()) {
        const QByteArray font = get(server->port(), "/fonts/" + fonts.first().toLatin1());
        QCOMPARE(statusOf(font), 200);
        QVERIFY(fieldOf(font, "Content-Type").startsWith("font/"));
    }
}

void TstPhoneServer::servesTheRepairedTextFace() {
    // A browser's synthetic bold shrank the original's mirrored acute accent
    // ("Célia" in bold on the scores), as Qt's did: the page uses the face
    // the program repaired, under its own name.
    QFile original(":/players-club/fonts/Century-Catalogue.ttf");
    if (!original.open(QIODevice::ReadOnly))
        QSKIP("the build embedded no Century Catalogue (app/CMakeLists.txt)");
    const QByteArray face = get(server->port(), "/fonts/Players-Club-Text.ttf");
    QCOMPARE(statusOf(face), 200);
    QCOMPARE(fieldOf(face, "Content-Type"), QByteArray("font/ttf"));
    QCOMPARE(bodyOf(face), club::app::repairedTextFace());
    QVERIFY(bodyOf(face) != original.readAll());

    QFile css(":/phone-page/phone.css");
    QVERIFY(css.open(QIODevice::ReadOnly));
    const QString style = QString::fromUtf8(css.readAll());
    const QRegularExpression declared(
        R"(@font-face\s*\{[^}]*font-family:\s*"Players Club Text";[^}]*)"
        R"(url\("/fonts/Players-Club-Text\.ttf"\))");
    QVERIFY(declared.match(style).hasMatch());
    QVERIFY(style.contains(QStringLiteral(R"(--serif: "Players Club Text",)")));
}

void TstPhoneServer::refusesPathsOutsideThePage() {
    // The licence is a resource of the program (:/players-club/LICENSE),
    // next to the page's prefix: no path may reach it.
    QVERIFY(QFile::exists(":/players-club/LICENSE"));
    for (const QByteArray path :
         {"/../players-club/LICENSE", "/../x", "/fonts/../LICENSE",
          "/fonts/../../players-club/LICENSE", "/%2e%2e/players-club/LICENSE", "/.hidden",
          "//players-club/LICENSE", "/a\\b"}) {
        const QByteArray answer = get(server->port(), path);
        QVERIFY2(statusOf(answer) == 404 || statusOf(answer) == 400, path.constData());
        QVERIFY2(!answer.contains("GNU GENERAL PUBLIC LICENSE"), path.constData());
    }
}

void TstPhoneServer::refusesAnythingButGet() {
    const QByteArray host = "Host: 127.0.0.1:" + QByteArray::number(server->port()) + "\r\n";
    for (const QByteArray method : {"POST", "HEAD", "PUT", "DELETE", "OPTIONS"}) {
        const QByteArray answer = exchange(server->port(), method + " / HTTP/1.1\r\n" + host +
                                                               "Content-Length: 0\r\n\r\n");
        QCOMPARE(statusOf(answer), 405);
        QCOMPARE(fieldOf(answer, "Allow"), QByteArray("GET"));
    }
    QCOMPARE(statusOf(exchange(server->port(), "GET /\r\n\r\n")), 400);
    QCOMPARE(statusOf(exchange(server->port(), "GET / HTTP/2.0\r\n" + host + "\r\n")), 400);
}

void TstPhoneServer::refusesAHeadOverTheCap() {
    const QByteArray host = "Host: 127.0.0.1:" + QByteArray::number(server->port()) + "\r\n";
    // Just under the cap is served...
    const QByteArray start = "GET / HTTP/1.1\r\n" + host + "X-Pad: ";
    const QByteArray fits = start + QByteArray(8 * 1024 - start.size() - 4, 'x') + "\r\n\r\n";
    QCOMPARE(fits.size(), 8 * 1024);
    QCOMPARE(statusOf(exchange(server->port(), fits)), 200);
    // ...one byte more is not.
    const QByteArray over = start + QByteArray(8 * 1024 - start.size() - 3, 'x') + "\r\n\r\n";
    QCOMPARE(statusOf(exchange(server->port(), over)), 431);
    QCOMPARE(statusOf(exchange(server->port(), start + QByteArray(64 * 1024, 'x'))), 431);
    QCOMPARE(statusOf(get(server->port(), "/")), 200); // still serving
}

void TstPhoneServer::closesASlowHead() {
    PhoneServer::Limits limits;
    limits.headMs = 300;
    server->setLimits(limits);
    QTcpSocket slow;
    slow.connectToHost(Loopback, server->port());
    QVERIFY(waitUntil([&] { return slow.state() == QAbstractSocket::ConnectedState; }));
    slow.write("GET / HTTP/1.1\r\n");
    QElapsedTimer t;
    t.start();
    QTRY_COMPARE_WITH_TIMEOUT(slow.state(), QAbstractSocket::UnconnectedState, 5000);
    QVERIFY(t.elapsed() >= 250);
    QVERIFY(slow.readAll().isEmpty()); // cut, not answered

    // A WebSocket's handshake is held to the same time.
    QTcpSocket slowUpgrade;
    slowUpgrade.connectToHost(Loopback, server->port());
    QVERIFY(waitUntil([&] { return slowUpgrade.state() == QAbstractSocket::ConnectedState; }));
    slowUpgrade.write(handshake("127.0.0.1:" + QByteArray::number(server->port()), {}).chopped(2));
    QTRY_COMPARE_WITH_TIMEOUT(slowUpgrade.state(), QAbstractSocket::UnconnectedState, 5000);
}

void TstPhoneServer::capsConnections() {
    PhoneServer::Limits limits;
    limits.connections = 4;
    server->setLimits(limits);
    std::vector<std::unique_ptr<QTcpSocket>> held;
    for (int i = 0; i < 4; ++i) {
        held.push_back(std::make_unique<QTcpSocket>());
        held.back()->connectToHost(Loopback, server->port());
        QVERIFY(waitUntil([&] { return held.back()->state() == QAbstractSocket::ConnectedState; }));
    }
    QTest::qWait(100);
    // One more is closed at once (well before the head's time runs out).
    QTcpSocket fifth;
    fifth.connectToHost(Loopback, server->port());
    QTRY_COMPARE_WITH_TIMEOUT(fifth.state(), QAbstractSocket::UnconnectedState, 3000);
    // The held ones are still there; when they go, the server serves again.
    for (const auto& socket : held)
        QCOMPARE(socket->state(), QAbstractSocket::ConnectedState);
    held.clear();
    QTRY_COMPARE_WITH_TIMEOUT(statusOf(get(server->port(), "/")), 200, 5000);
}

void TstPhoneServer::checksHostAndOrigin_data() {
    // SELF stands for this server's 127.0.0.1:PORT (the port is init()'s).
    QTest::addColumn<QByteArray>("host");
    QTest::addColumn<QByteArray>("origin");
    QTest::addColumn<int>("status");
    QTest::newRow("this server, its page")
        << QByteArray("SELF") << QByteArray("http://SELF") << 101;
    QTest::newRow("this server, no Origin") << QByteArray("SELF") << QByteArray() << 101;
    QTest::newRow("upper case") << QByteArray("SELF") << QByteArray("HTTP://SELF") << 101;
    QTest::newRow("another host") << QByteArray("evil.example") << QByteArray() << 403;
    QTest::newRow("a name for this address") << QByteArray("localhost:PORT") << QByteArray() << 403;
    QTest::newRow("another port") << QByteArray("127.0.0.1:1") << QByteArray() << 403;
    QTest::newRow("no port") << QByteArray("127.0.0.1") << QByteArray() << 403;
    QTest::newRow("another site's page")
        << QByteArray("SELF") << QByteArray("http://evil.example") << 403;
    QTest::newRow("page on another port")
        << QByteArray("SELF") << QByteArray("http://127.0.0.1:1") << 403;
    QTest::newRow("https origin") << QByteArray("SELF") << QByteArray("https://SELF") << 403;
    QTest::newRow("null origin") << QByteArray("SELF") << QByteArray("null") << 403;
    QTest::newRow("no host") << QByteArray() << QByteArray() << 403;
}

void TstPhoneServer::checksHostAndOrigin() {
    QFETCH(QByteArray, host);
    QFETCH(QByteArray, origin);
    QFETCH(int, status);
    const QByteArray port = QByteArray::number(server->port());
    for (QByteArray* field : {&host, &origin})
        field->replace("SELF", "127.0.0.1:" + port).replace("PORT", port);
    QByteArray request = handshake(host, origin);
    if (host.isEmpty()) request.replace("Host: \r\n", "");
    QTcpSocket socket;
    socket.connectToHost(Loopback, server->port());
    QVERIFY(waitUntil([&] { return socket.state() == QAbstractSocket::ConnectedState; }));
    socket.write(request);
    QVERIFY(waitUntil([&] { return socket.bytesAvailable() > 0; }));
    QCOMPARE(statusOf(socket.readAll()), status);
}

void TstPhoneServer::fallsBackToAFreePort() {
    QTcpServer busy;
    QVERIFY(busy.listen(Loopback, 0));
    PhoneServer other;
    QVERIFY(other.listen(Loopback, busy.serverPort()).isEmpty());
    QVERIFY(other.isListening());
    QVERIFY(other.port() != busy.serverPort());
    QVERIFY(other.portFellBack());
    QVERIFY(!server->portFellBack());
}

void TstPhoneServer::joinGetsTheSeatsView() {
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::NotJoined);
    QCOMPARE(server->seatState(2), PhoneServer::SeatState::NotPhone);
    QVERIFY(server->seatUrl(2).isEmpty());
    const QUrl url = server->seatUrl(0);
    QCOMPARE(url.scheme(), QStringLiteral("http"));
    QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
    QCOMPARE(url.port(), int(server->port()));
    QCOMPARE(QUrlQuery(url.fragment()).queryItemValue("s"), QStringLiteral("0"));
    QVERIFY(QRegularExpression("^[0-9a-f]{32}$").match(secretOf(0)).hasMatch());
    QVERIFY(secretOf(0) != secretOf(1));

    QSignalSpy states(server.get(), &PhoneServer::seatStateChanged);
    auto phone = joined(1);
    QVERIFY(phone);
    QCOMPARE(phone->last("view")["view"].toObject()["seat"].toInt(), 1);
    QCOMPARE(phone->last("view")["view"].toObject()["hand"].toArray().first().toString(),
             QStringLiteral("card-of-seat-1"));
    QCOMPARE(server->seatState(1), PhoneServer::SeatState::Connected);
    QVERIFY(states.contains(QVariantList{1}));
    phone->send({{"type", "ping"}});
    QVERIFY(phone->waitFor("pong"));
}

void TstPhoneServer::wrongSecretIsRevoked() {
    auto phone = connected();
    QVERIFY(phone);
    QString wrong = secretOf(0);
    wrong[5] = wrong[5] == '0' ? '1' : '0';
    phone->send(join(0, wrong));
    QVERIFY(phone->waitFor("revoked"));
    QVERIFY(!phone->last("revoked").contains("why")); // a wrong link: no more to say
    QVERIFY(phone->waitClosed());
    QCOMPARE(phone->count("view"), 0);
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::NotJoined);

    // Another seat's secret is not this seat's; a seat on the screen has none.
    for (const QJsonObject& attempt : {join(1, secretOf(0)), join(2, secretOf(0))}) {
        auto other = connected();
        QVERIFY(other);
        other->send(attempt);
        QVERIFY(other->waitFor("revoked"));
        QVERIFY(other->waitClosed());
        QCOMPARE(other->count("view"), 0);
    }
    // A seat the table does not have is an error.
    auto beyond = connected();
    QVERIFY(beyond);
    beyond->send(join(7, secretOf(0)));
    QVERIFY(beyond->waitFor("error"));
    QVERIFY(beyond->waitClosed());
    QCOMPARE(beyond->count("view"), 0);
}

void TstPhoneServer::forgottenPhoneIsRevoked() {
    auto phone = joined(0);
    QVERIFY(phone);
    const QString old = secretOf(0);
    QSignalSpy states(server.get(), &PhoneServer::seatStateChanged);
    server->forgetPhone(0);
    QVERIFY(phone->waitFor("revoked"));
    QCOMPARE(phone->last("revoked")["why"].toString(), QStringLiteral("new-link"));
    QVERIFY(phone->waitClosed());
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::NotJoined);
    QVERIFY(states.contains(QVariantList{0}));
    QVERIFY(secretOf(0) != old);

    auto again = connected();
    QVERIFY(again);
    again->send(join(0, old));
    QVERIFY(again->waitFor("revoked"));
    QVERIFY(again->waitClosed());
    QVERIFY(joined(0)); // the new link works
}

void TstPhoneServer::newestConnectionWins() {
    auto first = joined(0);
    QVERIFY(first);
    auto second = joined(0);
    QVERIFY(second);
    QVERIFY(first->waitFor("moved"));
    QVERIFY(first->waitClosed());
    QCOMPARE(second->count("moved"), 0);
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::Connected);
    // The seat is the newest's: its actions are heard.
    second->send(act("a-1", "1/a"));
    QVERIFY(second->waitFor("ack"));
    QCOMPARE(table->played.size(), 1);
}

void TstPhoneServer::reconnectAfterADrop() {
    auto phone = joined(0);
    QVERIFY(phone);
    QSignalSpy states(server.get(), &PhoneServer::seatStateChanged);
    phone->socket.abort();
    // The side panel hears of it at once.
    QVERIFY(waitUntil([&] { return states.contains(QVariantList{0}); }));
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::Away);
    table->turn = 1; // the table moved on meanwhile
    ++table->revision;
    auto back = joined(0);
    QVERIFY(back);
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::Connected);
    const QJsonObject view = back->last("view")["view"].toObject();
    QCOMPARE(view, table->seatView(0)); // the whole view, as it is now
}

void TstPhoneServer::aChangeSendsEveryPhoneItsView() {
    auto ann = joined(0);
    auto bob = joined(1);
    QVERIFY(ann && bob);
    ann->send(act("a-1", "1/b"));
    QVERIFY(ann->waitFor("ack"));
    QVERIFY(bob->waitFor("view", 2));
    QVERIFY(ann->waitFor("view", 2));
    QCOMPARE(bob->last("view")["view"].toObject(), table->seatView(1));
    QCOMPARE(ann->last("view")["view"].toObject(), table->seatView(0));
    // Each phone saw its own hand only.
    for (const QJsonObject& m : bob->got)
        QVERIFY(!QJsonDocument(m).toJson().contains("card-of-seat-0"));
}

void TstPhoneServer::repeatedActionAppliedOnce() {
    auto phone = joined(0);
    QVERIFY(phone);
    phone->send(act("a-1", "1/a"));
    QVERIFY(phone->waitFor("ack"));
    QCOMPARE(phone->last("ack")["actionId"].toString(), QStringLiteral("a-1"));
    table->turn = 0; // its turn again, so a second play would be legal
    table->revision = 1;
    phone->send(act("a-1", "1/a"));
    QVERIFY(phone->waitFor("ack", 2));
    QCOMPARE(phone->count("error"), 0);
    QCOMPARE(table->played.size(), 1);
    // A new id is a new action.
    phone->send(act("a-2", "1/a"));
    QVERIFY(phone->waitFor("ack", 3));
    QCOMPARE(table->played.size(), 2);
}

void TstPhoneServer::refusedChoiceErrsToThatPhoneOnly() {
    auto ann = joined(0);
    auto bob = joined(1);
    QVERIFY(ann && bob);
    bob->send(act("b-1", "1/a")); // Ann's turn, not Bob's
    QVERIFY(bob->waitFor("error"));
    const QJsonObject error = bob->last("error");
    QCOMPARE(error["actionId"].toString(), QStringLiteral("b-1"));
    QCOMPARE(error["message"].toString(),
             QStringLiteral("That choice is not open to this seat now."));
    QTest::qWait(100);
    QCOMPARE(ann->count("error"), 0);
    QCOMPARE(ann->count("view"), 1);
    QCOMPARE(bob->count("ack"), 0);
    QVERIFY(table->played.isEmpty());
    QCOMPARE(table->revision, 1);
    // A refused id is not remembered as done: sent again, it is judged again.
    bob->send(act("b-1", "1/a"));
    QVERIFY(bob->waitFor("error", 2));
}

void TstPhoneServer::badJsonAndOversizeKeepTheServer() {
    auto phone = joined(0);
    QVERIFY(phone);
    phone->socket.sendTextMessage(QStringLiteral("{\"type\":"));
    QVERIFY(phone->waitFor("error"));
    QCOMPARE(phone->last("error")["message"].toString(),
             QStringLiteral("the message is not a JSON object"));
    phone->socket.sendTextMessage(QStringLiteral("{\"type\":\"leave\"}"));
    QVERIFY(phone->waitFor("error", 2));
    phone->socket.sendBinaryMessage("{\"type\":\"ping\"}");
    QVERIFY(phone->waitFor("error", 3));
    // An act before joining is refused too.
    auto stranger = connected();
    QVERIFY(stranger);
    stranger->send(act("x-1", "1/a"));
    QVERIFY(stranger->waitFor("error"));
    QVERIFY(table->played.isEmpty());

    // A message of exactly the cap is read...
    const QString head = QStringLiteral("{\"type\":\"ping\",\"pad\":\"");
    const QString tail = QStringLiteral("\"}");
    phone->socket.sendTextMessage(head + QString(16384 - head.size() - tail.size(), 'x') + tail);
    QVERIFY(phone->waitFor("pong"));
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::Connected);
    // ...one over it ends that connection with "too big" and nothing else.
    phone->socket.sendTextMessage(head + QString(16385 - head.size() - tail.size(), 'x') + tail);
    QVERIFY(phone->waitClosed());
    QCOMPARE(phone->socket.closeCode(), QWebSocketProtocol::CloseCodeTooMuchData);
    QTRY_COMPARE_WITH_TIMEOUT(server->seatState(0), PhoneServer::SeatState::Away, 5000);
    // The server runs on: the phone rejoins and plays.
    auto back = joined(0);
    QVERIFY(back);
    back->send(act("a-1", "1/a"));
    QVERIFY(back->waitFor("ack"));
    QCOMPARE(table->played.size(), 1);
}

void TstPhoneServer::joinTakesTooLong() {
    PhoneServer::Limits limits;
    limits.headMs = 300;
    server->setLimits(limits);
    auto idle = connected();
    QVERIFY(idle);
    QVERIFY(idle->waitClosed());
    auto phone = connected();
    QVERIFY(phone);
    phone->send(join(0, secretOf(0)));
    QVERIFY(phone->waitFor("view"));
    QTest::qWait(500);
    QVERIFY(!phone->closed); // a joined phone stays
}

// A phone gone silent (asleep, out of the Wi-Fi with its socket looking
// open) was shown as connected for good: the page pings every 25 seconds,
// and a connection that says nothing for silentMs is closed, its seat away.
void TstPhoneServer::aSilentPhoneIsAway() {
    PhoneServer::Limits limits;
    limits.silentMs = 400;
    server->setLimits(limits);
    auto silent = joined(0);
    auto talking = joined(1);
    QVERIFY(silent && talking);
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::Connected);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 1200) {
        talking->send({{"type", "ping"}});
        QTest::qWait(100);
    }
    QVERIFY(silent->closed);
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::Away);
    QVERIFY(!talking->closed);
    QCOMPARE(server->seatState(1), PhoneServer::SeatState::Connected);
}

void TstPhoneServer::guessingAddressIsRefused() {
    PhoneServer::Limits limits;
    limits.refuseMs = 3000;
    server->setLimits(limits);
    QSignalSpy problems(server.get(), &PhoneServer::problem);
    QString wrong = secretOf(0);
    wrong[0] = wrong[0] == 'a' ? 'b' : 'a';
    for (int i = 0; i < limits.badJoins; ++i) {
        auto guesser = connected();
        QVERIFY2(guesser, qPrintable(QString::number(i)));
        guesser->send(join(0, wrong));
        QVERIFY(guesser->waitFor("revoked"));
        QVERIFY(guesser->waitClosed());
        QCOMPARE(problems.size(), i + 1 == limits.badJoins ? 1 : 0);
    }
    QVERIFY(problems.first().first().toString().contains("127.0.0.1"));
    // Refused now: a new connection is closed at once, page or socket...
    QTcpSocket raw;
    raw.connectToHost(Loopback, server->port());
    raw.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"); // sent once connected
    QTRY_COMPARE_WITH_TIMEOUT(raw.state(), QAbstractSocket::UnconnectedState, 5000);
    QVERIFY(raw.readAll().isEmpty());
    QVERIFY(!connected());
    QCOMPARE(problems.size(), 1); // said once
    // ...until the refusal ends; then the right secret works.
    QTest::qWait(3100);
    QVERIFY(joined(0));
}

void TstPhoneServer::badJoinsCountWithinAMinute() {
    club::app::RefusedAddresses refused; // 10 within 60 s refuse for 5 minutes
    const QHostAddress guesser(QStringLiteral("192.0.2.7"));
    const QHostAddress other(QStringLiteral("192.0.2.8"));
    for (int i = 0; i < 9; ++i)
        QVERIFY(!refused.noteBadJoin(guesser, 1000 * i));
    // The first has slid out of the window: the tenth is only the ninth.
    QVERIFY(!refused.noteBadJoin(guesser, 60'000));
    QVERIFY(!refused.isRefused(guesser, 60'000));
    QVERIFY(refused.noteBadJoin(guesser, 60'500)); // ten within the minute
    QVERIFY(refused.isRefused(guesser, 60'500));
    QVERIFY(!refused.isRefused(other, 60'500));
    QVERIFY(!refused.noteBadJoin(guesser, 61'000)); // said once
    QVERIFY(refused.isRefused(guesser, 60'500 + 5 * 60'000 - 1));
    QVERIFY(!refused.isRefused(guesser, 60'500 + 5 * 60'000));
}

void TstPhoneServer::hintAnswered() {
    auto phone = joined(0);
    QVERIFY(phone);
    phone->send({{"type", "hint"}});
    QVERIFY(phone->waitFor("hint"));
    QCOMPARE(table->hintsAsked, QList<int>{0});
    QCOMPARE(phone->last("hint")["choice"].toString(), QStringLiteral("1/a"));
    QCOMPARE(phone->last("hint")["reason"].toString(), QStringLiteral("Because it is first."));
    auto stranger = connected();
    QVERIFY(stranger);
    stranger->send({{"type", "hint"}});
    QVERIFY(stranger->waitFor("error"));
    QCOMPARE(table->hintsAsked.size(), 1);
}

void TstPhoneServer::newGameRenewsLinks() {
    auto ann = joined(0);
    QVERIFY(ann);
    const QString annBefore = secretOf(0), bobBefore = secretOf(1);
    table->setPhones({true, true, false}); // a new game, the same seats
    QVERIFY(ann->waitFor("revoked"));
    QCOMPARE(ann->last("revoked")["why"].toString(), QStringLiteral("new-game"));
    QVERIFY(ann->waitClosed());
    QVERIFY(secretOf(0) != annBefore);
    QVERIFY(secretOf(1) != bobBefore);
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::NotJoined);
    QVERIFY(joined(0));
    QVERIFY(joined(1));
    // A new table too.
    const QString annNow = secretOf(0);
    FakeTable other;
    server->setTable(&other);
    QVERIFY(secretOf(0) != annNow);
}

void TstPhoneServer::seatMovedToScreenKeepsOtherLinks() {
    auto ann = joined(0);
    auto bob = joined(1);
    QVERIFY(ann && bob);
    const QString annBefore = secretOf(0);
    table->setPhones({true, false, false}); // Bob moved to the screen
    QVERIFY(bob->waitFor("revoked"));
    QCOMPARE(bob->last("revoked")["why"].toString(), QStringLiteral("to-screen"));
    QVERIFY(bob->waitClosed());
    QCOMPARE(server->seatState(1), PhoneServer::SeatState::NotPhone);
    QCOMPARE(secretOf(0), annBefore);
    QTest::qWait(100);
    QVERIFY(!ann->closed);
    QCOMPARE(server->seatState(0), PhoneServer::SeatState::Connected);
}

QTEST_GUILESS_MAIN(TstPhoneServer)
#include "tst_phone_server.moc"
