// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 24: each game's artwork is parsed once. Two windows (every game's
// page in each), a P.M. rubber on the table, its score sheet printed with
// the players' men and the men as icons: every SVG still has one renderer
// (common/svg_art.h), and no code in app/ makes a QSvgRenderer of its own.
#include "common/svg_art.h"
#include "engine/pm/rubber.h"
#include "engine/pm/table.h"
#include "main_window.h"
#include "pm/pm_art.h"
#include "pm/pm_page.h"
#include "pm/pm_score_sheet.h"
#include "pm_test_window.h"
#include "test_paths.h"
#include "test_settings.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace club;

class TestSharedArt : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        club::test::useClearTestSettings(QStringLiteral("players-club-shared-art-tests"));
    }

    void eachArtworkParsedOnce() {
        app::MainWindow* first = nullptr;
        app::PmPage* page = nullptr;
        pm::RubberConfig config;
        for (int s = 0; s < 3; ++s) {
            pm::SeatConfig seat;
            seat.name = QStringLiteral("Player %1").arg(s + 1);
            seat.colour = s;
            config.seats.push_back(seat);
        }
        test::openPmRubber(first, page, config);
        auto second = std::make_unique<app::MainWindow>(false);
        second->show();
        QVERIFY(QTest::qWaitForWindowExposed(second.get()));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(app::scoreSheetFor(page->table()->rubber()), pdf),
                 QString());
        QVERIFY(!app::pm_art::manIcon(2).isNull());
        for (const char* art : {"pm", "km", "pat", "crib", "chooser"}) {
            const QString path = QStringLiteral(":/players-club/%1.svg").arg(QLatin1String(art));
            QCOMPARE(app::svgArtLoads(path), 1);
        }
        delete first;
    }

    // The shared renderer is the only one: a QSvgRenderer made anywhere
    // else in the program would parse its file a second time.
    void noOtherRendererInTheProgram() {
        static const QRegularExpression own(QStringLiteral(
            R"(QSvgRenderer\s+\w+\s*[({;=]|new\s+QSvgRenderer|<QSvgRenderer>\s*\()"));
        QStringList found;
        QDirIterator files(test::sourcePath(QStringLiteral("/app")), {"*.cpp", "*.h"}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            if (path.endsWith(QStringLiteral("/common/svg_art.cpp"))) continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            if (own.match(QString::fromUtf8(file.readAll())).hasMatch()) found << path;
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char(' '))));
    }
};

QTEST_MAIN(TestSharedArt)
#include "tst_shared_art.moc"
