// SPDX-License-Identifier: GPL-3.0-or-later
// The program that tst_book_killed kills (issue 27, "kill the program in
// the middle of a write"): it records games "game-FIRST", "game-FIRST+1"...
// through the BookRecorder, as the program's book writer does, and prints
// each number once the recorder has returned (the game is then in the book
// or the pending file), until it is killed.
//
//   book_crash_child BOOK FIRST COUNT
#include "book_recorder.h"
#include "book_test_util.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc != 4) {
        std::fprintf(stderr, "usage: book_crash_child BOOK FIRST COUNT\n");
        return 2;
    }
    club::book::BookRecorder recorder(QString::fromLocal8Bit(argv[1]));
    const int first = std::atoi(argv[2]), count = std::atoi(argv[3]);
    for (int n = first; n < first + count; ++n) {
        recorder.record(club::test::sampleGame(QStringLiteral("game-%1").arg(n),
                                               {"Ada", "Bert", "Clara", "Dora"}));
        std::printf("%d\n", n);
        std::fflush(stdout);
    }
    return 0;
}
