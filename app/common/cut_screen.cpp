// SPDX-License-Identifier: GPL-3.0-or-later
#include "cut_screen.h"

#include "follow_language.h"
#include "fonts.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace club::app {

CutScreen::CutScreen(std::function<QString()> title, QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(this);
    heading->setAlignment(Qt::AlignCenter);
    useTitleFont(heading, 24);
    heading->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    layout->addWidget(heading);
    layout->addStretch(1); // the cards are painted here
    result_ = new QLabel(this);
    result_->setAlignment(Qt::AlignCenter);
    result_->setWordWrap(true);
    useTextFont(result_, 15);
    result_->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    layout->addWidget(result_);
    deal_ = new QPushButton(this);
    followLanguage(this, [this, heading, title = std::move(title)] {
        heading->setText(title());
        deal_->setText(tr("&Deal"));
    });
    useTitleFont(deal_, 14);
    followApplicationFont(deal_, [this] { deal_->setMinimumHeight(qRound(44 * fontScale())); });
    deal_->setDefault(true); // Return deals
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(deal_);
    row->addStretch();
    layout->addLayout(row);
    layout->addSpacing(12);
    connect(deal_, &QPushButton::clicked, this, [this] {
        hide();
        emit dealt();
    });
    hide();
}

} // namespace club::app
