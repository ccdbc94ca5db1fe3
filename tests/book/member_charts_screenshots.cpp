// SPDX-License-Identifier: GPL-3.0-or-later
// A member's charts filled from the made-up season, shown at the screen's
// size for a look and for the README's screenshot (run by hand, under
// Xvfb): member_charts_screenshots OUT.png [member] [game]
#include "common/game_registry.h"
#include "fonts.h"
#include "made_up_book.h"
#include "member_charts.h"

#include <QApplication>
#include <QScreen>
#include <QTemporaryDir>
#include <QTimer>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    club::app::loadEmbeddedFonts();
    club::app::registerBuiltInGames(); // the games by their names, as in the program
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        qWarning("usage: member_charts_screenshots OUT.png [member] [game]");
        return 2;
    }
    QTemporaryDir dir;
    club::book::Book book;
    const QString problem = book.open(dir.filePath("book.sqlite"));
    if (!problem.isEmpty() || !club::test::fillMadeUpBook(book).isEmpty()) return 1;
    club::book::MemberCharts charts(book, args.value(2, QStringLiteral("Ada")));
    if (args.size() > 3) charts.setKind(args[3]);
    charts.setGeometry(app.primaryScreen()->geometry());
    charts.show();
    QTimer::singleShot(1500, &app, [&] {
        charts.grab().save(args[1]);
        app.quit();
    });
    return app.exec();
}
