// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the valid save files of the seed corpora (corpus/<extension>/valid-*)
// through the engine's own writers, so the fuzzers start from files exactly
// as the program writes them: every kind of game, fresh, in progress, with
// undone moves to redo, finished, and seeds that must be written as strings.
// Each game brings its part (tests/<game>/seed_corpus.cpp, seed_corpus.h).
// Run by hand when a format changes:
//
//   cmake --build build --target fuzz_write_seed_corpus
//   build/tests/fuzz/fuzz_write_seed_corpus tests/fuzz/corpus
//
// With --check (the test fuzz_seed_corpus) it writes into a temporary folder
// instead and fails unless every registered save format (core/game_formats.h)
// has a writer and every writer is for a registered format, every file it
// writes opens as the program's Open would, and it writes exactly the
// valid-* files of the committed corpus.
#include "core/game_formats.h"
#include "seed_corpus.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <cstdio>
#include <cstdlib>

namespace {
QStringList written;
}

void club::test::seedWritten(const Message& problem, const QString& path) {
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(path), qPrintable(problem.english()));
        std::exit(1);
    }
    written << path;
}

namespace {
/// The problems of the files written into `folder` for `format`, against
/// the committed `corpus` folder of the same format.
QStringList problemsOf(const club::GameFormat& format, const QString& folder,
                       const QString& corpus) {
    QStringList problems;
    QSet<QString> names;
    for (const QString& name : QDir(folder).entryList(QDir::Files)) {
        names << name;
        const QString path = QDir(folder).filePath(name);
        const club::Message refusal = format.check(path);
        if (!refusal.isEmpty()) problems << name + QStringLiteral(": ") + refusal.english();
        if (!QFileInfo::exists(QDir(corpus).filePath(name)))
            problems << name + QStringLiteral(": written, but not in ") + corpus;
    }
    for (const QString& name : QDir(corpus).entryList({QStringLiteral("valid-*")}, QDir::Files))
        if (!names.contains(name))
            problems << name + QStringLiteral(": in the corpus, but no longer written");
    return problems;
}
} // namespace

int main(int argc, char** argv) {
    const bool check = argc == 3 && QLatin1String(argv[1]) == QLatin1String("--check");
    if (argc != 2 && !check) {
        std::fprintf(stderr, "usage: %s [--check] <tests/fuzz/corpus>\n", argv[0]);
        return 2;
    }
    const QString corpus = QString::fromLocal8Bit(argv[argc - 1]);
    QTemporaryDir scratch;
    const QString dir = check ? scratch.path() : corpus;
    club::registerEngineGames();
    if (club::test::seedWriters().empty()) {
        std::fprintf(stderr, "no seed writer was built in\n");
        return 1;
    }
    QStringList problems;
    QSet<QString> writers;
    for (const auto& [extension, write] : club::test::seedWriters())
        writers << extension;
    for (const club::GameFormat& format : club::GameFormats::all())
        if (!writers.contains(format.extension))
            problems << QStringLiteral("no seed writer for .%1 (tests/<game>/seed_corpus.cpp)")
                            .arg(format.extension);
    for (const auto& [extension, write] : club::test::seedWriters()) {
        const club::GameFormat* format = club::GameFormats::forExtension(extension);
        if (!format) {
            problems << QStringLiteral("a seed writer for .%1, which is no registered save format")
                            .arg(extension);
            continue;
        }
        const QString folder = QDir(dir).filePath(extension);
        QDir().mkpath(folder);
        write(folder);
        if (check) problems << problemsOf(*format, folder, QDir(corpus).filePath(extension));
    }
    for (const QString& problem : problems)
        std::fprintf(stderr, "%s\n", qPrintable(problem));
    std::printf("wrote %lld files%s\n", static_cast<long long>(written.size()),
                check ? " (checked, then thrown away)" : "");
    return problems.isEmpty() ? 0 : 1;
}
