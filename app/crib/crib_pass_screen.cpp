#include "crib_pass_screen.h"

#include "fonts.h"
#include "palette.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace club::app {

CribPassScreen::CribPassScreen(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    message_ = new QLabel(this);
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    useTitleFont(message_, 24);
    layout->addWidget(message_);
    auto* note = new QLabel(tr("The others look away while the hand is shown."), this);
    note->setAlignment(Qt::AlignCenter);
    note->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    useTextFont(note, 13);
    layout->addWidget(note);
    ready_ = new QPushButton(this);
    ready_->setDefault(true);
    useTitleFont(ready_, 13);
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(ready_);
    row->addStretch();
    layout->addSpacing(18);
    layout->addLayout(row);
    layout->addStretch();
    connect(ready_, &QPushButton::clicked, this, [this] {
        hide();
        emit ready();
    });
    if (parent) parent->installEventFilter(this); // covers the page whatever its size
    hide();
}

void CribPassScreen::showFor(const QString& name) {
    message_->setText(tr("Pass the cards to %1").arg(name));
    const QString words = tr("I am %1 \u2014 show my hand").arg(name);
    ready_->setText(QString(words).replace(QLatin1Char('&'), QStringLiteral("&&")));
    ready_->setAccessibleName(words);
    if (parentWidget()) setGeometry(parentWidget()->rect());
    raise();
    show();
    ready_->setFocus();
}

bool CribPassScreen::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void CribPassScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), colours::baize.darker(140)); // opaque: nothing shows through
}

} // namespace club::app
