// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_hosting.h"

#include "common/follow_language.h"
#include "phone_address.h"
#include "phone_join_screen.h"
#include "phone_seat_card.h"
#include "phone_table.h"
#include "phones_dialog.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QWidget>

#include <cstdio>

namespace club::app {

namespace {

/// The port the phones' links use unless the command line says another.
constexpr quint16 UsualPort = 8650;

struct ListenOverride {
    QHostAddress address; ///< null: the laptop's preferred address
    quint16 port = 0;     ///< 0: the usual port
};
ListenOverride listenOverride;
bool overridden = false;
bool printLinks = false;

/// PLAYERS_CLUB_PHONE_ADDRESS, as --phone-address for every game of the
/// run (the test suites set 127.0.0.1, so that nothing of theirs listens
/// on the laptop's network); null when unset or not an address.
QHostAddress environmentAddress() {
    return QHostAddress(qEnvironmentVariable("PLAYERS_CLUB_PHONE_ADDRESS").trimmed());
}

/// A string as JSON, quoted and escaped.
QByteArray jsonString(const QString& text) {
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

struct PhoneHosting::Private {
    PhoneTable* table = nullptr;
    QWidget* page = nullptr;
    QAction* action = nullptr;
    PhoneServer* server = nullptr;
    QPointer<PhonesDialog> dialog;
    QHostAddress chosen;         ///< the host's choice among several addresses
    PhoneListening listening;    ///< where the server listens, as last asked
    QHash<int, QString> printed; ///< the last link printed for each seat
    PhoneJoinScreen* joinScreen = nullptr;
};

PhoneHosting::PhoneHosting(PhoneTable* table, QWidget* page)
    : QObject(page), d_(std::make_unique<Private>()) {
    d_->table = table;
    d_->page = page;
    d_->action = new QAction(this);
    d_->action->setObjectName(QStringLiteral("phonesAction"));
    followLanguage(this, [this] { d_->action->setText(tr("Ph&ones\u2026")); });
    connect(d_->action, &QAction::triggered, this, &PhoneHosting::showDialog);
    connect(table, &PhoneTable::seatsChanged, this, &PhoneHosting::followSeats);
    d_->joinScreen = new PhoneJoinScreen(page);
    connect(d_->joinScreen, &PhoneJoinScreen::playOnScreen, this,
            &PhoneHosting::moveToScreenRequested);
    connect(d_->joinScreen, &PhoneJoinScreen::allPhones, this, &PhoneHosting::showDialog);
    connect(table, &PhoneTable::changed, this, &PhoneHosting::showCodeIfAwaited);
    // A page's table may go before this (its children are deleted in turn):
    // from then on nothing here asks it anything. Connected before the
    // server's own, so the server's last words reach no one.
    connect(table, &QObject::destroyed, this, [this] {
        d_->table = nullptr;
        if (d_->server) disconnect(d_->server, nullptr, this, nullptr);
        delete d_->dialog;
        d_->action->setEnabled(false);
        d_->joinScreen->hide();
    });
    followSeats();
}

PhoneHosting::~PhoneHosting() = default;

QAction* PhoneHosting::phonesAction() const {
    return d_->action;
}

PhoneServer* PhoneHosting::server() const {
    return d_->server;
}

PhoneJoinScreen* PhoneHosting::joinScreen() const {
    return d_->joinScreen;
}

PhoneServer::SeatState PhoneHosting::seatState(int seat) const {
    return d_->server ? d_->server->seatState(seat) : PhoneServer::SeatState::NotPhone;
}

QStringList PhoneHosting::seatStateWords() const {
    QStringList words;
    for (int seat = 0; seat < d_->table->seatCount(); ++seat)
        words << (d_->table->isPhoneSeat(seat) ? phoneSeatStateShortWords(seatState(seat))
                                               : QString());
    return words;
}

void PhoneHosting::setListenOverride(const QHostAddress& address, quint16 port) {
    listenOverride = {address, port};
    overridden = true;
}

void PhoneHosting::setPrintLinks(bool print) {
    printLinks = print;
}

void PhoneHosting::followSeats() {
    if (!d_->table) return;
    bool anyPhone = false;
    for (int seat = 0; seat < d_->table->seatCount(); ++seat)
        anyPhone = anyPhone || d_->table->isPhoneSeat(seat);
    d_->action->setEnabled(anyPhone);
    if (anyPhone && !d_->server) {
        // Started once the table first has a phone seat, kept for the page's
        // life: a seat moved back to a phone later finds it listening.
        d_->server = new PhoneServer(this);
        connect(d_->server, &PhoneServer::seatStateChanged, this, [this](int seat) {
            emit seatStateChanged(seat);
            if (d_->dialog) d_->dialog->updateSeat(seat);
            printNewLinks();
            showCodeIfAwaited();
        });
        connect(d_->server, &PhoneServer::problem, this, [this](const QString& text) {
            d_->listening.problem = text;
            tellDialog();
        });
        d_->server->setTable(d_->table);
        listenNow();
    }
    printNewLinks();
    showCodeIfAwaited();
}

void PhoneHosting::listenNow() {
    PhoneListening& listening = d_->listening;
    listening.addresses = localAddresses();
    const bool commandLineAddress = overridden && !listenOverride.address.isNull();
    QHostAddress address = commandLineAddress ? listenOverride.address : environmentAddress();
    listening.addressFixed = !address.isNull();
    listening.askedPort = overridden && listenOverride.port != 0 ? listenOverride.port : UsualPort;
    listening.failure = {};
    listening.problem.clear();
    if (address.isNull()) {
        for (const LocalAddress& local : std::as_const(listening.addresses))
            if (local.address == d_->chosen) address = local.address;
        if (address.isNull() && !listening.addresses.isEmpty())
            address = listening.addresses.first().address;
    }
    d_->server->close();
    if (!address.isNull()) listening.failure = d_->server->listen(address, listening.askedPort);
    const bool listeningNow = d_->server->isListening();
    listening.address = listeningNow ? d_->server->address() : QHostAddress();
    listening.port = listeningNow ? d_->server->port() : 0;
    // Every link names the address and port: they all changed.
    for (int seat = 0; d_->table && seat < d_->table->seatCount(); ++seat)
        if (d_->table->isPhoneSeat(seat)) emit seatStateChanged(seat);
    tellDialog();
    printNewLinks();
}

void PhoneHosting::tellDialog() {
    if (!d_->dialog) return;
    d_->dialog->setServer(d_->server);
    d_->dialog->setListening(d_->listening);
}

void PhoneHosting::printNewLinks() {
    if (!printLinks || !d_->server || !d_->table) return;
    for (int seat = 0; seat < d_->table->seatCount(); ++seat) {
        if (!d_->table->isPhoneSeat(seat)) continue;
        const QString url = d_->server->seatUrl(seat).toString(QUrl::FullyEncoded);
        if (url.isEmpty() || d_->printed.value(seat) == url) continue;
        d_->printed.insert(seat, url);
        const QByteArray line = "{\"seat\":" + QByteArray::number(seat) +
                                ",\"name\":" + jsonString(d_->table->seatName(seat)) +
                                ",\"url\":" + jsonString(url) + "}\n";
        std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
        std::fflush(stdout); // a script waits for the line before the table shows
    }
}

void PhoneHosting::showCodeIfAwaited() {
    using State = PhoneServer::SeatState;
    const int seat = d_->table && d_->server ? d_->table->seatAwaited() : -1;
    const QString url =
        seat >= 0 ? d_->server->seatUrl(seat).toString(QUrl::FullyEncoded) : QString();
    if (url.isEmpty() || d_->server->seatState(seat) != State::NotJoined) {
        d_->joinScreen->hide();
        return;
    }
    QStringList others;
    for (int s = 0; s < d_->table->seatCount(); ++s)
        if (s != seat && d_->table->isPhoneSeat(s) && d_->server->seatState(s) == State::NotJoined)
            others << d_->table->seatName(s);
    d_->joinScreen->showFor(seat, d_->table->seatName(seat), url, others);
}

void PhoneHosting::showDialog() {
    if (!d_->table) return;
    if (!d_->dialog) {
        d_->dialog = new PhonesDialog(d_->table, d_->page);
        connect(d_->dialog, &PhonesDialog::moveToScreenRequested, this,
                &PhoneHosting::moveToScreenRequested);
        connect(d_->dialog, &PhonesDialog::addressChosen, this, [this](const QHostAddress& a) {
            d_->chosen = a;
            if (d_->server) listenNow();
        });
    }
    // The laptop may have joined a network, or a VPN come up, since: a
    // server that could not listen tries again, the choice is offered anew.
    if (d_->server && !d_->server->isListening())
        listenNow();
    else
        d_->listening.addresses = localAddresses();
    tellDialog();
    d_->dialog->show();
    d_->dialog->raise();
    d_->dialog->activateWindow();
}

} // namespace club::app
