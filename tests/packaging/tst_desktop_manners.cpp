// SPDX-License-Identifier: GPL-3.0-or-later
// Desktop manners of the main window: a saved game named on the command
// line (or double-clicked in a file manager) opens; a corrupt one is
// refused with a message and changes nothing; Full Screen comes and goes.
#include "about_dialog.h"
#include "engine/pm/table.h"
#include "main_window.h"
#include "party/party_page.h"
#include "pm/pm_page.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace club;
using namespace club::app;

class TestDesktopManners : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // autosaves go to a test location
        QVERIFY(dir_.isValid());
    }

    void savedRubberOpensFromPath() {
        const QString path = dir_.filePath(QStringLiteral("saved.pmrubber"));
        {
            MainWindow writer(false);
            QCOMPARE(startRubberOfTwo(writer, 7), QString());
            QCOMPARE(writer.page<club::app::PmPage>()->saveFile(path), QString());
        }
        MainWindow window(false);
        window.openPath(path);
        QCOMPARE(window.page<club::app::PmPage>()->currentPath(), path);
        QVERIFY(window.page<club::app::PmPage>()->table()->hasRubber());
        QVERIFY(window.windowTitle().contains(QStringLiteral("saved.pmrubber")));
    }

    void corruptFileChangesNothing() {
        const QString path = dir_.filePath(QStringLiteral("corrupt.pmrubber"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\":\"players-club\",\"game\":\"pm\",\"version\":1,\"seats\":");
        file.close();
        MainWindow window(false);
        auto* pages = window.findChild<QStackedWidget*>();
        QWidget* before = pages->currentWidget();
        QString message;
        QTimer::singleShot(0, [&message] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                message = box->text();
                box->close();
            }
        });
        window.openPath(path);
        QVERIFY2(message.contains(QStringLiteral("corrupt.pmrubber")), qPrintable(message));
        QVERIFY(!window.page<club::app::PmPage>()->table()->hasRubber());
        QCOMPARE(pages->currentWidget(), before);
    }

    // The question at start about an unfinished game: Not Now keeps it
    // and asks again at the next start; Discard, once confirmed, throws it
    // away, and the start after asks nothing (before, No kept it and it was asked about
    // at every start, with no way to be rid of it but to play it out).
    void unfinishedGameCanBeKeptOrDiscarded() {
        {
            MainWindow writer(false);
            QCOMPARE(startRubberOfTwo(writer, 9), QString());
        } // the autosave still pending is written as the window goes
        QVERIFY(MainWindow(false).page<club::app::PmPage>()->hasAutosave());

        QCOMPARE(answerResumeQuestion(QStringLiteral("Not Now")),
                 QStringLiteral("You left P.M. unfinished. Resume where you stopped?"));
        QVERIFY(MainWindow(false).page<club::app::PmPage>()->hasAutosave());
        QVERIFY(!answerResumeQuestion(QStringLiteral("Not Now")).isEmpty()); // asked again

        // Discard asks once more; Keep there keeps the game.
        QVERIFY(!answerResumeQuestion(QStringLiteral("Discard"), QStringLiteral("Keep")).isEmpty());
        QVERIFY(MainWindow(false).page<club::app::PmPage>()->hasAutosave());
        QVERIFY(
            !answerResumeQuestion(QStringLiteral("Discard"), QStringLiteral("Discard")).isEmpty());
        QVERIFY(!MainWindow(false).page<club::app::PmPage>()->hasAutosave());
        QCOMPARE(answerResumeQuestion(QStringLiteral("Not Now")), QString()); // not asked
    }

    // A party night left unfinished is named as a night: the question has
    // no word for "game" (before: "An unfinished game was left (Party Night)").
    void unfinishedNightIsNotCalledAGame() {
        {
            MainWindow writer(false);
            party::Setup setup;
            setup.format = party::Format::Drive;
            for (int i = 0; i < 8; ++i)
                setup.entrants.push_back({{QStringLiteral("Player %1").arg(i + 1)}});
            setup.seed = 12;
            auto* night = writer.page<club::app::PartyPage>();
            QCOMPARE(night->drawNight(setup), QString());
            QVERIFY(night->night()->enterScores(1, {10, 20, 30, 40}).isEmpty());
        }
        const QString title = MainWindow(false).page<club::app::PartyPage>()->title();
        QCOMPARE(answerResumeQuestion(QStringLiteral("Not Now")),
                 QStringLiteral("You left %1 unfinished. Resume where you stopped?").arg(title));
        const QString asked =
            answerResumeQuestion(QStringLiteral("Discard"), QStringLiteral("Discard"));
        QVERIFY2(!asked.contains(QStringLiteral("game"), Qt::CaseInsensitive), qPrintable(asked));
        QVERIFY(!MainWindow(false).page<club::app::PartyPage>()->hasAutosave());
    }

    void fullScreenComesAndGoes() {
        MainWindow window(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* full = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::FullScreen)) full = a;
        QVERIFY(full);
        full->trigger();
        QTRY_VERIFY(window.windowState() & Qt::WindowFullScreen);
        full->trigger();
        QTRY_VERIFY(!(window.windowState() & Qt::WindowFullScreen));
    }

private:
    QTemporaryDir dir_;

    // A P.M. rubber for Alice and Bertie at one screen; empty when it starts.
    static QString startRubberOfTwo(MainWindow& window, std::uint64_t seed) {
        pm::RubberConfig config;
        config.seats = {{QStringLiteral("Alice"), 0, QStringLiteral("person")},
                        {QStringLiteral("Bertie"), 1, QStringLiteral("person")}};
        config.seed = seed;
        return window.page<club::app::PmPage>()->startRubber(config);
    }

    // Starts the program as a player does (offering to resume) and presses
    // `button` in the question, if one comes, and `thenButton` in a second
    // one (Escape where there is no such button); returns the question.
    static QString answerResumeQuestion(const QString& button, const QString& thenButton = {}) {
        QString asked;
        QMessageBox* first = nullptr;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            if (!first) first = box, asked = box->text();
            const QString& press = box == first ? button : thenButton;
            for (QAbstractButton* b : box->buttons())
                if (b->text() == press) return b->click();
            box->reject(); // no such answer: as Escape would
        });
        poll.start(10);
        MainWindow window(true);
        QTest::qWait(300); // the question comes once the event loop turns
        return asked;
    }

    // Help > About shows the licence: the notice and the GPL's full text.
    void aboutShowsTheLicence() {
        AboutDialog about;
        auto* tabs = about.findChild<QTabWidget*>();
        QVERIFY(tabs);
        int page = -1;
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == QStringLiteral("&Licence")) page = i;
        QVERIFY(page >= 0);
        auto* text = qobject_cast<QPlainTextEdit*>(tabs->widget(page));
        QVERIFY(text);
        QVERIFY(text->toPlainText().startsWith(AboutDialog::licenceNotice()));
        QVERIFY(text->toPlainText().contains(QStringLiteral("TERMS AND CONDITIONS")));
    }
};

QTEST_MAIN(TestDesktopManners)
#include "tst_desktop_manners.moc"
