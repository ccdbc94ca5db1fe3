// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the main screens at a given application font scale, to
// look at by eye (issue 6): font_screenshots SCALE OUTPUT_DIR [LIVE_SCALE]
// With LIVE_SCALE the application font then changes to it while the window
// is open, as a change of the desktop's font does, and the P.M. table and
// King's Men are taken again (*-live.png).
#include "about_dialog.h"
#include "engine/km/table.h"
#include "engine/pm/table.h"
#include "fonts.h"
#include "game_chooser.h"
#include "km/km_page.h"
#include "main_window.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_score_dialog.h"

#include <QApplication>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace club;

namespace {
void save(QWidget* w, const QString& dir, const QString& name) {
    w->show();
    (void)QTest::qWaitForWindowExposed(w);
    QTest::qWait(300);
    w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}
} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("players-club-font-shots"));
    app::loadEmbeddedFonts();
    const qreal scale = argc > 1 ? QString::fromLocal8Bit(argv[1]).toDouble() : 1.0;
    const QString dir = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral(".");
    QFont f = QApplication::font();
    f.setPointSizeF(app::UsualPointSize * scale);
    QApplication::setFont(f);
    const QSize size(1229, 655); // first size on a 1366x768 screen

    app::MainWindow window(false);
    window.resize(size);
    save(&window, dir, QStringLiteral("chooser"));
    pm::RubberConfig c;
    const QStringList names{"Alice", "Bertie", "Clara", "Dennis"};
    for (int i = 0; i < 4; ++i)
        c.seats.push_back({names[i], i, i == 0 ? QStringLiteral("person") : "standard"});
    c.seed = 5;
    window.page<club::app::PmPage>()->setPace(0, 0);
    window.page<club::app::PmPage>()->startRubber(c);
    window.openGame(QStringLiteral("pm"));
    save(&window, dir, QStringLiteral("pm-cut"));
    window.page<club::app::PmPage>()->cutScreen()->dealButton()->click();
    QTest::qWait(500);
    save(&window, dir, QStringLiteral("pm-table"));
    window.page<club::app::KmPage>()->setPace(0, 0);
    window.page<club::app::KmPage>()->startGame(km::Seats{}, 7);
    window.openGame(QStringLiteral("kings-men"));
    save(&window, dir, QStringLiteral("kings-men"));
    if (argc > 3) {
        f.setPointSizeF(app::UsualPointSize * QString::fromLocal8Bit(argv[3]).toDouble());
        QApplication::setFont(f);
        save(&window, dir, QStringLiteral("kings-men-live"));
        window.openGame(QStringLiteral("pm"));
        save(&window, dir, QStringLiteral("pm-table-live"));
    }
    printf("window minimum %dx%d\n", window.minimumSizeHint().width(),
           window.minimumSizeHint().height());
    for (QWidget* page :
         {static_cast<QWidget*>(window.chooser()), static_cast<QWidget*>(window.page<club::app::PmPage>()),
          static_cast<QWidget*>(window.page<club::app::KmPage>())})
        printf("  %s minimum %dx%d\n", page->metaObject()->className(),
               page->minimumSizeHint().width(), page->minimumSizeHint().height());

    app::PmNewRubberDialog rubber;
    rubber.setPlayerCount(8);
    save(&rubber, dir, QStringLiteral("new-rubber"));
    app::PmScoreDialog score(window.page<club::app::PmPage>()->table());
    save(&score, dir, QStringLiteral("score-sheet"));
    app::AboutDialog about;
    save(&about, dir, QStringLiteral("about"));
    printf("new rubber %dx%d, score %dx%d, about %dx%d\n", rubber.width(), rubber.height(),
           score.width(), score.height(), about.width(), about.height());
    return 0;
}
