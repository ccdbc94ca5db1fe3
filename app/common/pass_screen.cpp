// SPDX-License-Identifier: GPL-3.0-or-later
#include "pass_screen.h"

#include "big_button.h"
#include "follow_language.h"
#include "fonts.h"
#include "palette.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace club::app {

PassScreen::PassScreen(std::function<Words()> words, QWidget* parent)
    : QWidget(parent), words_(std::move(words)) {
    setAutoFillBackground(true);
    const QString ink = QStringLiteral("color: #F2E8CF;");
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    heading_ = new QLabel(this);
    heading_->setAlignment(Qt::AlignCenter);
    heading_->setWordWrap(true);
    heading_->setStyleSheet(ink);
    useTitleFont(heading_, 26);
    layout->addWidget(heading_);
    note_ = new QLabel(this);
    note_->setAlignment(Qt::AlignCenter);
    note_->setWordWrap(true);
    note_->setStyleSheet(ink);
    useTextFont(note_, 13);
    layout->addWidget(note_);
    ready_ = new QPushButton(this);
    ready_->setDefault(true);
    useTitleFont(ready_, 14);
    followApplicationFont(ready_, [this] { sizeBigButton(ready_, 48); });
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
    if (parent) parent->installEventFilter(this); // covers the page whatever its size
    hide();
    // A change of language while the screen waits says it again, to the same player.
    followLanguage(this, [this] {
        if (!isHidden()) sayWords();
    });
}

void PassScreen::sayWords() {
    const Words words = words_();
    heading_->setText(words.heading.arg(name_));
    note_->setText(words.note);
    const QString button = words.ready.arg(name_);
    // A name such as "Tom & Jerry" is no accelerator.
    ready_->setText(QString(button).replace(QLatin1Char('&'), QStringLiteral("&&")));
    ready_->setAccessibleName(button);
    sizeBigButton(ready_, 48);
}

void PassScreen::showFor(const QString& name) {
    name_ = name;
    sayWords();
    if (parentWidget()) setGeometry(parentWidget()->rect());
    raise();
    show();
    ready_->setFocus();
}

bool PassScreen::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void PassScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), colours::baize.darker(135)); // opaque: nothing shows through
}

} // namespace club::app
