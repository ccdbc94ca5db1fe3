// SPDX-License-Identifier: GPL-3.0-or-later
// What the main window's menus ask of the Patchesi page (GamePage): its file
// type, its new-game dialog, pace and rules.
#include "common/autosaver.h"
#include "common/pace.h"
#include "engine/core/printable.h"
#include "engine/core/seat.h"
#include "pat_new_game_dialog.h"
#include "pat_page.h"
#include "pat_rules_text.h"
#include "pat_side_panel.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMessageBox>
#include <QRandomGenerator>

namespace club::app {

PageWords PatPage::pageWords() {
    return {
        .gameId = QStringLiteral("patchesi"),
        .saveExtension = QStringLiteral("patchesi"),
        .saveName = [] { return tr("Patchesi game", "the name a save is offered under"); },
        .title = [] { return tr("Patchesi"); },
        .fileFilter = [] { return tr("Patchesi games (*.patchesi)"); },
        .newGameText = [] { return tr("&New Game of Patchesi\u2026"); },
        .rulesMenuText = [] { return tr("&Rules of Patchesi"); },
        .rulesTitle = [] { return tr("Rules of Patchesi"); },
        .rulesHtml = [] { return patRulesHtml(); },
    };
}

bool PatPage::newGame() {
    PatNewGameDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return false;
    if (const QString problem = startGame(dialog.setup(), QRandomGenerator::global()->generate64());
        !problem.isEmpty()) {
        QMessageBox::warning(this, title(), problem);
        return false;
    }
    return true;
}

QString PatPage::startFromSeats(const QList<Seat>& seats) {
    const int players = int(seats.size());
    if (players < 2 || players > 4)
        return tr("Patchesi is for 2 to 4 players, not %1.").arg(players);
    pat::Setup setup = pat::Setup::standard(pat::Kind::Single, players);
    for (int i = 0; i < players; ++i) {
        const Seat& given = seats[i];
        if (given.phone)
            return tr("%1 cannot play on a phone: Patchesi is played at the screen.")
                .arg(given.name);
        pat::Seat& seat = setup.seats[std::size_t(i)];
        const QString name = leftWhole(given.name.trimmed(), 40); // as a save keeps it
        if (!name.isEmpty()) seat.name = name;
        seat.player = given.player;
    }
    return startGame(setup, QRandomGenerator::global()->generate64());
}

int PatPage::hostedSeat(const pat::Setup& setup, int seat) {
    // The pair of request seats 0+1 takes side 0, 2+3 side 1; within a
    // side the first named sits first (PAT-P1 seats partners opposite).
    // Worked out from the colours alone, so a resumed game maps as it did.
    const int side = pat::sideOf(setup.seats[std::size_t(seat)].colour);
    int before = 0;
    for (int s = 0; s < seat; ++s)
        before += pat::sideOf(setup.seats[std::size_t(s)].colour) == side ? 1 : 0;
    return 2 * side + before;
}

bool PatPage::playHosted(const HostedGame& game) {
    if (!game.pairs || game.seats.size() != 4) return false;
    pat::Setup setup = pat::Setup::standard(pat::Kind::Partner);
    for (int s = 0; s < int(setup.seats.size()); ++s) {
        pat::Seat& seat = setup.seats[std::size_t(s)];
        seat.name = game.seats[hostedSeat(setup, s)];
        seat.player = QString::fromLatin1(Seat::Person);
    }
    if (!startGame(setup, QRandomGenerator::global()->generate64()).isEmpty()) return false;
    beginHosted(game);
    panel_->setOccasion(game.note.value(QStringLiteral("occasion")).toString());
    return true;
}

void PatPage::claimHostedGame(quint64 tag) {
    TablePage::claimHostedGame(tag);
    panel_->setOccasion(hosted().asker.isEmpty()
                            ? QString()
                            : hosted().note.value(QStringLiteral("occasion")).toString());
}

QString PatPage::undoText() const {
    const int seat = undoSeat();
    if (peopleSeated() < 2 || seat < 0) return GamePage::undoText();
    QString who = name(seat);
    return tr("&Undo %1's Move").arg(who.replace(QLatin1Char('&'), QStringLiteral("&&")));
}

void PatPage::setPace(int pace) {
    const PaceMs ms = paceMs(pace, {{{210, 1000}, {120, 500}, {55, 160}}});
    setPace(ms.stepMs, ms.thinkMs);
}

} // namespace club::app
