// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 24: a game is added in its own folders plus a few places named in
// CONTRIBUTING.md ("Adding a game"). This suite scans the source tree for
// every registered game (core/game_formats.h, one per folder of CLUB_GAMES):
// a file outside the games' own places that names a game (its folder as a
// path or namespace, its save id in quotes, its save extension, its MIME
// type, its engine tool commands, or in a CMake file its folder) must be on
// the allow-list below, which says why. An entry that names no game any
// more fails too, so the list stays honest.
//
// A game's own places: engine/<game>, app/<game>, tests/<game>,
// resources/<game>*, translations/, its corpus folders tests/fuzz/corpus/
// <extension or game>*, and files elsewhere named after it (<game>_*,
// tst_<game>_*, *-<game>.*). One game's places may name another (a party
// night hosts a P.M. table).
#include "core/game_formats.h"
#include "test_paths.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <map>
#include <vector>

using namespace club;

namespace {

struct Allowed {
    const char* place; ///< a file, or a folder ending in '/'
    const char* why;
};

// Where a new game is added by hand (CONTRIBUTING.md, "Adding a game").
const std::vector<Allowed> AddedByHand = {
    {"CMakeLists.txt", "CLUB_GAMES, the one list of games"},
    {"engine/tool/games.cpp", "the engine tool's commands of each prefix"},
    {"engine/tool/PROTOCOL.md", "the engine tool's commands, documented"},
    {"packaging/", "the file types (MIME, desktop, metainfo, macOS, Windows, man page); "
                   "tests/packaging names whichever is missing"},
    {"README.md", "the game's row in \"What works today\""},
    {"tests/fuzz/fuzz_tool.cpp", "a game in progress of every kind for the tool's harness"},
    {"tests/fuzz/json.dict", "the fuzzers' dictionary of the formats' words"},
    {"CONTRIBUTING.md", "this list, with examples"},
};

// Places that name particular games for a reason of their own and need no
// edit for a new game.
const std::vector<Allowed> NamedForAReason = {
    {"engine/core/save_file.cpp", "\"a saved game of P.M.\": the two first games by name"},
    {"engine/tool/general_commands.cpp", "protocol 1's player_kinds are P.M.'s"},
    {"app/common/settings_migration.h",
     "the pace setting was P.M.'s (\"pm/pace\") before every game had one"},
    {"app/common/settings_migration.cpp",
     "the pace setting was P.M.'s (\"pm/pace\") before every game had one"},
    {"app/book/rating_history.cpp",
     "the score chart's exceptions: King's Men keeps no score, cribbage counts in fives and "
     "tens; another game gets the general bins"},
    {"tests/app/", "suites of the shared window and shell, played on particular games"},
    {"tests/core/", "suites of the shared core, with particular games' files"},
    {"tests/book/", "the club's book, each game's finished game played into it"},
    {"tests/translations/", "messages of particular games, translated"},
    {"tests/packaging/", "the packages' checks, with particular games' files"},
    {"tests/fuzz/corpus/tool/", "requests to the engine tool, found by its fuzzer"},
    {"tests/phones/",
     "whole games of the games with phones played over sockets, and their benchmark"},
};

/// The games' folder names, from CLUB_GAMES (top CMakeLists.txt).
QStringList gameFolders() {
    return QString::fromLatin1(PLAYERS_CLUB_GAMES).split(QLatin1Char(','), Qt::SkipEmptyParts);
}

struct Game {
    QString folder;
    const GameFormat* format = nullptr;
    std::vector<QRegularExpression> names;      ///< in any file
    std::vector<QRegularExpression> cmakeNames; ///< in a CMake file, too
};

std::vector<Game> games() {
    registerEngineGames();
    std::vector<Game> list;
    for (const QString& folder : gameFolders()) {
        Game g{folder, GameFormats::forToolPrefix(folder), {}, {}};
        if (!g.format) continue; // reported by everyGameFolderIsRegistered
        const auto re = [](const QString& pattern) { return QRegularExpression(pattern); };
        const QString f = QRegularExpression::escape(folder);
        g.names = {
            re(QStringLiteral("\\b%1(/|::)").arg(f)),
            re(QStringLiteral("\"%1\"").arg(QRegularExpression::escape(g.format->id))),
            re(QStringLiteral("\\.%1\\b").arg(QRegularExpression::escape(g.format->extension))),
            re(QRegularExpression::escape(g.format->mimeType)),
            re(QStringLiteral("\"%1\\.[a-z]")
                   .arg(QRegularExpression::escape(g.format->toolPrefix)))};
        g.cmakeNames = {re(QStringLiteral("\\b%1\\b").arg(f))};
        list.push_back(std::move(g));
    }
    return list;
}

/// Whether `path` (relative to the source folder) is one of `game`'s own.
bool ownPlace(const Game& game, const QString& path) {
    const QString& f = game.folder;
    for (const QString& dir :
         {QStringLiteral("engine/"), QStringLiteral("app/"), QStringLiteral("tests/")})
        if (path.startsWith(dir + f + QLatin1Char('/'))) return true;
    if (path.startsWith(QStringLiteral("resources/") + f) ||
        path.startsWith(QLatin1String("translations/")))
        return true;
    static const QString corpus = QStringLiteral("tests/fuzz/corpus/");
    if (path.startsWith(corpus)) {
        const QString dir = path.mid(corpus.size()).section(QLatin1Char('/'), 0, 0);
        if (dir.startsWith(f) || dir == game.format->extension) return true;
    }
    const QString name = path.section(QLatin1Char('/'), -1);
    return QRegularExpression(QStringLiteral("(^|[_-])%1[_.-]").arg(QRegularExpression::escape(f)))
        .match(name)
        .hasMatch();
}

const Allowed* allowed(const QString& path) {
    for (const auto* list : {&AddedByHand, &NamedForAReason})
        for (const Allowed& a : *list) {
            const QString place = QLatin1String(a.place);
            if (place.endsWith(QLatin1Char('/')) ? path.startsWith(place) : path == place)
                return &a;
        }
    return nullptr;
}

/// The source tree's text files, relative to it: no hidden folders, no
/// build folders, no binary files.
QStringList sourceFiles(const QString& root) {
    QStringList files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next().mid(root.size() + 1);
        const QString top = path.section(QLatin1Char('/'), 0, 0);
        if (path.contains(QLatin1String("/.")) || path.startsWith(QLatin1Char('.')) ||
            top.startsWith(QLatin1String("build")) ||
            QFile::exists(root + QLatin1Char('/') + top + QStringLiteral("/CMakeCache.txt")))
            continue;
        files << path;
    }
    return files;
}

/// The games `text` names, by folder.
QStringList named(const std::vector<Game>& list, const QString& path, const QString& text) {
    const QString name = path.section(QLatin1Char('/'), -1);
    const bool cmake =
        name == QLatin1String("CMakeLists.txt") || name.endsWith(QLatin1String(".cmake"));
    QStringList folders;
    for (const Game& g : list) {
        bool hit = false;
        for (const QRegularExpression& re : g.names)
            hit = hit || re.match(text).hasMatch();
        if (cmake)
            for (const QRegularExpression& re : g.cmakeNames)
                hit = hit || re.match(text).hasMatch();
        if (hit) folders << g.folder;
    }
    return folders;
}
} // namespace

class TestGamesNamedOnce : public QObject {
    Q_OBJECT
private slots:
    void everyGameFolderIsRegistered();
    void gamesNamedOnlyInTheirPlacesAndTheAllowList();
};

// The scan finds a game's names through its registration, by its folder
// (the engine tool's prefix).
void TestGamesNamedOnce::everyGameFolderIsRegistered() {
    registerEngineGames();
    QVERIFY(!gameFolders().isEmpty());
    for (const QString& folder : gameFolders())
        QVERIFY2(GameFormats::forToolPrefix(folder),
                 qPrintable(QStringLiteral("the game folder %1 registers no save format with "
                                           "the tool prefix %1")
                                .arg(folder)));
    QCOMPARE(qsizetype(GameFormats::all().size()), gameFolders().size());
}

void TestGamesNamedOnce::gamesNamedOnlyInTheirPlacesAndTheAllowList() {
    const std::vector<Game> list = games();
    QVERIFY(!list.empty());
    const QString root = club::test::sourcePath();
    QStringList unexpected;
    std::map<QString, QStringList> allowedHits; // allow-list place -> files naming a game
    for (const QString& path : sourceFiles(root)) {
        QFile file(root + QLatin1Char('/') + path);
        if (file.size() > 4 * 1024 * 1024 || !file.open(QIODevice::ReadOnly)) continue;
        const QByteArray bytes = file.readAll();
        if (bytes.contains('\0')) continue; // pictures and the like
        const bool own =
            std::any_of(list.begin(), list.end(), [&](const Game& g) { return ownPlace(g, path); });
        if (own) continue;
        const QStringList folders = named(list, path, QString::fromUtf8(bytes));
        if (folders.isEmpty()) continue;
        if (const Allowed* a = allowed(path))
            allowedHits[QLatin1String(a->place)] << path;
        else
            unexpected << path + QStringLiteral(" names ") + folders.join(QStringLiteral(", "));
    }
    for (const QString& u : unexpected)
        qWarning("%s", qPrintable(u));
    QVERIFY2(unexpected.isEmpty(),
             "files outside the games' folders name a game (above): read the list from "
             "core/game_formats.h or CLUB_GAMES, or add the file to this suite's allow-list "
             "and CONTRIBUTING.md with the reason");
    for (const auto* entries : {&AddedByHand, &NamedForAReason})
        for (const Allowed& a : *entries)
            QVERIFY2(allowedHits.count(QLatin1String(a.place)),
                     qPrintable(QStringLiteral("%1 is on the allow-list but names no game: "
                                               "take it off")
                                    .arg(QLatin1String(a.place))));
}

QTEST_GUILESS_MAIN(TestGamesNamedOnce)
#include "tst_games_named_once.moc"
