// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_phone_table.h"

#include "common/computer_thinker.h"
#include "engine/pm/hint.h"
#include "engine/pm/seat_view_json.h"
#include "engine/pm/table.h"
#include "engine/pm/view.h"
#include "pm_hint_words.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMetaObject>

namespace club::app {

PmPhoneTable::PmPhoneTable(pm::Table* table, std::function<bool()> tableOpen, QObject* parent)
    : PhoneTable(QStringLiteral("pm"), parent), table_(table), tableOpen_(std::move(tableOpen)),
      hinter_(new ComputerThinker([table] { return table->revision(); }, this)) {
    // Every signal that changes what a seat sees; a move sends several.
    const auto change = [this] { announceChange(); };
    connect(table_, &pm::Table::rubberStarted, this, change);
    connect(table_, &pm::Table::gameStarted, this, change);
    connect(table_, &pm::Table::turnChanged, this, change);
    connect(table_, &pm::Table::cardPlayed, this, change);
    connect(table_, &pm::Table::gameOver, this, change);
    connect(table_, &pm::Table::gamePlayedAside, this, change);
    connect(table_, &pm::Table::rubberOver, this, change);
    connect(table_, &pm::Table::scoresChanged, this, change);
    connect(table_, &pm::Table::positionReset, this, change); // undo, redo, load
    // Which seats are on phones: a new rubber or one opened, or a seat
    // moved to the screen (or to a phone).
    connect(table_, &pm::Table::rubberStarted, this, &PhoneTable::seatsChanged);
    connect(table_, &pm::Table::seatOnPhoneChanged, this, [this] {
        emit seatsChanged();
        announceChange();
    });
}

PmPhoneTable::~PmPhoneTable() = default;

void PmPhoneTable::announceChange() {
    if (changePending_) return;
    changePending_ = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            changePending_ = false;
            emit changed();
        },
        Qt::QueuedConnection);
}

QList<PhoneSeat> PmPhoneTable::tableSeats() const {
    QList<PhoneSeat> seats;
    if (!table_->hasRubber()) return seats;
    const auto& all = table_->rubber().config().seats;
    for (int s = 0; s < table_->rubber().players(); ++s)
        seats.append({all[std::size_t(s)].name, all[std::size_t(s)].phone});
    return seats;
}

QJsonObject PmPhoneTable::viewOf(int seat) const {
    QJsonObject view = pm::seatViewJson(*table_, seat);
    // The cut for the deal is on the screen: no phone says "Your turn" for a
    // card it may not play yet, nor shows a hand not dealt there.
    if (tableOpen_ && !tableOpen_() &&
        view.value(QStringLiteral("phase")) != QLatin1String("rubber-over"))
        waitForTheScreen(view);
    return view;
}

int PmPhoneTable::seatAwaited() const {
    if (!table_->hasRubber() || table_->game().isOver() || (tableOpen_ && !tableOpen_())) return -1;
    const int seat = table_->seatToMove();
    return isPhoneSeat(seat) ? seat : -1;
}

Message PmPhoneTable::playChoice(int seat, const QString& choiceId) {
    if (tableOpen_ && !tableOpen_())
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "Wait until the cards are dealt on the table."));
    return pm::applySeatChoice(*table_, seat, choiceId);
}

bool PmPhoneTable::offersHint(int seat) const {
    // Only for the phone seat to play now; a hint to another turn is none.
    return isPhoneSeat(seat) && !table_->game().isOver() && table_->seatToMove() == seat &&
           (!tableOpen_ || tableOpen_());
}

void PmPhoneTable::requestHint(int seat) {
    if (!offersHint(seat)) return;
    const auto& rec = table_->rubber().currentRecord();
    QStringList names; // the game's seats by name (in section 2 not the rubber's seats)
    for (int s : rec.seats)
        names.append(seatName(s));
    // The Expert searches a copy of what the seat sees, off this thread, as
    // on the screen (PmPage::showHint); an answer to a turn gone is dropped.
    hinter_->think<pm::Hint>(
        [game = table_->game(), seat = table_->game().toMove()] {
            return pm::hint(pm::SeatView(game, seat));
        },
        [this, seat, names](const pm::Hint& hint) {
            emit hintReady(
                seat, pm::seatChoiceId(*table_, hint.move),
                pmwords::hintReason(hint.reason, [&names](int s) { return names.value(s); }));
        });
}

} // namespace club::app
