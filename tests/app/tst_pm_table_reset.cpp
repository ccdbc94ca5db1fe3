// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 10's crash, and its class: whatever the scene shows for the game in
// hand (a selected card, the rings of its moves, a hint) goes when the table
// resets, by a new rubber or a rubber opened, so nothing drawn outlives the
// game it pointed into. The first case is the path a player took: Deal,
// Hint, Ctrl+N, Discard, Cut for Dealer.
#include "engine/pm/table.h"
#include "main_window.h"
#include "pm/pm_cut_screen.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_page.h"
#include "pm/pm_scene.h"
#include "test_settings.h"

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace club;

namespace {

/// Answers the modal dialogs of New Rubber as a player would: Discard the
/// rubber in progress, then Cut for Dealer with the seats as offered.
void answerNewRubberDialogs(int* answered) {
    QWidget* modal = QApplication::activeModalWidget();
    if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        box->button(QMessageBox::Discard)->click();
        ++*answered;
    } else if (auto* dialog = qobject_cast<app::PmNewRubberDialog*>(modal)) {
        dialog->accept();
        ++*answered;
        return;
    }
    QTimer::singleShot(20, [answered] { answerNewRubberDialogs(answered); });
}

/// Deals the rubber on the page and waits until the person may play.
bool dealAndWait(app::PmPage* page) {
    QTest::mouseClick(page->cutScreen()->dealButton(), Qt::LeftButton);
    return QTest::qWaitFor(
        [page] {
            return !page->table()->isComputerToMove() &&
                   page->scene()->handMode() == app::PmScene::HandMode::Play;
        },
        20000);
}

} // namespace

class TestPmTableReset : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { club::test::useTestSettings(); }

    void hintThenNewRubberFromTheMenu() {
        app::MainWindow window(false);
        window.resize(1024, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = window.page<app::PmPage>();
        QVERIFY(page);
        page->setPace(0, 0);
        app::PmNewRubberDialog defaults(&window); // the seats a fresh start offers
        QVERIFY(page->startRubber(defaults.config()).isEmpty());
        window.openGame(QStringLiteral("pm"));
        QVERIFY(dealAndWait(page));
        page->hintAction()->trigger();
        QTRY_VERIFY(!page->scene()->options().empty()); // the hint's rings are drawn

        int answered = 0;
        QTimer::singleShot(0, [&answered] { answerNewRubberDialogs(&answered); });
        QAction* newAction = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::New)) newAction = a;
        QVERIFY(newAction);
        newAction->trigger(); // Ctrl+N: Discard, then Cut for Dealer
        QCOMPARE(answered, 2);
        QCOMPARE(page->table()->game().turnsPlayed(), 0);
        QCOMPARE(page->scene()->selectedCard(), -1);
        QVERIFY(page->scene()->options().empty());
        QVERIFY(dealAndWait(page)); // and the new rubber plays on
        page->hintAction()->trigger();
        QTRY_VERIFY(!page->scene()->options().empty());
    }

    void selectionThenNewOrOpenedRubber() {
        // The same for a card the person selected, and for a rubber opened.
        app::MainWindow window(false);
        window.show();
        auto* page = window.page<app::PmPage>();
        page->setPace(0, 0);
        app::PmNewRubberDialog defaults(&window);
        const pm::RubberConfig config = defaults.config();
        QVERIFY(page->startRubber(config).isEmpty());
        window.openGame(QStringLiteral("pm"));
        QVERIFY(dealAndWait(page));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.pmrubber"));
        QVERIFY(page->saveFile(path).isEmpty());
        for (int round = 0; round < 3; ++round) {
            page->scene()->moveSelection(1);
            QVERIFY(page->scene()->selectedCard() >= 0);
            if (round == 1) {
                QVERIFY(page->openFile(path).isEmpty());
            } else {
                QVERIFY(page->startRubber(config).isEmpty());
                QVERIFY(dealAndWait(page));
            }
            QVERIFY(QTest::qWaitFor([page] { return !page->table()->isComputerToMove(); }, 20000));
            QCOMPARE(page->scene()->selectedCard(), -1);
        }
    }
};

QTEST_MAIN(TestPmTableReset)
#include "tst_pm_table_reset.moc"
