// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_print.h"

#include "common/sheet_print.h"
#include "core/printable.h"
#include "party/seating.h"
#include "party_paper.h"

#include <QPageLayout>
#include <QPainter>

#include <numeric>

namespace club::app {

namespace {
PaperNight paperFor(const party::NightState& night) {
    PaperNight paper;
    paper.format = night.format();
    paper.title = night.setup().title;
    paper.blank = false;
    for (const party::Entrant& e : night.entrants())
        paper.names << e.display();
    paper.entrants = int(night.entrants().size());
    paper.plannedRounds = night.plannedRounds();
    paper.rounds = night.rounds();
    if (paper.drive())
        paper.tableSizes = party::driveTableSizes(paper.entrants);
    else
        paper.bracket = party::projectBracket(paper.entrants);
    paper.standings = night.standings();
    paper.over = night.isOver();
    return paper;
}

PaperNight paperFor(const BlankNight& night) {
    PaperNight paper;
    paper.format = night.format;
    paper.title = night.title;
    paper.blank = true;
    paper.entrants = night.entrants;
    std::vector<int> cards(std::size_t(night.entrants));
    std::iota(cards.begin(), cards.end(), 0);
    if (paper.drive()) {
        paper.plannedRounds = night.rounds;
        paper.tableSizes = party::driveTableSizes(night.entrants);
        party::Options options;
        options.rounds = night.rounds;
        paper.rounds = {party::firstDriveRound(cards, options)};
    } else {
        paper.plannedRounds = party::knockoutRounds(night.entrants);
        paper.bracket = party::projectBracket(night.entrants);
        paper.rounds = {party::knockoutRound(cards, std::vector<bool>(cards.size(), false), {})};
    }
    return paper;
}

/// The chosen sheets as one run of pages on the shared printer (`night`
/// outlives the run).
SheetRunPainter sheetsRun(const PaperNight& night, PartySheets which) {
    return [paper = &night, which](QPainter& painter, const QRectF& page,
                                   const std::function<void()>& newPage) {
        const PaperNight& night = *paper;
        painter.setRenderHint(QPainter::Antialiasing);
        SheetPages pages(painter, page, newPage);
        // In the order the secretary uses them: the draw pinned up, the cards on
        // the tables and in the players' hands, the bracket, the prizes.
        if (which & PartySheet::DrawSheet && !night.blank) paintDrawSheet(pages, night);
        if (which & PartySheet::TableCards) paintTableCards(pages, night);
        if (which & PartySheet::TallyCards && (night.drive() || !night.blank))
            paintTallyCards(pages, night);
        if (which & PartySheet::Bracket && !night.drive()) paintBracket(pages, night);
        if (which & PartySheet::Standings && !night.blank) paintStandings(pages, night);
    };
}

Message exportSheets(const PaperNight& night, PartySheets which, const QString& path) {
    const QString title =
        night.drive() ? QStringLiteral("P.M. Drive") : QStringLiteral("Patchesi knockout");
    if (!writeSheetRunPdf(path, title, QPageLayout::Portrait, sheetsRun(night, which)).isEmpty())
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "Cannot write %1"), {path});
    return {};
}
} // namespace

QString blankNightTitle(const QString& typed) {
    return leftWhole(typed.trimmed(), MaxBlankTitle);
}

Message checkBlankNight(const BlankNight& night) {
    const auto num = [](int n) { return QString::number(n); };
    if (night.format == party::Format::Drive &&
        (night.entrants < party::MinDriveEntrants || night.entrants > party::MaxDriveEntrants))
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "a drive needs %1 to %2 entrants, not %3"),
            {num(party::MinDriveEntrants), num(party::MaxDriveEntrants), num(night.entrants)});
    if (night.format == party::Format::Knockout &&
        (night.entrants < party::MinKnockoutPairs || night.entrants > party::MaxKnockoutPairs))
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "a knockout needs %1 to %2 pairs, not %3"),
            {num(party::MinKnockoutPairs), num(party::MaxKnockoutPairs), num(night.entrants)});
    if (night.format == party::Format::Drive &&
        (night.rounds < 1 || night.rounds > party::MaxRounds))
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "the rounds must be 1 to %1"),
                       {num(party::MaxRounds)});
    return {};
}

void paintPartySheets(QPagedPaintDevice& device, const party::NightState& night,
                      PartySheets which) {
    if (!night.isStarted()) return;
    const PaperNight paper = paperFor(night);
    paintSheetRun(device, sheetsRun(paper, which));
}

void previewPartySheets(QWidget* parent, const party::NightState& night, PartySheets which,
                        const QString& windowTitle) {
    if (!night.isStarted()) return;
    const PaperNight paper = paperFor(night);
    previewSheetRun(parent, QPageLayout::Portrait, sheetsRun(paper, which), windowTitle);
}

Message exportPartySheetsPdf(const party::NightState& night, PartySheets which,
                             const QString& path) {
    if (!night.isStarted())
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "the night has not been drawn yet"));
    return exportSheets(paperFor(night), which, path);
}

void paintBlankPartySheets(QPagedPaintDevice& device, const BlankNight& night, PartySheets which) {
    if (!checkBlankNight(night).isEmpty()) return;
    const PaperNight paper = paperFor(night);
    paintSheetRun(device, sheetsRun(paper, which));
}

Message exportBlankPartySheetsPdf(const BlankNight& night, PartySheets which, const QString& path) {
    if (Message m = checkBlankNight(night); !m.isEmpty()) return m;
    return exportSheets(paperFor(night), which, path);
}

} // namespace club::app
