// SPDX-License-Identifier: GPL-3.0-or-later
// PM-21 at the table (issue 23): with the people in one section, the other
// section's game of the same number is on the side panel and on the score
// sheet (the one printed and written to PDF) when the people's game ends,
// and the rubber ends with both sections' fifth game, with no deal after it.
#include "engine/pm/hint.h"
#include "engine/pm/table.h"
#include "engine/pm/view.h"
#include "main_window.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "pm/pm_score_sheet.h"
#include "pm/pm_side_panel.h"
#include "pm_test_window.h"
#include "test_settings.h"

#include <QCheckBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace club;

namespace {

const QStringList Names{"Alice", "Bertie", "Clara", "Dennis", "Edith", "Frank", "Gwen", "Harold"};

/// Eight seats in two sections, people in the seats `people`, computers elsewhere.
pm::RubberConfig sections(const QList<int>& people, std::uint64_t seed) {
    pm::RubberConfig c;
    for (int i = 0; i < 8; ++i)
        c.seats.push_back({Names[i], i, people.contains(i) ? "person" : "greedy"});
    c.sections = true;
    c.seed = seed;
    return c;
}

void playOut(pm::Table* table) {
    while (!table->game().isOver())
        table->isComputerToMove() ? table->playComputerTurn()
                                  : table->play(table->game().legalMoves()[0]);
}

/// The panel's words, every label it shows.
QString panelWords(app::PmSidePanel* panel) {
    QStringList words;
    for (QLabel* l : panel->findChildren<QLabel*>())
        if (l->isVisible()) words << l->text();
    return words.join(QLatin1Char('\n'));
}

} // namespace

class TestPmSectionsGui : public QObject {
    Q_OBJECT

    app::MainWindow* window_ = nullptr;
    app::PmPage* page_ = nullptr;

    void open(const pm::RubberConfig& c) { test::openPmRubber(window_, page_, c, {1024, 768}, 20); }

private slots:
    void initTestCase() { club::test::useTestSettings(); }
    void cleanupTestCase() { delete window_; }

    // Issue 23: the people in section 1 saw section 2's results a game late,
    // were told "after 5 games" with section 2 at four, and dealt a sixth.
    void peopleInTheFirstSectionToTheEnd() {
        open(sections({0, 1}, 23));
        pm::Table* table = page_->table();
        app::PmSidePanel* panel = page_->panel();
        auto* scores = panel->findChild<QTableWidget*>();
        for (int number = 0; number < 5; ++number) {
            QCOMPARE(table->rubber().currentRecord().number, number);
            QCOMPARE(table->rubber().currentRecord().section, 0);
            playOut(table);
            QTest::qWait(20);
            const app::ScoreSheet sheet = app::scoreSheetFor(table->rubber());
            for (int s = 0; s < 8; ++s) {
                QVERIFY2(sheet.scores[number][s].has_value(), qPrintable(Names[s]));
                QCOMPARE(*sheet.totals[s], table->rubber().total(s));
                // A total below nothing is printed with a minus sign, as on the sheet.
                QCOMPARE(scores->item(s, 2)->text(),
                         QString::number(table->rubber().total(s)).replace('-', QChar(0x2212)));
            }
            const QString words = panelWords(panel);
            QVERIFY2(words.contains(
                         QStringLiteral("Section 2 played game %1 out of sight").arg(number + 1)),
                     qPrintable(words));
            if (number < 4) {
                QCOMPARE(panel->nextGameButton()->text(),
                         QStringLiteral("&Next: Deal Game %1, Section 1").arg(number + 2));
                QVERIFY(table->nextGame()); // the button, under a pass screen
                QTest::qWait(20);
            }
        }
        // Five games in each section: the rubber is over, nothing more to deal.
        QVERIFY(table->rubber().isOver());
        QVERIFY(panel->nextGameButton()->isHidden());
        QVERIFY(!panel->newRubberButton()->isHidden());
        QVERIFY2(panel->resultText().contains(QStringLiteral("the rubber")),
                 qPrintable(panel->resultText()));
        QVERIFY(!table->nextGame());
    }

    // With the people in section 2, section 1 plays first: its players have
    // totals, the people's section no total yet (not a 0 never scored).
    void peopleInTheSecondSectionBeforeTheirFirstGame() {
        open(sections({4}, 5));
        const pm::Rubber& rubber = page_->table()->rubber();
        QCOMPARE(rubber.currentRecord().section, 1);
        const app::ScoreSheet sheet = app::scoreSheetFor(rubber);
        for (int s = 0; s < 8; ++s) {
            QCOMPARE(sheet.scores[0][s].has_value(), s < 4);
            QCOMPARE(sheet.totals[s].has_value(), s < 4);
        }
        QVERIFY2(panelWords(page_->panel())
                     .contains(QStringLiteral("Section 1 played game 1 out of sight")),
                 qPrintable(panelWords(page_->panel())));
    }

    // The hint for a person in section 2 (rubber seat 4 is the game's
    // seat 0): it was asked for the rubber's seat, beyond the game's four.
    void hintInTheSecondSection() {
        open(sections({4}, 5));
        pm::Table* table = page_->table();
        QCOMPARE(table->rubber().currentRecord().section, 1);
        while (table->isComputerToMove() && !table->game().isOver())
            table->playComputerTurn();
        QCOMPARE(table->seatToMove(), 4);
        QVERIFY(QTest::qWaitFor(
            [this] { return page_->scene()->handMode() == app::PmScene::HandMode::Play; }, 5000));
        const pm::Game& game = table->game();
        const pm::Move expected = pm::hint(pm::SeatView(game, game.toMove())).move;
        page_->showHint();
        QVERIFY(QTest::qWaitFor([this] { return !page_->panel()->hintText().isEmpty(); }, 20000));
        QCOMPARE(page_->scene()->options()[std::size_t(page_->scene()->focusedOption())], expected);
    }

    // Issue 25: setting up a trial round (PM-21) shows which seats form
    // each section, and the cut for dealer names the sections' players.
    void sectionsAreNamedWhenSetUpAndCut() {
        app::PmNewRubberDialog dialog;
        dialog.setPlayerCount(7);
        for (int i = 0; i < 7; ++i)
            dialog.setSeat(i, Names[i], QStringLiteral("person"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCheckBox* twoSections = nullptr;
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text().contains(QStringLiteral("two &sections"))) twoSections = box;
        QVERIFY(twoSections);
        twoSections->setChecked(true);
        QLabel* shown = nullptr;
        for (QLabel* l : dialog.findChildren<QLabel*>())
            if (l->accessibleName() == QLatin1String("Sections")) shown = l;
        QVERIFY(shown && shown->isVisible());
        const auto list = [](const QStringList& names) {
            return QLocale().createSeparatedList(names);
        };
        QCOMPARE(shown->text(), QStringLiteral("Section 1: %1.\nSection 2: %2.")
                                    .arg(list(Names.mid(0, 4)), list(Names.mid(4, 3))));
        twoSections->setChecked(false);
        QVERIFY(shown->isHidden());

        open(sections({0}, 3));
        page_->cutScreen()->show(); // as a new rubber shows it
        page_->cutScreen()->showCut(page_->table()->rubber());
        const QString said = page_->cutScreen()->accessibleDescription();
        for (int section = 0; section < 2; ++section)
            QVERIFY2(said.contains(QStringLiteral("Section %1 (%2): ")
                                       .arg(section + 1)
                                       .arg(list(Names.mid(section * 4, 4)))),
                     qPrintable(said));
    }
};

QTEST_MAIN(TestPmSectionsGui)
#include "tst_pm_sections_gui.moc"
