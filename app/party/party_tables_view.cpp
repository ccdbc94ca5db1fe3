// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_tables_view.h"

#include "common/follow_language.h"
#include "engine/party/night_state.h"
#include "fonts.h"
#include "palette.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>

namespace club::app {

PartyTableCard::PartyTableCard(int number, QWidget* parent)
    : QAbstractButton(parent), number_(number) {
    setCheckable(true);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    followApplicationFont(this, [this] { updateGeometry(); });
}

void PartyTableCard::setContent(QList<Seat> seats, int sitting, bool done, bool knockout) {
    seats_ = std::move(seats);
    sitting_ = sitting;
    done_ = done;
    knockout_ = knockout;
    describe();
    updateGeometry();
    update();
}

void PartyTableCard::describe() {
    setAccessibleName(tr("Table %1").arg(number_));
    QStringList who;
    for (const Seat& s : seats_) {
        QString line = s.name;
        if (!s.score.isEmpty()) line = tr("%1, %2").arg(s.name, s.score);
        if (s.winner && knockout_) line = tr("%1, won").arg(s.name);
        who << line;
    }
    QString text = knockout_ ? who.join(tr(" against ")) : who.join(QStringLiteral("; "));
    if (sitting_ > 0) text += QStringLiteral(". ") + tr("Sitting %1").arg(sitting_);
    text += QStringLiteral(". ") + (done_ ? tr("Result in.") : tr("Waiting for its result."));
    setAccessibleDescription(text);
    setToolTip(text);
}

QSize PartyTableCard::sizeHint() const {
    const qreal line = QFontMetricsF(textFont(11)).height();
    const int rows = knockout_ ? 3 : std::max(4, int(seats_.size()));
    const int h = int(line * rows + 28 * fontScale());
    return QSize(int(300 * fontScale()), std::max(h, int(118 * fontScale())));
}

void PartyTableCard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal s = fontScale();
    const QRectF card = QRectF(rect()).adjusted(4, 4, -6, -6);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 80));
    p.drawRoundedRect(card.translated(2, 3), 5, 5);
    // A finished table's card is paler: the hall sees at a glance who is still playing.
    p.setBrush(done_ ? QColor(0xDD, 0xD3, 0xBA) : colours::cardStock);
    p.drawRoundedRect(card, 5, 5);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colours::red, isChecked() ? 3.0 : 1.0));
    p.drawRect(card.adjusted(5, 5, -5, -5));
    if (hasFocus()) {
        p.setPen(QPen(QColor(0xC9, 0xA2, 0x27), 3));
        p.drawRoundedRect(card.adjusted(-2, -2, 2, 2), 7, 7);
    }

    // The number, large, as on the card stood on the hall's table.
    const qreal numberWidth = std::min(card.width() * 0.3, 90 * s);
    const QRectF left(card.left() + 10, card.top() + 10, numberWidth, card.height() - 20);
    p.setPen(colours::red);
    p.setFont(titleFont(8));
    p.drawText(left, Qt::AlignHCenter | Qt::AlignTop, tr("TABLE"));
    p.setPen(colours::ink);
    p.setFont(titleFont(number_ >= 10 ? 26 : 30));
    p.drawText(left.adjusted(0, QFontMetricsF(titleFont(8)).height() * 0.6, 0, 0), Qt::AlignCenter,
               QString::number(number_));
    if (done_) {
        p.setPen(
            QPen(QColor(0x1B, 0x6B, 0x3A), 3.2 * s, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        const QPointF c(left.center().x(), left.bottom() - 12 * s);
        QPolygonF tick{c + QPointF(-9 * s, -1 * s), c + QPointF(-3 * s, 6 * s),
                       c + QPointF(10 * s, -9 * s)};
        p.drawPolyline(tick);
    }
    if (sitting_ > 0) {
        p.setPen(colours::red);
        p.setFont(textFont(9));
        p.drawText(card.adjusted(0, 9, -12, 0), Qt::AlignRight | Qt::AlignTop,
                   tr("Sitting %1").arg(sitting_));
    }

    // Who sits there, in seat order; scores (or the winners' tick) once in.
    const QRectF right(left.right() + 10, card.top() + 12 + (sitting_ > 0 ? 10 * s : 0),
                       card.right() - left.right() - 24, card.height() - 24);
    const QFont plain = textFont(11);
    QFont bold = plain;
    bold.setBold(true);
    const qreal line = QFontMetricsF(plain).height();
    const int rows = knockout_ ? 3 : int(seats_.size());
    qreal y = right.top() + std::max<qreal>(0, (right.height() - rows * line) / 2);
    const QFontMetricsF fm(plain);
    const qreal scoreWidth = knockout_ ? 0 : fm.horizontalAdvance(QStringLiteral("-000")) + 6;
    for (int i = 0; i < seats_.size(); ++i) {
        const Seat& seat = seats_[i];
        if (knockout_ && i == 1) {
            p.setFont(textFont(9));
            p.setPen(colours::red);
            p.drawText(QRectF(right.left(), y, right.width(), line), Qt::AlignVCenter,
                       tr("against"));
            y += line;
        }
        p.setFont(seat.winner ? bold : plain);
        p.setPen(colours::ink);
        const QRectF nameRect(right.left(), y, right.width() - scoreWidth, line);
        QString name = fm.elidedText(seat.name, Qt::ElideRight, nameRect.width());
        if (knockout_ && seat.winner) name = QStringLiteral("\u2713 ") + name;
        p.drawText(nameRect, Qt::AlignVCenter | Qt::AlignLeft, name);
        if (!seat.score.isEmpty()) {
            p.setPen(seat.score.startsWith(QLatin1Char('-')) || seat.score.startsWith(QChar(0x2212))
                         ? colours::red
                         : colours::ink);
            p.drawText(QRectF(right.right() - scoreWidth, y, scoreWidth, line),
                       Qt::AlignVCenter | Qt::AlignRight, seat.score);
        }
        y += line;
    }
}

void PartyTableCard::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        click();
        emit activated();
        return;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
        emit stepRequested(event->key());
        return;
    default:
        QAbstractButton::keyPressEvent(event);
    }
}

void PartyTableCard::mouseDoubleClickEvent(QMouseEvent* event) {
    QAbstractButton::mouseDoubleClickEvent(event);
    emit activated();
}

PartyTablesView::PartyTablesView(QWidget* parent) : QScrollArea(parent) {
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFocusPolicy(Qt::NoFocus); // Tab goes to the cards
    viewport()->setAutoFillBackground(false);
    content_ = new QWidget(this);
    setWidget(content_);
    content_->setAutoFillBackground(false);
    grid_ = new QGridLayout(content_);
    grid_->setContentsMargins(12, 8, 12, 12);
    grid_->setSpacing(10);
    group_ = new QButtonGroup(this);
    group_->setExclusive(true);
    followLanguage(this, [this] { setAccessibleName(tr("Tables")); });
}

PartyTableCard* PartyTablesView::card(int number) const {
    for (PartyTableCard* c : cards_)
        if (c->number() == number) return c;
    return nullptr;
}

void PartyTablesView::showRound(const party::NightState& night) {
    const bool knockout = night.format() == party::Format::Knockout;
    const std::vector<party::Round>& rounds = night.rounds();
    const party::Round* round = rounds.empty() ? nullptr : &rounds.back();
    const int tables = round ? int(round->tables.size()) : 0;
    // The cards are kept where they can be (the focus stays on its card).
    while (cards_.size() > tables) {
        PartyTableCard* c = cards_.takeLast();
        group_->removeButton(c);
        delete c;
    }
    while (cards_.size() < tables) {
        auto* c = new PartyTableCard(int(cards_.size()) + 1, content_);
        group_->addButton(c);
        connect(c, &QAbstractButton::clicked, this, [this, c] {
            selected_ = c->number();
            emit tableSelected(c->number());
        });
        connect(c, &PartyTableCard::activated, this,
                [this, c] { emit tableActivated(c->number()); });
        connect(c, &PartyTableCard::stepRequested, this, [this, c](int key) { step(c, key); });
        cards_ << c;
        columns_ = 0; // placed by reflow()
    }
    const bool waves = round && round->waves() > 1;
    for (int i = 0; i < tables; ++i) {
        const party::Table& t = round->tables[std::size_t(i)];
        QList<PartyTableCard::Seat> seats;
        for (std::size_t s = 0; s < t.seats.size(); ++s) {
            PartyTableCard::Seat seat;
            seat.name = night.entrants()[std::size_t(t.seats[s])].display();
            if (t.result && !knockout && s < t.result->scores.size()) {
                const int v = t.result->scores[s];
                seat.score = v < 0 ? QChar(0x2212) + QString::number(-v) : QString::number(v);
            }
            seat.winner = t.result && knockout && t.result->winner == t.seats[s];
            seats << seat;
        }
        cards_[i]->setContent(seats, waves ? t.wave : 0, t.result.has_value(), knockout);
    }
    reflow();
    // At least one row of cards shows, however the splitter is set.
    if (!cards_.isEmpty()) setMinimumHeight(cards_.first()->sizeHint().height() + 24);
    if (selected_ > tables || selected_ < 1) selected_ = 0;
    if (selected_ > 0) cards_[selected_ - 1]->setChecked(true);
}

void PartyTablesView::select(int number) {
    PartyTableCard* c = card(number);
    if (!c) return;
    c->setChecked(true);
    selected_ = number;
    ensureWidgetVisible(c, 8, 8);
}

int PartyTablesView::neededHeight() const {
    if (cards_.isEmpty()) return 0;
    const int columns = std::max(1, columns_);
    const int rows = (int(cards_.size()) + columns - 1) / columns;
    return rows * (cards_.first()->sizeHint().height() + grid_->spacing()) + 24;
}

void PartyTablesView::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    reflow();
}

void PartyTablesView::reflow() {
    if (cards_.isEmpty()) return;
    const int cardWidth = cards_.first()->sizeHint().width();
    const int room = viewport()->width() - 24;
    const int columns = std::clamp(room / (cardWidth + grid_->spacing()), 1, 8);
    if (columns == columns_ && grid_->count() == cards_.size()) return;
    columns_ = columns;
    for (PartyTableCard* c : cards_)
        grid_->removeWidget(c);
    for (int i = 0; i < cards_.size(); ++i)
        grid_->addWidget(cards_[i], i / columns, i % columns);
    for (int c = 0; c < 8; ++c)
        grid_->setColumnStretch(c, c < columns ? 1 : 0);
    for (int r = 0; r < grid_->rowCount(); ++r)
        grid_->setRowStretch(r, 0);
    // The cards sit at the top; the space below stays empty.
    grid_->setRowStretch((int(cards_.size()) + columns - 1) / columns, 1);
    // Tab follows the numbers.
    for (int i = 1; i < cards_.size(); ++i)
        setTabOrder(cards_[i - 1], cards_[i]);
}

void PartyTablesView::step(PartyTableCard* from, int key) {
    const int at = int(cards_.indexOf(from));
    const int columns = std::max(1, columns_);
    int to = at;
    switch (key) {
    case Qt::Key_Left:
        to = at - 1;
        break;
    case Qt::Key_Right:
        to = at + 1;
        break;
    case Qt::Key_Up:
        to = at - columns;
        break;
    case Qt::Key_Down:
        to = at + columns;
        break;
    case Qt::Key_Home:
        to = 0;
        break;
    case Qt::Key_End:
        to = int(cards_.size()) - 1;
        break;
    }
    if (to < 0 || to >= cards_.size() || to == at) return;
    cards_[to]->setFocus(Qt::TabFocusReason);
    cards_[to]->click();
    ensureWidgetVisible(cards_[to], 8, 8);
}

} // namespace club::app
