// SPDX-License-Identifier: GPL-3.0-or-later
// Takes the README's screenshots from the real program: a P.M. table with
// N players part-way through a game. Not a test: run by hand,
//   pm_screenshots OUTDIR [WIDTHxHEIGHT]
#include "engine/pm/table.h"
#include "main_window.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "pm/pm_score_sheet.h"
#include "screenshot_setup.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QPainter>
#include <QPushButton>
#include <QTest>

using namespace club;

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const std::optional<screenshots::Setup> setup = screenshots::setUp();
    if (!setup) return 2;
    const QString out = setup->outDir;
    const QSize size = setup->size;
    const QStringList names{"Alice", "Bertie", "Clara", "Dennis",
                            "Edith", "Frank",  "Gwen",  "Harold"};
    for (int n : {2, 4, 8}) {
        app::MainWindow window(false);
        window.resize(size);
        window.show();
        pm::RubberConfig config;
        for (int i = 0; i < n; ++i)
            config.seats.push_back({names[i], i, i == 0 ? "person" : "greedy"});
        config.seed = 1935 + n;
        app::PmPage* page = window.page<club::app::PmPage>();
        page->setPace(0, 0);
        page->startRubber(config);
        window.openGame(QStringLiteral("pm"));
        QTest::qWait(250 * n + 500); // the cut cards are turned one by one
        window.grab().save(QStringLiteral("%1/pm-%2-players-cut.png").arg(out).arg(n));
        page->cutScreen()->dealButton()->click();
        pm::Table* table = page->table();
        // Play on until it is the person's turn again, a few rounds in.
        int turns = 0;
        while (turns < n * 4 && !table->game().isOver()) {
            if (table->isComputerToMove())
                table->playComputerTurn();
            else
                table->play(table->game().legalMoves()[0]);
            ++turns;
        }
        while (table->isComputerToMove())
            table->playComputerTurn();
        QTest::qWait(300);
        page->scene()->selectCard(page->scene()->handSize() - 1);
        QTest::qWait(200);
        // Full colour where it is small enough for the README; else a
        // 256-colour palette keeps it under about 400 KB.
        const QString file = QStringLiteral("%1/pm-%2-players.png").arg(out).arg(n);
        const QImage shot = window.grab().toImage();
        shot.save(file);
        if (QFileInfo(file).size() > 2048 * 1024)
            shot.convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither | Qt::PreferDither)
                .save(file);
        if (n != 4) continue;
        // The rubber played out, and its score sheet as the window draws it.
        while (true) {
            while (!table->game().isOver())
                table->isComputerToMove() ? table->playComputerTurn()
                                          : table->play(table->game().legalMoves()[0]);
            if (!table->nextGame()) break;
        }
        QImage sheet(900, 1273, QImage::Format_RGB32);
        QPainter painter(&sheet);
        app::paintScoreSheet(painter, QRectF(sheet.rect()), app::scoreSheetFor(table->rubber()));
        painter.end();
        sheet.save(QStringLiteral("%1/pm-score-sheet.png").arg(out));
    }
    return 0;
}
