// SPDX-License-Identifier: GPL-3.0-or-later
// Players Club: the desktop game.
//   players-club [FILE]      open a saved game (any registered format)
//   players-club --blank-score-sheet --players N --output FILE.pdf (and the other
//                sheets the games register: common/sheet_commands.h)
//   players-club --club-book export --format csv --output FILE (the club's
//                book's games, app/book/book_command.h)
//   players-club --new GAME --seat NAME:KIND ... [--phone-address ADDRESS]
//                [--phone-port N] (a game started at once, with people on
//                phones too: common/new_game_command.h)
//   players-club --help | --version (need no display)
#include "book/book_command.h"
#include "common/game_page.h"
#include "common/game_registry.h"
#include "common/new_game_command.h"
#include "common/screen_scale.h"
#include "common/settings_migration.h"
#include "common/sheet_commands.h"
#include "core/game_formats.h"
#include "fonts.h"
#include "language.h"
#include "main_window.h"
#include "phones/phone_hosting.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileOpenEvent>
#include <QHostAddress>
#include <QIcon>
#include <QSettings>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {

const char* const appId = "io.github.playersclub.PlayersClub";

/// --help and --version only print: they must work without a display (over
/// ssh, in a package test), so they get a console application.
bool onlyPrints(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

/// Sheets written from the command line (common/sheet_commands.h) are only
/// drawn into files: with no display at all (over ssh, in a package test)
/// they are drawn off screen rather than failing.
void allowSheetWithoutDisplay(int argc, char* argv[]) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
        !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return;
    if (club::app::sheetCommandNamedIn(argc, argv)) qputenv("QT_QPA_PLATFORM", "offscreen");
#else
    Q_UNUSED(argc);
    Q_UNUSED(argv);
#endif
}

/// macOS hands a double-clicked file to the running program as an event.
class FileOpenForwarder : public QObject {
public:
    explicit FileOpenForwarder(club::app::MainWindow* window) : window_(window) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::FileOpen) return QObject::eventFilter(watched, event);
        window_->openPath(static_cast<QFileOpenEvent*>(event)->file());
        return true;
    }

private:
    club::app::MainWindow* window_;
};

/// The saved games' extensions (".<extension>, ..."), from the engine's list of games.
QString savedGameSuffixes() {
    club::registerEngineGames();
    QStringList suffixes;
    for (const club::GameFormat& game : club::GameFormats::all())
        suffixes << QLatin1Char('.') + game.extension;
    return suffixes.join(QStringLiteral(", "));
}

} // namespace

int main(int argc, char* argv[]) {
    // The club's book's export needs no display either.
    const bool console = onlyPrints(argc, argv) || club::book::clubBookCommandNamedIn(argc, argv);
    club::app::registerBuiltInGames(); // the games' command-line sheets, for --help too
    allowSheetWithoutDisplay(argc, argv);
    std::unique_ptr<QCoreApplication> app(console ? new QCoreApplication(argc, argv)
                                                  : new QApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("players-club"));
    QCoreApplication::setOrganizationName(QStringLiteral("Players Club"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("playersclub.github.io"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PLAYERS_CLUB_VERSION));
    club::app::installTranslations(club::app::localeForLanguage(club::app::chosenLanguage()));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Period parlour games: P.M., Patchesi, King's Men and "
                                            "Once Around Cribbage."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("main", "A saved game to open (%1).").arg(savedGameSuffixes()),
        QStringLiteral("[file]"));
    club::app::addSheetCommandOptions(parser);
    club::app::addNewGameOptions(parser);
    club::book::addClubBookOptions(parser, club::app::sheetCommandOptionNames());
    parser.process(*app);
    if (club::book::clubBookChosen(parser)) return club::book::runClubBookCommand(parser);
    if (console) return 0; // process() has printed and exited already

    QGuiApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Players Club"));
    QGuiApplication::setDesktopFileName(QLatin1String(appId));
    QGuiApplication::setWindowIcon(
        QIcon(QStringLiteral(":/players-club/%1.svg").arg(QLatin1String(appId))));
    club::app::loadEmbeddedFonts();
    if (const club::app::SheetCommand* sheets = club::app::chosenSheetCommand(parser))
        return sheets->run(parser);
    club::app::scaleTextToScreen(); // text as large as the boards on a 4K screen at 100 %

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        std::fprintf(
            stderr, "players-club: %s\n",
            qPrintable(QCoreApplication::translate("main", "give at most one saved game to open")));
        return 2;
    }
    QString problem;
    const std::optional<club::app::NewGameCommand> newGame =
        club::app::newGameCommand(parser, &problem);
    if (!newGame) return club::app::sheetCommandError(problem);
    if (!newGame->gameId.isEmpty() && !files.isEmpty())
        return club::app::sheetCommandError(
            QCoreApplication::translate("main", "give a saved game to open or --new, not both"));
    if (!newGame->phoneAddress.isEmpty() || newGame->phonePort >= 0) {
        QHostAddress address; // null: the usual address
        if (!newGame->phoneAddress.isEmpty() && !address.setAddress(newGame->phoneAddress))
            return club::app::sheetCommandError(
                QCoreApplication::translate("main", "--phone-address wants an IP address, not "
                                                    "\"%1\"")
                    .arg(newGame->phoneAddress));
        club::app::PhoneHosting::setListenOverride(
            address, quint16(newGame->phonePort >= 0 ? newGame->phonePort : 8650));
    }
    if (!newGame->gameId.isEmpty())
        club::app::PhoneHosting::setPrintLinks(
            true); // the phones' links, for the one who started it
    {
        QSettings settings; // the settings of earlier versions, moved once
        club::app::migrateLegacySettings(settings);
    }
    // A saved game or a new one given on the command line replaces the
    // offer to resume.
    club::app::MainWindow window(files.isEmpty() && newGame->gameId.isEmpty());
    if (!newGame->gameId.isEmpty()) {
        club::app::GamePage* page = window.gamePage(newGame->gameId);
        if (!page) {
            QStringList ids;
            for (const club::app::GameRegistration& game : club::app::GameRegistry::games())
                ids << game.id;
            return club::app::sheetCommandError(
                QCoreApplication::translate("main", "no game called \"%1\" (the games: %2)")
                    .arg(newGame->gameId, ids.join(QStringLiteral(", "))));
        }
        if (const QString refused = page->startFromSeats(newGame->seats); !refused.isEmpty())
            return club::app::sheetCommandError(refused);
    }
    FileOpenForwarder forwarder(&window);
    app->installEventFilter(&forwarder);
    window.show();
    if (!files.isEmpty()) window.openPath(files.first());
    if (!newGame->gameId.isEmpty()) window.openGame(newGame->gameId);
    return app->exec();
}
