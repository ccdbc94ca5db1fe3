// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: Save, Open and Export start in the person's documents folder,
// or in the folder last used for that kind of file (saved games and sheets
// each keep their own), never in the folder the program was started from.
// Runs with a temporary HOME and XDG folders, so nothing real is touched.
#include "common/file_dialogs.h"
#include "common/game_page.h"
#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "file_dialog_answer.h"

using namespace club;
using app::FileKind;

namespace {
QTemporaryDir* home = nullptr; // made in main(), before QApplication reads the environment

QString documents() {
    return home->filePath(QStringLiteral("Documents"));
}

/// The folder the next file dialog shows; answers it with `answer`
/// (a path, to accept) or cancels it (empty).
QString folderOfNextDialog(const std::function<void()>& act, const QString& answer = {}) {
    QString folder;
    QTimer watcher;
    QObject::connect(&watcher, &QTimer::timeout, [&] {
        if (auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
            folder = d->directory().absolutePath();
            if (answer.isEmpty())
                d->reject();
            else
                test::answerFileDialog(d, answer);
        }
    });
    watcher.start(20);
    act();
    return folder;
}
} // namespace

class TestFileDialogs : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QSettings().clear();
        QVERIFY(QDir().mkpath(documents()));
        // Started from elsewhere: a dialog must not start here.
        const QString started = home->filePath(QStringLiteral("started-here"));
        QVERIFY(QDir().mkpath(started));
        QVERIFY(QDir::setCurrent(started));
    }

    void aFirstDialogStartsInTheDocumentsFolder() {
        QCOMPARE(app::startFolder(FileKind::SavedGame), documents());
        QCOMPARE(app::startFolder(FileKind::Sheet), documents());
    }

    void eachKindRemembersItsOwnFolder() {
        const QString games = home->filePath(QStringLiteral("games"));
        const QString sheets = home->filePath(QStringLiteral("sheets"));
        QVERIFY(QDir().mkpath(games) && QDir().mkpath(sheets));
        QString saved;
        QCOMPARE(folderOfNextDialog(
                     [&] {
                         saved = app::askSavePath(nullptr, QStringLiteral("Save"),
                                                  FileKind::SavedGame, QStringLiteral("a.pmrubber"),
                                                  QStringLiteral("P.M. (*.pmrubber)"));
                     },
                     games + QStringLiteral("/a.pmrubber")),
                 documents());
        QCOMPARE(saved, games + QStringLiteral("/a.pmrubber"));
        QCOMPARE(app::startFolder(FileKind::SavedGame), games);
        QCOMPARE(app::startFolder(FileKind::Sheet), documents()); // a sheet keeps its own
        folderOfNextDialog(
            [&] {
                app::askSavePath(nullptr, QStringLiteral("Export"), FileKind::Sheet,
                                 QStringLiteral("sheet.pdf"), QStringLiteral("PDF (*.pdf)"));
            },
            sheets + QStringLiteral("/sheet.pdf"));
        QCOMPARE(app::startFolder(FileKind::Sheet), sheets);
        QCOMPARE(app::startFolder(FileKind::SavedGame), games);
        // Cancelled: the folder stays what it was.
        folderOfNextDialog([&] {
            app::askOpenPath(nullptr, QStringLiteral("Open"), FileKind::SavedGame, QString());
        });
        QCOMPARE(app::startFolder(FileKind::SavedGame), games);
        // A remembered folder that is gone: back to the documents.
        QVERIFY(QDir(games).removeRecursively());
        QCOMPARE(app::startFolder(FileKind::SavedGame), documents());
    }

    // A name offered for a file keeps its last word readable before the
    // extension: French "Robre de P.M." gave "Robre de P.M.pmrubber".
    void aNameEndingInAnAbbreviationStaysReadable() {
        QCOMPARE(app::fileNameFor(QStringLiteral("Robre de P.M."), QStringLiteral("pmrubber")),
                 QStringLiteral("Robre de PM.pmrubber"));
        QCOMPARE(
            app::fileNameFor(QStringLiteral(" Hoja de tanteo de P.M. "), QStringLiteral("pdf")),
            QStringLiteral("Hoja de tanteo de PM.pdf"));
        QCOMPARE(app::fileNameFor(QStringLiteral("P.M. rubber"), QStringLiteral("pmrubber")),
                 QStringLiteral("P.M. rubber.pmrubber"));
        QCOMPARE(app::fileNameFor(QStringLiteral("P.M."), QStringLiteral("pdf")),
                 QStringLiteral("PM.pdf"));
    }

    // The window's own Open and Save As go through the same folders.
    void theWindowsOpenAndSaveAsStartThere() {
        app::MainWindow window(false);
        window.show();
        QAction* open = window.findChild<QAction*>(QStringLiteral("open"));
        QVERIFY(open);
        QCOMPARE(folderOfNextDialog([&] { open->trigger(); }), documents());
        const QString games = home->filePath(QStringLiteral("kept"));
        QVERIFY(QDir().mkpath(games));
        QSettings().setValue(QStringLiteral("folders/games"), games);
        QCOMPARE(folderOfNextDialog([&] { open->trigger(); }), games);
    }
};

int main(int argc, char** argv) {
    QTemporaryDir dir;
    home = &dir;
    qputenv("HOME", dir.path().toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toLocal8Bit());
    qputenv("XDG_STATE_HOME", dir.filePath(QStringLiteral("state")).toLocal8Bit());
    qunsetenv("XDG_DOCUMENTS_DIR");
    QApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("players-club-test"));
    app.setApplicationName(QStringLiteral("tst_file_dialogs"));
    TestFileDialogs test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_file_dialogs.moc"
