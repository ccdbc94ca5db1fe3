// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6, standard menus and keyboard play: no two entries of one menu, and
// no two controls of one dialog or one screen of the main window (with its
// menu bar), share an & accelerator letter, in English and in each language
// the program speaks. Two entries on one letter make Alt+letter pick neither.
#include "about_dialog.h"
#include "book/book.h"
#include "book/members_dialog.h"
#include "engine/km/table.h"
#include "engine/pm/table.h"
#include "game_chooser.h"
#include "km/km_new_game_dialog.h"
#include "km/km_page.h"
#include "main_window.h"
#include "party/party_new_night_dialog.h"
#include "party/party_page.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_score_dialog.h"
#include "test_settings.h"

#include <QAbstractButton>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QTabBar>
#include <QTest>
#include <QTranslator>

using namespace club;

namespace {

/// The accelerator a text gives ("Save &As" -> Alt+A), empty for none.
QKeySequence accelerator(const QString& text) {
    return QKeySequence::mnemonic(text);
}

/// Fails with both texts when two of `texts` share an accelerator.
QString clash(const QStringList& texts) {
    QHash<QKeySequence, QString> seen;
    for (const QString& t : texts) {
        const QKeySequence key = accelerator(t);
        if (key.isEmpty()) continue;
        if (seen.contains(key))
            return QStringLiteral("\"%1\" and \"%2\" share %3")
                .arg(seen[key], t, key.toString(QKeySequence::NativeText));
        seen.insert(key, t);
    }
    return {};
}

/// Every text under `root` that registers an Alt accelerator: buttons,
/// labels with a buddy, group box titles and tabs.
QStringList acceleratedTexts(const QWidget* root) {
    QStringList texts;
    for (const QAbstractButton* b : root->findChildren<QAbstractButton*>())
        texts << b->text();
    for (const QLabel* l : root->findChildren<QLabel*>())
        if (l->buddy()) texts << l->text();
    for (const QGroupBox* g : root->findChildren<QGroupBox*>())
        texts << g->title();
    for (const QTabBar* t : root->findChildren<QTabBar*>())
        for (int i = 0; i < t->count(); ++i)
            texts << t->tabText(i);
    return texts;
}

void checkMenu(const QMenu* menu) {
    QStringList texts;
    for (const QAction* a : menu->actions()) {
        // Another page's actions wait hidden in the menu: they never meet.
        if (a->isSeparator() || !a->isVisible()) continue;
        texts << a->text();
        if (a->menu()) checkMenu(a->menu());
    }
    const QString problem = clash(texts);
    QVERIFY2(problem.isEmpty(), qPrintable(menu->title() + QStringLiteral(": ") + problem));
}

QStringList menuBarTitles(const QMainWindow& window) {
    QStringList titles;
    for (const QAction* a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

pm::RubberConfig twoSeats() {
    pm::RubberConfig c;
    c.seats.push_back({QStringLiteral("Ada"), 0, QStringLiteral("person")});
    c.seats.push_back({QStringLiteral("Bertie"), 1, QStringLiteral("person")});
    c.seed = 3;
    return c;
}

const QStringList languages{QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("de"),
                            QStringLiteral("es")};

} // namespace

class TestAccelerators : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        club::test::useTestSettings(QStringLiteral("players-club-accelerator-tests"));
    }

    // The checker itself: a clash is found, && is no accelerator.
    void checkerFindsAClash() {
        QVERIFY(!clash({QStringLiteral("&Print\u2026"), QStringLiteral("Export &PDF\u2026")})
                     .isEmpty());
        QVERIFY(
            clash({QStringLiteral("&Print\u2026"), QStringLiteral("&Export PDF\u2026")}).isEmpty());
        QVERIFY(clash({QStringLiteral("Fish && Chips"), QStringLiteral("&Chips")}).isEmpty());
        QVERIFY(!clash({QStringLiteral("&help"), QStringLiteral("&Hint")}).isEmpty());
    }

    // Each row speaks its language: the program's own catalogue, as built in.
    void init() {
        const QString lang = QString::fromLatin1(QTest::currentDataTag()).section(' ', -1);
        if (!languages.contains(lang) || lang == QLatin1String("en")) return;
        QVERIFY(
            translator_.load(QStringLiteral(":/players-club/i18n/players-club_%1.qm").arg(lang)));
        QCoreApplication::installTranslator(&translator_);
    }
    void cleanup() { QCoreApplication::removeTranslator(&translator_); }

    void everyMenuOfTheMainWindow_data() {
        QTest::addColumn<int>("unused");
        for (const QString& lang : languages)
            QTest::addRow("menus %s", qPrintable(lang)) << 0;
    }
    void everyMenuOfTheMainWindow() {
        app::MainWindow window(false);
        const QList<QMenu*> menus = window.menuBar()->findChildren<QMenu*>();
        QVERIFY(menus.size() >= 4);
        for (const QAction* a : window.menuBar()->actions())
            if (a->menu()) checkMenu(a->menu());
        const QString problem = clash(menuBarTitles(window));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Each screen of the main window with the menu bar over it: a button
    // on the page must not take a menu's Alt letter.
    void everyScreenWithTheMenuBar_data() {
        QTest::addColumn<QString>("screen");
        for (const QString& lang : languages)
            for (const char* screen : {"chooser", "pm", "km", "party-drive", "party-knockout"})
                QTest::addRow("%s %s", screen, qPrintable(lang)) << QString::fromLatin1(screen);
    }
    void everyScreenWithTheMenuBar() {
        QFETCH(QString, screen);
        app::MainWindow window(false);
        QWidget* page = window.chooser();
        if (screen == QLatin1String("pm")) {
            QVERIFY(window.page<club::app::PmPage>()->startRubber(twoSeats()).isEmpty());
            page = window.page<club::app::PmPage>();
        } else if (screen == QLatin1String("km")) {
            window.page<club::app::KmPage>()->startGame(km::Seats{}, 7);
            page = window.page<club::app::KmPage>();
        } else if (screen.startsWith(QLatin1String("party"))) {
            // A night with its result form filled in: names, scores, the winners' buttons.
            party::Setup setup;
            setup.format = screen.endsWith(QLatin1String("knockout")) ? party::Format::Knockout
                                                                      : party::Format::Drive;
            for (int i = 0; i < 5; ++i)
                setup.entrants.push_back(setup.format == party::Format::Drive
                                             ? party::Entrant{{QStringLiteral("P%1").arg(i)}}
                                             : party::Entrant{{QStringLiteral("A%1").arg(i),
                                                               QStringLiteral("B%1").arg(i)}});
            auto* party = window.page<club::app::PartyPage>();
            QVERIFY(party->drawNight(setup).isEmpty());
            page = party;
        }
        // Every control of the page, shown or not yet: the row choice and the
        // pass of King's Men, the cut and pass screens of P.M. are included.
        const QString problem = clash(menuBarTitles(window) + acceleratedTexts(page));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void everyDialog_data() {
        QTest::addColumn<QString>("dialog");
        for (const QString& lang : languages)
            for (const char* dialog :
                 {"new-rubber", "new-km", "score", "about", "new-night", "members"})
                QTest::addRow("%s %s", dialog, qPrintable(lang)) << QString::fromLatin1(dialog);
    }
    void everyDialog() {
        QFETCH(QString, dialog);
        pm::Table table;
        QVERIFY(table.newRubber(twoSeats()).isEmpty());
        std::unique_ptr<QDialog> d;
        if (dialog == QLatin1String("new-rubber")) d = std::make_unique<app::PmNewRubberDialog>();
        if (dialog == QLatin1String("new-km")) d = std::make_unique<app::KmNewGameDialog>();
        if (dialog == QLatin1String("score")) d = std::make_unique<app::PmScoreDialog>(&table);
        if (dialog == QLatin1String("about")) d = std::make_unique<app::AboutDialog>();
        if (dialog == QLatin1String("new-night")) d = std::make_unique<app::PartyNewNightDialog>();
        if (dialog == QLatin1String("members"))
            d = std::make_unique<book::MembersDialog>(book::Book::defaultPath());
        QVERIFY(d);
        const QStringList texts = acceleratedTexts(d.get());
        QVERIFY(!texts.isEmpty());
        const QString problem = clash(texts);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

private:
    QTranslator translator_;
};

QTEST_MAIN(TestAccelerators)
#include "tst_accelerators.moc"
