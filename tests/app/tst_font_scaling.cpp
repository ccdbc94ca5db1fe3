// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6, "text scales with the system's font": with the application font
// (which follows the desktop's setting) at 1x, 1.5x and 2x, the period
// lettering grows with it, and every label and button of the main screens
// gets the room its text asks for at the window's first size on a
// 1366x768 laptop screen. Nothing is clipped; the window still fits.
#include "about_dialog.h"
#include "common/pass_screen.h"
#include "engine/km/table.h"
#include "engine/pm/table.h"
#include "fonts.h"
#include "game_chooser.h"
#include "km/km_new_game_dialog.h"
#include "km/km_page.h"
#include "km/km_side_panel.h"
#include "main_window.h"
#include "pm/pm_art.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_score_dialog.h"
#include "pm/pm_side_panel.h"
#include "test_settings.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFontMetrics>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStyle>
#include <QTableWidget>
#include <QTest>
#include <utility>

using namespace club;

namespace {

/// A small laptop: the window must fit it, title bar and panel included.
const QSize smallScreen(1366, 768);
const QSize smallScreenAvailable(1366, 728);
/// The first size MainWindow picks on that screen (nine tenths of it).
const QSize firstWindowSize(1229, 655);

/// Labels and buttons under `root` that got less room than their text asks.
QStringList clipped(const QWidget* root) {
    QStringList problems;
    for (const QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->window()->isHidden()) continue;
        const auto* label = qobject_cast<const QLabel*>(w);
        const auto* button = qobject_cast<const QAbstractButton*>(w);
        if ((!label || label->text().isEmpty()) && !button) continue;
        QSize need = w->minimumSizeHint(); // a button's or a label's is its whole text
        if (label && label->wordWrap()) {
            // Wrapped text may take any width its longest word allows.
            need = QSize(w->minimumSizeHint().width(), w->heightForWidth(w->width()));
        }
        if (w->width() + 1 < need.width() || w->height() + 1 < need.height())
            problems << QStringLiteral("%1 \"%2\": %3x%4, needs %5x%6")
                            .arg(QString::fromLatin1(w->metaObject()->className()),
                                 label ? label->text().left(40) : button->text())
                            .arg(w->width())
                            .arg(w->height())
                            .arg(need.width())
                            .arg(need.height());
    }
    // A side panel wider than its scroll area would be cut off at the right.
    for (const QScrollArea* area : root->findChildren<QScrollArea*>())
        if (area->isVisible() && area->widget() &&
            area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff &&
            area->viewport()->width() < area->widget()->width())
            problems << QStringLiteral("%1 cut off: %2 wide in %3")
                            .arg(QString::fromLatin1(area->widget()->metaObject()->className()))
                            .arg(area->widget()->width())
                            .arg(area->viewport()->width());
    return problems;
}

/// The point size of every visible label and button with text under `root`.
QHash<const QWidget*, qreal> textSizes(const QWidget* root) {
    QHash<const QWidget*, qreal> sizes;
    for (const QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible()) continue;
        const auto* label = qobject_cast<const QLabel*>(w);
        const auto* button = qobject_cast<const QAbstractButton*>(w);
        if ((label && !label->text().isEmpty()) || (button && !button->text().isEmpty()))
            sizes.insert(w, w->font().pointSizeF());
    }
    return sizes;
}

/// The King's Men token icons beside the counts, in device-independent pixels.
QList<QSizeF> tokenIconSizes(const app::KmSidePanel* panel) {
    QList<QSizeF> sizes;
    for (const QLabel* l : panel->findChildren<QLabel*>())
        if (!l->pixmap().isNull()) sizes << l->pixmap().deviceIndependentSize();
    return sizes;
}

/// Opens `screen` ("chooser", "pm-cut", "pm-pass", "pm" or "km") in `window`.
bool openScreen(app::MainWindow& window, const QString& screen, const pm::RubberConfig& config) {
    if (screen.startsWith(QLatin1String("pm"))) {
        if (!window.page<club::app::PmPage>()->startRubber(config).isEmpty()) return false;
        if (screen != QLatin1String("pm-cut"))
            window.page<club::app::PmPage>()->cutScreen()->hide();
        if (screen == QLatin1String("pm-pass"))
            window.page<club::app::PmPage>()->passScreen()->showFor("Alice");
        window.openGame(QStringLiteral("pm"));
    } else if (screen == QLatin1String("km")) {
        window.page<club::app::KmPage>()->startGame(km::Seats{}, 7);
        window.openGame(QStringLiteral("kings-men"));
    }
    return true;
}

pm::RubberConfig fourSeats() {
    pm::RubberConfig c;
    const QStringList names{"Alice", "Bertie", "Clara", "Dennis"};
    for (int i = 0; i < 4; ++i)
        c.seats.push_back({names[i], i, i == 0 ? QStringLiteral("person") : "standard"});
    c.seed = 5;
    return c;
}

} // namespace

class TestFontScaling : public QObject {
    Q_OBJECT

    QFont systemFont_;

    void setScale(qreal scale) {
        QFont f = systemFont_;
        f.setPointSizeF(app::UsualPointSize * scale);
        QApplication::setFont(f);
    }

    void scales_data() {
        QTest::addColumn<qreal>("scale");
        QTest::newRow("1x") << 1.0;
        QTest::newRow("1.5x") << 1.5;
        QTest::newRow("2x") << 2.0;
    }

private slots:
    void initTestCase() {
        club::test::useTestSettings(QStringLiteral("players-club-font-tests"));
        systemFont_ = QApplication::font();
    }
    void cleanup() { QApplication::setFont(systemFont_); }

    // The lettering follows the application font, not fixed point sizes.
    void periodFontsFollowTheApplicationFont_data() { scales_data(); }
    void periodFontsFollowTheApplicationFont() {
        QFETCH(qreal, scale);
        setScale(scale);
        QCOMPARE(app::fontScale(), scale);
        QCOMPARE(app::textFont(13).pointSizeF(), 13 * scale);
        QCOMPARE(app::titleFont(22).pointSizeF(), 22 * scale);
        app::PmSidePanel panel(nullptr);
        QList<QLabel*> labels = panel.findChildren<QLabel*>();
        QVERIFY(!labels.isEmpty());
        for (const QLabel* l : labels) // none is left at a fixed size below the system's
            QVERIFY2(l->font().pointSizeF() >= app::UsualPointSize * scale, qPrintable(l->text()));
    }

    // The main window's screens at its first size on a small laptop.
    void mainScreensAreNotClipped_data() {
        QTest::addColumn<qreal>("scale");
        QTest::addColumn<QString>("screen");
        for (qreal scale : {1.0, 1.5, 2.0})
            for (const char* screen : {"chooser", "pm", "km"})
                QTest::addRow("%s at %gx", screen, scale) << scale << QString::fromLatin1(screen);
    }
    void mainScreensAreNotClipped() {
        QFETCH(qreal, scale);
        QFETCH(QString, screen);
        setScale(scale);
        app::MainWindow window(false);
        QVERIFY(openScreen(window, screen, fourSeats()));
        // The window may not ask for more than the small screen offers.
        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        QVERIFY2(
            minimum.width() <= smallScreenAvailable.width() &&
                minimum.height() <= smallScreenAvailable.height(),
            qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
        window.resize(firstWindowSize);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList problems = clipped(&window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
        for (const app::GameTile* tile : window.chooser()->findChildren<app::GameTile*>())
            if (tile->isVisible())
                QVERIFY(tile->width() >= tile->minimumSizeHint().width() &&
                        tile->height() >= tile->minimumSizeHint().height());
    }

    // The big button of a screen over the table has room round its words at
    // any size: on a 4K screen "Deal" grew and its button's padding did not.
    void bigButtonsHaveRoomRoundTheirWords_data() { scales_data(); }
    void bigButtonsHaveRoomRoundTheirWords() {
        QFETCH(qreal, scale);
        setScale(scale);
        for (const char* screen : {"pm-cut", "pm-pass"}) {
            app::MainWindow window(false);
            QVERIFY(openScreen(window, QString::fromLatin1(screen), fourSeats()));
            window.resize(firstWindowSize);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            app::PmPage* page = window.page<club::app::PmPage>();
            QAbstractButton* button =
                QLatin1String(screen) == QLatin1String("pm-cut")
                    ? static_cast<QAbstractButton*>(page->cutScreen()->dealButton())
                    : page->passScreen()->readyButton();
            QVERIFY2(button->isVisible(), screen);
            const int words = button->fontMetrics().horizontalAdvance(button->text());
            QVERIFY2(button->width() - words >= 48 * scale,
                     qPrintable(QStringLiteral("%1: %2 px for %3 px of words")
                                    .arg(QLatin1String(screen))
                                    .arg(button->width())
                                    .arg(words)));
        }
    }

    // A change of the desktop's font while the program runs reaches it as
    // QApplication::setFont: every screen's lettering, panel widths and
    // icons follow at once, and still nothing is clipped.
    void screensFollowALiveFontChange_data() {
        QTest::addColumn<QString>("screen");
        for (const char* screen : {"chooser", "pm-cut", "pm-pass", "pm", "km"})
            QTest::newRow(screen) << QString::fromLatin1(screen);
    }
    void screensFollowALiveFontChange() {
        QFETCH(QString, screen);
        setScale(1.0);
        app::MainWindow window(false);
        QVERIFY(openScreen(window, screen, fourSeats()));
        window.resize(firstWindowSize);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QHash<const QWidget*, qreal> before = textSizes(&window);
        QVERIFY(!before.isEmpty());
        const QList<QSizeF> tokensBefore =
            tokenIconSizes(window.page<club::app::KmPage>()->panel());
        const QSize marksBefore =
            window.page<club::app::PmPage>()->panel()->findChild<QTableWidget*>()->iconSize();
        const int pmPanelBefore = window.page<club::app::PmPage>()->panel()->width();

        setScale(2.0);
        QTest::qWait(50); // the widgets' own font change events are posted
        const QHash<const QWidget*, qreal> after = textSizes(&window);
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            const QString what = QString::fromLatin1(it.key()->metaObject()->className());
            QVERIFY2(after.contains(it.key()), qPrintable(what));
            QVERIFY2(qFuzzyCompare(after.value(it.key()), 2 * it.value()),
                     qPrintable(QStringLiteral("%1 %2 pt, was %3 pt")
                                    .arg(what)
                                    .arg(after.value(it.key()))
                                    .arg(it.value())));
        }
        QTest::qWait(20); // the layouts settle
        const QStringList problems = clipped(&window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
        for (const app::GameTile* tile : window.chooser()->findChildren<app::GameTile*>())
            if (tile->isVisible())
                QVERIFY(tile->width() >= tile->minimumSizeHint().width() &&
                        tile->height() >= tile->minimumSizeHint().height());
        QCOMPARE(window.page<club::app::PmPage>()->panel()->width(), qRound(pmPanelBefore * 2.0));

        // The icons beside the text grew with it.
        if (screen == QLatin1String("km")) {
            const QList<QSizeF> tokens = tokenIconSizes(window.page<club::app::KmPage>()->panel());
            QCOMPARE(tokens.size(), 2);
            QCOMPARE(tokensBefore.size(), 2);
            for (int i = 0; i < 2; ++i)
                QCOMPARE(tokens[i], tokensBefore[i] * 2);
        }
        if (screen == QLatin1String("pm")) {
            auto* scores = window.page<club::app::PmPage>()->panel()->findChild<QTableWidget*>();
            QCOMPARE(scores->iconSize(), marksBefore * 2);
            QVERIFY(scores->rowHeight(0) >= scores->iconSize().height());
        }
    }

    // The P.M. marks beside the names are drawn for the size and the
    // screen's pixel ratio they are shown at, never enlarged from a smaller
    // picture: at 2.5x on a 2x screen each equals the man drawn afresh.
    // A capital's accent in the title face stands above the font's ascent,
    // which is all the room a label gave it: "À la table" lost its accent
    // in French. Counted in ink: the accent adds ink to a bare capital.
    void accentsOnTitleCapitalsAreDrawn_data() { scales_data(); }
    void accentsOnTitleCapitalsAreDrawn() {
        QFETCH(qreal, scale);
        setScale(scale);
        const auto ink = [](const QString& text) {
            QLabel label(text);
            label.setStyleSheet(QStringLiteral("background: white; color: black"));
            app::useTitleFont(&label, 11);
            label.resize(label.sizeHint());
            const QImage image = label.grab().toImage();
            int dark = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    dark += qGray(image.pixel(x, y)) < 128;
            return dark;
        };
        const int bare = ink(QStringLiteral("A")), accented = ink(QStringLiteral("\u00c0"));
        QVERIFY2(accented >= bare + 4 * scale,
                 qPrintable(QStringLiteral("A %1 dark pixels, \u00c0 %2").arg(bare).arg(accented)));
    }

    // Century Catalogue's acute accent is its grave mirrored; Qt's synthetic
    // bold shrank it away, and "Célia" on a bold score sheet read "Celia".
    void accentsSurviveBoldText_data() { scales_data(); }
    void accentsSurviveBoldText() {
        QFETCH(qreal, scale);
        setScale(scale);
        static const bool loaded = (app::loadEmbeddedFonts(), true);
        Q_UNUSED(loaded);
        const auto ink = [](const QString& text, bool bold) {
            QFont font = app::textFont(14);
            font.setBold(bold);
            const QFontMetrics metrics(font);
            QImage image(metrics.horizontalAdvance(text) + 8, metrics.height() * 2,
                         QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.setFont(font);
            painter.setPen(Qt::black);
            painter.drawText(4, metrics.height() * 3 / 2, text);
            painter.end();
            int dark = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    dark += qGray(image.pixel(x, y)) < 128;
            return dark;
        };
        for (const auto& [bare, accented] :
             {std::pair{QStringLiteral("e"), QStringLiteral("\u00e9")},
              std::pair{QStringLiteral("E"), QStringLiteral("\u00c9")},
              std::pair{QStringLiteral("u"), QStringLiteral("\u00fa")}}) {
            const int accent = ink(accented, false) - ink(bare, false);
            const int boldAccent = ink(accented, true) - ink(bare, true);
            QVERIFY2(accent > 0 && boldAccent >= accent / 2,
                     qPrintable(QStringLiteral("%1: the accent is %2 dark pixels, in bold %3")
                                    .arg(accented)
                                    .arg(accent)
                                    .arg(boldAccent)));
        }
    }

    void markIconsAreSharpAtAnySize() {
        setScale(2.5);
        pm::Table table;
        QVERIFY(table.newRubber(fourSeats()).isEmpty());
        app::PmSidePanel panel(&table);
        panel.refresh(false);
        auto* scores = panel.findChild<QTableWidget*>();
        const QSize size = scores->iconSize();
        QCOMPARE(size, QSize(40, 40));
        for (int row = 0; row < 4; ++row) {
            const QIcon icon = scores->item(row, 0)->icon();
            QImage shown = icon.pixmap(size, 2.0).toImage().convertToFormat(
                QImage::Format_ARGB32_Premultiplied);
            QCOMPARE(shown.size(), size * 2);
            QImage fresh(size * 2, QImage::Format_ARGB32_Premultiplied);
            fresh.fill(Qt::transparent);
            QPainter p(&fresh);
            app::pm_art::paintMan(p, fourSeats().seats[std::size_t(row)].colour,
                                  QRectF(QPointF(), QSizeF(size * 2)));
            p.end();
            fresh.setDevicePixelRatio(2.0);
            QCOMPARE(shown, fresh);
        }
    }

    // The dialogs at the size they open with.
    void dialogsAreNotClipped_data() {
        QTest::addColumn<qreal>("scale");
        QTest::addColumn<QString>("dialog");
        for (qreal scale : {1.0, 1.5, 2.0})
            for (const char* dialog : {"new-rubber", "new-km", "score", "about"})
                QTest::addRow("%s at %gx", dialog, scale) << scale << QString::fromLatin1(dialog);
    }
    void dialogsAreNotClipped() {
        QFETCH(qreal, scale);
        QFETCH(QString, dialog);
        setScale(scale);
        pm::Table table;
        QVERIFY(table.newRubber(fourSeats()).isEmpty());
        std::unique_ptr<QDialog> d;
        if (dialog == QLatin1String("new-rubber")) {
            auto* rubber = new app::PmNewRubberDialog;
            // Eight seats, the tallest: at 2x the seats scroll to fit.
            rubber->setPlayerCount(8);
            d.reset(rubber);
        }
        if (dialog == QLatin1String("new-km")) d = std::make_unique<app::KmNewGameDialog>();
        if (dialog == QLatin1String("score")) d = std::make_unique<app::PmScoreDialog>(&table);
        if (dialog == QLatin1String("about")) d = std::make_unique<app::AboutDialog>();
        QVERIFY(d);
        // It must fit the small screen; it opens no larger than that screen.
        const QSize minimum = d->minimumSizeHint().expandedTo(d->minimumSize());
        QVERIFY2(minimum.height() <= smallScreenAvailable.height() &&
                     minimum.width() <= smallScreenAvailable.width(),
                 qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        d->resize(d->size().boundedTo(smallScreenAvailable));
        QTest::qWait(20);
        const QStringList problems = clipped(d.get());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    }
};

QTEST_MAIN(TestFontScaling)
#include "tst_font_scaling.moc"
