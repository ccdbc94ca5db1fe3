// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_side_panel.h"

#include "crib_words.h"
#include "fonts.h"
#include "palette.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace club::app {

CribSidePanel::CribSidePanel(crib::Table* table, QWidget* parent) : QWidget(parent), table_(table) {
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, colours::cardStock);
    pal.setColor(QPalette::WindowText, colours::ink);
    setPalette(pal);
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(tr("Once Around Cribbage"), this);
    useTitleFont(title, 15);
    title->setWordWrap(true);
    layout->addWidget(title);
    heading_ = new QLabel(this);
    useTextFont(heading_, 11);
    heading_->setWordWrap(true);
    layout->addWidget(heading_);
    scores_ = new QLabel(this);
    useTextFont(scores_, 11);
    scores_->setTextFormat(Qt::RichText);
    scores_->setWordWrap(true);
    layout->addWidget(scores_);

    prompt_ = new QLabel(this);
    useTextFont(prompt_, 12);
    prompt_->setWordWrap(true);
    prompt_->setStyleSheet(QStringLiteral("color: #B3261E;"));
    layout->addWidget(prompt_);
    discard_ = new QPushButton(tr("&Lay away to the crib"), this);
    layout->addWidget(discard_);
    auto* countRow = new QHBoxLayout;
    countBox_ = new QSpinBox(this);
    countBox_->setRange(0, 29);
    countBox_->setAccessibleName(tr("The count of the hand"));
    countSay_ = new QPushButton(tr("&Say the count"), this);
    countRow->addWidget(countBox_);
    countRow->addWidget(countSay_, 1);
    layout->addLayout(countRow);
    auto* mugginsRow = new QHBoxLayout;
    claim_ = new QPushButton(tr("&Muggins!"), this);
    pass_ = new QPushButton(tr("Let it st&and"), this);
    mugginsRow->addWidget(claim_);
    mugginsRow->addWidget(pass_);
    layout->addLayout(mugginsRow);
    continue_ = new QPushButton(tr("&Continue"), this);
    layout->addWidget(continue_);
    nextGame_ = new QPushButton(tr("&Next game"), this);
    nextGame_->setToolTip(tr("The next game of the match on the same board (N)"));
    layout->addWidget(nextGame_);
    stop_ = new QPushButton(tr("Sto&p after this game"), this);
    stop_->setToolTip(tr("The computers play on game after game until you stop them"));
    stop_->setVisible(false);
    layout->addWidget(stop_);

    hint_ = new QPushButton(tr("Hin&t"), this);
    layout->addWidget(hint_);
    hintText_ = new QLabel(this);
    useTextFont(hintText_, 10);
    hintText_->setWordWrap(true);
    hintText_->setTextFormat(Qt::RichText);
    layout->addWidget(hintText_);

    auto* saidTitle = new QLabel(tr("At the table"), this);
    useTitleFont(saidTitle, 11);
    layout->addWidget(saidTitle);
    said_ = new QListWidget(this);
    useTextFont(said_, 10);
    said_->setWordWrap(true);
    said_->setAccessibleName(tr("What was said at the table"));
    said_->setMinimumHeight(120);
    layout->addWidget(said_, 1);
    auto* bottom = new QHBoxLayout;
    undo_ = new QPushButton(tr("&Undo"), this);
    newMatch_ = new QPushButton(tr("Ne&w match\u2026"), this);
    bottom->addWidget(undo_);
    bottom->addWidget(newMatch_);
    layout->addLayout(bottom);
    followApplicationFont(this, [this] { setFixedWidth(qRound(300 * fontScale())); });
    ask(Ask::Nothing);
}

void CribSidePanel::refresh(const std::vector<int>& shown) {
    const crib::Match& m = table_->match();
    const auto& seats = table_->seats();
    heading_->setText(tr("Game %1 of the match, deal %2. %3 deals.")
                          .arg(m.gameNumber())
                          .arg(m.dealNumber())
                          .arg(cribwords::seatName(seats, m.dealer())));
    QString html = QStringLiteral("<table cellspacing=2>");
    const crib::MatchBoard& b = m.board();
    for (int side = 0; side < m.sides(); ++side) {
        const int score = side < int(shown.size()) ? shown[std::size_t(side)] : 0;
        int high = 0;
        for (int s = 0; s < m.seats(); ++s)
            if (m.setup().sideOf(s) == side) high = std::max(high, b.highHand[std::size_t(s)]);
        const QColor colour = colours::player(seats[std::size_t(side)].colour);
        html += QStringLiteral("<tr><td><span style='color:%1'>&#9679;</span> <b>%2</b></td>"
                               "<td align=right><b>%3</b></td></tr>")
                    .arg(colour.name(), cribwords::sideName(m.setup(), seats, side).toHtmlEscaped())
                    .arg(score);
        html += QStringLiteral("<tr><td colspan=2><small>%1</small></td></tr>")
                    .arg(tr("%n to go. Corners %1, games %2, points %3, skunks %4, high hand %5.",
                            "", m.setup().game - score)
                             .arg(b.corners[std::size_t(side)])
                             .arg(b.games[std::size_t(side)])
                             .arg(b.points[std::size_t(side)])
                             .arg(b.skunks[std::size_t(side)])
                             .arg(high));
    }
    html += QStringLiteral("</table>");
    scores_->setText(html);
}

void CribSidePanel::addSaid(const QString& line) {
    if (line.isEmpty()) return;
    said_->addItem(line);
    while (said_->count() > 60)
        delete said_->takeItem(0);
    said_->scrollToBottom();
}

void CribSidePanel::clearSaid() {
    said_->clear();
}

void CribSidePanel::setPrompt(const QString& text) {
    prompt_->setText(text);
}

void CribSidePanel::setHint(const QString& html) {
    hintText_->setText(html);
}

void CribSidePanel::ask(Ask what, const QString& continueText) {
    asking_ = what;
    discard_->setVisible(what == Ask::Discard);
    countBox_->setVisible(what == Ask::Count);
    countSay_->setVisible(what == Ask::Count);
    claim_->setVisible(what == Ask::Muggins);
    pass_->setVisible(what == Ask::Muggins);
    continue_->setVisible(what == Ask::Continue);
    if (!continueText.isEmpty()) continue_->setText(continueText);
    nextGame_->setVisible(what == Ask::NextGame);
    hint_->setVisible(what == Ask::Discard || what == Ask::Play);
    if (what != Ask::Discard && what != Ask::Play) hintText_->clear();
}

void CribSidePanel::paintEvent(QPaintEvent* event) {
    QWidget::paintEvent(event);
    QPainter p(this);
    p.setPen(colours::walnut);
    p.drawLine(0, 0, 0, height()); // the panel's edge against the table
}

} // namespace club::app
