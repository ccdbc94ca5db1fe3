// SPDX-License-Identifier: GPL-3.0-or-later
// The Club Book page with a replay open over it, half-way through a King's
// Men game played here by computers and booked as two members' game, at the
// screen's size, for a look and for the README's screenshot (run by hand,
// under Xvfb): replay_screenshots OUT.png
#include "book.h"
#include "book_games_tab.h"
#include "club_book_page.h"
#include "common/game_registry.h"
#include "engine/km/table.h"
#include "fonts.h"
#include "replay_window.h"

#include "core/save_file.h"

#include <QApplication>
#include <QFile>
#include <QJsonDocument>
#include <QScreen>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

using namespace club;

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    app::loadEmbeddedFonts();
    app::registerBuiltInGames();
    if (app.arguments().size() < 2) {
        qWarning("usage: replay_screenshots OUT.png");
        return 2;
    }
    QTemporaryDir dir;
    // A game played to its end, as a page would book it, Ada and Bert at it.
    km::Table table;
    km::Seats seats;
    seats.seat[0] = {QStringLiteral("Ada"), 0, QStringLiteral("standard")};
    seats.seat[1] = {QStringLiteral("Bert"), 1, QStringLiteral("standard")};
    table.newGame(seats, 11);
    for (int turn = 0; turn < 400 && !table.game().isOver(); ++turn)
        table.play(table.computerTurn(quint64(turn)).choose());
    const QString save = dir.filePath(QStringLiteral("game.kingsmen"));
    if (!table.trySave(save).isEmpty()) return 1;
    QFile file(save);
    if (!file.open(QIODevice::ReadOnly)) return 1;
    FinishedGame game;
    game.id = QStringLiteral("screenshot");
    game.kind = QStringLiteral("kings-men");
    game.finished = QDateTime(QDate(2026, 11, 28), QTime(21, 40));
    game.started = game.finished.addSecs(-1500);
    game.durationSeconds = 1500;
    game.record = QJsonDocument::fromJson(file.readAll()).object();
    const km::Outcome outcome = table.game().outcome();
    game.seats = {{QStringLiteral("Ada"),
                   {},
                   0,
                   outcome == km::Outcome::WinB ? 2 : 1,
                   outcome == km::Outcome::WinA},
                  {QStringLiteral("Bert"),
                   {},
                   0,
                   outcome == km::Outcome::WinA ? 2 : 1,
                   outcome == km::Outcome::WinB}};
    book::Book book;
    if (!book.open(dir.filePath(QStringLiteral("book.sqlite"))).isEmpty() ||
        !book.record(game).isEmpty())
        return 1;
    book.close();

    app::ClubBookPage page;
    page.setBookPath(dir.filePath(QStringLiteral("book.sqlite")));
    page.setGeometry(app.primaryScreen()->geometry());
    page.show();
    page.showMember(QStringLiteral("Ada"));
    page.tabs()->setCurrentWidget(page.gamesTab());
    app::ReplayWindow* replay = page.replay(page.gamesTab()->games().value(0));
    if (!replay) return 1;
    replay->setGeometry(page.geometry().adjusted(60, 90, -20, -20));
    replay->showStep(replay->length() / 2);
    QTimer::singleShot(2000, &app, [&] {
        app.primaryScreen()->grabWindow(0).save(app.arguments()[1]);
        app.quit();
    });
    return app.exec();
}
