// SPDX-License-Identifier: GPL-3.0-or-later
#include "phones_dialog.h"

#include "common/follow_language.h"
#include "common/screen_scale.h"
#include "engine_message.h"
#include "phone_seat_card.h"
#include "phone_server.h"
#include "phone_table.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace club::app {

namespace {

constexpr int MostColumns = 4;

QString kindWords(LocalAddress::Kind kind) {
    switch (kind) {
    case LocalAddress::Kind::Wifi:
        return PhonesDialog::tr("Wi-Fi");
    case LocalAddress::Kind::Wired:
        return PhonesDialog::tr("cable");
    case LocalAddress::Kind::Virtual:
        return PhonesDialog::tr("virtual: a VPN or a container");
    case LocalAddress::Kind::Other:
        break;
    }
    return {};
}

QString addressWords(const LocalAddress& local) {
    const QString kind = kindWords(local.kind);
    const QString where = kind.isEmpty()
                              ? local.interfaceName
                              : PhonesDialog::tr("%1, %2").arg(local.interfaceName, kind);
    return PhonesDialog::tr("%1 (%2)").arg(local.address.toString(), where);
}

} // namespace

PhonesDialog::PhonesDialog(PhoneTable* table, QWidget* parent) : QDialog(parent), table_(table) {
    setObjectName(QStringLiteral("phonesDialog"));
    intro_ = new QLabel(this);
    intro_->setWordWrap(true);
    addressLabel_ = new QLabel(this);
    addressChoice_ = new QComboBox(this);
    addressChoice_->setObjectName(QStringLiteral("phoneAddressChoice"));
    addressLabel_->setBuddy(addressChoice_);
    listeningNote_ = new QLabel(this);
    listeningNote_->setObjectName(QStringLiteral("phoneListeningNote"));
    listeningNote_->setWordWrap(true);
    QFont strong = listeningNote_->font();
    strong.setBold(true);
    listeningNote_->setFont(strong);
    listeningNote_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    cardsHolder_ = new QWidget;
    cards_ = new QGridLayout(cardsHolder_);
    cards_->setContentsMargins(0, 0, 0, 0);
    scroll_ = new QScrollArea(this);
    scroll_->setWidget(cardsHolder_);
    scroll_->setWidgetResizable(true);
    scroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll_->setFrameShape(QFrame::NoFrame);
    noPhones_ = new QLabel(this);
    noPhones_->setWordWrap(true);
    trustNote_ = new QLabel(this);
    trustNote_->setObjectName(QStringLiteral("phoneTrustNote"));
    trustNote_->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    // Without a network every phone seat goes back to the screen at once.
    allOnScreen_ = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    allOnScreen_->setObjectName(QStringLiteral("playAllOnThisScreen"));
    // Enter closes the dialog; it never moves seats.
    allOnScreen_->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(allOnScreen_, &QPushButton::clicked, this, [this] {
        const QList<int> seats = cardOfSeat_.keys();
        for (int seat : seats)
            emit moveToScreenRequested(seat);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* addressRow = new QHBoxLayout;
    addressRow->addWidget(addressLabel_);
    addressRow->addWidget(addressChoice_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addLayout(addressRow);
    layout->addWidget(listeningNote_);
    layout->addWidget(scroll_, 1);
    layout->addWidget(noPhones_);
    layout->addWidget(trustNote_);
    layout->addWidget(buttons);

    connect(addressChoice_, &QComboBox::activated, this, [this](int index) {
        const QHostAddress chosen(addressChoice_->itemData(index).toString());
        if (chosen != listening_.address) emit addressChosen(chosen);
    });
    connect(table_, &PhoneTable::seatsChanged, this, &PhonesDialog::rebuildCards);
    connect(table_, &PhoneTable::changed, this, [this] { // a name may have changed
        for (auto it = cardOfSeat_.cbegin(); it != cardOfSeat_.cend(); ++it)
            updateSeat(it.key());
    });
    followLanguage(this, [this] { retranslate(); });
    sayListening();
    rebuildCards();
}

void PhonesDialog::setServer(PhoneServer* server) {
    server_ = server;
    for (auto it = cardOfSeat_.cbegin(); it != cardOfSeat_.cend(); ++it)
        updateSeat(it.key());
    fitToScreen();
}

void PhonesDialog::setListening(const PhoneListening& listening) {
    listening_ = listening;
    addressChoice_->clear();
    for (const LocalAddress& local : listening_.addresses)
        addressChoice_->addItem(addressWords(local), local.address.toString());
    addressChoice_->setCurrentIndex(addressChoice_->findData(listening_.address.toString()));
    const bool choice = listening_.addresses.size() > 1 && !listening_.addressFixed;
    addressLabel_->setVisible(choice);
    addressChoice_->setVisible(choice);
    sayListening();
    for (auto it = cardOfSeat_.cbegin(); it != cardOfSeat_.cend(); ++it)
        updateSeat(it.key());
    fitToScreen();
}

PhoneSeatCard* PhonesDialog::card(int seat) const {
    return cardOfSeat_.value(seat, nullptr);
}

void PhonesDialog::updateSeat(int seat) {
    PhoneSeatCard* card = cardOfSeat_.value(seat, nullptr);
    const bool phone = seat < table_->seatCount() && table_->isPhoneSeat(seat);
    if (!card || !phone) {
        if (bool(card) != phone) rebuildCards(); // the seat came to, or left, a phone
        return;
    }
    const QString url = server_ ? server_->seatUrl(seat).toString(QUrl::FullyEncoded) : QString();
    const auto state = server_ ? server_->seatState(seat) : PhoneServer::SeatState::NotJoined;
    const QSize before = card->sizeHint();
    card->showSeat(table_->seatName(seat), state, url);
    if (card->sizeHint() != before) fitCards(); // a code shown or hidden
}

int PhonesDialog::qrSide() const {
    // Read at arm's length: about 180 pixels on a 1024x768 screen, 220 on
    // a larger one (a code of 41 modules at five pixels each), and as much
    // larger again on a very large screen.
    const QScreen* on = screen();
    const bool small = on && on->availableSize().height() < 900;
    return qRound((small ? 180 : 220) * largeScreenScale(on));
}

void PhonesDialog::rebuildCards() {
    for (PhoneSeatCard* card : std::as_const(cardOfSeat_))
        delete card;
    cardOfSeat_.clear();
    const int side = qrSide();
    QList<PhoneSeatCard*> made;
    for (int seat = 0; seat < table_->seatCount(); ++seat) {
        if (!table_->isPhoneSeat(seat)) continue;
        auto* card = new PhoneSeatCard(seat, side, cardsHolder_);
        connect(card, &PhoneSeatCard::playOnScreen, this, &PhonesDialog::moveToScreenRequested);
        connect(card, &PhoneSeatCard::newLink, this, [this](int seat) {
            if (!server_ || !newLinkWanted(seat)) return;
            server_->forgetPhone(seat);
            updateSeat(seat);
        });
        cardOfSeat_.insert(seat, card);
        made.append(card);
        updateSeat(seat);
    }
    scroll_->setVisible(!made.isEmpty());
    noPhones_->setVisible(made.isEmpty());
    sayListening();
    fitCards();
}

bool PhonesDialog::newLinkWanted(int seat) {
    // A phone still connected is cut off at once: asked first, as a misclick
    // there stops someone's game.
    if (server_->seatState(seat) != PhoneServer::SeatState::Connected) return true;
    const QString name = table_->seatName(seat);
    QMessageBox box(QMessageBox::Question, tr("New Link"), tr("Give %1 a new link?").arg(name),
                    QMessageBox::NoButton, this);
    box.setInformativeText(
        tr("%1's phone is connected now: it stops at once, and %1 must scan the new code "
           "to play on.")
            .arg(name));
    QPushButton* renew = box.addButton(tr("&New Link"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == renew;
}

void PhonesDialog::fitCards() {
    QList<PhoneSeatCard*> made;
    for (int seat = 0; seat < table_->seatCount(); ++seat)
        if (PhoneSeatCard* card = cardOfSeat_.value(seat, nullptr)) made.append(card);
    for (PhoneSeatCard* card : std::as_const(made))
        cards_->removeWidget(card);
    // Every card as wide as the widest asks, in as many columns as the
    // screen holds side by side, at most four.
    int cardWidth = 0;
    for (PhoneSeatCard* card : std::as_const(made)) {
        card->setMinimumWidth(0);
        card->setMaximumWidth(QWIDGETSIZE_MAX);
        cardWidth = std::max(cardWidth, card->sizeHint().width());
    }
    for (PhoneSeatCard* card : std::as_const(made))
        card->setFixedWidth(cardWidth);
    int columns = MostColumns;
    if (const QScreen* on = screen()) {
        const int room =
            on->availableSize().width() - 48 - style()->pixelMetric(QStyle::PM_ScrollBarExtent);
        const int spacing = std::max(0, cards_->horizontalSpacing());
        columns = std::clamp((room + spacing) / std::max(1, cardWidth + spacing), 1, MostColumns);
    }
    columns = std::min<int>(columns, std::max<qsizetype>(1, made.size()));
    for (qsizetype i = 0; i < made.size(); ++i) {
        cards_->addWidget(made[i], int(i / columns), int(i % columns), Qt::AlignTop);
        // Shown now, not later: a card made while the dialog shows would
        // count for nothing in the size worked out below, and the dialog
        // shrank to a small box when a seat went back to the screen.
        made[i]->show();
    }
    fitToScreen();
}

void PhonesDialog::fitToScreen() {
    cardsHolder_->adjustSize();
    const QSize content = cardsHolder_->sizeHint();
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    // Never a horizontal scroll bar: the columns were chosen to fit.
    scroll_->setMinimumWidth(content.width() + 2 * scroll_->frameWidth() + bar);
    layout()->activate();
    const QSize all = layout()->totalSizeHint();
    const int others = all.height() - scroll_->sizeHint().height();
    int width = all.width();
    int height = others + (!scroll_->isHidden() ? content.height() + 2 * scroll_->frameWidth() : 0);
    if (const QScreen* on = screen()) {
        // Room for the window's title bar and frame.
        const QSize room = on->availableSize() - QSize(16, 48);
        width = std::min(width, room.width());
        height = std::min(height, room.height());
    }
    resize(std::max(width, minimumSizeHint().width()), height);
}

void PhonesDialog::sayListening() {
    QStringList notes;
    const bool noNetwork = listening_.addresses.isEmpty() && !listening_.addressFixed;
    intro_->setHidden(noNetwork);
    allOnScreen_->setVisible(noNetwork && !cardOfSeat_.isEmpty());
    if (noNetwork)
        notes << tr("This laptop is on no network, so no phone can join. Join a Wi-Fi network "
                    "and open Phones\u2026 again, or play every seat on this screen.");
    else if (!listening_.failure.isEmpty())
        notes << tr("The phones cannot join: %1").arg(wordMessage(listening_.failure));
    else if (listening_.port != 0 && listening_.askedPort != 0 &&
             listening_.port != listening_.askedPort)
        notes << tr("Port %1 was busy, so the phones use port %2.")
                     .arg(listening_.askedPort)
                     .arg(listening_.port);
    if (!listening_.problem.isEmpty()) notes << listening_.problem;
    listeningNote_->setText(notes.join(QLatin1Char('\n')));
    listeningNote_->setVisible(!notes.isEmpty());
}

void PhonesDialog::retranslate() {
    setWindowTitle(tr("Phones"));
    intro_->setText(tr("Each person playing on a phone points its camera at their code, or "
                       "types their link into its browser. Nothing is installed on the phone."));
    addressLabel_->setText(tr("This laptop's &address for the phones:"));
    for (int i = 0; i < addressChoice_->count() && i < listening_.addresses.size(); ++i)
        addressChoice_->setItemText(i, addressWords(listening_.addresses[i]));
    noPhones_->setText(tr("No seat is played on a phone now."));
    allOnScreen_->setText(tr("Play &All on This Screen"));
    trustNote_->setText(tr("The phones must be on the same Wi-Fi as this laptop. Play this way "
                           "only on a network you trust, such as your own at home: the links "
                           "travel as plain, unencrypted web pages."));
    sayListening();
    for (PhoneSeatCard* card : std::as_const(cardOfSeat_))
        card->retranslate();
}

} // namespace club::app
