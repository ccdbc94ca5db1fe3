// Players Club: the desktop game.
#include "fonts.h"
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>

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
    parser.process(app);

    club::app::loadEmbeddedFonts();
    club::app::MainWindow window;
    window.show();
    return app.exec();
}
