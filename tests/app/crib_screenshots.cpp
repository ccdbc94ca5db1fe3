// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the Once Around Cribbage table from the real program, for
// the README and for looking at the table as a player. Not a test: run by hand,
//   crib_screenshots OUTDIR [WIDTHxHEIGHT]      (CRIB_HANDS=2..6, default 2)
#include "crib/crib_cut_screen.h"
#include "crib/crib_hint.h"
#include "crib/crib_new_match_dialog.h"
#include "crib/crib_page.h"
#include "crib/crib_scene.h"
#include "crib/crib_side_panel.h"
#include "engine/crib/table.h"
#include "main_window.h"
#include "palette.h"
#include "screenshot_setup.h"

#include <QApplication>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <cstdio>

using namespace club;

namespace {
void settle(app::CribPage* page) {
    for (int i = 0; i < 400 && !page->isSettled() && !page->panel()->continueButton()->isVisible();
         ++i)
        QTest::qWait(25);
}

crib::Board boardFor(int hands) {
    return hands == 5                 ? crib::Board::TwoAndThree
           : hands == 2 || hands == 4 ? crib::Board::TwoTrack
                                      : crib::Board::FourTrack;
}
} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const std::optional<screenshots::Setup> setup = screenshots::setUp();
    if (!setup) return 2;
    const QString out = setup->outDir;
    const int hands = qBound(2, qEnvironmentVariableIntValue("CRIB_HANDS"), 6);
    {
        app::CribNewMatchDialog dialog;
        dialog.handsBox()->setValue(hands);
        dialog.show();
        QTest::qWait(100);
        dialog.grab().save(QStringLiteral("%1/crib-new-match.png").arg(out));
    }
    const QString tag =
        QStringLiteral("%1h-%2x%3").arg(hands).arg(setup->size.width()).arg(setup->size.height());
    app::MainWindow window(false);
    window.resize(setup->size);
    window.show();
    auto* page = window.page<club::app::CribPage>();
    page->setPace(1, 0); // paced: the cut for deal waits for Deal
    std::vector<crib::Seat> seats;
    const char* names[] = {"Ann",          "Mr Suckling", "Mrs Hoyle",
                           "Captain Nobs", "Miss Heels",  "Dr Muggins"};
    for (int s = 0; s < hands; ++s)
        seats.push_back({QString::fromLatin1(names[s]), s,
                         s == 0 ? QStringLiteral("person") : QStringLiteral("expert")});
    page->startMatch(crib::Setup{hands, 121, boardFor(hands), false}, seats, 1937);
    window.openGame(QStringLiteral("cribbage"));
    QTest::qWait(100);
    window.grab().save(QStringLiteral("%1/crib-cut-%2.png").arg(out, tag));
    page->cutScreen()->dealButton()->click();
    page->setPace(0, 0);
    crib::Table* table = page->table();
    int shot = 0;
    // Play the person's part: the hint's discard, the hint's card; a picture
    // at the discard, in the play and at the show, for a few deals.
    for (int step = 0; step < 400 && shot < 6; ++step) {
        settle(page);
        if (page->panel()->continueButton()->isVisible()) {
            window.grab().save(QStringLiteral("%1/crib-show-%2-%3.png").arg(out, tag).arg(shot++));
            page->panel()->continueButton()->click();
            continue;
        }
        const crib::Match& m = table->match();
        if (m.phase() == crib::Phase::GameOver) break;
        if (m.phase() == crib::Phase::Discard) {
            const crib::Hand best = app::bestDiscard(m, m.toAct());
            for (int i = 0; i < int(page->scene()->hand().size()); ++i)
                if (std::count(best.begin(), best.end(), page->scene()->hand()[std::size_t(i)]))
                    page->scene()->pressCard(i);
            page->showHint();
            QTest::qWaitFor([page] { return !page->isHinting(); }, 10000);
            if (m.dealNumber() <= 2) {
                QTest::qWait(100);
                window.grab().save(
                    QStringLiteral("%1/crib-discard-%2-%3.png").arg(out, tag).arg(shot++));
            }
            page->layAway();
        } else if (m.phase() == crib::Phase::Play) {
            const app::PlayHint hint = app::playHint(m, m.toAct());
            if (m.played().size() == 3 && m.dealNumber() <= 2) {
                page->showHint();
                QTest::qWaitFor([page] { return !page->isHinting(); }, 10000);
                QTest::qWait(100);
                window.grab().save(
                    QStringLiteral("%1/crib-play-%2-%3.png").arg(out, tag).arg(shot++));
            }
            const auto& hand = page->scene()->hand();
            for (int i = 0; i < int(hand.size()); ++i)
                if (hand[std::size_t(i)] == hint.card) page->scene()->pressCard(i);
        }
    }
    // The match sheet as it prints, for a look at the paper.
    if (const QString error =
            page->exportMatchSheet(QStringLiteral("%1/crib-match-sheet.pdf").arg(out));
        !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    return 0;
}
