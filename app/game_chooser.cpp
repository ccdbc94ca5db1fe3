#include "game_chooser.h"

#include "fonts.h"
#include "palette.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QRadialGradient>

namespace club::app {

GameTile::GameTile(const GameInfo& info, QWidget* parent) : QAbstractButton(parent), info_(info) {
    setFocusPolicy(Qt::StrongFocus);
    setCursor(info.playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    setAccessibleName(info.title);
    setAccessibleDescription(info.playable
                                 ? info.subtitle + QStringLiteral(". ") + info.players
                                 : tr("%1. Not yet playable in this version.").arg(info.subtitle));
    setToolTip(info.blurb);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QSize GameTile::sizeHint() const {
    return {380, 240};
}
QSize GameTile::minimumSizeHint() const {
    return {260, 190};
}

void GameTile::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(rect()).adjusted(6, 6, -10, -10);
    // A printed shadow under the lid, drawn as a shape.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawRoundedRect(card.translated(4, 5), 6, 6);
    p.setBrush(colours::cardStock);
    p.drawRoundedRect(card, 6, 6);

    const bool live = info_.playable;
    const QColor ink = live ? colours::ink : QColor(0x6b, 0x63, 0x58);
    QPen rule(colours::red, hasFocus() || underMouse() ? 2.2 : 1.2);
    p.setPen(rule);
    p.setBrush(Qt::NoBrush);
    p.drawRect(card.adjusted(8, 8, -8, -8));
    rule.setWidthF(0.8);
    p.setPen(rule);
    p.drawRect(card.adjusted(12, 12, -12, -12));

    const QRectF text = card.adjusted(24, 20, -24, -18);
    p.setPen(ink);
    p.setFont(titleFont(17));
    const QFontMetricsF titleMetrics(p.font());
    p.drawText(QRectF(text.left(), text.top(), text.width(), titleMetrics.height() * 1.2),
               Qt::AlignHCenter | Qt::AlignTop, info_.title);
    qreal y = text.top() + titleMetrics.height() * 1.25;
    p.setPen(colours::red);
    p.setFont(textFont(10.5));
    const QFontMetricsF small(p.font());
    p.drawText(QRectF(text.left(), y, text.width(), small.height() * 1.3), Qt::AlignHCenter,
               info_.subtitle);
    y += small.height() * 1.4;
    p.setPen(ink);
    p.drawText(QRectF(text.left(), y, text.width(), small.height() * 1.3), Qt::AlignHCenter,
               info_.players);
    y += small.height() * 1.6;
    p.setFont(textFont(10));
    p.drawText(QRectF(text.left(), y, text.width(), text.bottom() - y),
               Qt::AlignHCenter | Qt::TextWordWrap, info_.blurb);

    if (!live) {
        // A rubber-stamp mark, as on a shop's sample box.
        p.save();
        p.translate(card.center() + QPointF(card.width() * 0.22, card.height() * 0.28));
        p.rotate(-8);
        p.setFont(titleFont(10));
        const QString stamp = tr("IN PREPARATION");
        const QRectF r = QFontMetricsF(p.font()).boundingRect(stamp).adjusted(-8, -4, 8, 4);
        p.setPen(QPen(QColor(179, 38, 30, 200), 1.6));
        p.drawRect(r.translated(-r.center()));
        p.drawText(r.translated(-r.center()), Qt::AlignCenter, stamp);
        p.restore();
    }
}

GameChooser::GameChooser(QWidget* parent) : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(40, 30, 40, 40);
    grid->setSpacing(28);
    auto* heading = new QLabel(tr("Choose a game"), this);
    heading->setFont(titleFont(22));
    heading->setAlignment(Qt::AlignCenter);
    heading->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    grid->addWidget(heading, 0, 0, 1, 2);
    const QList<GameInfo> games = gameCatalogue();
    for (int i = 0; i < games.size(); ++i) {
        auto* tile = new GameTile(games[i], this);
        grid->addWidget(tile, 1 + i / 2, i % 2);
        connect(tile, &QAbstractButton::clicked, this,
                [this, id = games[i].id] { emit gameChosen(id); });
    }
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);
}

void GameChooser::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QRadialGradient baize(rect().center(), qMax(width(), height()) * 0.75);
    baize.setColorAt(0, colours::baize.lighter(118));
    baize.setColorAt(1, colours::baize.darker(135));
    p.fillRect(rect(), baize);
}

} // namespace club::app
