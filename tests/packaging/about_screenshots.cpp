// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the About box and the Language menu, to look at them as a
// player would (run by hand): about_screenshots [OUTPUT_DIR]
#include "about_dialog.h"
#include "fonts.h"
#include "language.h"

#include <QApplication>
#include <QIcon>
#include <QMenu>
#include <QTabWidget>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    QApplication::setWindowIcon(
        QIcon(QStringLiteral(":/players-club/io.github.playersclub.PlayersClub.svg")));
    club::app::loadEmbeddedFonts();

    club::app::AboutDialog about;
    about.show();
    QApplication::processEvents();
    about.grab().save(out + QStringLiteral("/about-games.png"));
    about.findChild<QTabWidget*>()->setCurrentIndex(1);
    QApplication::processEvents();
    about.grab().save(out + QStringLiteral("/about-fonts.png"));

    QWidget parent;
    QMenu* menu = club::app::createLanguageMenu(&parent);
    menu->adjustSize();
    menu->grab().save(out + QStringLiteral("/language-menu.png"));
    return 0;
}
