// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Phones… (issue 26): a card for each person seat on a phone, with
// its state, QR code and link, the host's buttons (play it on this screen,
// a new link), the choice of the laptop's address where it has several,
// and plain words on the network: the same Wi-Fi, a trusted network only,
// no network at all. It stays open beside the table and follows the seats'
// states as phones join and drop.
#pragma once

#include "core/message.h"
#include "phone_address.h"

#include <QDialog>
#include <QHash>
#include <QHostAddress>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace club::app {

class PhoneServer;
class PhoneSeatCard;
class PhoneTable;

/// Where the phones' server listens, as the dialog tells the host.
struct PhoneListening {
    QList<LocalAddress> addresses; ///< empty: the laptop is on no network
    QHostAddress address;          ///< where the server listens (null: it does not)
    bool addressFixed = false;     ///< given on the command line: no choice
    quint16 askedPort = 0;         ///< the port asked for
    quint16 port = 0;              ///< the port taken (another when it was busy)
    Message failure;               ///< why the server could not listen
    QString problem;               ///< the server's last word to the host
};

class PhonesDialog : public QDialog {
    Q_OBJECT
public:
    /// `server` may be null (no phone seat has been seen yet).
    PhonesDialog(PhoneTable* table, QWidget* parent);

    void setServer(PhoneServer* server);
    void setListening(const PhoneListening& listening);
    /// Shows `seat`'s state and link as they are now.
    void updateSeat(int seat);
    /// Builds the cards again for the table's phone seats now.
    void rebuildCards();

    /// The card of `seat`, or nullptr (for tests and the accessible tree).
    PhoneSeatCard* card(int seat) const;

signals:
    /// The host chose another of the laptop's addresses.
    void addressChosen(const QHostAddress& address);
    void moveToScreenRequested(int seat);

private:
    void retranslate();
    void sayListening();
    void fitCards();
    /// Whether the host means it: a seat whose phone is connected is asked about.
    bool newLinkWanted(int seat);
    void fitToScreen();
    int qrSide() const;

    PhoneTable* table_;
    PhoneServer* server_ = nullptr;
    PhoneListening listening_;
    QLabel* intro_;
    QLabel* addressLabel_;
    QComboBox* addressChoice_;
    QLabel* listeningNote_;
    QScrollArea* scroll_;
    QWidget* cardsHolder_;
    QGridLayout* cards_;
    QLabel* noPhones_;
    QLabel* trustNote_;
    QPushButton* allOnScreen_;
    QHash<int, PhoneSeatCard*> cardOfSeat_;
};

} // namespace club::app
