// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_phone_table.h"

#include "common/computer_thinker.h"
#include "crib_hint.h"
#include "crib_words.h"
#include "engine/crib/seat_view_json.h"
#include "engine/crib/table.h"

#include <QJsonArray>
#include <QJsonObject>

namespace club::app {

CribPhoneTable::CribPhoneTable(crib::Table* table, QObject* parent)
    : PhoneTable(QStringLiteral("cribbage"), parent), table_(table),
      hinter_(new ComputerThinker([table] { return table->revision(); }, this)) {
    // Whatever a seat may see changes with a move (whose events all come
    // before it), undo, redo, an open or a new match: each ends with
    // turnChanged, a move that announces no event too (muggins let stand).
    connect(table_, &crib::Table::turnChanged, this, [this] {
        if (!followsScreen_) emit changed();
    });
    // A new match, an open (a resume), a seat moved back to the screen.
    connect(table_, &crib::Table::seatsChanged, this, [this] {
        emit seatsChanged();
        emit changed(); // names and choices (a seat's choices are stale)
    });
}

QList<PhoneSeat> CribPhoneTable::tableSeats() const {
    QList<PhoneSeat> seats;
    const auto& all = table_->seats();
    for (std::size_t s = 0; s < all.size(); ++s)
        seats.append({cribwords::seatName(all, int(s)), all[s].isPerson() && all[s].phone});
    return seats;
}

bool CribPhoneTable::isOpen() const {
    return !tableOpen_ || tableOpen_();
}

QJsonObject CribPhoneTable::viewOf(int seat) const {
    QJsonObject view = crib::seatViewJson(*table_, seat);
    // The cut for the deal is on the screen: no phone says "Your turn" for
    // cards the screen has not dealt yet (a lay-away there was played, and
    // the table stood still behind the cut).
    if (!isOpen()) waitForTheScreen(view);
    return view;
}

int CribPhoneTable::seatAwaited() const {
    if (table_->seats().empty() || table_->match().phase() == crib::Phase::GameOver || !isOpen())
        return -1;
    const int seat = table_->match().toAct();
    return isPhoneSeat(seat) ? seat : -1;
}

Message CribPhoneTable::playChoice(int seat, const QString& choiceId) {
    if (!isOpen())
        return Message(
            QT_TRANSLATE_NOOP("club::FormatError", "Wait until the cards are dealt on the table."));
    const Message refused = crib::applySeatChoice(*table_, seat, choiceId);
    if (refused.isEmpty()) emit choicePlayed(seat);
    return refused;
}

bool CribPhoneTable::isHinting() const {
    return hinter_->isThinking();
}

bool CribPhoneTable::offersHint(int seat) const {
    const crib::Match& m = table_->match();
    // The screen's hint is for laying away and for the play; at a count or
    // muggins the player counts for himself, and another's turn has none.
    return isPhoneSeat(seat) && m.toAct() == seat && isOpen() &&
           (m.phase() == crib::Phase::Discard || m.phase() == crib::Phase::Play);
}

void CribPhoneTable::requestHint(int seat) {
    if (!offersHint(seat)) return;
    const crib::Match& m = table_->match();
    hinter_->think<PhoneHint>([match = m, seat] { return phoneHintFor(match, seat); },
                              [this, seat](const PhoneHint& hint) {
                                  // The table is where it was (the thinker drops a
                                  // stale answer): the id names the move in the view.
                                  if (hint.move.kind == crib::Move::NextGame) return;
                                  emit hintReady(seat, crib::seatChoiceId(*table_, hint.move),
                                                 hint.reason);
                              });
}

} // namespace club::app
