// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_bracket_view.h"

#include "common/follow_language.h"
#include "engine/party/knockout.h"
#include "engine/party/night_state.h"
#include "fonts.h"
#include "palette.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <map>

namespace club::app {

namespace {
struct Metrics {
    qreal line, boxW, boxH, colGap, rowGap, top, left;
};
// boxW: the boxes' width, from the names they hold (0 before there are any).
Metrics metrics(qreal boxW) {
    const qreal s = fontScale();
    const qreal line = QFontMetricsF(textFont(10)).height();
    return {line, boxW, line * 2 + 14 * s, 44 * s, 14 * s, line * 2 + 16, 14};
}
QFont winnerFont() {
    QFont bold = textFont(10);
    bold.setBold(true);
    return bold;
}
const QString tick = QStringLiteral("\u2713 ");
} // namespace

PartyBracketView::PartyBracketView(QWidget* parent) : QWidget(parent) {
    // Drawn smaller in a narrow room, so less high: a scroll area reads
    // this from the policy.
    QSizePolicy policy = sizePolicy();
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    followLanguage(this, [this] { setAccessibleName(tr("Bracket")); });
    followApplicationFont(this, [this] {
        layoutBoxes();
        updateGeometry();
        update();
    });
}

QSize PartyBracketView::sizeHint() const {
    return size_;
}

QSize PartyBracketView::minimumSizeHint() const {
    return (QSizeF(size_) * MinimumScale).toSize();
}

qreal PartyBracketView::scaleAt(int width) const {
    if (size_.width() <= 0) return 1;
    return std::clamp(qreal(width) / size_.width(), MinimumScale, qreal(1));
}

int PartyBracketView::heightForWidth(int width) const {
    return int(std::ceil(size_.height() * scaleAt(width)));
}

qreal PartyBracketView::widestLine() const {
    // Every line as a winner's, ticked and bold: its widest form.
    const QFontMetricsF bold(winnerFont());
    qreal widest = 0;
    for (const Box& b : boxes_)
        for (const QString& line : b.lines)
            widest = std::max(widest, bold.horizontalAdvance(tick + line));
    for (const QString& title : roundTitles_)
        widest = std::max(widest, QFontMetricsF(titleFont(10)).horizontalAdvance(title));
    return widest;
}

void PartyBracketView::showNight(const party::NightState& night) {
    boxes_.clear();
    roundTitles_.clear();
    champions_.clear();
    if (!night.isStarted() || night.format() != party::Format::Knockout) {
        layoutBoxes();
        updateGeometry();
        update();
        return;
    }
    const int pairs = int(night.entrants().size());
    const std::vector<party::FeedRound> shape = party::projectBracket(pairs);
    const auto& played = night.rounds();
    const auto nameOf = [&](int entrant) {
        return night.entrants()[std::size_t(entrant)].display();
    };
    // Box indices of each round's tables (by number) and bye.
    std::vector<std::map<int, int>> tableBox(shape.size());
    std::vector<int> byeBox(shape.size(), -1);
    // Who a feed stands for: a name once known, else where it comes from.
    std::function<QString(const party::Feed&, int)> resolve = [&](const party::Feed& f,
                                                                  int r) -> QString {
        switch (f.kind) {
        case party::Feed::Draw:
            return nameOf(night.setup().draw[std::size_t(f.index)]);
        case party::Feed::Winner:
            if (r > 0 && r - 1 < int(played.size()))
                if (const party::Table* t = night.table(r - 1, f.index); t && t->result)
                    return nameOf(t->result->winner);
            return tr("Winners at table %1").arg(f.index);
        case party::Feed::Bye:
            if (r > 0 && r - 1 < int(played.size()) && played[std::size_t(r - 1)].bye >= 0)
                return nameOf(played[std::size_t(r - 1)].bye);
            if (r > 0 && shape[std::size_t(r - 1)].bye)
                return resolve(*shape[std::size_t(r - 1)].bye, r - 1);
            return tr("The pair with the bye");
        }
        return {};
    };
    const auto feederBox = [&](const party::Feed& f, int r) -> int {
        if (r == 0) return -1;
        if (f.kind == party::Feed::Winner) {
            auto it = tableBox[std::size_t(r - 1)].find(f.index);
            return it == tableBox[std::size_t(r - 1)].end() ? -1 : it->second;
        }
        if (f.kind == party::Feed::Bye) return byeBox[std::size_t(r - 1)];
        return -1;
    };
    for (int r = 0; r < int(shape.size()); ++r) {
        const bool seated = r < int(played.size());
        const party::FeedRound& fr = shape[std::size_t(r)];
        for (const party::FeedTable& ft : fr.tables) {
            Box b;
            b.round = r;
            b.table = ft.number;
            const party::Table* t = seated ? night.table(r, ft.number) : nullptr;
            for (int side = 0; side < 2; ++side) {
                b.lines[side] = t && side < int(t->seats.size())
                                    ? nameOf(t->seats[std::size_t(side)])
                                    : resolve(ft.from[side], r);
                if (t && t->result && side < int(t->seats.size()) &&
                    t->result->winner == t->seats[std::size_t(side)])
                    b.winnerLine = side;
                if (const int from = feederBox(ft.from[side], r); from >= 0) {
                    b.from.push_back(from);
                    b.fromLine.push_back(side);
                }
            }
            tableBox[std::size_t(r)][ft.number] = int(boxes_.size());
            boxes_.push_back(b);
        }
        if (fr.bye) {
            Box b;
            b.round = r;
            b.lines[0] = tr("Bye");
            b.lines[1] = seated && played[std::size_t(r)].bye >= 0
                             ? nameOf(played[std::size_t(r)].bye)
                             : resolve(*fr.bye, r);
            if (const int from = feederBox(*fr.bye, r); from >= 0) {
                b.from.push_back(from);
                b.fromLine.push_back(1); // the pair's own line, under "Bye"
            }
            byeBox[std::size_t(r)] = int(boxes_.size());
            boxes_.push_back(b);
        }
        roundTitles_ << (r == int(shape.size()) - 1 ? tr("Final") : tr("Round %1").arg(r + 1));
    }
    if (night.isOver()) {
        QStringList first;
        for (const party::Standing& s : night.standings())
            if (s.prize == 1) first << nameOf(s.entrant);
        champions_ = tr("First prize: %1").arg(QLocale().createSeparatedList(first));
    }
    // Read out as a list, for a screen reader.
    QStringList said;
    for (const Box& b : boxes_) {
        if (b.table == 0)
            said << tr("Round %1: %2 has a bye").arg(b.round + 1).arg(b.lines[1]);
        else
            said << tr("Round %1, table %2: %3 against %4%5")
                        .arg(b.round + 1)
                        .arg(b.table)
                        .arg(b.lines[0], b.lines[1],
                             b.winnerLine >= 0 ? tr(", won by %1").arg(b.lines[b.winnerLine])
                                               : QString());
    }
    if (!champions_.isEmpty()) said << champions_;
    setAccessibleDescription(said.join(QStringLiteral(". ")));
    layoutBoxes();
    updateGeometry();
    update();
}

void PartyBracketView::layoutBoxes() {
    // As wide as the longest name (a long one is cut short with an ellipsis).
    const qreal s = fontScale();
    boxW_ = std::clamp(widestLine() + 18, 120 * s, 220 * s);
    const Metrics m = metrics(boxW_);
    std::map<int, qreal> bottom; // per round: the lowest box so far
    qreal maxBottom = m.top;
    int rounds = 0;
    for (Box& b : boxes_) {
        rounds = std::max(rounds, b.round + 1);
        const qreal x = m.left + b.round * (m.boxW + m.colGap);
        qreal centre;
        if (b.from.empty()) {
            centre = (bottom.count(b.round) ? bottom[b.round] + m.rowGap : m.top) + m.boxH / 2;
        } else {
            qreal sum = 0;
            for (int f : b.from)
                sum += boxes_[std::size_t(f)].rect.center().y();
            centre = sum / qreal(b.from.size());
        }
        qreal y = centre - m.boxH / 2;
        if (bottom.count(b.round)) y = std::max(y, bottom[b.round] + m.rowGap);
        b.rect = QRectF(x, y, m.boxW, m.boxH);
        bottom[b.round] = b.rect.bottom();
        maxBottom = std::max(maxBottom, b.rect.bottom());
    }
    // Each lead ends on the line it feeds, as on the printed bracket; the
    // leads into one box turn at their own place in the gap, so leads into
    // neighbouring boxes cross rather than run together.
    leads_.clear();
    std::map<int, int> inRound, seen; // per round: boxes fed, and how many so far
    for (const Box& b : boxes_)
        inRound[b.round] += b.from.empty() ? 0 : 1;
    for (int to = 0; to < int(boxes_.size()); ++to) {
        const Box& b = boxes_[std::size_t(to)];
        if (b.from.empty()) continue;
        const int k = seen[b.round]++;
        for (std::size_t i = 0; i < b.from.size(); ++i) {
            const QRectF& a = boxes_[std::size_t(b.from[i])].rect;
            const qreal x = a.right() + m.colGap * (k + 1) / (inRound[b.round] + 1);
            const qreal y = b.rect.top() + 7 + (b.fromLine[i] + 0.5) * m.line;
            leads_.push_back(
                {b.from[i], to,
                 QPolygonF{QPointF(a.right(), a.center().y()), QPointF(x, a.center().y()),
                           QPointF(x, y), QPointF(b.rect.left(), y)}});
        }
    }
    const qreal extra = champions_.isEmpty() ? 0 : m.boxW * 0.9 + m.colGap;
    size_ = QSize(int(m.left * 2 + rounds * (m.boxW + m.colGap) + extra),
                  int(maxBottom + m.top / 2 + 8));
}

void PartyBracketView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), colours::cardStock);
    const Metrics m = metrics(boxW_);
    if (boxes_.empty()) return;
    const qreal scale = scaleAt(width());
    p.scale(scale, scale);
    p.setFont(titleFont(10));
    p.setPen(colours::red);
    for (int r = 0; r < roundTitles_.size(); ++r)
        p.drawText(QRectF(m.left + r * (m.boxW + m.colGap), 6, m.boxW, m.line * 1.6),
                   Qt::AlignCenter, roundTitles_[r]);
    // The lines first, so the boxes sit on them.
    p.setPen(QPen(colours::ink, 1.2));
    for (const Lead& lead : leads_)
        p.drawPolyline(lead.path);
    const QFont plain = textFont(10);
    const QFont bold = winnerFont();
    for (const Box& b : boxes_) {
        const bool bye = b.table == 0;
        p.setPen(QPen(colours::ink, 1, bye ? Qt::DashLine : Qt::SolidLine));
        p.setBrush(bye ? colours::cardStock : QColor(0xFF, 0xFD, 0xF6));
        p.drawRect(b.rect);
        if (!bye) {
            p.setFont(textFont(8));
            p.setPen(colours::red);
            p.drawText(b.rect.adjusted(4, -m.line * 0.9, 0, 0).topLeft() + QPointF(0, m.line * 0.7),
                       tr("Table %1").arg(b.table));
            p.setPen(QPen(QColor(0xB9, 0xB0, 0x9A), 0.8));
            p.drawLine(QPointF(b.rect.left() + 4, b.rect.center().y()),
                       QPointF(b.rect.right() - 4, b.rect.center().y()));
        }
        for (int side = 0; side < 2; ++side) {
            const QRectF row(b.rect.left() + 8, b.rect.top() + 7 + side * m.line,
                             b.rect.width() - 16, m.line);
            const bool won = b.winnerLine == side;
            const bool lost = b.winnerLine >= 0 && !won;
            p.setFont(won ? bold : plain);
            p.setPen(lost ? QColor(0x7A, 0x72, 0x66)
                          : (bye && side == 0 ? colours::red : colours::ink));
            QString text = b.lines[side];
            if (won) text = tick + text;
            p.drawText(row, Qt::AlignVCenter | Qt::AlignLeft,
                       QFontMetricsF(p.font()).elidedText(text, Qt::ElideRight, row.width()));
        }
    }
    if (!champions_.isEmpty()) {
        const Box& last = boxes_.back();
        const QRectF r(last.rect.right() + m.colGap, last.rect.top(), m.boxW * 0.9,
                       last.rect.height());
        p.setPen(QPen(colours::red, 2));
        p.drawLine(QPointF(last.rect.right(), last.rect.center().y()),
                   QPointF(r.left(), r.center().y()));
        p.setBrush(colours::cardStock);
        p.drawRect(r);
        p.setFont(bold);
        p.setPen(colours::red);
        p.drawText(r.adjusted(6, 4, -6, -4), Qt::AlignCenter | Qt::TextWordWrap, champions_);
    }
}

} // namespace club::app
