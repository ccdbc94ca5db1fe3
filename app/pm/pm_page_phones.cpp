// SPDX-License-Identifier: GPL-3.0-or-later
// P.M.'s page with seats on phones (issue 26): the table as the phones see
// it (PmPhoneTable), the hosting of their server and dialog, the wait for a
// phone to play, a seat moved back to the screen, and a rubber started
// from the command line (--new pm --seat NAME:KIND ...).
#include "pm_page.h"

#include "common/computer_turns.h"
#include "common/pass_screen.h"
#include "engine/core/printable.h"
#include "engine/pm/table.h"
#include "engine_message.h"
#include "phones/phone_hosting.h"
#include "phones/phone_seat_card.h"
#include "pm_cut_screen.h"
#include "pm_new_rubber_dialog.h"
#include "pm_phone_table.h"
#include "pm_scene.h"
#include "pm_side_panel.h"

#include <QAction>
#include <QPushButton>
#include <QRandomGenerator>

#include <algorithm>

namespace club::app {

void PmPage::createPhones() {
    // A phone may play once the cut for dealer is dealt on the screen.
    phoneTable_ = new PmPhoneTable(
        table_, [this] { return cut_->isHidden(); }, this);
    phoneHosting_ = new PhoneHosting(phoneTable_, this);
    connect(panel_->phonesButton(), &QPushButton::clicked, phoneHosting_,
            &PhoneHosting::showDialog);
    // Each phone seat's board and row say how its phone stands.
    scene_->setPhoneStates([this](int seat) {
        if (!isPhoneSeat(seat)) return PmScene::PhoneState{};
        const PhoneServer::SeatState state = phoneHosting_->seatState(seat);
        return PmScene::PhoneState{phoneSeatStateShortWords(state),
                                   state == PhoneServer::SeatState::Away};
    });
    // "Ann's phone is away": the panel and the status line follow the phones.
    connect(phoneHosting_, &PhoneHosting::seatStateChanged, this, [this](int seat) {
        scene_->refreshPhoneStates();
        if (!table_->hasRubber()) return;
        refreshPanel();
        if (table_->game().isOver() || !cut_->isHidden()) return;
        if (seat == table_->seatToMove()) sayWhoPlays(seat);
    });
    connect(phoneHosting_, &PhoneHosting::moveToScreenRequested, this, [this](int seat) {
        if (!table_->setSeatOnPhone(seat, false)) return;
        autosave(); // the file keeps who plays where
        scene_->refreshPhoneStates();
        // The seat to play now gets the pass screen as any at the screen.
        if (!table_->game().isOver() && table_->seatToMove() == seat && cut_->isHidden())
            onTurnChanged(seat);
        refreshPanel();
        emit actionsChanged();
    });
}

QList<QAction*> PmPage::gameMenuActions() const {
    return {blankSheetsAction_, phoneHosting_->phonesAction()};
}

bool PmPage::isPhoneSeat(int seat) const {
    if (!table_->hasRubber() || seat < 0 || seat >= table_->rubber().players()) return false;
    return table_->rubber().config().seats[std::size_t(seat)].phone;
}

bool PmPage::hasPhoneSeat() const {
    if (!table_->hasRubber()) return false;
    const auto& seats = table_->rubber().config().seats;
    return std::any_of(seats.begin(), seats.end(), [](const pm::SeatConfig& s) { return s.phone; });
}

QString PmPage::phoneWaitWords(int seat) const {
    const QString name = table_->rubber().config().seats[std::size_t(seat)].name;
    return phoneHosting_->seatState(seat) == PhoneServer::SeatState::Away
               ? tr("%1's phone is away").arg(name)
               : tr("Waiting for %1's phone").arg(name);
}

void PmPage::waitForPhone(int seat) {
    Q_UNUSED(seat);
    // The hand is on the phone: none is shown here, and the next person
    // at the screen passes the screen before his is shown.
    viewer_ = -1;
    scene_->showHand(-1, PmScene::HandMode::Hidden);
}

QString PmPage::startFromSeats(const QList<Seat>& seats) {
    if (seats.size() < pm::MinPlayers || seats.size() > pm::MaxPlayers)
        return tr("P.M. is for 2 to 8 players, not %1.").arg(seats.size());
    QStringList kinds;
    for (const auto& choice : PmNewRubberDialog::playerChoices())
        kinds << choice.first;
    pm::RubberConfig config;
    for (int i = 0; i < seats.size(); ++i) {
        pm::SeatConfig seat = seats[i];
        if (!kinds.contains(seat.player))
            return tr("%1 cannot be played by \"%2\" in P.M.").arg(seat.name, seat.player);
        seat.name = seat.name.trimmed();
        if (seat.name.isEmpty()) seat.name = PmNewRubberDialog::tr("Player %1").arg(i + 1);
        seat.name = leftWhole(seat.name, 40); // as a save keeps it (SAVE-FORMAT.md)
        seat.colour = i;                      // the new-rubber dialog's first choices
        seat.phone = seat.phone && seat.isPerson();
        config.seats.push_back(seat);
    }
    config.seed = QRandomGenerator::global()->generate64();
    return startRubber(config);
}

} // namespace club::app
