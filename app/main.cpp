// Players Club: the desktop game.
#include "fonts.h"
#include "main_window.h"
#include "pm/pm_score_sheet.h"

#include <QApplication>
#include <QCommandLineParser>
#include <cstdio>

namespace {

/// players-club --blank-score-sheet --players N --output FILE.pdf
int printBlankScoreSheet(const QCommandLineParser& parser) {
    bool ok = false;
    const int players = parser.value(QStringLiteral("players")).toInt(&ok);
    const QString output = parser.value(QStringLiteral("output"));
    if (!ok || players < 2 || players > 8) {
        std::fprintf(stderr, "players-club: --players must be a number from 2 to 8\n");
        return 2;
    }
    if (output.isEmpty()) {
        std::fprintf(stderr, "players-club: --output FILE.pdf is required\n");
        return 2;
    }
    const QString error =
        club::app::exportScoreSheetPdf(club::app::blankScoreSheet(players), output);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "players-club: %s\n", qPrintable(error));
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("players-club"));
    QApplication::setApplicationDisplayName(QStringLiteral("Players Club"));
    QApplication::setOrganizationName(QStringLiteral("Players Club"));
    QApplication::setOrganizationDomain(QStringLiteral("playersclub.example"));
    QApplication::setApplicationVersion(QStringLiteral(PLAYERS_CLUB_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Period parlour games: P.M., Patchesi, King's Men and "
                                        "Once Around Cribbage."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({QStringLiteral("blank-score-sheet"),
                      QApplication::translate("main", "Write a blank P.M. rubber score sheet "
                                                      "as PDF, for play with a real set.")});
    parser.addOption({QStringLiteral("players"),
                      QApplication::translate("main", "Players on the blank sheet (2 to 8)."),
                      QStringLiteral("N"), QStringLiteral("4")});
    parser.addOption({QStringLiteral("output"),
                      QApplication::translate("main", "The PDF file to write."),
                      QStringLiteral("FILE")});
    parser.process(app);

    club::app::loadEmbeddedFonts();
    if (parser.isSet(QStringLiteral("blank-score-sheet"))) return printBlankScoreSheet(parser);

    club::app::MainWindow window;
    window.show();
    return app.exec();
}
