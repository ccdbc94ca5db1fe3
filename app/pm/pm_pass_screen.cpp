#include "pm_pass_screen.h"

#include "fonts.h"
#include "palette.h"

#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace club::app {

PmPassScreen::PmPassScreen(QWidget* parent) : QWidget(parent) {
    setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    message_ = new QLabel(this);
    message_->setAlignment(Qt::AlignCenter);
    useTitleFont(message_, 26);
    message_->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    message_->setWordWrap(true);
    layout->addWidget(message_);
    auto* hint = new QLabel(tr("Everyone else, please look away while the cards are shown."), this);
    hint->setAlignment(Qt::AlignCenter);
    useTextFont(hint, 13);
    hint->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    layout->addWidget(hint);
    ready_ = new QPushButton(this);
    useTitleFont(ready_, 14);
    followApplicationFont(ready_, [this] { ready_->setMinimumHeight(qRound(48 * fontScale())); });
    ready_->setDefault(true);
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(ready_);
    row->addStretch();
    layout->addSpacing(20);
    layout->addLayout(row);
    layout->addStretch();
    connect(ready_, &QPushButton::clicked, this, [this] {
        hide();
        emit ready();
    });
    hide();
}

void PmPassScreen::showFor(const QString& name) {
    message_->setText(tr("Pass to %1").arg(name));
    const QString words = tr("I am %1 \u2014 show my cards").arg(name);
    // A name such as "Tom & Jerry" is no accelerator.
    ready_->setText(QString(words).replace(QLatin1Char('&'), QStringLiteral("&&")));
    ready_->setAccessibleName(words);
    if (parentWidget()) setGeometry(parentWidget()->rect());
    raise();
    show();
    ready_->setFocus();
}

void PmPassScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), colours::baize.darker(130)); // opaque: nothing shows through
}

} // namespace club::app
