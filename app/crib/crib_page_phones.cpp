// SPDX-License-Identifier: GPL-3.0-or-later
// People playing on phones at the Cribbage table (issue 26): a phone seat's
// hand is never shown here and gets no pass screen; while it acts the
// table waits and says for whom; the host may move it back to the screen.
// And the command line's --new cribbage.
#include "common/autosaver.h"
#include "common/pass_screen.h"
#include "crib_new_match_dialog.h"
#include "crib_page.h"
#include "crib_words.h"
#include "engine/crib/player.h"
#include "phones/phone_hosting.h"

#include <QAction>
#include <QRandomGenerator>

namespace club::app {

bool CribPage::isPhoneSeat(int seat) const {
    const auto& seats = table_->seats();
    return seat >= 0 && seat < int(seats.size()) && seats[std::size_t(seat)].isPerson() &&
           seats[std::size_t(seat)].phone;
}

bool CribPage::hasPhoneSeat() const {
    for (int s = 0; s < int(table_->seats().size()); ++s)
        if (isPhoneSeat(s)) return true;
    return false;
}

QString CribPage::phoneWaitWords(int seat) const {
    const QString name = cribwords::seatName(table_->seats(), seat);
    return phones_->seatState(seat) == PhoneServer::SeatState::Away
               ? tr("%1's phone is away.").arg(name)
               : tr("Waiting for %1's phone.").arg(name);
}

QList<QAction*> CribPage::gameMenuActions() const {
    return {nextGameAction_, exportAction_, phones_->phonesAction()};
}

void CribPage::moveToScreen(int seat) {
    if (!hasGame() || !table_->setSeatOnPhone(seat, false)) return;
    autosaver()->schedule(); // the file says who plays where
    // The seat plays here from now on: before its hand is shown, the cards
    // are passed to it.
    confirmed_ = -1;
    if (table_->match().toAct() == seat && queue_.empty() && !waitingContinue_ && !waitingCut_)
        decide();
    refreshPanel();
    emit actionsChanged();
}

QString CribPage::startFromSeats(const QList<Seat>& seats) {
    const int hands = int(seats.size());
    if (hands < 2 || hands > 6)
        return tr("Once Around Cribbage is played by two to six hands, not %1.").arg(hands);
    std::vector<crib::Seat> chosen;
    for (int i = 0; i < hands; ++i) {
        crib::Seat seat = seats[i];
        if (!seat.isPerson() && !crib::parseLevel(seat.player.toStdString())) {
            QStringList levels; // as the command line writes them
            for (crib::Level level : crib::PlayerLevels)
                levels << QString::fromStdString(crib::levelName(level));
            return tr("\"%1\" is not a player of cribbage: a person, or a computer (%2).")
                .arg(seat.player, levels.join(QStringLiteral(", ")));
        }
        seat.phone = seat.phone && seat.isPerson();
        seat.name = seat.name.trimmed().left(40); // as long as a file keeps
        if (seat.name.isEmpty()) seat.name = CribNewMatchDialog::tr("Seat %1").arg(i + 1);
        seat.colour = i % 8; // the dialog's first colours
        chosen.push_back(seat);
    }
    const crib::Setup setup = CribNewMatchDialog::defaultSetup(hands);
    if (!startMatch(setup, chosen, QRandomGenerator::global()->generate64()))
        return tr("This match cannot be played.");
    return {};
}

} // namespace club::app
