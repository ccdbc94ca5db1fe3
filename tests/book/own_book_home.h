// SPDX-License-Identifier: GPL-3.0-or-later
// A book suite's own home: HOME in a temporary folder and settings of its
// own, so the test-mode book is not shared with suites running beside it
// (two runs in two worktrees once wrote one book and each counted the
// other's games); and the book taken away before each case.
#pragma once

#include "book.h"
#include "book_writer.h"
#include "core/finished_game.h"
#include "test_settings.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace club::test {

class OwnBookHome {
public:
    /// In initTestCase(): HOME and the settings named `settingsName`.
    void enter(const QString& settingsName) {
        QVERIFY(home_.isValid());
        qputenv("HOME", home_.path().toLocal8Bit());
        useClearTestSettings(settingsName);
        QVERIFY(book::Book::defaultPath().startsWith(home_.path()));
    }
    /// In init(): no book, no pending results.
    static void removeTheBook() {
        for (const char* end : {"", "-wal", "-shm", ".pending"})
            QFile::remove(book::Book::defaultPath() + QLatin1String(end));
    }

private:
    QTemporaryDir home_;
};

/// The book's games of `kind` and `unit`, oldest first, once the book
/// writer of `window` (if given) has written the games handed to it.
inline QList<FinishedGame> gamesInTheBook(const QObject* window, const QString& kind,
                                          const QString& unit) {
    if (window)
        if (auto* writer = window->findChild<book::BookWriter*>()) writer->waitUntilWritten();
    book::Book book;
    if (!book.open(book::Book::defaultPath()).isEmpty()) return {};
    QList<FinishedGame> games;
    for (const FinishedGame& game : book.games())
        if (game.kind == kind && game.unit == unit) games << game;
    return games;
}

} // namespace club::test
