// SPDX-License-Identifier: GPL-3.0-or-later
#include "member_charts.h"

#include "game_catalogue.h"

#include "book.h"
#include "common/file_dialogs.h"
#include "common/follow_language.h"
#include "common/paper.h"
#include "common/sheet_print.h"
#include "fonts.h"
#include "palette.h"
#include "rating_history.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QStackedWidget>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace club::book {

namespace colours = app::colours;

namespace {

QColor faint(QColor colour, int alpha) {
    colour.setAlpha(alpha);
    return colour;
}

/// Cream card and ink, the period type: none of Qt Charts' own theme.
void dress(QChart* chart) {
    chart->setBackgroundBrush(colours::cardStock);
    chart->setBackgroundPen(QPen(colours::walnut, 1.5));
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setDropShadowEnabled(false);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->setTitleFont(app::titleFont(10));
    chart->setTitleBrush(colours::ink);
    chart->legend()->setFont(app::textFont(9));
    chart->legend()->setLabelColor(colours::ink);
    chart->legend()->setAlignment(Qt::AlignBottom);
}

void dress(QAbstractAxis* axis) {
    axis->setLabelsFont(app::textFont(8));
    axis->setLabelsBrush(colours::ink);
    axis->setLinePen(QPen(colours::ink, 1));
    axis->setGridLinePen(QPen(faint(colours::ink, 45), 0.8, Qt::DotLine));
    axis->setMinorGridLineVisible(false);
    axis->setTitleFont(app::textFont(9));
    axis->setTitleBrush(colours::ink);
}

/// Whole numbers of games, in steps that leave the axis readable: not more
/// than `steps` of them (a chart with a legend has less height for them).
void countAxis(QValueAxis* axis, int most, int steps = 8) {
    int step = 1;
    while (most / step > steps)
        step = step == 1 ? 2 : step == 2 ? 5 : step * 2;
    const int top = std::max(step, (most + step - 1) / step * step);
    axis->setRange(0, top);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%d"));
}

void clear(QChart* chart) {
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

QList<KindRecord> mostPlayedFirst(QList<KindRecord> records) {
    std::stable_sort(records.begin(), records.end(),
                     [](const KindRecord& a, const KindRecord& b) { return a.played > b.played; });
    return records;
}

} // namespace

MemberCharts::MemberCharts(Book& book, const QString& member, QWidget* parent)
    : QWidget(parent), book_(book), member_(member) {
    title_ = new QLabel(this);
    title_->setStyleSheet(QStringLiteral("color: %1").arg(colours::ink.name()));
    kindLabel_ = new QLabel(this);
    kinds_ = new QComboBox(this);
    // The kinds come with the member shown, after the box first sized itself.
    kinds_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    kindLabel_->setBuddy(kinds_);
    printButton_ = new QPushButton(this);
    pdfButton_ = new QPushButton(this);
    app::useTitleFont(title_, 13);

    auto* top = new QHBoxLayout;
    top->addWidget(title_, 1);
    top->addWidget(kindLabel_);
    top->addWidget(kinds_);
    top->addSpacing(12);
    top->addWidget(printButton_);
    top->addWidget(pdfButton_);

    for (Pane& pane : panes_)
        pane = makePane();
    auto* grid = new QGridLayout;
    // One under another, each the card's width: side by side, the games'
    // names under the bars were cut short on a small screen.
    grid->addWidget(panes_[0].stack, 0, 0);
    grid->addWidget(panes_[1].stack, 1, 0);
    grid->addWidget(panes_[2].stack, 2, 0);
    // On a tall screen they share the room below the card alike.
    for (int row = 0; row < 3; ++row)
        grid->setRowStretch(row, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(grid, 1);

    connect(kinds_, &QComboBox::currentIndexChanged, this, [this] {
        fillRating();
        fillScores();
    });
    connect(printButton_, &QPushButton::clicked, this, &MemberCharts::print);
    connect(pdfButton_, &QPushButton::clicked, this, &MemberCharts::saveAsPdf);
    app::followLanguage(this, [this] { retranslate(); });
}

MemberCharts::Pane MemberCharts::makePane() {
    Pane pane;
    pane.stack = new QStackedWidget(this);
    auto* chart = new QChart;
    dress(chart);
    pane.view = new QChartView(chart, pane.stack);
    pane.view->setRenderHint(QPainter::Antialiasing);
    pane.view->setBackgroundBrush(Qt::NoBrush);
    pane.view->setFrameShape(QFrame::NoFrame);
    pane.view->setMinimumSize(QSize(260, 200) * std::max(1.0, app::fontScale()));
    pane.sentence = new QLabel(pane.stack);
    pane.sentence->setAlignment(Qt::AlignCenter);
    pane.sentence->setWordWrap(true);
    pane.sentence->setAutoFillBackground(false); // the margin round the card is the page's
    pane.sentence->setStyleSheet(
        QStringLiteral("QLabel { margin: 7px; background: %1; color: %2; border: 1.5px "
                       "solid %3; padding: 12px; }")
            .arg(colours::cardStock.name(), colours::ink.name(), colours::walnut.name()));
    app::useTextFont(pane.sentence, 11);
    pane.stack->addWidget(pane.view);
    pane.stack->addWidget(pane.sentence);
    return pane;
}

void MemberCharts::showChart(Pane& pane, bool shown, const QString& sentence) {
    pane.sentence->setText(shown ? QString() : sentence);
    pane.stack->setCurrentWidget(shown ? static_cast<QWidget*>(pane.view) : pane.sentence);
}

QString MemberCharts::displayName(const QString& member) {
    const QLatin1String prefix("computer:");
    if (!member.startsWith(prefix)) return member;
    const QString level = member.mid(prefix.size());
    if (level == QLatin1String("beginner")) return tr("Computer: Beginner");
    if (level == QLatin1String("standard")) return tr("Computer: Standard");
    if (level == QLatin1String("expert")) return tr("Computer: Expert");
    return tr("The computer"); // a kind no longer offered to players
}

QString MemberCharts::kindName(const QString& kind) {
    // The name on the game's lid in the chooser (the games' one list).
    for (const app::GameInfo& game : app::gameCatalogue())
        if (game.id == kind) return game.title;
    return kind;
}

QString MemberCharts::twoLines(const QString& name) {
    // A bar's label has a quarter of the chart's width at 1024 pixels: a
    // long name goes on two lines at the space nearest its middle, rather
    // than cut short ("Once Around Cribb...").
    if (name.size() < 12) return name;
    int best = -1;
    for (int i = 0; i < name.size(); ++i)
        if (name.at(i) == QLatin1Char(' ') &&
            (best < 0 ||
             std::abs(2 * i - int(name.size())) < std::abs(2 * best - int(name.size()))))
            best = i;
    if (best < 0) return name;
    return name.left(best).toHtmlEscaped() + QStringLiteral("<br>") +
           name.mid(best + 1).toHtmlEscaped();
}

void MemberCharts::setMember(const QString& member) {
    member_ = member;
    kinds_->blockSignals(true);
    kinds_->clear();
    kinds_->blockSignals(false);
    refresh();
}

void MemberCharts::setKind(const QString& kind) {
    const int index = kinds_->findData(kind);
    if (index >= 0) kinds_->setCurrentIndex(index);
}

QString MemberCharts::kind() const {
    return kinds_->currentData().toString();
}

void MemberCharts::refresh() {
    // No member yet, or a book not open (the page opens it when shown):
    // nothing to ask the book.
    if (member_.isEmpty() || !book_.isOpen()) {
        title_->clear();
        kinds_->blockSignals(true);
        kinds_->clear();
        kinds_->blockSignals(false);
        for (Pane& pane : panes_)
            showChart(pane, false, tr("No games in the book yet."));
        return;
    }
    title_->setText(tr("Charts for %1").arg(displayName(member_)));
    fillKinds();
    fillRating();
    fillScores();
    fillWins();
}

void MemberCharts::retranslate() {
    kindLabel_->setText(tr("&Game:"));
    printButton_->setText(tr("Print…"));
    pdfButton_->setText(tr("Save as PDF…"));
    refresh();
}

void MemberCharts::fillKinds() {
    const QString current = kind();
    // The game they played most first: the one shown when a member is chosen.
    const QList<KindRecord> records = mostPlayedFirst(winsByKind(book_.database(), member_));
    kinds_->blockSignals(true);
    kinds_->clear();
    for (const KindRecord& record : records)
        kinds_->addItem(kindName(record.kind), record.kind);
    const int keep = kinds_->findData(current);
    kinds_->setCurrentIndex(keep >= 0 ? keep : 0);
    kinds_->blockSignals(false);
    kinds_->setEnabled(kinds_->count() > 1);
}

void MemberCharts::fillRating() {
    QChart* chart = panes_[0].view->chart();
    clear(chart);
    ratingLine_ = nullptr;
    const QString game = kind();
    const QList<RatingPoint> points =
        game.isEmpty() ? QList<RatingPoint>() : ratingHistory(book_.database(), game, member_);
    if (points.isEmpty()) {
        showChart(panes_[0], false, tr("No games in the book yet."));
        return;
    }
    chart->setTitle(tr("Rating at %1, night by night").arg(kindName(game)));
    chart->legend()->setVisible(false);
    ratingLine_ = new QLineSeries;
    ratingLine_->setPen(QPen(colours::red, 2.2));
    ratingLine_->setPointsVisible(true);
    ratingLine_->setMarkerSize(7);
    ratingLine_->setColor(colours::red);
    double low = points.first().rating, high = low;
    for (const RatingPoint& point : points) {
        ratingLine_->append(double(point.night.toJulianDay()), point.rating);
        low = std::min(low, point.rating);
        high = std::max(high, point.rating);
    }
    chart->addSeries(ratingLine_);

    // Nights along the bottom by their month, in the player's language.
    auto* nights = new QCategoryAxis;
    nights->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const QDate first = points.first().night, last = points.last().night;
    const qint64 margin = std::max<qint64>(2, first.daysTo(last) / 30);
    nights->setRange(double(first.toJulianDay() - margin), double(last.toJulianDay() + margin));
    const QLocale locale;
    QList<QDate> marks;
    for (QDate month(first.year(), first.month(), 1); month <= last; month = month.addMonths(1))
        if (month >= first.addDays(-margin)) marks.append(month);
    const bool byMonth = marks.size() >= 2;
    if (!byMonth) {
        marks.clear();
        for (const RatingPoint& point : points)
            marks.append(point.night);
    }
    // Not more than seven labels (each a month and its year, read whole on a
    // small screen): every other month, every third...
    const qsizetype every = (marks.size() + 6) / 7;
    for (qsizetype i = 0; i < marks.size(); i += every)
        nights->append(locale.toString(marks[i], byMonth ? QStringLiteral("MMM yyyy")
                                                         : QStringLiteral("d MMM")),
                       double(marks[i].toJulianDay()));
    // A game after midnight belongs to the evening before (rating_history.cpp).
    nights->setTitleText(tr("Nights played, each from noon to noon"));
    dress(nights);
    chart->addAxis(nights, Qt::AlignBottom);
    ratingLine_->attachAxis(nights);

    auto* rating = new QValueAxis;
    const double pad = std::max(10.0, (high - low) * 0.1);
    rating->setRange(std::floor((low - pad) / 10) * 10, std::ceil((high + pad) / 10) * 10);
    rating->applyNiceNumbers();
    rating->setLabelFormat(QStringLiteral("%.0f"));
    rating->setTitleText(tr("Rating"));
    dress(rating);
    chart->addAxis(rating, Qt::AlignLeft);
    ratingLine_->attachAxis(rating);
    showChart(panes_[0], true, {});
}

void MemberCharts::fillScores() {
    QChart* chart = panes_[1].view->chart();
    clear(chart);
    scoreSet_ = nullptr;
    const QString game = kind();
    if (!game.isEmpty() && !keepsScores(game)) {
        showChart(panes_[1], false,
                  tr("%1 keeps no score: a game is won, drawn or lost.").arg(kindName(game)));
        return;
    }
    const QList<ScoreBin> bins =
        game.isEmpty() ? QList<ScoreBin>() : scoreDistribution(book_.database(), game, member_);
    if (bins.isEmpty()) {
        showChart(panes_[1], false, tr("No scores in the book yet."));
        return;
    }
    chart->setTitle(tr("Scores at %1").arg(kindName(game)));
    chart->legend()->setVisible(false);
    scoreSet_ = new QBarSet(tr("Games"));
    scoreSet_->setColor(colours::baize);
    scoreSet_->setBorderColor(colours::ink);
    int most = 0;
    for (const ScoreBin& bin : bins) {
        scoreSet_->append(bin.count);
        most = std::max(most, bin.count);
    }
    auto* series = new QBarSeries;
    series->setBarWidth(0.92);
    series->append(scoreSet_);
    chart->addSeries(series);
    // A histogram's scale: the scores where one bar meets the next (bar i
    // stands at i), or each bar's own score when a bar is one score wide.
    // A true minus sign: a hyphen is easily missed.
    const QLocale locale;
    const auto number = [&](int n) {
        return n < 0 ? QChar(0x2212) + locale.toString(-n) : locale.toString(n);
    };
    auto* scores = new QCategoryAxis;
    const int count = int(bins.size());
    scores->setRange(-0.5, count - 0.5);
    const bool single = bins.first().low == bins.first().high;
    const int every = 1 + count / 14; // not more than about fourteen labels
    if (single) {
        scores->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
        for (int i = 0; i < count; ++i)
            // An unlabelled bar still needs a label of its own (the axis
            // refuses a label twice): as many zero-width spaces as its index.
            scores->append(i % every == 0 ? number(bins[i].low) : QString(i, QChar(0x200B)),
                           i + 0.5);
    } else {
        scores->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        for (int i = 0; i <= count; ++i)
            if (i % every == 0 || i == count)
                scores->append(number(i < count ? bins[i].low : bins.last().high + 1), i - 0.5);
    }
    scores->setTitleText(tr("Score"));
    dress(scores);
    chart->addAxis(scores, Qt::AlignBottom);
    series->attachAxis(scores);
    auto* games = new QValueAxis;
    countAxis(games, most);
    games->setTitleText(tr("Games"));
    dress(games);
    chart->addAxis(games, Qt::AlignLeft);
    series->attachAxis(games);
    showChart(panes_[1], true, {});
}

void MemberCharts::fillWins() {
    QChart* chart = panes_[2].view->chart();
    clear(chart);
    playedSet_ = wonSet_ = nullptr;
    // The bars in the Game box's order: by the games' keys, they stood in
    // no order a player could see.
    const QList<KindRecord> records = mostPlayedFirst(winsByKind(book_.database(), member_));
    if (records.isEmpty()) {
        showChart(panes_[2], false, tr("No games in the book yet."));
        return;
    }
    chart->setTitle(tr("Games played and won"));
    chart->legend()->setVisible(true);
    playedSet_ = new QBarSet(tr("Played"));
    playedSet_->setColor(colours::walnut);
    playedSet_->setBorderColor(colours::ink);
    wonSet_ = new QBarSet(tr("Won"));
    wonSet_->setColor(colours::red);
    wonSet_->setBorderColor(colours::ink);
    QStringList labels;
    int most = 0;
    for (const KindRecord& record : records) {
        playedSet_->append(record.played);
        wonSet_->append(record.won);
        most = std::max(most, record.played);
        labels.append(twoLines(kindName(record.kind)));
    }
    auto* series = new QBarSeries;
    series->append(playedSet_);
    series->append(wonSet_);
    chart->addSeries(series);
    auto* kinds = new QBarCategoryAxis;
    kinds->append(labels);
    dress(kinds);
    chart->addAxis(kinds, Qt::AlignBottom);
    series->attachAxis(kinds);
    auto* games = new QValueAxis;
    countAxis(games, most, 4);
    games->setTitleText(tr("Games"));
    dress(games);
    chart->addAxis(games, Qt::AlignLeft);
    series->attachAxis(games);
    showChart(panes_[2], true, {});
}

QStringList MemberCharts::scoreCategories() const {
    for (QAbstractAxis* axis : panes_[1].view->chart()->axes(Qt::Horizontal))
        if (auto* categories = qobject_cast<QCategoryAxis*>(axis))
            return categories->categoriesLabels();
    return {};
}

QStringList MemberCharts::winCategories() const {
    for (QAbstractAxis* axis : panes_[2].view->chart()->axes(Qt::Horizontal))
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
            return categories->categories();
    return {};
}

QString MemberCharts::emptySentence(int index) const {
    return panes_[index].sentence->text();
}

void MemberCharts::paintSheet(QPainter& painter, const QRectF& page) {
    const app::PaperBorder border = app::paintPaper(painter, page);
    const qreal unit = border.unit;
    const QRectF inner = border.inner.adjusted(2 * unit, 2 * unit, -2 * unit, -2 * unit);
    QString heading = tr("Charts for %1").arg(displayName(member_));
    if (!kind().isEmpty()) heading += QStringLiteral(" · ") + kindName(kind());
    painter.setPen(colours::ink);
    QFont font = app::titleFont(10);
    font.setPixelSize(int(4 * unit));
    const QRectF headingRect(inner.left(), inner.top(), inner.width(), 6 * unit);
    app::drawFittedText(painter, headingRect, heading, font);

    const QRectF area = inner.adjusted(0, 7 * unit, 0, 0);
    const qreal gap = 2 * unit;
    const qreal half = (area.height() - gap) / 2;
    const QRectF targets[3] = {
        QRectF(area.left(), area.top(), area.width(), half),
        QRectF(area.left(), area.top() + half + gap, (area.width() - gap) / 2, half),
        QRectF(area.left() + (area.width() + gap) / 2, area.top() + half + gap,
               (area.width() - gap) / 2, half)};
    // Each chart is laid out anew at the size it has on paper (in the
    // screen's units), then drawn there, so its lettering keeps its size.
    const qreal toScreen = 96.0 / painter.device()->logicalDpiX();
    for (int i = 0; i < 3; ++i) {
        const Pane& pane = panes_[i];
        const QRectF target = targets[i];
        if (pane.stack->currentWidget() != pane.view) {
            QFont text = app::textFont(11);
            text.setPixelSize(int(3 * unit));
            painter.setPen(QPen(colours::ink, border.innerPen));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(target);
            app::drawFittedText(painter, target.adjusted(4 * unit, 0, -4 * unit, 0),
                                pane.sentence->text(), text);
            continue;
        }
        QChart* chart = pane.view->chart();
        const QRectF before = chart->geometry();
        const QBrush background = chart->backgroundBrush();
        chart->setBackgroundBrush(Qt::white); // the paper's own
        const QSizeF size = target.size() * toScreen;
        chart->setGeometry(QRectF(before.topLeft(), size));
        chart->layout()->activate();
        pane.view->scene()->render(&painter, target, QRectF(before.topLeft(), size));
        chart->setGeometry(before);
        chart->setBackgroundBrush(background);
    }
}

QString MemberCharts::writePdf(const QString& path) {
    return app::writePagedSheetPdf(
        path, tr("Charts for %1").arg(displayName(member_)), QPageLayout::Landscape,
        [this](QPainter& painter, const QRectF& page, int) { paintSheet(painter, page); },
        [](const QRectF&) { return 1; });
}

void MemberCharts::print() {
    app::previewPagedSheet(
        this, QPageLayout::Landscape,
        [this](QPainter& painter, const QRectF& page, int) { paintSheet(painter, page); },
        [](const QRectF&) { return 1; });
}

void MemberCharts::saveAsPdf() {
    const QString path = app::askSavePath(
        this, tr("Save the Charts as PDF"), app::FileKind::Sheet,
        tr("Charts for %1").arg(displayName(member_)).replace(QLatin1Char(':'), QLatin1Char(' ')) +
            QStringLiteral(".pdf"),
        tr("PDF files (*.pdf)"));
    if (path.isEmpty()) return;
    const QString error = writePdf(path);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Save the Charts as PDF"), error);
}

} // namespace club::book
