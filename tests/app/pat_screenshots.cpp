// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the Patchesi table from the real program, for the README
// and packaging/screenshots. Not a test: run by hand,
//   pat_screenshots OUTDIR [WIDTHxHEIGHT]
#include "engine/pat/board.h"
#include "engine/pat/table.h"
#include "main_window.h"
#include "pat/pat_new_game_dialog.h"
#include "pat/pat_page.h"
#include "pat/pat_scene.h"
#include "screenshot_setup.h"

#include <QApplication>
#include <QPainter>
#include <QRadioButton>
#include <QSvgRenderer>
#include <QTest>

using namespace club;

namespace {
bool personChooses(app::PatPage* page) {
    const pat::Table* t = page->table();
    return !t->isOver() && !t->isComputerToMove() && t->phase() == pat::Phase::Choose &&
           !page->scene()->isAnimating();
}
bool personThrows(app::PatPage* page) {
    const pat::Table* t = page->table();
    return !t->isOver() && !t->isComputerToMove() && t->phase() == pat::Phase::Throw &&
           !page->scene()->isAnimating();
}
} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const std::optional<screenshots::Setup> setup = screenshots::setUp();
    if (!setup) return 2;
    const QString out = setup->outDir;
    const QSize size = setup->size;
    {
        app::PatNewGameDialog dialog;
        dialog.show();
        QTest::qWait(100);
        dialog.grab().save(QStringLiteral("%1/pat-new-game.png").arg(out));
    }
    {
        // The landing ring on two coloured squares of every arm (issue #25).
        QSvgRenderer svg(QStringLiteral(":/players-club/pat.svg"));
        QImage board(880, 880, QImage::Format_ARGB32);
        board.fill(Qt::white);
        QPainter p(&board);
        svg.render(&p, QStringLiteral("pat-board"), QRectF(0, 0, 880, 880));
        for (const pat::ColourGeometry& c : pat::Geometry::standard().colours)
            for (int i : {0, 5})
                svg.render(
                    &p, QStringLiteral("pat-target"),
                    QRectF(60.0 + 40 * c.coloured[i].x(), 60.0 + 40 * c.coloured[i].y(), 40, 40));
        p.end();
        board.save(QStringLiteral("%1/pat-rings.png").arg(out));
    }
    const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
    app::MainWindow window(false);
    window.resize(size);
    window.show();
    app::PatPage* page = window.page<club::app::PatPage>();
    page->setPace(0, 0);
    // A person as Red against three computers.
    pat::Setup game = pat::Setup::standard(pat::Kind::Single, 4);
    game.seats[0].name = QStringLiteral("Alice");
    game.seats[1].player = QStringLiteral("standard");
    game.seats[2].player = QStringLiteral("expert");
    game.seats[3].player = QStringLiteral("beginner");
    game.stakes = true;
    page->startGame(game, 1880);
    window.openGame(QStringLiteral("patchesi"));
    QTest::qWait(300);
    window.grab().save(QStringLiteral("%1/pat-start-%2.png").arg(out, tag));

    // The person plays the first choice each time until the middle game,
    // then a screenshot with a choice of several counters on the board.
    int chosen = 0;
    for (int i = 0; i < 3000; ++i) {
        if (!QTest::qWaitFor([page] { return personChooses(page) || personThrows(page); }, 30000))
            break;
        if (personThrows(page)) {
            page->throwDie();
            continue;
        }
        if (chosen > 10 && page->scene()->choices().size() >= 3) break;
        page->scene()->playSelected();
        ++chosen;
    }
    page->setPace(120, 400);
    QTest::qWait(300);
    window.grab().save(QStringLiteral("%1/pat-choice-%2.png").arg(out, tag));
    // The same choice with the Expert's hint: its move selected, its reason.
    page->showHint();
    QTest::qWaitFor([page] { return !page->isHinting(); }, 30000);
    QTest::qWait(300);
    window.grab().save(QStringLiteral("%1/pat-hint-%2.png").arg(out, tag));

    // The partner game's dialog: who partners whom, how the pool is shared.
    {
        app::PatNewGameDialog dialog;
        dialog.partnerButton()->setChecked(true);
        dialog.show();
        QTest::qWait(100);
        dialog.grab().save(QStringLiteral("%1/pat-new-partner-game.png").arg(out));
    }

    // A person as Yellow, in a partner game: the landing rings on the
    // yellow arm, the partners on the panel, the log of the turns.
    pat::Setup partner = pat::Setup::standard(pat::Kind::Partner, 4);
    for (pat::Seat& seat : partner.seats)
        seat.player = QStringLiteral("standard");
    partner.seats[2].player = QStringLiteral("person");
    partner.seats[2].name = QStringLiteral("Alice");
    page->setPace(0, 0);
    page->startGame(partner, 31);
    for (int i = 0; i < 3000; ++i) {
        if (!QTest::qWaitFor([page] { return personChooses(page) || personThrows(page); }, 30000))
            break;
        if (personThrows(page)) {
            page->throwDie();
            continue;
        }
        if (i > 6 && page->scene()->choices().size() >= 2) break;
        page->scene()->playSelected();
    }
    QTest::qWait(300);
    window.grab().save(QStringLiteral("%1/pat-partner-%2.png").arg(out, tag));

    // The end of a game played for stakes.
    page->startGame(game, 1881);
    for (int i = 0; i < 20000 && !page->table()->isOver(); ++i) {
        if (!QTest::qWaitFor(
                [page] {
                    return page->table()->isOver() || personChooses(page) || personThrows(page);
                },
                30000))
            break;
        if (personThrows(page))
            page->throwDie();
        else if (personChooses(page))
            page->scene()->playSelected();
    }
    QTest::qWait(400);
    window.grab().save(QStringLiteral("%1/pat-end-%2.png").arg(out, tag));
    return 0;
}
