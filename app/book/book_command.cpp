// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_command.h"

#include "book.h"
#include "book_export.h"
#include "book_recorder.h"
#include "book_settings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cstdio>
#include <cstring>

namespace club::book {

namespace {

const char* const bookOption = "club-book";

int fail(const QString& message, int code) {
    std::fprintf(stderr, "players-club: %s\n", qPrintable(message));
    return code;
}

} // namespace

bool clubBookCommandNamedIn(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        if (std::strncmp(argv[i], "--club-book", 11) == 0 &&
            (argv[i][11] == '\0' || argv[i][11] == '='))
            return true;
    return false;
}

void addClubBookOptions(QCommandLineParser& parser, const QStringList& taken) {
    parser.addOption({QString::fromLatin1(bookOption),
                      QCoreApplication::translate(
                          "main", "The club's book: \"export\" writes its games as CSV (--format "
                                  "csv, the one format, or none) to the file given with --output."),
                      QStringLiteral("ACTION")});
    if (!taken.contains(QStringLiteral("format")))
        parser.addOption(
            {QStringLiteral("format"),
             QCoreApplication::translate("main", "The format of the club's book export: \"csv\"."),
             QStringLiteral("FORMAT")});
    if (!taken.contains(QStringLiteral("output")))
        parser.addOption({QStringLiteral("output"),
                          QCoreApplication::translate("main", "The file to write."),
                          QStringLiteral("FILE")});
}

bool clubBookChosen(const QCommandLineParser& parser) {
    return parser.isSet(QString::fromLatin1(bookOption));
}

int runClubBookCommand(const QCommandLineParser& parser) {
    const QString action = parser.value(QString::fromLatin1(bookOption));
    if (action != QLatin1String("export"))
        return fail(QCoreApplication::translate(
                        "main", "--club-book knows one action, \"export\", not \"%1\".")
                        .arg(action),
                    2);
    // CSV when no format is given (the option is shared: it has no default).
    const QString format = parser.value(QStringLiteral("format")).trimmed().toLower();
    if (!format.isEmpty() && format != QLatin1String("csv"))
        return fail(QCoreApplication::translate(
                        "main", "The club's book is exported as \"csv\", not \"%1\".")
                        .arg(format),
                    2);
    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty())
        return fail(
            QCoreApplication::translate("main", "Give the file to write with --output FILE."), 2);

    const BookLocation location = savedBookLocation(); // this computer's, or the club's server
    BookRecorder(location, pendingPathFor(location)).flushPending(); // games waiting go in first
    Book book;
    if (const QString problem = book.open(location); !problem.isEmpty())
        return fail(QCoreApplication::translate("main", "The club's book %1 cannot be read: %2")
                        .arg(location.describe(), problem),
                    1);
    if (const QString problem = writeGamesCsv(book.games(), output); !problem.isEmpty())
        return fail(QCoreApplication::translate("main", "Cannot write %1: %2").arg(output, problem),
                    1);
    return 0;
}

} // namespace club::book
