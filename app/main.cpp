// Players Club: the desktop game.
//   players-club [FILE]      open a saved game (.pmrubber, .kingsmen)
//   players-club --blank-score-sheet --players N --output FILE.pdf
//   players-club --help | --version (need no display)
#include "common/screen_scale.h"
#include "fonts.h"
#include "language.h"
#include "main_window.h"
#include "pm/pm_score_sheet.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileOpenEvent>
#include <QIcon>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {

const char* const appId = "io.github.playersclub.PlayersClub";

/// players-club --blank-score-sheet --players N [--count N] --output FILE.pdf
int printBlankScoreSheet(const QCommandLineParser& parser) {
    bool ok = false;
    const int players = parser.value(QStringLiteral("players")).toInt(&ok);
    const QString output = parser.value(QStringLiteral("output"));
    if (!ok || players < 2 || players > 8) {
        std::fprintf(stderr, "players-club: %s\n",
                     qPrintable(QCoreApplication::translate(
                         "main", "--players must be a number from 2 to 8")));
        return 2;
    }
    if (output.isEmpty()) {
        std::fprintf(
            stderr, "players-club: %s\n",
            qPrintable(QCoreApplication::translate("main", "--output FILE.pdf is required")));
        return 2;
    }
    const int count = parser.value(QStringLiteral("count")).toInt(&ok);
    if (!ok || count < 1 || count > 100) {
        std::fprintf(stderr, "players-club: %s\n",
                     qPrintable(QCoreApplication::translate(
                         "main", "--count must be a number from 1 to 100")));
        return 2;
    }
    const QString error =
        club::app::exportScoreSheetPdf(club::app::blankScoreSheet(players), output, count);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "players-club: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}

/// --help and --version only print: they must work without a display (over
/// ssh, in a package test), so they get a console application.
bool onlyPrints(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

/// The blank score sheet is only drawn into a PDF: with no display at all
/// (over ssh, in a package test) it is drawn off screen rather than failing.
void allowSheetWithoutDisplay(int argc, char* argv[]) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") ||
        !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--blank-score-sheet") == 0)
            qputenv("QT_QPA_PLATFORM", "offscreen");
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

} // namespace

int main(int argc, char* argv[]) {
    const bool console = onlyPrints(argc, argv);
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
        QCoreApplication::translate("main", "A saved game to open (.pmrubber or .kingsmen)."),
        QStringLiteral("[file]"));
    parser.addOption(
        {QStringLiteral("blank-score-sheet"),
         QCoreApplication::translate(
             "main", "Write a blank P.M. rubber score sheet as PDF, for play with a real "
                     "set.")});
    parser.addOption({QStringLiteral("players"),
                      QCoreApplication::translate("main", "Players on the blank sheet (2 to 8)."),
                      QStringLiteral("N"), QStringLiteral("4")});
    parser.addOption({QStringLiteral("count"),
                      QCoreApplication::translate(
                          "main", "Blank sheets to write, one page a rubber (1 to 100)."),
                      QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("output"),
                      QCoreApplication::translate("main", "The PDF file to write."),
                      QStringLiteral("FILE")});
    parser.process(*app);
    if (console) return 0; // process() has printed and exited already

    QGuiApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Players Club"));
    QGuiApplication::setDesktopFileName(QLatin1String(appId));
    QGuiApplication::setWindowIcon(
        QIcon(QStringLiteral(":/players-club/%1.svg").arg(QLatin1String(appId))));
    club::app::loadEmbeddedFonts();
    if (parser.isSet(QStringLiteral("blank-score-sheet"))) return printBlankScoreSheet(parser);
    club::app::scaleTextToScreen(); // text as large as the boards on a 4K screen at 100 %

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        std::fprintf(
            stderr, "players-club: %s\n",
            qPrintable(QCoreApplication::translate("main", "give at most one saved game to open")));
        return 2;
    }
    // A saved game given on the command line replaces the offer to resume.
    club::app::MainWindow window(files.isEmpty());
    FileOpenForwarder forwarder(&window);
    app->installEventFilter(&forwarder);
    window.show();
    if (!files.isEmpty()) window.openPath(files.first());
    return app->exec();
}
