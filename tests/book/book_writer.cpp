// SPDX-License-Identifier: GPL-3.0-or-later
// One laptop of a party night, for tst_book_postgres: records games into a
// club's server book through the real recorder, as the program does.
// book_writer HOST PORT DATABASE USER PASSWORD PENDING-FILE NAME SHARED OWN
// records SHARED games "shared-i" (which the other writer records too) and
// OWN games "NAME-i", the members' seats in a different order each game.
// Exits 0 when every game went into the book (none left pending).
#include "book_recorder.h"
#include "book_test_util.h"

#include <QCoreApplication>
#include <cstdio>

using namespace club;

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    const QStringList a = app.arguments();
    if (a.size() != 10) {
        std::fprintf(stderr, "usage: book_writer HOST PORT DATABASE USER PASSWORD PENDING NAME "
                             "SHARED OWN\n");
        return 2;
    }
    book::BookRecorder recorder(
        book::BookLocation::server(a.at(1), a.at(2).toInt(), a.at(3), a.at(4), a.at(5)), a.at(6));
    QObject::connect(&recorder, &book::BookRecorder::unavailable, [](const QString& reason) {
        std::fprintf(stderr, "book_writer: %s\n", qPrintable(reason));
    });
    const QString name = a.at(7);
    const int shared = a.at(8).toInt();
    const int own = a.at(9).toInt();
    QStringList members = {QStringLiteral("Ada"), QStringLiteral("Bert"), QStringLiteral("Cora")};
    if (name.endsWith(QLatin1Char('b'))) std::reverse(members.begin(), members.end());
    int failed = 0;
    for (int i = 0; i < std::max(shared, own); ++i) {
        std::rotate(members.begin(), members.begin() + 1, members.end());
        if (i < shared &&
            !recorder.record(test::sampleGame(QStringLiteral("shared-%1").arg(i), members)))
            ++failed;
        if (i < own &&
            !recorder.record(test::sampleGame(QStringLiteral("%1-%2").arg(name).arg(i), members)))
            ++failed;
    }
    if (failed)
        std::fprintf(stderr, "book_writer %s: %d games not written\n", qPrintable(name), failed);
    return failed == 0 ? 0 : 1;
}
