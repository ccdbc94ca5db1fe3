// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_seat_card.h"

#include "fonts.h"
#include "qr_code.h"

#include <QCoreApplication>
#include <QLabel>
#include <QPushButton>
#include <QTextEdit>
#include <QVBoxLayout>

namespace club::app {

QString phoneSeatStateWords(PhoneServer::SeatState state) {
    switch (state) {
    case PhoneServer::SeatState::NotJoined:
        return PhoneSeatCard::tr("Not joined yet");
    case PhoneServer::SeatState::Connected:
        return PhoneSeatCard::tr("Connected");
    case PhoneServer::SeatState::Away:
        return PhoneSeatCard::tr("Away: the phone dropped its connection");
    case PhoneServer::SeatState::NotPhone:
        break;
    }
    return PhoneSeatCard::tr("Played on this screen");
}

QString phoneSeatStateShortWords(PhoneServer::SeatState state) {
    switch (state) {
    case PhoneServer::SeatState::NotJoined:
        return PhoneSeatCard::tr("phone not joined");
    case PhoneServer::SeatState::Connected:
        return PhoneSeatCard::tr("phone connected");
    case PhoneServer::SeatState::Away:
        return PhoneSeatCard::tr("phone away");
    case PhoneServer::SeatState::NotPhone:
        break;
    }
    return {};
}

PhoneSeatCard::PhoneSeatCard(int seat, int qrSide, QWidget* parent)
    : QFrame(parent), seat_(seat), qrSide_(qrSide) {
    setFrameShape(QFrame::StyledPanel);
    setProperty("seat", seat);
    name_ = new QLabel(this);
    name_->setObjectName(QStringLiteral("phoneSeatName"));
    name_->setAlignment(Qt::AlignCenter);
    name_->setTextFormat(Qt::PlainText);
    name_->setWordWrap(true); // a long name takes two lines, not every card's width
    useTitleFont(name_, 13);
    stateLabel_ = new QLabel(this);
    stateLabel_->setObjectName(QStringLiteral("phoneSeatState"));
    stateLabel_->setWordWrap(true);
    // Two lines for every state, so the codes of a row stay in line.
    stateLabel_->setMinimumHeight(2 * stateLabel_->fontMetrics().lineSpacing());
    stateLabel_->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    qr_ = new QLabel(this);
    qr_->setObjectName(QStringLiteral("phoneSeatQr"));
    qr_->setAlignment(Qt::AlignCenter);
    qr_->setFixedSize(qrSide, qrSide);
    // The link as text, wrapped anywhere (it has no spaces) and selectable
    // whole, for a phone whose camera cannot read the code.
    link_ = new QTextEdit(this);
    link_->setObjectName(QStringLiteral("phoneSeatLink"));
    link_->setReadOnly(true);
    link_->setAcceptRichText(false);
    link_->setWordWrapMode(QTextOption::WrapAnywhere);
    link_->setFrameShape(QFrame::NoFrame);
    link_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    link_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    link_->viewport()->setAutoFillBackground(false);
    link_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    link_->setFixedWidth(qrSide);
    link_->setTabChangesFocus(true);
    playOnScreen_ = new QPushButton(this);
    playOnScreen_->setObjectName(QStringLiteral("playOnThisScreen"));
    newLink_ = new QPushButton(this);
    newLink_->setObjectName(QStringLiteral("newLink"));
    connect(playOnScreen_, &QPushButton::clicked, this, [this] { emit playOnScreen(seat_); });
    connect(newLink_, &QPushButton::clicked, this, [this] { emit newLink(seat_); });

    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(4);
    layout->addWidget(name_);
    layout->addWidget(stateLabel_);
    layout->addWidget(qr_, 0, Qt::AlignHCenter);
    layout->addWidget(link_, 0, Qt::AlignHCenter);
    layout->addWidget(playOnScreen_);
    layout->addWidget(newLink_);
    layout->addStretch();
    retranslate();
}

void PhoneSeatCard::showSeat(const QString& name, PhoneServer::SeatState state,
                             const QString& url) {
    name_->setText(name);
    state_ = state;
    if (url != url_ || qr_->pixmap().isNull() != url.isEmpty()) {
        url_ = url;
        qr_->setPixmap(url.isEmpty() ? QPixmap() : qrCodePixmap(url, qrSide_, devicePixelRatioF()));
        link_->setPlainText(url);
        // As tall as the wrapped link, no taller: the card holds no scroll bar.
        link_->document()->setTextWidth(qrSide_);
        const int height = qRound(link_->document()->size().height()) + 2 * link_->frameWidth() + 2;
        link_->setFixedHeight(height);
    }
    qr_->setVisible(!url.isEmpty());
    link_->setVisible(!url.isEmpty());
    newLink_->setVisible(!url.isEmpty());
    setAccessibleName(name);
    retranslate();
}

void PhoneSeatCard::retranslate() {
    // Without a link (no network, no server) no phone can join at all.
    stateLabel_->setText(url_.isEmpty() ? tr("No link") : phoneSeatStateWords(state_));
    playOnScreen_->setText(tr("Play on This Screen"));
    playOnScreen_->setToolTip(tr("From now on this seat is played here, with the pass screen."));
    newLink_->setText(tr("New Link"));
    newLink_->setToolTip(tr("The phone's link stops working and a new one is shown: for a "
                            "lost phone, or a link seen by someone else."));
    qr_->setAccessibleName(tr("QR code of the link for %1").arg(name_->text()));
    link_->setAccessibleName(tr("Link for %1").arg(name_->text()));
}

QString PhoneSeatCard::stateText() const {
    return stateLabel_->text();
}

QString PhoneSeatCard::linkText() const {
    return link_->toPlainText();
}

} // namespace club::app
