// The P.M. score sheet as PDF (PM-19, PM-20): names, scores and ringed
// minus totals are really in the file. The text is read back with
// pdftotext and the rings found by rendering with pdftoppm (poppler-utils).
#include "engine/pm/player.h"
#include "engine/pm/rubber.h"
#include "engine/pm/view.h"
#include "pm/pm_score_sheet.h"

#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace club;

namespace {
QString run(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

int redPixels(const QString& pdf, const QString& dir) {
    run(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("40"),
                                     QStringLiteral("-png"), QStringLiteral("-singlefile"), pdf,
                                     dir + QStringLiteral("/page")});
    const QImage img(dir + QStringLiteral("/page.png"));
    int red = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.red() > 140 && c.green() < 90 && c.blue() < 90) ++red;
        }
    return red;
}
} // namespace

class TestPmScoreSheet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
            QFAIL("poppler-utils (pdftotext, pdftoppm) is needed: see the README's test command");
    }

    // PM-18, PM-19, PM-20: a finished rubber's sheet lists every name and
    // score, and its minus scores are ringed in red.
    void filledSheetHasNamesScoresAndRings() {
        app::ScoreSheet sheet;
        sheet.heading = QStringLiteral("Rubber Score Sheet");
        sheet.names = {QStringLiteral("Winifred"), QStringLiteral("Ambrose"),
                       QStringLiteral("Cecily")};
        const QList<QList<int>> games{{95, -80, 200}, {-20, 60, 41}, {150, 33, -60},
                                      {12, -40, 77}, {88, 19, 100}};
        for (const auto& g : games) sheet.scores << QList<std::optional<int>>{g[0], g[1], g[2]};
        sheet.totals = {325, -8, 358};
        sheet.winners = {2};
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(sheet, pdf), QString());
        const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        for (const QString& name : sheet.names) QVERIFY2(text.contains(name), qPrintable(text));
        for (const char* n : {"95", "200", "325", "358", "80", "60", "8"})
            QVERIFY2(text.contains(QLatin1String(n)), n);
        QVERIFY(text.contains(QStringLiteral("Winner of the rubber: Cecily")));

        // The same sheet with no minus scores has no rings: fewer red pixels.
        app::ScoreSheet plain = sheet;
        for (auto& row : plain.scores)
            for (auto& s : row) s = std::abs(*s);
        plain.totals = {325, 8, 358};
        const QString plainPdf = dir.filePath(QStringLiteral("plain.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(plain, plainPdf), QString());
        const int ringed = redPixels(pdf, dir.path());
        const int unringed = redPixels(plainPdf, dir.path());
        QVERIFY2(ringed > unringed + 50,
                 qPrintable(QStringLiteral("%1 vs %2").arg(ringed).arg(unringed)));
    }

    // PM-20: the sheet of a real rubber played out by computer players.
    void sheetOfAPlayedRubber() {
        pm::RubberConfig config;
        for (int i = 0; i < 4; ++i) config.seats.push_back({QStringLiteral("Seat%1").arg(i), i, "random"});
        config.seed = 77;
        pm::Rubber rubber(config);
        pm::RandomPlayer player;
        Random rng(1);
        while (true) {
            while (!rubber.current().isOver())
                rubber.play(player.choose(pm::View(rubber.current(), rubber.current().toMove()), rng));
            if (rubber.isOver()) break;
            rubber.startNextGame();
        }
        const app::ScoreSheet sheet = app::scoreSheetFor(rubber);
        QCOMPARE(sheet.winners.size(), int(rubber.leaders().size()));
        for (int s = 0; s < 4; ++s) QCOMPARE(*sheet.totals[s], rubber.total(s));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("rubber.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(sheet, pdf), QString());
        const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        for (int s = 0; s < 4; ++s) QVERIFY(text.contains(QString::number(std::abs(rubber.total(s)))));
    }

    void blankSheetFromTheCommandLine() {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("blank.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(app::blankScoreSheet(8), pdf), QString());
        const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("Game 5")));
        QVERIFY(text.contains(QStringLiteral("Total")));
    }
};

QTEST_MAIN(TestPmScoreSheet)
#include "tst_pm_score_sheet.moc"
