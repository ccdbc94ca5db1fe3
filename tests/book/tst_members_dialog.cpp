// SPDX-License-Identifier: GPL-3.0-or-later
// The club's members dialog (issue 27) and the names the seats editor
// offers: the dialog lists the book's members and renames, merges and
// removes them after asking; a refusal is shown and changes nothing; a new
// game's name fields offer the book's names, most recently played first.
#include "book.h"
#include "book_members.h"
#include "book_settings.h"
#include "book_test_util.h"
#include "book_writer.h"
#include "common/seats_editor.h"
#include "km/km_new_game_dialog.h"
#include "main_window.h"
#include "members_dialog.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QCompleter>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

#include <functional>

using namespace club;
using namespace club::book;

namespace {

FinishedGame onDay(FinishedGame game, int day) {
    game.started = game.started.addDays(day);
    game.finished = game.finished.addDays(day);
    return game;
}

/// Answers the next modal dialog of type T with `answer` when it shows.
/// (The poll belongs to the application: one left waiting is not leaked.)
template <class T> void answerNext(std::function<void(T*)> answer) {
    auto* poll = new QTimer(qApp);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
        if (auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            answer(dialog);
        }
    });
    poll->start(10);
}

QStringList listed(const MembersDialog& dialog) {
    QStringList names;
    for (int i = 0; i < dialog.list()->topLevelItemCount(); ++i)
        names.append(dialog.list()->topLevelItem(i)->text(0));
    return names;
}

QPushButton* button(QWidget* parent, const QString& text) {
    for (QPushButton* b : parent->findChildren<QPushButton*>())
        if (b->text() == text) return b;
    return nullptr;
}

} // namespace

class TestMembersDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void listsMembersWithTheirGames();
    void renamesAfterAskingTheName();
    void aTakenNameIsRefusedAndShown();
    void mergesAfterConfirming();
    void newGameDialogsOfferTheNewName();
    void removeSaysWhatWillHappenAndCancelKeepsAll();
    void everyActionIsReachedByKeyboard();
    void newGameOffersTheBooksNames();
    void newGameDoesNotWaitForTheBook();

private:
    QString path_;
    QTemporaryDir dir_;
};

void TestMembersDialog::initTestCase() {
    // The dialogs' QSettings: this test's own, not the user's.
    qputenv("XDG_CONFIG_HOME", dir_.filePath(QStringLiteral("config")).toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
}

// Ada and Bert on day 0, Cora and Bert on day 2, Dan against the computer on day 1.
void TestMembersDialog::init() {
    path_ = dir_.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
    Book book;
    QVERIFY(book.open(path_).isEmpty());
    QVERIFY(book.record(onDay(test::sampleGame("g1", {"Ada", "Bert"}), 0)).isEmpty());
    QVERIFY(book.record(onDay(test::sampleGame("g2", {"Cora", "Bert"}), 2)).isEmpty());
    QVERIFY(
        book.record(onDay(test::sampleGame("g3", {"Dan", "Beginner"}, "beginner"), 1)).isEmpty());
}

void TestMembersDialog::listsMembersWithTheirGames() {
    MembersDialog dialog(path_);
    QCOMPARE(listed(dialog), (QStringList{"Bert", "Cora", "Dan", "Ada"}));
    QCOMPARE(dialog.list()->topLevelItem(0)->text(1), QStringLiteral("2"));
    QCOMPARE(dialog.list()->topLevelItem(3)->text(1), QStringLiteral("1"));
    QCOMPARE(dialog.selectedName(), QStringLiteral("Bert"));
}

void TestMembersDialog::renamesAfterAskingTheName() {
    MembersDialog dialog(path_);
    QSignalSpy changed(&dialog, &MembersDialog::membersChanged);
    dialog.select("Ada");
    answerNext<QInputDialog>([](QInputDialog* ask) {
        QCOMPARE(ask->textValue(), QStringLiteral("Ada"));
        ask->setTextValue("Ada Lovelace");
        ask->accept();
    });
    dialog.renameSelected();
    QCOMPARE(listed(dialog), (QStringList{"Bert", "Cora", "Dan", "Ada Lovelace"}));
    QCOMPARE(dialog.selectedName(), QStringLiteral("Ada Lovelace"));
    QCOMPARE(changed.size(), 1);
    Book book;
    QVERIFY(book.open(path_).isEmpty());
    QCOMPARE(book.games().first().seats.first().name, QStringLiteral("Ada Lovelace"));
}

void TestMembersDialog::aTakenNameIsRefusedAndShown() {
    MembersDialog dialog(path_);
    dialog.select("Ada");
    QString shown;
    answerNext<QInputDialog>([](QInputDialog* ask) {
        ask->setTextValue("Cora");
        ask->accept();
        answerNext<QMessageBox>([](QMessageBox* box) {
            QVERIFY(box->text().contains("merge \u201cAda\u201d into \u201cCora\u201d"));
            box->accept();
        });
    });
    dialog.renameSelected();
    QCOMPARE(listed(dialog), (QStringList{"Bert", "Cora", "Dan", "Ada"}));
}

void TestMembersDialog::mergesAfterConfirming() {
    MembersDialog dialog(path_);
    dialog.select("Dan");
    answerNext<QInputDialog>([](QInputDialog* ask) {
        QVERIFY(ask->comboBoxItems().contains("Ada"));
        QVERIFY(!ask->comboBoxItems().contains("Dan"));
        ask->setTextValue("Ada");
        ask->accept();
        answerNext<QMessageBox>([](QMessageBox* box) {
            QVERIFY2(box->text().contains("Dan's games (1 in all) become Ada's"),
                     qPrintable(box->text()));
            box->button(QMessageBox::Yes)->click();
        });
    });
    dialog.mergeSelected();
    QCOMPARE(listed(dialog), (QStringList{"Bert", "Cora", "Ada"}));
    QCOMPARE(dialog.list()->topLevelItem(2)->text(1), QStringLiteral("2"));
}

// A member renamed or merged: the names the New Game dialogs remember follow
// (the old name offered again made a second member of the same person).
// Only seat names equal to the old one change.
void TestMembersDialog::newGameDialogsOfferTheNewName() {
    const QStringList adaKeys{"pm/newRubber/name2", "crib/new-match/name0", "km/name1",
                              "pat/new-game/seat3/name"};
    {
        QSettings settings;
        settings.clear();
        for (const QString& key : adaKeys)
            settings.setValue(key, "Ada");
        settings.setValue("km/player1", "Ada");               // not a name
        settings.setValue("pm/newRubber/name3", "Ada Jones"); // another person
        settings.setValue("crib/new-match/name1", "Dan");
        // The party night's lists: a name a line, or a pair joined by &.
        settings.setValue("party/last-names", "Ada\nAda Jones\n Bert &Ada \nDan & Bert");
        settings.setValue("party/last-second-names", "Dan\nAdam");
    }
    MembersDialog dialog(path_);
    dialog.select("Ada");
    answerNext<QInputDialog>([](QInputDialog* ask) {
        ask->setTextValue("Ada Lovelace");
        ask->accept();
    });
    dialog.renameSelected();
    QCOMPARE(dialog.selectedName(), QStringLiteral("Ada Lovelace"));
    dialog.select("Dan");
    answerNext<QInputDialog>([](QInputDialog* ask) {
        ask->setTextValue("Cora");
        ask->accept();
        answerNext<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); });
    });
    dialog.mergeSelected();
    QCOMPARE(listed(dialog), (QStringList{"Bert", "Cora", "Ada Lovelace"}));
    QSettings settings;
    for (const QString& key : adaKeys)
        QCOMPARE(settings.value(key).toString(), QStringLiteral("Ada Lovelace"));
    QCOMPARE(settings.value("km/player1").toString(), QStringLiteral("Ada"));
    QCOMPARE(settings.value("pm/newRubber/name3").toString(), QStringLiteral("Ada Jones"));
    QCOMPARE(settings.value("crib/new-match/name1").toString(), QStringLiteral("Cora"));
    QCOMPARE(settings.value("party/last-names").toString(),
             QStringLiteral("Ada Lovelace\nAda Jones\nBert & Ada Lovelace\nCora & Bert"));
    QCOMPARE(settings.value("party/last-second-names").toString(), QStringLiteral("Cora\nAdam"));
    settings.clear();
}

void TestMembersDialog::removeSaysWhatWillHappenAndCancelKeepsAll() {
    MembersDialog dialog(path_);
    dialog.select("Bert");
    answerNext<QMessageBox>([](QMessageBox* box) {
        // (English's singular and plural come from its translation, not loaded here.)
        QVERIFY2(box->text().contains("keep their scores and wins in the 2 game"),
                 qPrintable(box->text()));
        QVERIFY(box->text().contains("Bert played with them"));
        QVERIFY(!box->text().contains("go too"));
        QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
        box->button(QMessageBox::Cancel)->click();
    });
    dialog.removeSelected();
    QCOMPARE(listed(dialog), (QStringList{"Bert", "Cora", "Dan", "Ada"}));

    dialog.select("Dan");
    answerNext<QMessageBox>([](QMessageBox* box) {
        QVERIFY2(box->text().contains("The 1 game") && box->text().contains("go"),
                 qPrintable(box->text()));
        button(box, "Remove Dan")->click();
    });
    dialog.removeSelected();
    QCOMPARE(listed(dialog), (QStringList{"Bert", "Cora", "Ada"}));
    Book book;
    QVERIFY(book.open(path_).isEmpty());
    QVERIFY(!book.contains("g3"));
}

void TestMembersDialog::everyActionIsReachedByKeyboard() {
    MembersDialog dialog(path_);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // A shortcut reaches only the active window.
    dialog.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QVERIFY(dialog.list()->focusPolicy() & Qt::TabFocus);
    for (const char* text : {"&Rename\u2026", "&Merge Into\u2026", "R&emove\u2026"}) {
        QPushButton* b = button(&dialog, QString::fromUtf8(text));
        QVERIFY2(b && b->isEnabled() && (b->focusPolicy() & Qt::TabFocus), text);
    }
    // Alt+R asks for Bert's new name.
    QString asked;
    answerNext<QInputDialog>([&asked](QInputDialog* ask) {
        asked = ask->textValue();
        ask->reject();
    });
    QTest::keyClick(&dialog, Qt::Key_R, Qt::AltModifier);
    QTRY_COMPARE(asked, QStringLiteral("Bert"));
}

void TestMembersDialog::newGameOffersTheBooksNames() {
    // The window's book (the recorder's, in the test's data folder).
    QFile::remove(Book::defaultPath());
    {
        Book book;
        QVERIFY(book.open(Book::defaultPath()).isEmpty());
        QVERIFY(book.record(onDay(test::sampleGame("w1", {"Ada", "Bert"}), 0)).isEmpty());
        QVERIFY(book.record(onDay(test::sampleGame("w2", {"Cora", "Ada"}), 1)).isEmpty());
    }
    app::MainWindow window(false);
    window.findChild<BookWriter*>()->waitUntilWritten(); // the names read on its thread
    app::KmNewGameDialog dialog(&window);
    QCOMPARE(dialog.seatsEditor()->knownNames(), (QStringList{"Ada", "Cora", "Bert"}));
    QLineEdit* name = dialog.seatsEditor()->name(1);
    QCompleter* completer = name->completer();
    QVERIFY(completer);
    completer->setCompletionPrefix("a");
    QStringList offered;
    for (int i = 0; i < completer->completionModel()->rowCount(); ++i)
        offered.append(completer->completionModel()->index(i, 0).data().toString());
    QCOMPARE(offered, (QStringList{"Ada", "Cora"})); // an "a" anywhere, most recent first
    QFile::remove(Book::defaultPath());
}

QTEST_MAIN(TestMembersDialog)
// A club's server that does not answer (it hangs, or is away behind a
// network that drops what is sent to it): the New Game dialog opens at
// once (before, it opened the book itself on the window's thread, waited
// out the connection's timeout of three seconds, and offered no names).
void TestMembersDialog::newGameDoesNotWaitForTheBook() {
    QTcpServer silent; // takes the connection, never answers
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    saveBookLocation(BookLocation::server(QStringLiteral("127.0.0.1"), silent.serverPort(),
                                          QStringLiteral("club"), QStringLiteral("ada"),
                                          QString()));
    {
        app::MainWindow window(false);
        QTest::qWait(100); // the writer's thread is waiting for the server now
        // Waiting for the server takes its whole 3 s: well over the margin
        // left for a slow machine (the sanitizers' build).
        QElapsedTimer opening;
        opening.start();
        app::KmNewGameDialog dialog(&window);
        QVERIFY2(opening.elapsed() < 2500, qPrintable(QString::number(opening.elapsed())));
        QVERIFY(dialog.seatsEditor()->knownNames().isEmpty()); // none read yet
    }
    saveBookLocation(BookLocation::file(Book::defaultPath()));
}

#include "tst_members_dialog.moc"
