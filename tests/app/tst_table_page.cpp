// SPDX-License-Identifier: GPL-3.0-or-later
// The file handling every game's page shares (common/table_page.h): Save
// makes the file the game's, a failed save changes nothing, a game opened
// from the autosave has no file of its own, and Resume opens the autosave.
#include "common/autosaver.h"
#include "common/table_page.h"
#include "core/format_error.h"
#include "core/save_file.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace club;
using namespace club::app;

namespace {
// A page whose "table" is a line of text, saved in a save file's envelope.
class TextPage : public TablePage {
public:
    explicit TextPage(QWidget* parent = nullptr)
        : TablePage(QStringLiteral("autosave-test.txt"), parent) {}
    ~TextPage() override { closeAutosave(); }

    QString text;
    bool failWrites = false;
    QStringList opened;

    void change(const QString& t) {
        text = t;
        autosaver()->schedule();
    }
    void startNew() { forgetPath(); }

    QString gameId() const override { return QStringLiteral("test"); }
    QString title() const override { return QStringLiteral("Test"); }
    QString fileFilter() const override { return {}; }
    QString defaultFileName() const override { return QStringLiteral("game.txt"); }
    bool hasGame() const override { return true; }
    bool hasGameInProgress() const override { return true; }
    QString newGameText() const override { return {}; }
    bool newGame() override { return true; }
    QString openFile(const QString& path) override {
        try {
            text = readSaveFile(path, gameId(), 1).value(QStringLiteral("text")).toString();
        } catch (const FormatError& e) {
            return e.message().english();
        }
        opened << path;
        openedFrom(path);
        return {};
    }
    bool canUndo() const override { return false; }
    void undo() override {}
    void setPace(int) override {}
    QString rulesMenuText() const override { return {}; }
    QString rulesTitle() const override { return {}; }
    QString rulesHtml() const override { return {}; }

protected:
    Message writeGame(const QString& path) override {
        if (failWrites) return Message::verbatim(QStringLiteral("disc full"));
        // A save like every game's (the page adds its own fields to it).
        return writeSave(path, gameId(), 1, {{QStringLiteral("text"), text}});
    }
};
} // namespace

class TestTablePage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // never touch the player's files
        QFile::remove(Autosaver::pathFor(QStringLiteral("autosave-test.txt")));
    }

    void saveMakesTheFileTheGames() {
        TextPage page;
        QSignalSpy changed(&page, &GamePage::actionsChanged);
        const QString path = QDir::temp().filePath(QStringLiteral("tst_table_page.txt"));
        page.text = QStringLiteral("one");
        QCOMPARE(page.saveFile(path), QString());
        QCOMPARE(page.currentPath(), path);
        QCOMPARE(changed.size(), 1);
        page.startNew();
        QCOMPARE(page.currentPath(), QString());
        QFile::remove(path);
    }

    void failedSaveChangesNothing() {
        TextPage page;
        const QString path = QDir::temp().filePath(QStringLiteral("tst_table_page_fail.txt"));
        page.failWrites = true;
        QCOMPARE(page.saveFile(path), QStringLiteral("disc full"));
        QCOMPARE(page.currentPath(), QString());
        QVERIFY(!QFile::exists(path));
    }

    void autosaveIsResumedButNeverTheGamesFile() {
        const QString autosave = Autosaver::pathFor(QStringLiteral("autosave-test.txt"));
        {
            TextPage page;
            QVERIFY(!page.hasAutosave());
            page.change(QStringLiteral("half played"));
            // The pending save is written when the page closes, while it still can.
        }
        QVERIFY(QFile::exists(autosave));
        TextPage page;
        QVERIFY(page.hasAutosave());
        QCOMPARE(page.resume(), QString());
        QCOMPARE(page.opened, QStringList{autosave});
        QCOMPARE(page.text, QStringLiteral("half played"));
        QCOMPARE(page.currentPath(), QString()); // Save asks where
        QFile::remove(autosave);
    }
};

QTEST_MAIN(TestTablePage)
#include "tst_table_page.moc"
