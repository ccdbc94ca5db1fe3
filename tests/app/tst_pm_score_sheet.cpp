// SPDX-License-Identifier: GPL-3.0-or-later
// The P.M. score sheet as PDF (PM-19, PM-20): names, scores and ringed
// minus totals are really in the file. The text is read back from the PDF
// itself (its content streams, through each font's ToUnicode map), so the
// suite needs no outside tool; the rings are found by rendering the page
// with pdftoppm where poppler-utils is installed, else by counting the
// red strokes in the page's content stream. The layout is checked on
// rendered pages: no text comes near the inner border.
#include "engine/pm/player.h"
#include "engine/pm/rubber.h"
#include "engine/pm/view.h"
#include "fonts.h"
#include "pm/pm_score_sheet.h"
#include "test_paths.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QPageLayout>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <cmath>

using namespace club;

namespace {

/// Every object's dictionary and its stream (inflated), by object number.
struct PdfObjects {
    QHash<int, QByteArray> dicts;
    QHash<int, QByteArray> streams;
};

PdfObjects readObjects(const QByteArray& pdf) {
    PdfObjects objects;
    static const QRegularExpression objRe(QStringLiteral("(\\d+) 0 obj"));
    const QString latin = QString::fromLatin1(pdf); // one char per byte
    auto it = objRe.globalMatch(latin);
    while (it.hasNext()) {
        const auto m = it.next();
        const int start = int(m.capturedEnd());
        const int end = int(pdf.indexOf("endobj", start));
        if (end < 0) break;
        const QByteArray body = pdf.mid(start, end - start);
        const int id = m.captured(1).toInt();
        const int streamAt = int(body.indexOf("stream"));
        if (streamAt < 0) {
            objects.dicts[id] = body;
            continue;
        }
        objects.dicts[id] = body.left(streamAt);
        int dataAt = streamAt + 6;
        if (body[dataAt] == '\r') ++dataAt;
        if (body[dataAt] == '\n') ++dataAt;
        QByteArray data = body.mid(dataAt, body.lastIndexOf("endstream") - dataAt);
        if (objects.dicts[id].contains("/FlateDecode")) {
            // qUncompress wants the expected size first; it grows as needed.
            const quint32 hint = quint32(data.size()) * 8 + 1024;
            QByteArray sized(4, 0);
            for (int i = 0; i < 4; ++i)
                sized[i] = char((hint >> (24 - 8 * i)) & 0xFF);
            data = qUncompress(sized + data);
        }
        objects.streams[id] = data;
    }
    return objects;
}

/// A ToUnicode CMap: glyph code to text.
QHash<int, QString> readCMap(const QByteArray& cmap) {
    QHash<int, QString> map;
    auto hexText = [](const QString& hex) {
        QString text;
        for (int i = 0; i + 4 <= hex.size(); i += 4)
            text += QChar(hex.mid(i, 4).toUShort(nullptr, 16));
        return text;
    };
    const QString c = QString::fromLatin1(cmap);
    static const QRegularExpression block(QStringLiteral("begin(bfchar|bfrange)(.*?)end\\1"),
                                          QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression pair(QStringLiteral("<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>"));
    static const QRegularExpression range(QStringLiteral(
        "<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>\\s*(?:<([0-9A-Fa-f]+)>|\\[([^\\]]*)\\])"));
    static const QRegularExpression hex(QStringLiteral("<([0-9A-Fa-f]+)>"));
    for (auto b = block.globalMatch(c); b.hasNext();) {
        const auto bm = b.next();
        if (bm.captured(1) == QLatin1String("bfchar")) {
            for (auto p = pair.globalMatch(bm.captured(2)); p.hasNext();) {
                const auto pm = p.next();
                map[pm.captured(1).toInt(nullptr, 16)] = hexText(pm.captured(2));
            }
            continue;
        }
        for (auto r = range.globalMatch(bm.captured(2)); r.hasNext();) {
            const auto rm = r.next();
            const int lo = rm.captured(1).toInt(nullptr, 16),
                      hi = rm.captured(2).toInt(nullptr, 16);
            if (!rm.captured(3).isEmpty()) {
                const QString first = hexText(rm.captured(3));
                for (int g = lo; g <= hi && !first.isEmpty(); ++g)
                    map[g] =
                        first.left(first.size() - 1) + QChar(first.back().unicode() + (g - lo));
            } else {
                int g = lo;
                for (auto h = hex.globalMatch(rm.captured(4)); h.hasNext() && g <= hi; ++g)
                    map[g] = hexText(h.next().captured(1));
            }
        }
    }
    return map;
}

/// The text drawn in a PDF, a line per text object, as a reader would copy it.
QString pdfText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const PdfObjects objects = readObjects(file.readAll());
    static const QRegularExpression toUnicodeRe(QStringLiteral("/ToUnicode\\s+(\\d+)\\s+0\\s+R"));
    static const QRegularExpression fontRefRe(QStringLiteral("/(F\\w*)\\s+(\\d+)\\s+0\\s+R"));
    QHash<int, QHash<int, QString>> cmaps; // by font object
    for (auto it = objects.dicts.begin(); it != objects.dicts.end(); ++it) {
        const auto m = toUnicodeRe.match(QString::fromLatin1(it.value()));
        if (m.hasMatch()) cmaps[it.key()] = readCMap(objects.streams.value(m.captured(1).toInt()));
    }
    QHash<QString, int> fontNames; // resource name to font object
    for (const QByteArray& d : objects.dicts)
        for (auto f = fontRefRe.globalMatch(QString::fromLatin1(d)); f.hasNext();) {
            const auto fm = f.next();
            if (cmaps.contains(fm.captured(2).toInt()))
                fontNames[fm.captured(1)] = fm.captured(2).toInt();
        }
    static const QRegularExpression op(
        QStringLiteral("/(F\\w*)\\s+[-\\d.]+\\s+Tf|<([0-9A-Fa-f]*)>\\s*Tj|\\bET\\b"));
    QString text;
    for (const QByteArray& stream : objects.streams) {
        const QString content = QString::fromLatin1(stream);
        if (!content.contains(QLatin1String(" Tj"))) continue;
        const QHash<int, QString>* cmap = nullptr;
        for (auto o = op.globalMatch(content); o.hasNext();) {
            const auto om = o.next();
            if (!om.captured(1).isEmpty()) {
                const auto f = fontNames.constFind(om.captured(1));
                cmap = f == fontNames.constEnd() ? nullptr : &cmaps[*f];
            } else if (om.capturedLength(2) > 0 && cmap) {
                const QString glyphs = om.captured(2);
                for (int i = 0; i + 4 <= glyphs.size(); i += 4)
                    text += cmap->value(glyphs.mid(i, 4).toInt(nullptr, 16));
            } else if (om.captured(0) == QLatin1String("ET")) {
                // A synthesized bold face draws its text twice, a hair apart:
                // read it once, as pdftotext does.
                const qsizetype lineStart = text.lastIndexOf(QLatin1Char('\n')) + 1;
                const QString line = text.mid(lineStart);
                const qsizetype half = line.size() / 2;
                if (half > 0 && line.size() % 2 == 0 && line.left(half) == line.mid(half))
                    text.chop(half);
                text += QLatin1Char('\n');
            }
        }
    }
    return text;
}

/// Text without spaces: a PDF need not draw them.
QString squeezed(QString text) {
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.remove(space);
}

QString run(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// How much red ink: red pixels of the rendered page with pdftoppm, else
/// red stroking operations in the content stream.
int redInk(const QString& pdf, const QString& dir) {
    if (QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty()) {
        QFile file(pdf);
        if (!file.open(QIODevice::ReadOnly)) return -1;
        int strokes = 0;
        for (const QByteArray& stream : readObjects(file.readAll()).streams) {
            // colours::red (#B3261E) set as the stroking colour, then used.
            static const QRegularExpression red(
                QStringLiteral("0\\.70\\d*\\s+0\\.14\\d*\\s+0\\.11\\d*\\s+(RG|SCN?)"));
            strokes += int(QString::fromLatin1(stream).count(red));
        }
        return strokes * 100;
    }
    run(QStringLiteral("pdftoppm"),
        {QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-png"),
         QStringLiteral("-singlefile"), pdf, dir + QStringLiteral("/page")});
    const QImage img(dir + QStringLiteral("/page.png"));
    int red = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (c.red() > 140 && c.green() < 90 && c.blue() < 90) ++red;
        }
    return red;
}

/// A whole rubber of `players` played out by random players (PM-21's two
/// sections for 7 or 8), as the score sheet shows it.
app::ScoreSheet playedSheet(int players) {
    pm::RubberConfig config;
    for (int i = 0; i < players; ++i)
        config.seats.push_back({QStringLiteral("Seat%1").arg(i), i, "random"});
    config.sections = players >= 7;
    config.seed = 1935 + players;
    pm::Rubber rubber(config);
    pm::RandomPlayer player;
    Random rng(players);
    while (true) {
        while (!rubber.current().isOver())
            rubber.play(player.choose(pm::View(rubber.current(), rubber.current().toMove()), rng));
        if (rubber.isOver()) break;
        rubber.startNextGame();
    }
    return app::scoreSheetFor(rubber);
}

/// How far from the inner border's inside edge the nearest ink lies, in
/// sheet units, counting only ink within `margin` of that edge or outside
/// it (the two border lines themselves excepted); `margin` when clear.
qreal inkClearance(const QImage& image, const app::ScoreSheetBorder& border, qreal margin,
                   QPoint* where) {
    const qreal u = border.unit;
    const QRectF clearInside =
        border.inner.adjusted(margin * u, margin * u, -margin * u, -margin * u);
    // Distance of a point from a rectangle's outline.
    auto fromOutline = [](const QRectF& r, QPointF p) {
        if (r.contains(p))
            return std::min(
                {p.x() - r.left(), r.right() - p.x(), p.y() - r.top(), r.bottom() - p.y()});
        const qreal dx = std::max({r.left() - p.x(), 0.0, p.x() - r.right()});
        const qreal dy = std::max({r.top() - p.y(), 0.0, p.y() - r.bottom()});
        return std::hypot(dx, dy);
    };
    const QRgb stock = qRgb(0xF2, 0xE8, 0xCF);
    qreal nearest = margin;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QPointF p(x + 0.5, y + 0.5);
            if (clearInside.contains(p)) {
                x = std::max(x, int(clearInside.right()) - 1); // skip the middle
                continue;
            }
            // A border line, with a pixel and a half of antialiasing.
            if (fromOutline(border.outer, p) <= border.outerPen / 2 + 1.5 ||
                fromOutline(border.inner, p) <= border.innerPen / 2 + 1.5)
                continue;
            const QRgb c = line[x];
            // Paper is the cream card (screen) or white (print).
            auto near = [c](QRgb paper) {
                return std::abs(qRed(c) - qRed(paper)) + std::abs(qGreen(c) - qGreen(paper)) +
                           std::abs(qBlue(c) - qBlue(paper)) <
                       48;
            };
            if (near(stock) || near(qRgb(255, 255, 255))) continue;
            const qreal inside = border.inner.contains(p) ? fromOutline(border.inner, p) / u : 0.0;
            if (inside < nearest) {
                nearest = inside;
                *where = QPoint(x, y);
            }
        }
    }
    return nearest;
}
} // namespace

class TestPmScoreSheet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { app::loadEmbeddedFonts(); }

    // PM-19: every line of text on the sheet (title, names, scores, the
    // foot notes) keeps a clear margin inside the inner border, at every
    // player count, in every language, on the pages the sheet is printed
    // on, exported to and shown on. (The last foot line once touched it.)
    void textKeepsClearOfTheBorder_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("players");
        for (const char* language : {"en", "fr", "de", "es"})
            for (int n = 2; n <= 8; ++n)
                QTest::addRow("PM-19 %s %d players", language, n)
                    << QString::fromLatin1(language) << n;
    }
    void textKeepsClearOfTheBorder() {
        QFETCH(QString, language);
        QFETCH(int, players);
        QTranslator translator;
        if (language != QLatin1String("en"))
            QVERIFY(translator.load(QLocale(language), QStringLiteral("players-club"),
                                    QStringLiteral("_"), QStringLiteral(":/players-club/i18n")));
        QCoreApplication::installTranslator(&translator);
        const auto uninstall =
            qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });

        app::ScoreSheet played = playedSheet(players);
        // The longest names the New Rubber dialog takes (24 letters), one
        // of them a single word, and a shared win: the longest foot line.
        for (int s = 0; s < players; ++s)
            played.names[s] = s == players - 1 ? QStringLiteral("Bartholomew-Fotheringham")
                                               : QStringLiteral("Wilhelmina Fotheringhame");
        played.winners = {0, players - 1};
        const QList<app::ScoreSheet> sheets{played, app::blankScoreSheet(players)};

        // A4 and US Letter, both ways up, at 100 dpi; and the score
        // dialog's small on-screen page.
        const bool quick = qEnvironmentVariableIntValue("PLAYERS_CLUB_QUICK_TESTS") != 0;
        QList<QSize> pages{QSize(424, 600)};
        for (auto size : {QPageSize::A4, QPageSize::Letter})
            for (auto way : {QPageLayout::Portrait, QPageLayout::Landscape})
                if (!quick || size == QPageSize::A4)
                    pages << QPageLayout(QPageSize(size), way, QMarginsF())
                                 .fullRectPixels(100)
                                 .size();
        constexpr qreal Margin = 1.5; // sheet units, a hundredth of the page width
        for (const app::ScoreSheet& sheet : sheets)
            for (const QSize& size : pages) {
                QImage image(size, QImage::Format_RGB32);
                image.fill(Qt::white);
                QPainter painter(&image);
                const QRectF page(image.rect());
                app::paintScoreSheet(painter, page, sheet);
                painter.end();
                QPoint where;
                const qreal clear =
                    inkClearance(image, app::scoreSheetBorder(page), Margin, &where);
                if (clear < Margin) // the picture, to see what came too near
                    image.save(
                        QDir::temp().filePath(QStringLiteral("tst_pm_score_sheet-%1-%2-%3x%4%5.png")
                                                  .arg(language)
                                                  .arg(players)
                                                  .arg(size.width())
                                                  .arg(size.height())
                                                  .arg(sheet.blank ? "b" : "f")));
                QVERIFY2(clear >= Margin,
                         qPrintable(QStringLiteral("%1 sheet on a %2x%3 page: ink at (%4, %5), "
                                                   "%6 units inside the inner border (at least "
                                                   "%7 wanted)")
                                        .arg(sheet.blank ? "blank" : "filled")
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(where.x())
                                        .arg(where.y())
                                        .arg(clear, 0, 'f', 2)
                                        .arg(Margin)));
            }
    }

    // The reader itself is checked against pdftotext where it is installed.
    void pdfTextReaderAgreesWithPdftotext() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("blank.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(app::blankScoreSheet(4), pdf), QString());
        const QString ours = squeezed(pdfText(pdf));
        const QString theirs =
            squeezed(run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}));
        QVERIFY2(ours.contains(QStringLiteral("RUBBERSCORESHEET")), qPrintable(ours));
        for (const char* word : {"Game1", "Game5", "Total", "Fivegamesmakearubber"})
            QVERIFY2(ours.contains(QLatin1String(word)) && theirs.contains(QLatin1String(word)),
                     word);
    }

    // PM-18, PM-19, PM-20: a finished rubber's sheet lists every name and
    // score, and its minus scores are ringed in red.
    void filledSheetHasNamesScoresAndRings() {
        app::ScoreSheet sheet;
        sheet.heading = QStringLiteral("Rubber Score Sheet");
        sheet.names = {QStringLiteral("Winifred"), QStringLiteral("Ambrose"),
                       QStringLiteral("Cecily")};
        const QList<QList<int>> games{
            {95, -80, 200}, {-20, 60, 41}, {150, 33, -60}, {12, -40, 77}, {88, 19, 100}};
        for (const auto& g : games)
            sheet.scores << QList<std::optional<int>>{g[0], g[1], g[2]};
        sheet.totals = {325, -8, 358};
        sheet.winners = {2};
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(sheet, pdf), QString());
        const QString text = pdfText(pdf);
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (const QString& name : sheet.names)
            QVERIFY2(text.contains(name), qPrintable(text));
        // Every score is its own text, minus scores with the minus sign (U+2212).
        for (const char* n : {"95", "200", "325", "358", "\u221280", "\u221220", "\u22128"})
            QVERIFY2(lines.contains(QString::fromUtf8(n)), qPrintable(lines.join('|')));
        QVERIFY(squeezed(text).contains(QStringLiteral("Winneroftherubber:Cecily")));

        // The same sheet with no minus scores has no rings: fewer red pixels.
        app::ScoreSheet plain = sheet;
        for (auto& row : plain.scores)
            for (auto& s : row)
                s = std::abs(*s);
        plain.totals = {325, 8, 358};
        const QString plainPdf = dir.filePath(QStringLiteral("plain.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(plain, plainPdf), QString());
        // PM-19: six minus scores ringed (five games and one total).
        const int ringed = redInk(pdf, dir.path());
        const int unringed = redInk(plainPdf, dir.path());
        QVERIFY2(ringed > unringed + 50,
                 qPrintable(QStringLiteral("%1 vs %2").arg(ringed).arg(unringed)));
    }

    // PM-20: the sheet of a real rubber played out by computer players.
    void sheetOfAPlayedRubber() {
        pm::RubberConfig config;
        for (int i = 0; i < 4; ++i)
            config.seats.push_back({QStringLiteral("Seat%1").arg(i), i, "random"});
        config.seed = 77;
        pm::Rubber rubber(config);
        pm::RandomPlayer player;
        Random rng(1);
        while (true) {
            while (!rubber.current().isOver())
                rubber.play(
                    player.choose(pm::View(rubber.current(), rubber.current().toMove()), rng));
            if (rubber.isOver()) break;
            rubber.startNextGame();
        }
        const app::ScoreSheet sheet = app::scoreSheetFor(rubber);
        QCOMPARE(sheet.winners.size(), int(rubber.leaders().size()));
        for (int s = 0; s < 4; ++s)
            QCOMPARE(*sheet.totals[s], rubber.total(s));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("rubber.pdf"));
        QCOMPARE(app::exportScoreSheetPdf(sheet, pdf), QString());
        const QStringList lines = pdfText(pdf).split(QLatin1Char('\n'));
        for (int s = 0; s < 4; ++s) {
            QVERIFY(lines.contains(sheet.names[s]));
            const QString total = QString::number(rubber.total(s)).replace('-', QChar(0x2212));
            QVERIFY2(lines.contains(total), qPrintable(total));
        }
    }

    // The real program: players-club --blank-score-sheet --players N --output F.
    void blankSheetFromTheCommandLine_data() {
        QTest::addColumn<int>("players");
        for (int n = 2; n <= 8; n += 3)
            QTest::addRow("PM-1 %d players", n) << n;
    }
    void blankSheetFromTheCommandLine() {
        QFETCH(int, players);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("blank.pdf"));
        QProcess p;
        p.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
        p.start(club::test::appProgram(),
                {QStringLiteral("-platform"), QStringLiteral("offscreen"),
                 QStringLiteral("--blank-score-sheet"), QStringLiteral("--players"),
                 QString::number(players), QStringLiteral("--output"), pdf});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString text = squeezed(pdfText(pdf));
        QVERIFY(text.contains(QStringLiteral("Game5")));
        QVERIFY(text.contains(QStringLiteral("Total")));
        // Six or more columns are printed on a landscape page.
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const bool landscape =
            bytes.contains("/MediaBox [0 0 841") || bytes.contains("/MediaBox [0 0 842");
        QCOMPARE(landscape, players > 5);
    }

    void badCommandLineIsRefusedWithAMessage() {
        QTemporaryDir dir;
        QProcess p;
        p.start(club::test::appProgram(),
                {QStringLiteral("-platform"), QStringLiteral("offscreen"),
                 QStringLiteral("--blank-score-sheet"), QStringLiteral("--players"),
                 QStringLiteral("9"), QStringLiteral("--output"), dir.filePath("x.pdf")});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY(p.exitCode() != 0);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("2 to 8")));
        QVERIFY(!QFile::exists(dir.filePath("x.pdf")));
    }
};

QTEST_MAIN(TestPmScoreSheet)
#include "tst_pm_score_sheet.moc"
