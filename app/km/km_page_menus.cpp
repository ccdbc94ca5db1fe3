// SPDX-License-Identifier: GPL-3.0-or-later
// What the main window's menus ask of the King's Men page (GamePage): its
// file type, its new-game dialog, pace and rules. The menu words keep the
// translation context they had in the main window.
#include "common/autosaver.h"
#include "common/pace.h"
#include "km_new_game_dialog.h"
#include "km_page.h"
#include "km_rules_text.h"

#include <QRandomGenerator>

namespace club::app {

PageWords KmPage::pageWords() {
    return {
        .gameId = QStringLiteral("kings-men"),
        .saveExtension = QStringLiteral("kingsmen"),
        .saveName = [] { return tr("King's Men game", "the name a save is offered under"); },
        .title = [] { return tr("King's Men"); },
        .fileFilter = [] { return tr("King's Men games (*.kingsmen)"); },
        .newGameText = [] { return tr("&New Game of King's Men\u2026"); },
        .rulesMenuText = [] { return tr("&Rules of King's Men"); },
        .rulesTitle = [] { return tr("Rules of King's Men"); },
        .rulesHtml = [] { return kmRulesHtml(); },
    };
}

bool KmPage::newGame() {
    KmNewGameDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return false;
    startGame(dialog.seats(), QRandomGenerator::global()->generate64());
    return true;
}

QString KmPage::startFromSeats(const QList<Seat>& seats) {
    if (seats.size() != 2) return tr("King's Men is for two players, not %1.").arg(seats.size());
    km::Seats chosen;
    for (int i = 0; i < 2; ++i) {
        const Seat& given = seats[i];
        if (given.phone)
            return tr("%1 cannot play on a phone: King's Men is played at the screen.")
                .arg(given.name);
        // The command line names every game's levels alike; King's Men's
        // Beginner is the engine's "random" kind.
        std::optional<km::Level> level;
        if (given.player == QLatin1String("beginner"))
            level = km::Level::Random;
        else if (!given.isPerson())
            level = km::parseLevel(given.player.toStdString());
        if (!given.isPerson() && !level)
            return tr("\"%1\" is not a player of King's Men.").arg(given.player);
        chosen.setLevel(i == 0 ? km::Side::A : km::Side::B, level);
        chosen.setName(i == 0 ? km::Side::A : km::Side::B, given.name);
    }
    startGame(chosen, QRandomGenerator::global()->generate64());
    return {};
}

void KmPage::setPace(int pace) {
    const PaceMs ms = paceMs(pace, {{{420, 1100}, {260, 550}, {110, 120}}});
    setPace(ms.stepMs, ms.thinkMs);
}

} // namespace club::app
