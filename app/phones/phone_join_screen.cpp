// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_join_screen.h"

#include "common/follow_language.h"
#include "fonts.h"
#include "palette.h"
#include "qr_code.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTextEdit>
#include <QTextOption>
#include <QVBoxLayout>

#include <algorithm>

namespace club::app {

namespace {

QLabel* inkLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    return label;
}

} // namespace

PhoneJoinScreen::PhoneJoinScreen(QWidget* page) : QWidget(page) {
    setObjectName(QStringLiteral("phoneJoinScreen"));
    setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    heading_ = inkLabel(this);
    useTitleFont(heading_, 24);
    layout->addWidget(heading_);
    note_ = inkLabel(this);
    useTextFont(note_, 13);
    layout->addWidget(note_);
    layout->addSpacing(8);
    code_ = new QLabel(this);
    code_->setAlignment(Qt::AlignCenter);
    layout->addWidget(code_, 0, Qt::AlignHCenter);
    // The link as text, selectable, for a phone whose camera cannot read
    // the code.
    link_ = new QTextEdit(this);
    link_->setReadOnly(true);
    link_->setAcceptRichText(false);
    QTextOption centred(Qt::AlignHCenter);
    centred.setWrapMode(QTextOption::WrapAnywhere);
    link_->document()->setDefaultTextOption(centred);
    link_->setFrameShape(QFrame::NoFrame);
    link_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    link_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    link_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    link_->setTabChangesFocus(true);
    link_->setStyleSheet(QStringLiteral("background: transparent; color: #F2E8CF;"));
    layout->addWidget(link_, 0, Qt::AlignHCenter);
    othersLabel_ = inkLabel(this);
    useTextFont(othersLabel_, 12);
    layout->addWidget(othersLabel_);
    layout->addSpacing(12);
    playHere_ = new QPushButton(this);
    allPhones_ = new QPushButton(this);
    for (QPushButton* button : {playHere_, allPhones_}) {
        useTitleFont(button, 13);
        button->setMinimumHeight(40); // a host's target, as the pass screen's
    }
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(allPhones_);
    row->addWidget(playHere_);
    row->addStretch();
    layout->addLayout(row);
    layout->addStretch();
    connect(playHere_, &QPushButton::clicked, this, [this] { emit playOnScreen(seat_); });
    connect(allPhones_, &QPushButton::clicked, this, &PhoneJoinScreen::allPhones);
    page->installEventFilter(this); // covers the page whatever its size
    hide();
    followLanguage(this, [this] { sayWords(); });
}

void PhoneJoinScreen::showFor(int seat, const QString& name, const QString& url,
                              const QStringList& others) {
    const bool newCode = url != url_ || isHidden();
    seat_ = seat;
    name_ = name;
    url_ = url;
    others_ = others;
    sayWords();
    if (parentWidget()) setGeometry(parentWidget()->rect());
    if (newCode) drawCode();
    raise();
    show();
}

QString PhoneJoinScreen::linkText() const {
    return link_->toPlainText();
}

void PhoneJoinScreen::sayWords() {
    heading_->setText(tr("%1, take your hand on your phone").arg(name_));
    note_->setText(tr("Point the phone's camera at the code, or type the address into its "
                      "browser. The table waits for %1.")
                       .arg(name_));
    othersLabel_->setText(others_.isEmpty()
                              ? QString()
                              : tr("Still to join: %1.").arg(others_.join(QStringLiteral(", "))));
    othersLabel_->setVisible(!others_.isEmpty());
    playHere_->setText(
        tr("%1 Plays on This Screen").arg(name_).replace(QLatin1Char('&'), QStringLiteral("&&")));
    allPhones_->setText(tr("All Phones\u2026"));
    code_->setAccessibleName(tr("QR code of the link for %1").arg(name_));
    link_->setAccessibleName(tr("Link for %1").arg(name_));
}

void PhoneJoinScreen::drawCode() {
    // As large as leaves room for the words and buttons, readable from a
    // chair on a 1024x768 screen (no smaller than a card in the dialog).
    const int side = std::clamp(std::min(width() * 2 / 5, height() - 300), 180, 420);
    code_->setFixedSize(side, side);
    code_->setPixmap(qrCodePixmap(url_, side, devicePixelRatioF()));
    link_->setPlainText(url_);
    link_->setFixedWidth(std::max(side, 360));
    link_->document()->setTextWidth(link_->width());
    link_->setFixedHeight(qRound(link_->document()->size().height()) + 4);
}

void PhoneJoinScreen::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (!url_.isEmpty()) drawCode();
}

bool PhoneJoinScreen::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void PhoneJoinScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), colours::baize.darker(135)); // as the pass screen
}

} // namespace club::app
