// SPDX-License-Identifier: GPL-3.0-or-later
// Undo and redo on the Patchesi page: one person's last choice taken back
// (with the computers' and the only moves after it), and brought back; with
// several people, the last move only, before the die is thrown again.
#include "pat_page.h"

#include "common/computer_turns.h"
#include "pat_side_panel.h"

namespace club::app {

bool PatPage::isPersonsDecision(int seat, int options) const {
    return table_->setup().seats[std::size_t(seat)].isPerson() && (!autoOnly_ || options > 1);
}

std::optional<pat::ChoiceMade> PatPage::undoTarget() const {
    // A finished game is not taken back: the end stands, a new game follows.
    if (!hasGame() || !hasPerson() || table_->isOver()) return std::nullopt;
    const std::vector<pat::ChoiceMade> made = table_->game().choicesMade();
    if (peopleSeated() > 1) {
        // Several people at the table: the last move alone, a person's,
        // and only until the die is thrown again. Going further took back
        // the others' moves too, and let a move be made again with the
        // throws after it known (unfair at a knockout's table).
        if (made.empty() || !isPersonsDecision(made.back().seat, made.back().options))
            return std::nullopt;
        const std::vector<pat::Event>& events = table_->game().events();
        for (int i = made.back().index + 1; i < table_->game().current(); ++i)
            if (events[std::size_t(i)].isThrow) return std::nullopt;
        return made.back();
    }
    // One person: Undo is his last choice, past the computers' turns.
    for (auto c = made.rbegin(); c != made.rend(); ++c)
        if (isPersonsDecision(c->seat, c->options)) return *c;
    return std::nullopt;
}

int PatPage::undoSeat() const {
    const std::optional<pat::ChoiceMade> target = undoTarget();
    return target ? target->seat : -1;
}

TablePage::ReplaySteps PatPage::replaySteps() {
    // One event of the record at a time: a throw, or a choice.
    return {[this] { return table_->undo(); }, [this] { return table_->redo(); }};
}

bool PatPage::canUndo() const {
    return undoTarget().has_value();
}

bool PatPage::canRedo() const {
    return hasGame() && hasPerson() && table_->canRedo();
}

void PatPage::undo() {
    const std::optional<pat::ChoiceMade> target = undoTarget();
    if (!target) return;
    computers_->stop();
    setFastForward(false);
    // Back over the computers' choices and the only moves played by
    // themselves, to the choice the person made.
    while (table_->game().current() > target->index && table_->undo()) {
    }
    sayNote([this, seat = target->seat, many = peopleSeated() > 1] {
        return many ? tr("%1's move taken back; the throw stays as it fell.").arg(name(seat))
                    : tr("Move taken back; the throw stays as it fell.");
    });
    autosave();
    emit actionsChanged();
    advance();
    emit statusMessage(panel_->turnText()); // not the words of the turn taken back
}

bool PatPage::nextChoiceIsADecision() const {
    pat::Game ahead = table_->game();
    const std::vector<pat::Event>& events = ahead.events();
    int next = ahead.current();
    while (next < int(events.size()) && events[std::size_t(next)].isThrow)
        ++next;
    if (next == int(events.size())) return false; // throws alone are left
    ahead.goTo(next);
    return isPersonsDecision(ahead.seatToMove(), pat::differentMoves(ahead.state()));
}

void PatPage::redo() {
    if (!canRedo()) return;
    computers_->stop();
    // Undo went back past what followed a person's choice by itself (the
    // computers' choices, only moves): redo brings that back with it, up to
    // the next choice a person made, or the record would be cut there.
    do
        table_->redo();
    while (table_->canRedo() && !nextChoiceIsADecision());
    sayNote({}); // the move taken back is played again: its note would tell otherwise
    autosave();
    emit actionsChanged();
    advance();
    emit statusMessage(panel_->turnText());
}

} // namespace club::app
