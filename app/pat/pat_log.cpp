// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_log.h"

#include "common/follow_language.h"
#include "engine/pat/table.h"
#include "pat_square_words.h"
#include "pat_words.h"

#include <algorithm>
#include <utility>

namespace club::app {

namespace {
constexpr int MostLines = 40;      ///< however long since the person's last turn
constexpr int ComputersLines = 10; ///< with no person to play
} // namespace

PatLog::PatLog(const pat::Table* table, QObject* parent) : QObject(parent), table_(table) {
    listenTo(table_);
    connect(table_, &pat::Table::positionReset, this, &PatLog::retell);
    // The lines kept are said again in the language chosen.
    followLanguage(this, [this] {
        if (!entries_.isEmpty()) emit changed();
    });
}

void PatLog::retell() {
    entries_.clear();
    turnSeats_.clear();
    // A game opened or a move undone: its record told again on a table of
    // its own, so what happened before stays in the log.
    pat::Table replay;
    listenTo(&replay);
    retelling_ = true;
    const pat::Game& game = table_->game();
    if (replay.newGame(game.setup(), game.seed()).isEmpty())
        for (int i = 0; i < game.current(); ++i) {
            const pat::Event& e = game.events()[std::size_t(i)];
            if (!(e.isThrow ? replay.throwDie() : replay.play(e.value))) break;
        }
    retelling_ = false;
    // The table announces its turn again after the reset; that is the turn
    // just told, not a new one.
    turnToBeAnnounced_ = !game.isOver() && !turnSeats_.isEmpty();
    emit changed();
}

void PatLog::listenTo(const pat::Table* table) {
    // A throw is told with what it did: the move it made, or that it was lost.
    // Each line is kept as what it tells, and put in words when it is
    // shown, so a change of language says the past lines again too.
    connect(table, &pat::Table::thrown, this, [this](int seat, int value, bool opening) {
        // The throw that wins the opening is also the starter's first (PAT-2, PAT-P2).
        lastThrow_ = value;
        if (!opening) return;
        add([this, seat, value] {
            return isYou(seat) ? tr("You throw %1 for who begins.").arg(value)
                               : tr("%1 throws %2 for who begins.").arg(name(seat)).arg(value);
        });
    });
    connect(table, &pat::Table::starterChosen, this, [this](int seat) {
        add([this, seat] {
            return isYou(seat) ? tr("You begin.") : tr("%1 begins.").arg(name(seat));
        });
    });
    connect(table, &pat::Table::throwLost, this,
            [this](int seat, int value, int returnedCounter, int returnedFrom) {
                const int colour = table_->setup().seats[std::size_t(seat)].colour;
                add([=, this] {
                    if (isYou(seat))
                        return returnedCounter >= 0
                                   ? tr("You throw a third six that no counter can use: the throw "
                                        "is lost, and your counter on %1 goes back to your "
                                        "triangle.")
                                         .arg(place(colour, returnedFrom))
                                   : tr("You throw %1: no counter can move, so the throw is lost.")
                                         .arg(value);
                    return returnedCounter >= 0
                               ? tr("%1 throws a third six that no counter can use: the throw "
                                    "is lost, and the counter on %2 goes back to the triangle.")
                                     .arg(name(seat), place(colour, returnedFrom))
                               : tr("%1 throws %2: no counter can move, so the throw is lost.")
                                     .arg(name(seat))
                                     .arg(value);
                });
            });
    connect(table, &pat::Table::moved, this, &PatLog::onMoved);
    connect(table, &pat::Table::playerHome, this, [this](int seat, int rank) {
        add([this, seat, rank] {
            if (isYou(seat))
                return rank == 1 ? tr("You have every counter HOME, first.")
                                 : tr("You have every counter HOME.");
            return rank == 1 ? tr("%1 has every counter HOME, first.").arg(name(seat))
                             : tr("%1 has every counter HOME.").arg(name(seat));
        });
    });
    connect(table, &pat::Table::turnChanged, this, &PatLog::onTurn);
}

QString PatLog::name(int seat) const {
    return patwords::plainName(table_->setup(), seat);
}

bool PatLog::isYou(int seat) const {
    const pat::Setup& setup = table_->setup();
    return seat >= 0 && seat < int(setup.seats.size()) &&
           setup.seats[std::size_t(seat)].colour == patwords::viewerColour(setup, -1);
}

QString PatLog::place(int colour, int progress) const {
    const pat::Setup& setup = table_->setup();
    return patwords::placeWords(setup.kind, patwords::viewerColour(setup, -1),
                                patwords::placeOfProgress(setup.kind, colour, progress));
}

void PatLog::onMoved(const pat::MoveReport& r) {
    const int thrown = lastThrow_;
    add([this, r, thrown] {
        const bool you = isYou(r.seat);
        const QString who = name(r.seat);
        const QString throw_ = QString::number(thrown);
        if (r.from == pat::Triangle)
            return you ? tr("You throw %1 and enter a counter on %2.")
                             .arg(throw_, place(r.colour, r.to))
                       : tr("%1 throws %2 and enters a counter on %3.")
                             .arg(who, throw_, place(r.colour, r.to));
        if (r.to == pat::Home)
            return you ? tr("You throw %1 and bring a counter HOME from %2.")
                             .arg(throw_, place(r.colour, r.from))
                       : tr("%1 throws %2 and brings a counter HOME from %3.")
                             .arg(who, throw_, place(r.colour, r.from));
        return you ? tr("You throw %1 and move a counter from %2 to %3.")
                         .arg(throw_, place(r.colour, r.from), place(r.colour, r.to))
                   : tr("%1 throws %2 and moves a counter from %3 to %4.")
                         .arg(who, throw_, place(r.colour, r.from), place(r.colour, r.to));
    });
    if (r.capturedColour >= 0)
        add([this, r] {
            const QString who = name(r.seat);
            const QString where = place(r.capturedColour, r.capturedFrom);
            if (isYou(r.seat))
                return tr("You take %1's counter on %2: it goes back to the triangle.")
                    .arg(name(r.capturedSeat), where);
            if (isYou(r.capturedSeat))
                return tr("%1 takes your counter on %2: it goes back to your triangle.")
                    .arg(who, where);
            return tr("%1 takes %2's counter on %3: it goes back to the triangle.")
                .arg(who, name(r.capturedSeat), where);
        });
    if (r.returnedCounter >= 0)
        add([this, r] {
            if (isYou(r.seat))
                return tr("Third six: your counter on %1 goes back to your triangle.")
                    .arg(place(r.colour, r.returnedFrom));
            return tr("Third six: %1's counter on %2 goes back to the triangle.")
                .arg(name(r.seat), place(r.colour, r.returnedFrom));
        });
}

void PatLog::onTurn(int seat) {
    if (std::exchange(turnToBeAnnounced_, false) && seat == turnSeats_.last()) return;
    const pat::Setup& setup = table_->setup();
    if (seat >= 0 && setup.seats[std::size_t(seat)].isPerson()) {
        // From the start of this person's previous turn: all that happened since.
        const int previous = int(turnSeats_.lastIndexOf(seat));
        if (previous >= 0) {
            entries_.erase(std::remove_if(entries_.begin(), entries_.end(),
                                          [previous](const Entry& e) { return e.turn < previous; }),
                           entries_.end());
            if (!retelling_) emit changed(); // shown at once, not at the next line
        }
    }
    turnSeats_.append(seat);
}

void PatLog::add(std::function<QString()> say) {
    entries_.append({std::move(say), int(turnSeats_.size()) - 1});
    bool person = false;
    for (const pat::Seat& s : table_->setup().seats)
        person = person || s.isPerson();
    const int most = person ? MostLines : ComputersLines;
    while (entries_.size() > most)
        entries_.removeFirst();
    if (!retelling_) emit changed();
}

QStringList PatLog::lines() const {
    QStringList out;
    for (const Entry& e : entries_)
        out << e.say();
    return out;
}

} // namespace club::app
