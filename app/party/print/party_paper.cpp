// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_paper.h"

#include "fonts.h"
#include "palette.h"

#include <QPainter>

namespace club::app {

QString PaperNight::name(int entrant) const {
    if (entrant < 0) return {};
    if (!blank && entrant < names.size()) return names[entrant];
    return drive() ? PartySheetWords::tr("No. %1").arg(entrant + 1)
                   : PartySheetWords::tr("Pair %1").arg(entrant + 1);
}

int PaperNight::tablesIn(int round) const {
    if (round >= 0 && round < int(rounds.size()))
        return int(rounds[std::size_t(round)].tables.size());
    if (drive()) return int(tableSizes.size());
    if (round >= 0 && round < int(bracket.size()))
        return int(bracket[std::size_t(round)].tables.size());
    return 0;
}

int PaperNight::tableOf(int entrant, int round) const {
    if (round < 0 || round >= int(rounds.size())) return 0;
    for (const party::Table& t : rounds[std::size_t(round)].tables)
        for (int seat : t.seats)
            if (seat == entrant) return t.number;
    return 0;
}

PaperBorder SheetPages::next() {
    if (!first_) newPage_();
    first_ = false;
    return paintPaper(painter_, page_);
}

QFont paperText(qreal unit, qreal size, bool bold) {
    QFont font = textFont(10);
    font.setPixelSize(qMax(1, int(size * unit)));
    font.setBold(bold);
    return font;
}

QFont paperTitle(qreal unit, qreal size, int weight) {
    QFont font = titleFont(10, weight);
    font.setPixelSize(qMax(1, int(size * unit)));
    return font;
}

qreal paintSheetHeading(QPainter& p, const QRectF& area, qreal u, const PaperNight& night,
                        const QString& sheetName, qreal scale) {
    p.save();
    p.setPen(colours::ink);
    const qreal s = scale;
    QRectF line(area.left(), area.top(), area.width(), 7 * u * s);
    drawFittedText(p, line,
                   night.drive() ? PartySheetWords::tr("\u201cP.M.\u201d DRIVE")
                                 : PartySheetWords::tr("PATCHESI KNOCKOUT"),
                   paperTitle(u, 6 * s), Qt::AlignCenter, 0.5, false);
    QFont sub = paperTitle(u, 2.6 * s, QFont::Medium);
    sub.setLetterSpacing(QFont::PercentageSpacing, 130);
    line.translate(0, line.height());
    line.setHeight(4 * u * s);
    p.setPen(colours::red);
    drawFittedText(p, line, sheetName.toUpper(), sub, Qt::AlignCenter, 0.6, false);
    if (!night.title.isEmpty()) {
        line.translate(0, line.height());
        line.setHeight(4.5 * u * s);
        p.setPen(colours::ink);
        QFont title = paperText(u, 3.2 * s);
        title.setItalic(true);
        drawFittedText(p, line, night.title, title);
    }
    p.restore();
    return line.bottom() + 1.5 * u * s;
}

QString signedScore(int score) {
    return QString::number(score).replace(QLatin1Char('-'), QChar(0x2212));
}

void writingLine(QPainter& p, QPointF from, QPointF to, qreal u) {
    p.save();
    p.setPen(QPen(colours::ink, 0.12 * u, Qt::DotLine));
    p.drawLine(from, to);
    p.restore();
}

} // namespace club::app
