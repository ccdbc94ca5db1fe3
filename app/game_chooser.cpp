// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_chooser.h"

#include "common/follow_language.h"
#include "common/svg_art.h"
#include "fonts.h"
#include "palette.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRadialGradient>
#include <QScrollArea>
#include <QSvgRenderer>
#include <QVBoxLayout>

#include <algorithm>

namespace club::app {

namespace {
// Every lid shows its game, drawn from one shared sheet (resources/chooser.svg).
QSvgRenderer& tileArt() {
    return svgArt(QStringLiteral(":/players-club/chooser.svg"));
}

} // namespace

GameTile::GameTile(const GameInfo& info, QWidget* parent) : QAbstractButton(parent), info_(info) {
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    // The lid's words in the language shown, taken again at each change.
    followLanguage(this, [this] {
        for (const GameInfo& game : gameCatalogue())
            if (game.id == info_.id) info_ = game;
        setAccessibleName(info_.title);
        setAccessibleDescription(info_.subtitle + QStringLiteral(". ") + info_.players);
        setToolTip(info_.blurb);
        update();
    });
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    followApplicationFont(this, [this] { updateGeometry(); }); // the hints below change
}

// The lid's lettering grows with the system font, so the lid does too.
QSize GameTile::sizeHint() const {
    return QSize(380, 240) * fontScale();
}
QSize GameTile::minimumSizeHint() const {
    return QSize(260, 150) * fontScale();
}

void GameTile::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        animateClick();
        return;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        for (QWidget* w = parentWidget(); w; w = w->parentWidget())
            if (auto* chooser = qobject_cast<GameChooser*>(w))
                chooser->stepFocus(this, event->key());
        return; // at an edge the focus stays
    default:
        QAbstractButton::keyPressEvent(event);
    }
}

namespace {
/// The lid within the tile, less its shadow.
QRectF lidRect(const QRect& tile) {
    return QRectF(tile).adjusted(6, 6, -10, -10);
}
/// Where the lettering goes on the lid, inside its double rule. Each line
/// wraps when a large system font makes it wider than the lid.
QRectF textRect(const QRectF& lid) {
    return lid.adjusted(24, 20, -24, -18);
}
} // namespace

qreal GameTile::drawingHeight() const {
    // The game's drawing across the top of the lid, 3:2, above the lettering.
    if (info_.art.isEmpty() || !tileArt().elementExists(info_.art)) return 0;
    const QRectF text = textRect(lidRect(rect()));
    const qreal small = QFontMetricsF(textFont(10.5)).height();
    const int wrap = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
    const QRectF room(text.left(), 0, text.width(), 1e6);
    const qreal words =
        QFontMetricsF(titleFont(17)).boundingRect(room, wrap, info_.title).height() +
        QFontMetricsF(textFont(10.5)).boundingRect(room, wrap, info_.subtitle).height() +
        QFontMetricsF(textFont(10.5)).boundingRect(room, wrap, info_.players).height() +
        small * 0.8;
    const qreal blurb = QFontMetricsF(textFont(10)).boundingRect(room, wrap, info_.blurb).height();
    const auto fit = [&](qreal below) {
        return std::max(0.0, std::min({text.height() * 0.5, text.width() * 2.0 / 3.0,
                                       text.height() - words - below - 4}));
    };
    // On a low lid (a laptop's screen) the drawing shrinks to leave the
    // one-line description room; where it would then be too small to make
    // out, the description gives way instead (it is the lid's tooltip too),
    // so that every lid keeps its drawing (a German description of three
    // lines left King's Men's lid without one at 1024x768).
    const qreal least = small * 2.5;
    if (const qreal withBlurb = fit(blurb); withBlurb >= least) return withBlurb;
    const qreal alone = std::min(fit(0), least);
    return alone >= small * 1.5 ? alone : 0; // else too small to make out
}

void GameTile::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF card = lidRect(rect());
    // A printed shadow under the lid, drawn as a shape.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawRoundedRect(card.translated(4, 5), 6, 6);
    p.setBrush(colours::cardStock);
    p.drawRoundedRect(card, 6, 6);

    const QColor ink = colours::ink;
    QPen rule(colours::red, hasFocus() || underMouse() ? 2.2 : 1.2);
    p.setPen(rule);
    p.setBrush(Qt::NoBrush);
    p.drawRect(card.adjusted(8, 8, -8, -8));
    rule.setWidthF(0.8);
    p.setPen(rule);
    p.drawRect(card.adjusted(12, 12, -12, -12));

    if (hasFocus()) {
        // A gilt ring round the lid: the keyboard's place, plain at a glance.
        p.setPen(QPen(QColor(0xC9, 0xA2, 0x27), 3));
        p.drawRoundedRect(card.adjusted(-3, -3, 3, 3), 8, 8);
    }

    const QRectF text = textRect(card);
    qreal y = text.top();
    const qreal small = QFontMetricsF(textFont(10.5)).height();
    if (const qreal h = drawingHeight(); h > 0) {
        const QRectF art(text.center().x() - h * 0.75, y, h * 1.5, h);
        tileArt().render(&p, info_.art, art);
        y += h + 4;
    }
    auto line = [&](const QFont& font, const QColor& colour, const QString& words, qreal gap) {
        p.setFont(font);
        p.setPen(colour);
        const int flags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
        const QRectF room(text.left(), y, text.width(), text.bottom() - y);
        p.drawText(room, flags, words);
        y += QFontMetricsF(font).boundingRect(room, flags, words).height() + gap;
    };
    line(titleFont(17), ink, info_.title, small * 0.1);
    line(textFont(10.5), colours::red, info_.subtitle, small * 0.2);
    line(textFont(10.5), ink, info_.players, small * 0.5);
    // The blurb only where it fits whole; it is the tooltip as well.
    const QRectF rest(text.left(), y, text.width(), text.bottom() - y);
    const int wrap = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
    if (QFontMetricsF(textFont(10)).boundingRect(rest, wrap, info_.blurb).height() <= rest.height())
        line(textFont(10), ink, info_.blurb, 0);
}

GameChooser::GameChooser(QWidget* parent) : QWidget(parent) {
    // With a large system font the lids may not all fit: they scroll, and
    // the window stays within the screen. The baize shows through.
    scroll_ = new QScrollArea(this);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setFocusPolicy(Qt::NoFocus);
    scroll_->setWidgetResizable(true);
    scroll_->viewport()->setAutoFillBackground(false);
    auto* content = new QWidget(scroll_);
    scroll_->setWidget(content);
    content->setAutoFillBackground(false); // after setWidget(), which sets it
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll_);
    auto* grid = new QGridLayout(content);
    grid->setContentsMargins(40, 24, 40, 28);
    grid->setSpacing(22);
    auto* heading = new QLabel(content);
    followLanguage(heading, [heading] { heading->setText(tr("Choose a game")); });
    useTitleFont(heading, 22);
    heading->setAlignment(Qt::AlignCenter);
    heading->setStyleSheet(QStringLiteral("color: #F2E8CF;"));
    grid->addWidget(heading, 0, 0, 1, 2);
    const QList<GameInfo> games = gameCatalogue();
    for (int i = 0; i < games.size(); ++i) {
        auto* tile = new GameTile(games[i], content);
        // A last lid alone on its row (the party night) runs across it.
        const bool alone = i % 2 == 0 && i == games.size() - 1;
        grid->addWidget(tile, 1 + i / 2, i % 2, 1, alone ? 2 : 1);
        grid->setRowStretch(1 + i / 2, 1);
        tiles_ << tile;
        connect(tile, &QAbstractButton::clicked, this,
                [this, id = games[i].id] { emit gameChosen(id); });
    }
    // The club's book beside the heading (a row of its own would make a
    // small screen scroll): a cream label ruled in red, like the lids.
    auto* book = new QPushButton(content);
    book_ = book;
    book->setCursor(Qt::PointingHandCursor);
    book->setStyleSheet(
        QStringLiteral("QPushButton { background: %1; color: %2; border: 3px double %3; "
                       "border-radius: 4px; padding: 4px 18px; } "
                       "QPushButton:focus, QPushButton:hover { border-color: #C9A227; }")
            .arg(colours::cardStock.name(), colours::ink.name(), colours::red.name()));
    followApplicationFont(book, [book] { book->setFont(titleFont(11)); });
    followLanguage(book, [book] {
        book->setText(tr("The Club's Book"));
        book->setToolTip(tr("Every game played to its end: each member's record, the "
                            "standings and head to head"));
    });
    connect(book, &QPushButton::clicked, this, &GameChooser::bookChosen);
    grid->addWidget(book, 0, 1, Qt::AlignRight | Qt::AlignVCenter);
}

bool GameChooser::stepFocus(GameTile* from, int key) {
    const int at = tiles_.indexOf(from);
    int step = 0;
    switch (key) {
    case Qt::Key_Left:
        step = layoutDirection() == Qt::RightToLeft ? 1 : -1;
        break;
    case Qt::Key_Right:
        step = layoutDirection() == Qt::RightToLeft ? -1 : 1;
        break;
    case Qt::Key_Up:
        step = -2;
        break;
    case Qt::Key_Down:
        step = 2;
        break;
    }
    // Down from the lid beside a lone last lid (the party night) goes to it.
    if (at >= 0 && step == 2 && at + step == tiles_.size()) step = 1;
    if (at < 0 || step == 0 || at + step < 0 || at + step >= tiles_.size()) return false;
    tiles_[at + step]->setFocus(Qt::OtherFocusReason);
    scroll_->ensureWidgetVisible(tiles_[at + step]);
    return true;
}

void GameChooser::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QRadialGradient baize(rect().center(), qMax(width(), height()) * 0.75);
    baize.setColorAt(0, colours::baize.lighter(118));
    baize.setColorAt(1, colours::baize.darker(135));
    p.fillRect(rect(), baize);
}

} // namespace club::app
