// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the King's Men table from the real program, for the README
// and packaging/screenshots. Not a test: run by hand,
//   km_screenshots OUTDIR [WIDTHxHEIGHT]
#include "engine/core/random.h"
#include "engine/km/player.h"
#include "engine/km/table.h"
#include "km/km_new_game_dialog.h"
#include "km/km_page.h"
#include "km/km_scene.h"
#include "main_window.h"
#include "screenshot_setup.h"

#include <QApplication>
#include <QTest>

using namespace club;

namespace {
bool hasJump(const km::Game& game) {
    for (const km::Move& m : game.legalMoves())
        if (m.kind == km::MoveKind::Jump) return true;
    return false;
}
} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const std::optional<screenshots::Setup> setup = screenshots::setUp();
    if (!setup) return 2;
    const QString out = setup->outDir;
    const QSize size = setup->size;
    {
        app::KmNewGameDialog dialog;
        dialog.show();
        QTest::qWait(100);
        dialog.grab().save(QStringLiteral("%1/km-new-game.png").arg(out));
    }
    const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
    app::MainWindow window(false);
    window.resize(size);
    window.show();
    app::KmPage* page = window.page<club::app::KmPage>();
    page->setPace(0, 0);
    km::Seats seats; // two people, so nothing moves by itself
    page->startGame(seats, 1937);
    window.openGame(QStringLiteral("kings-men"));
    km::Table* table = page->table();
    QTest::qWait(200);
    window.grab().save(QStringLiteral("%1/km-start-%2.png").arg(out, tag));

    // Standard players on both sides until a jump is on, a middle game.
    auto player = km::makePlayer(km::Level::Standard);
    Random rng(3);
    while (!table->game().isOver() && !(table->game().current() > 30 && hasJump(table->game()) &&
                                        table->position().phase() == km::Phase::Move))
        table->play(player->choose(table->position(), rng));
    km::Move jump;
    for (const km::Move& m : table->game().legalMoves())
        if (m.kind == km::MoveKind::Jump) jump = m;
    page->scene()->clickSquare(jump.from);
    QTest::qWait(200);
    window.grab().save(QStringLiteral("%1/km-jump-%2.png").arg(out, tag));
    page->scene()->clickSquare(jump.to);
    QTest::qWait(200);
    window.grab().save(QStringLiteral("%1/km-lodge-%2.png").arg(out, tag));
    page->scene()->clickSquare(page->scene()->lodgeChoices().value(0));
    QTest::qWait(200);
    window.grab().save(QStringLiteral("%1/km-rows-%2.png").arg(out, tag));
    return 0;
}
