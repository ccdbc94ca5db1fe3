// SPDX-License-Identifier: GPL-3.0-or-later
// One person's seat in the Phones dialog (issue 26): the name, the phone's
// state in words, the QR code of the seat's link and the link as text to
// select, and the host's two buttons: play the seat on this screen from now
// on, or make a new link (the old one stops working).
#pragma once

#include "phone_server.h"

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;
class QTextEdit;

namespace club::app {

class PhoneSeatCard : public QFrame {
    Q_OBJECT
public:
    /// `qrSide`: the code's size in device-independent pixels.
    PhoneSeatCard(int seat, int qrSide, QWidget* parent);

    int seat() const { return seat_; }
    /// Shows the seat as it is now; the code is drawn again only for a new
    /// link. An empty `url`: no link (no network), the code and text hidden.
    void showSeat(const QString& name, PhoneServer::SeatState state, const QString& url);
    /// Says the words again in the program's language.
    void retranslate();

    QString stateText() const;
    QString linkText() const;

signals:
    void playOnScreen(int seat);
    void newLink(int seat);

private:
    int seat_;
    int qrSide_;
    PhoneServer::SeatState state_ = PhoneServer::SeatState::NotPhone;
    QString url_;
    QLabel* name_;
    QLabel* stateLabel_;
    QLabel* qr_;
    QTextEdit* link_;
    QPushButton* playOnScreen_;
    QPushButton* newLink_;
};

/// The state of a phone seat in words, in the program's language.
QString phoneSeatStateWords(PhoneServer::SeatState state);
/// The same in a few words, for the seat's row and board on the table
/// ("phone away"); empty for a seat not on a phone.
QString phoneSeatStateShortWords(PhoneServer::SeatState state);

} // namespace club::app
