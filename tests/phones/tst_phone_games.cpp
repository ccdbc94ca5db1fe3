// SPDX-License-Identifier: GPL-3.0-or-later
// Whole games over sockets (issue 26): a P.M. rubber with every seat on a
// phone and a four-hand cribbage game with muggins, each phone a QWebSocket
// on 127.0.0.1 choosing at random among its view's choices. Every message
// a phone receives is kept and checked against the table as it was when
// the message was sent: no card still held in another seat's hand (nor, in
// cribbage, another's card laid away in the crib before it is shown) is
// ever in it.
#include "crib/crib_phone_table.h"
#include "phones/phone_server.h"
#include "pm/pm_phone_table.h"

#include "crib/card.h"
#include "crib/table.h"
#include "pm/table.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>
#include <QUrlQuery>
#include <QWebSocket>

#include <functional>
#include <map>
#include <memory>
#include <vector>

using club::app::PhoneServer;
using club::app::PhoneTable;

namespace {

/// What each seat may not see, by the table's revision.
using Hidden = std::map<quint64, std::vector<QSet<QString>>>;

/// Every card named anywhere in `value`: P.M. cards are objects with "id"
/// and "value"; cribbage cards are strings such as "10H".
void collectCards(const QJsonValue& value, QSet<QString>& out) {
    static const QRegularExpression cribCard(QStringLiteral("^(A|[2-9]|10|J|Q|K)[SHDC]$"));
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        if (o.contains(QLatin1String("id")) && o.contains(QLatin1String("value")) &&
            o.value(QLatin1String("id")).isDouble())
            out.insert(QString::number(o.value(QLatin1String("id")).toInt()));
        for (auto it = o.begin(); it != o.end(); ++it)
            collectCards(it.value(), out);
    } else if (value.isArray()) {
        for (const QJsonValue& v : value.toArray())
            collectCards(v, out);
    } else if (value.isString() && cribCard.match(value.toString()).hasMatch()) {
        out.insert(value.toString());
    }
}

/// One phone: joins its seat, answers every turn with a random choice of
/// its view, and checks each view against what the seat may not see.
class Phone : public QObject {
public:
    /// The phone stops choosing once its view's phase is `stopAt`.
    Phone(int seat, const QUrl& link, const Hidden* hidden, quint32 seed, const QString& stopAt)
        : seat_(seat), hidden_(hidden), random_(seed), stopAt_(stopAt) {
        secret_ = QUrlQuery(link.fragment()).queryItemValue(QStringLiteral("k"));
        QUrl socketUrl(link);
        socketUrl.setScheme(QStringLiteral("ws"));
        socketUrl.setPath(QStringLiteral("/socket"));
        socketUrl.setFragment(QString());
        connect(&socket_, &QWebSocket::connected, this, [this] {
            socket_.sendTextMessage(
                QJsonDocument(QJsonObject{{"type", "join"}, {"seat", seat_}, {"secret", secret_}})
                    .toJson(QJsonDocument::Compact));
        });
        connect(&socket_, &QWebSocket::textMessageReceived, this, &Phone::received);
        socket_.open(socketUrl);
    }

    int views = 0;
    int acts = 0;
    QString lastPhase;
    QStringList leaks;
    QStringList errors;

private:
    void received(const QString& text) {
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString type = message.value(QLatin1String("type")).toString();
        if (type == QLatin1String("error")) {
            errors << message.value(QLatin1String("message")).toString();
            return;
        }
        if (type != QLatin1String("view")) return;
        const QJsonObject view = message.value(QLatin1String("view")).toObject();
        ++views;
        check(view);
        lastPhase = view.value(QLatin1String("phase")).toString();
        const QJsonArray choices = view.value(QLatin1String("choices")).toArray();
        if (choices.isEmpty() || lastPhase == stopAt_) return;
        // A game's end lists "next game" for every seat: the first to ask
        // deals it, the others are told the table has moved on.
        const QString choice = choices.at(int(random_.bounded(quint32(choices.size()))))
                                   .toObject()
                                   .value("id")
                                   .toString();
        // Cribbage: the cards this seat lays away are still its to see.
        const int lay = choice.indexOf(QLatin1String("/lay:"));
        if (lay >= 0)
            for (const QString& card : choice.mid(lay + 5).split(QLatin1Char('+')))
                ownLaidAway_.insert(card);
        socket_.sendTextMessage(
            QJsonDocument(QJsonObject{{"type", "act"},
                                      {"actionId", QStringLiteral("a-%1").arg(++acts)},
                                      {"choice", choice}})
                .toJson(QJsonDocument::Compact));
    }

    void check(const QJsonObject& view) {
        const quint64 revision = view.value(QLatin1String("revision")).toString().toULongLong();
        const auto at = hidden_->find(revision);
        if (at == hidden_->end()) {
            leaks
                << QStringLiteral("a view of revision %1 the table never announced").arg(revision);
            return;
        }
        // A new deal: the cards laid away before are no longer in a crib.
        const QString deal = view.value(QLatin1String("gameNumber")).toVariant().toString() +
                             QLatin1Char('.') +
                             view.value(QLatin1String("dealNumber")).toVariant().toString();
        if (deal != deal_) ownLaidAway_.clear();
        deal_ = deal;
        QSet<QString> cards;
        collectCards(view, cards);
        QSet<QString> seen = cards.intersect(at->second[std::size_t(seat_)]);
        seen.subtract(ownLaidAway_);
        if (!seen.isEmpty())
            leaks << QStringLiteral("seat %1 was sent %2 at revision %3")
                         .arg(seat_)
                         .arg(QStringList(seen.values()).join(QLatin1Char(',')))
                         .arg(revision);
    }

    int seat_;
    const Hidden* hidden_;
    QRandomGenerator random_;
    QString stopAt_;
    QSet<QString> ownLaidAway_;
    QString deal_;
    QString secret_;
    QWebSocket socket_;
};

/// The server on the loopback over `table`, with `snapshot` taking what
/// each seat may not see at every change, before any view is sent.
struct Evening {
    Hidden hidden;
    PhoneServer server;
    std::vector<std::unique_ptr<Phone>> phones;

    bool start(PhoneTable* table, const std::function<void()>& snapshot, const QString& stopAt) {
        snapshot();
        // Connected before the server's own: it runs first on each change.
        QObject::connect(table, &PhoneTable::changed, table, snapshot);
        if (!server.listen(QHostAddress(QHostAddress::LocalHost), 0).isEmpty()) return false;
        server.setTable(table);
        for (int s = 0; s < table->seatCount(); ++s)
            phones.push_back(
                std::make_unique<Phone>(s, server.seatUrl(s), &hidden, quint32(26 + s), stopAt));
        return true;
    }
    bool allSay(const QString& phase) const {
        for (const auto& p : phones)
            if (p->lastPhase != phase) return false;
        return true;
    }
    void verifyClean() const {
        for (const auto& p : phones) {
            QVERIFY2(p->leaks.isEmpty(), qPrintable(p->leaks.join(QLatin1Char('\n'))));
            QVERIFY(p->views > 0);
        }
    }
};

} // namespace

class TestPhoneGames : public QObject {
    Q_OBJECT
private slots:
    void pmRubberOnFourPhones();
    void cribbageGameOnFourPhones();
};

void TestPhoneGames::pmRubberOnFourPhones() {
    club::pm::Table table;
    club::pm::RubberConfig config;
    for (const char* name : {"Ann", "Bob", "Cy", "Di"}) {
        club::Seat seat;
        seat.name = QString::fromLatin1(name);
        seat.colour = int(config.seats.size());
        seat.phone = true;
        config.seats.push_back(seat);
    }
    config.seed = 2026;
    QCOMPARE(table.newRubber(config), QString());
    club::app::PmPhoneTable phoneTable(&table, nullptr);
    Evening evening;
    // PM-16: a seat sees its own hand, never another's; the set-aside
    // cards (the pack beyond the hands) are never shown either.
    const auto snapshot = [&] {
        const auto& game = table.game();
        const auto& seats = table.rubber().currentRecord().seats;
        std::vector<QSet<QString>> hidden(config.seats.size());
        QSet<QString> inHands;
        for (int g = 0; g < int(seats.size()); ++g)
            for (club::pm::CardId c : game.hand(g))
                inHands.insert(QString::number(int(c)));
        for (std::size_t r = 0; r < hidden.size(); ++r) {
            hidden[r] = inHands;
            for (int g = 0; g < int(seats.size()); ++g)
                if (seats[std::size_t(g)] == int(r))
                    for (club::pm::CardId c : game.hand(g))
                        hidden[r].remove(QString::number(int(c)));
        }
        evening.hidden[table.revision()] = hidden;
    };
    QVERIFY(evening.start(&phoneTable, snapshot, QStringLiteral("rubber-over")));
    QTRY_VERIFY_WITH_TIMEOUT(evening.allSay(QStringLiteral("rubber-over")), 120000);
    QVERIFY(table.rubber().isOver());
    evening.verifyClean();
}

void TestPhoneGames::cribbageGameOnFourPhones() {
    club::crib::Table table;
    club::crib::Setup setup;
    setup.hands = 4;
    setup.game = 61;
    setup.muggins = true; // CR-15: counts said aloud, claims offered
    std::vector<club::Seat> seats;
    for (const char* name : {"Ann", "Bob", "Cy", "Di"}) {
        club::Seat seat;
        seat.name = QString::fromLatin1(name);
        seat.colour = int(seats.size());
        seat.phone = true;
        seats.push_back(seat);
    }
    QVERIFY(table.newMatch(setup, seats, 2026));
    club::app::CribPhoneTable phoneTable(&table);
    Evening evening;
    // CR-15: the crib stays face down until it is laid out for its count;
    // a seat knows its own cards laid into it (the phone keeps those).
    const auto snapshot = [&] {
        const auto& match = table.match();
        const auto name = [](club::crib::Card c) {
            return QString::fromStdString(club::crib::cardName(c));
        };
        std::vector<QSet<QString>> hidden(seats.size());
        for (std::size_t s = 0; s < seats.size(); ++s) {
            for (std::size_t t = 0; t < seats.size(); ++t)
                if (t != s)
                    for (club::crib::Card c : match.hand(int(t)))
                        hidden[s].insert(name(c));
            if (!match.showingCrib())
                for (club::crib::Card c : match.crib())
                    hidden[s].insert(name(c));
        }
        evening.hidden[table.revision()] = hidden;
    };
    QVERIFY(evening.start(&phoneTable, snapshot, QStringLiteral("game-over")));
    QTRY_VERIFY_WITH_TIMEOUT(evening.allSay(QStringLiteral("game-over")), 120000);
    evening.verifyClean();
}

QTEST_MAIN(TestPhoneGames)
#include "tst_phone_games.moc"
