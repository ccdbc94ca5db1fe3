// SPDX-License-Identifier: GPL-3.0-or-later
// What a game's page holds to let its people play on phones (issue 26):
// the server, started when the table first has a phone seat, on the
// laptop's local address; the Game menu's Phones… action and its dialog
// (links, QR codes, states; move a seat back to the screen, forget a
// phone); and each seat's state for the side panel. A page makes one over
// its game's PhoneTable and names nothing else in this folder.
#pragma once

#include "phone_server.h"

#include <QHostAddress>
#include <QObject>
#include <QStringList>

#include <memory>

class QAction;
class QWidget;

namespace club::app {

class PhoneJoinScreen;
class PhoneTable;

class PhoneHosting : public QObject {
    Q_OBJECT
public:
    /// `page` parents the dialog and owns this.
    PhoneHosting(PhoneTable* table, QWidget* page);
    ~PhoneHosting() override;

    /// Game > Phones…: enabled while the table has a phone seat.
    QAction* phonesAction() const;
    /// Opens the Phones dialog (the action does this).
    void showDialog();
    /// Covers the page, in the pass screen's place, with the code of the
    /// phone seat the table waits for while that phone has not joined.
    PhoneJoinScreen* joinScreen() const;
    /// nullptr until the table first has a phone seat.
    PhoneServer* server() const;
    /// PhoneServer::SeatState::NotPhone while there is no server.
    PhoneServer::SeatState seatState(int seat) const;
    /// How each seat's phone stands in a few words ("phone away"), by seat;
    /// empty for a seat not on a phone: the table's rows and boards say it.
    QStringList seatStateWords() const;

    /// From the command line (--phone-address, --phone-port): where every
    /// page's server listens. Without it: the laptop's address on the
    /// interface with the default route, port 8650 or the next free one.
    static void setListenOverride(const QHostAddress& address, quint16 port);
    /// From the command line (--new … --seat NAME:phone): print each phone
    /// seat's link, once for each new link, as one JSON line on standard
    /// output: {"seat":0,"name":"Ann","url":"http://…"}.
    static void setPrintLinks(bool print);

signals:
    /// A seat's phone state or link changed.
    void seatStateChanged(int seat);
    /// The host chose, in the dialog, to play `seat` on this screen from
    /// now on: the page turns the seat's `phone` off on its table.
    void moveToScreenRequested(int seat);

private:
    void followSeats();
    void listenNow();
    void printNewLinks();
    void showCodeIfAwaited();
    void tellDialog();

    struct Private;
    std::unique_ptr<Private> d_;
};

} // namespace club::app
