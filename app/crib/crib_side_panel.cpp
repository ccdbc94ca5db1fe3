// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_side_panel.h"

#include "common/follow_language.h"
#include "common/side_panel_look.h"
#include "crib_shown_match.h"
#include "crib_words.h"
#include "fonts.h"
#include "palette.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <tuple>

namespace club::app {

namespace {
/// The table's talk asks for no more than its least height: the panel's
/// height for its width is worked from its parts' wishes, and a list's
/// wish (192 px) scrolled the buttons under it out of a small screen. It
/// grows into whatever room the panel has.
class TalkList : public QListWidget {
public:
    using QListWidget::QListWidget;
    QSize sizeHint() const override { return {QListWidget::sizeHint().width(), minimumHeight()}; }
};
} // namespace

CribSidePanel::CribSidePanel(crib::Table* table, QWidget* parent) : QWidget(parent), table_(table) {
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, colours::cardStock);
    pal.setColor(QPalette::WindowText, colours::ink);
    setPalette(pal);
    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(this);
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
    discard_ = new QPushButton(this);
    layout->addWidget(discard_);
    auto* countRow = new QHBoxLayout;
    countBox_ = new QSpinBox(this);
    countBox_->setRange(0, 29);
    countBox_->installEventFilter(this);
    countSay_ = new QPushButton(this);
    countRow->addWidget(countBox_);
    countRow->addWidget(countSay_, 1);
    layout->addLayout(countRow);
    std::tie(claim_, pass_) = addButtonPair(layout);
    continue_ = new QPushButton(this);
    layout->addWidget(continue_);
    nextGame_ = new QPushButton(this);
    layout->addWidget(nextGame_);
    stop_ = new QPushButton(this);
    stop_->setVisible(false);
    layout->addWidget(stop_);

    hint_ = new QPushButton(this);
    layout->addWidget(hint_);
    hintText_ = new QLabel(this);
    useTextFont(hintText_, 10);
    hintText_->setWordWrap(true);
    hintText_->setTextFormat(Qt::RichText);
    layout->addWidget(hintText_);

    auto* saidTitle = new QLabel(this);
    useTitleFont(saidTitle, 11);
    layout->addWidget(saidTitle);
    said_ = new TalkList(this);
    useTextFont(said_, 10);
    said_->setWordWrap(true);
    said_->setSelectionMode(QAbstractItemView::NoSelection); // read, not chosen
    said_->setFocusPolicy(Qt::NoFocus); // as the other games' logs: Tab goes to the controls
    said_->setMinimumHeight(64);        // three lines at least; more where there is room
    layout->addWidget(said_, 1);
    // Issue 26: the links, QR codes and states of the phones, while the
    // match has a person on a phone.
    phones_ = new QPushButton(this);
    phones_->hide();
    layout->addWidget(phones_);
    std::tie(undo_, newMatch_) = addButtonPair(layout);
    // Return presses the button that has the focus (Continue after a show,
    // Next game...), as in a dialog; outside one Qt leaves that to Space.
    for (QPushButton* button : findChildren<QPushButton*>())
        button->setAutoDefault(true);
    followApplicationFont(this, [this] { applyWidth(); });
    // The fixed words; the page says the rest again (the prompt, Continue's words).
    followLanguage(this, [this, title, saidTitle] {
        title->setText(tr("Once Around Cribbage"));
        discard_->setText(tr("&Lay away to the crib"));
        countBox_->setAccessibleName(tr("The count of the hand"));
        countSay_->setText(tr("&Say the count"));
        claim_->setText(tr("&Muggins!"));
        pass_->setText(tr("Let it st&and"));
        continue_->setText(tr("&Continue"));
        nextGame_->setText(tr("&Next game"));
        nextGame_->setToolTip(tr("The next game of the match on the same board (N)"));
        stop_->setText(tr("Sto&p after this game"));
        stop_->setToolTip(tr("The computers play on game after game until you stop them"));
        hint_->setText(tr("Hin&t"));
        saidTitle->setText(tr("At the table"));
        said_->setAccessibleName(tr("What was said at the table"));
        undo_->setText(tr("&Undo"));
        newMatch_->setText(tr("Ne&w match\u2026"));
        phones_->setText(tr("Ph&ones\u2026"));
        for (int i = 0; i < said_->count() && i < saidWords_.size(); ++i)
            said_->item(i)->setText(saidWords_[i]());
    });
    ask(Ask::Nothing);
}

// "Game 2 of the match" for an endless match; "Game 2 of 3" for one of a
// set length, so the players see how far they are from its end.
QString CribSidePanel::headingFor(const CribShownMatch& shown, int matchGames,
                                  const QString& dealer) {
    const QString game = matchGames > 0 ? tr("Game %1 of %2").arg(shown.game()).arg(matchGames)
                                        : tr("Game %1 of the match").arg(shown.game());
    if (shown.dealer() < 0) return tr("%1: the cut for the deal.").arg(game);
    if (shown.deal() == 0) return tr("%1. %2 deals.").arg(game, dealer);
    return tr("%1, deal %2. %3 deals.").arg(game).arg(shown.deal()).arg(dealer);
}

void CribSidePanel::refresh(const CribShownMatch& shown, const std::vector<int>& pegs) {
    const crib::Match& m = table_->match(); // its setup and seats only
    const auto& seats = table_->seats();
    const QString dealer = cribwords::seatName(seats, shown.dealer());
    heading_->setText(headingFor(shown, m.setup().matchGames, dealer));
    // The names take the width the scores leave: partners' names need it.
    QString html = QStringLiteral("<table cellspacing=2 width=100%>");
    const crib::MatchBoard& b = shown.board();
    for (int side = 0; side < m.sides(); ++side) {
        const int score = side < int(pegs.size()) ? pegs[std::size_t(side)] : 0;
        int high = 0;
        for (int s = 0; s < m.seats(); ++s)
            if (m.setup().sideOf(s) == side) high = std::max(high, b.highHand[std::size_t(s)]);
        const QColor colour = colours::player(seats[std::size_t(side)].colour);
        html += QStringLiteral("<tr><td width=100%><span style='color:%1'>&#9679;</span> "
                               "<b>%2</b></td>"
                               "<td align=right><b>%3</b></td></tr>")
                    .arg(colour.name(), cribwords::sideName(m.setup(), seats, side).toHtmlEscaped())
                    .arg(score);
        const int toGo = m.setup().game - score;
        // CR-24: a game of 61 has no skunks; its line says nothing of them.
        const QString tally =
            m.setup().game == 121
                ? tr("%n to go. Corners %1, games %2, points %3, skunks %4, high hand %5.", "",
                     toGo)
                      .arg(b.corners[std::size_t(side)])
                      .arg(b.games[std::size_t(side)])
                      .arg(b.points[std::size_t(side)])
                      .arg(b.skunks[std::size_t(side)])
                      .arg(high)
                : tr("%n to go. Corners %1, games %2, points %3, high hand %4.", "", toGo)
                      .arg(b.corners[std::size_t(side)])
                      .arg(b.games[std::size_t(side)])
                      .arg(b.points[std::size_t(side)])
                      .arg(high);
        html += QStringLiteral("<tr><td colspan=2><small>%1</small></td></tr>").arg(tally);
        for (int s = 0; s < m.seats() && s < phoneStates_.size(); ++s)
            if (m.setup().sideOf(s) == side && !phoneStates_[s].isEmpty())
                html += QStringLiteral("<tr><td colspan=2><small>%1</small></td></tr>")
                            .arg(tr("%1: %2", "a seat's name and how its phone stands")
                                     .arg(cribwords::seatName(seats, s), phoneStates_[s])
                                     .toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    scores_->setText(html);
}

void CribSidePanel::setRoom(int pageWidth) {
    if (pageWidth == pageWidth_) return;
    pageWidth_ = pageWidth;
    applyWidth();
}

void CribSidePanel::applyWidth() {
    // A fifth of a large window, never narrower than the panel's words need.
    const qreal scale = fontScale();
    const int width = qRound(qBound(300 * scale, pageWidth_ * 0.22, 460 * scale));
    if (width == this->width() && minimumWidth() == width) return;
    setFixedWidth(width);
    // In its scroll area (common/side_scroll.h): the area follows.
    if (auto* area =
            qobject_cast<QScrollArea*>(parentWidget() ? parentWidget()->parentWidget() : nullptr))
        area->setFixedWidth(width + area->verticalScrollBar()->sizeHint().width());
}

void CribSidePanel::addSaid(std::function<QString()> words) {
    const QString line = words();
    if (line.isEmpty()) return;
    said_->addItem(line);
    saidWords_.append(std::move(words));
    while (said_->count() > 60) {
        delete said_->takeItem(0);
        saidWords_.removeFirst();
    }
    said_->scrollToBottom();
}

void CribSidePanel::clearSaid() {
    said_->clear();
    saidWords_.clear();
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

bool CribSidePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == countBox_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && countSay_->isVisible() &&
            countSay_->isEnabled()) {
            countBox_->interpretText(); // the figures typed, not the value before them
            countSay_->click();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CribSidePanel::paintEvent(QPaintEvent* event) {
    QWidget::paintEvent(event);
    QPainter p(this);
    p.setPen(colours::walnut);
    p.drawLine(0, 0, 0, height()); // the panel's edge against the table
}

} // namespace club::app
