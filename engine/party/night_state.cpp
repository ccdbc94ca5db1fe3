// SPDX-License-Identifier: GPL-3.0-or-later
#include "night_state.h"

#include "core/format_error.h"
#include "core/printable.h"
#include "core/random.h"
#include "knockout.h"
#include "pm_score.h"
#include "seating.h"
#include "standings.h"

#include <QSet>
#include <numeric>

namespace club::party {

namespace {
Message problem(const char* source, QStringList args = {}) {
    return Message(source, args);
}
QString num(int n) {
    return QString::number(n);
}

Message checkNames(const Setup& setup) {
    const bool drive = setup.format == Format::Drive;
    const int n = int(setup.entrants.size());
    if (drive && (n < MinDriveEntrants || n > MaxDriveEntrants))
        return problem(
            QT_TRANSLATE_NOOP("club::FormatError", "a drive needs %1 to %2 entrants, not %3"),
            {num(MinDriveEntrants), num(MaxDriveEntrants), num(n)});
    if (!drive && (n < MinKnockoutPairs || n > MaxKnockoutPairs))
        return problem(
            QT_TRANSLATE_NOOP("club::FormatError", "a knockout needs %1 to %2 pairs, not %3"),
            {num(MinKnockoutPairs), num(MaxKnockoutPairs), num(n)});
    QSet<QString> seen;
    for (int i = 0; i < n; ++i) {
        const QStringList& names = setup.entrants[std::size_t(i)].names;
        if (drive && names.size() != 1)
            return problem(QT_TRANSLATE_NOOP("club::FormatError", "entrant %1 must be one person"),
                           {num(i + 1)});
        if (!drive && names.size() != 2)
            return problem(QT_TRANSLATE_NOOP("club::FormatError", "pair %1 must have two names"),
                           {num(i + 1)});
        for (const QString& name : names) {
            if (name.trimmed().isEmpty() || name != name.trimmed() || name.size() > MaxNameLength)
                return problem(QT_TRANSLATE_NOOP("club::FormatError",
                                                 "entrant %1 needs a name of 1 to %2 characters "
                                                 "without spaces at either end"),
                               {num(i + 1), num(MaxNameLength)});
            if (seen.contains(name.toCaseFolded()))
                return problem(
                    QT_TRANSLATE_NOOP("club::FormatError", "the name \"%1\" is entered twice"),
                    {quotable(name)});
            seen.insert(name.toCaseFolded());
        }
    }
    return {};
}
} // namespace

Message checkSetup(const Setup& setup) {
    if (Message m = checkNames(setup); !m.isEmpty()) return m;
    const Options& o = setup.options;
    if (o.rounds < 1 || o.rounds > MaxRounds)
        return problem(QT_TRANSLATE_NOOP("club::FormatError", "the rounds must be 1 to %1"),
                       {num(MaxRounds)});
    if (o.sets < 0 || o.sets > MaxDriveEntrants)
        return problem(QT_TRANSLATE_NOOP("club::FormatError", "the sets must be 0 to %1"),
                       {num(MaxDriveEntrants)});
    if (!setup.draw.empty()) {
        std::vector<bool> drawn(setup.entrants.size(), false);
        bool ok = setup.draw.size() == setup.entrants.size();
        for (int e : setup.draw) {
            if (!ok || e < 0 || e >= int(drawn.size()) || drawn[std::size_t(e)]) {
                ok = false;
                break;
            }
            drawn[std::size_t(e)] = true;
        }
        if (!ok)
            return problem(QT_TRANSLATE_NOOP("club::FormatError",
                                             "the draw must name every entrant exactly once"));
    }
    return {};
}

std::vector<int> seededDraw(int entrants, std::uint64_t seed) {
    std::vector<int> draw(std::size_t(std::max(entrants, 0)));
    std::iota(draw.begin(), draw.end(), 0);
    Random rng(seed);
    rng.shuffle(std::span<int>(draw));
    return draw;
}

NightState NightState::start(Setup setup) {
    if (Message m = checkSetup(setup); !m.isEmpty()) throw FormatError(m);
    if (setup.draw.empty()) setup.draw = seededDraw(int(setup.entrants.size()), setup.seed);
    NightState night;
    night.setup_ = std::move(setup);
    if (night.setup_.format == Format::Drive) {
        night.rounds_.push_back(firstDriveRound(night.setup_.draw, night.setup_.options));
    } else {
        night.order_ = night.setup_.draw;
        night.lineHadBye_.assign(night.setup_.entrants.size(), false);
        night.rounds_.push_back(
            knockoutRound(night.order_, night.lineHadBye_, night.setup_.options));
        if (night.rounds_.back().bye >= 0)
            night.lineHadBye_[std::size_t(night.rounds_.back().bye)] = true;
    }
    return night;
}

NightState NightState::replay(Setup setup, const std::vector<Entry>& log) {
    NightState night = start(std::move(setup));
    for (std::size_t i = 0; i < log.size(); ++i) {
        const Entry& e = log[i];
        Message m;
        if (e.round != night.currentRound() || night.over_)
            m = problem(QT_TRANSLATE_NOOP("club::FormatError",
                                          "it belongs to round %1, but round %2 is being played"),
                        {num(e.round + 1), num(night.currentRound() + 1)});
        else
            m = night.check(e.table, e.result);
        if (!m.isEmpty())
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError", "result %1: %2"), {num(int(i) + 1)})
                    .withCause(m));
        night.enter(e.table, e.result);
    }
    return night;
}

int NightState::plannedRounds() const {
    return setup_.format == Format::Drive ? setup_.options.rounds
                                          : knockoutRounds(int(setup_.entrants.size()));
}

const Table* NightState::table(int round, int number) const {
    if (round < 0 || round >= int(rounds_.size())) return nullptr;
    for (const Table& t : rounds_[std::size_t(round)].tables)
        if (t.number == number) return &t;
    return nullptr;
}

std::vector<int> NightState::openTables() const {
    std::vector<int> open;
    if (over_ || rounds_.empty()) return open;
    for (const Table& t : rounds_.back().tables)
        if (!t.result) open.push_back(t.number);
    return open;
}

Message NightState::check(int number, const TableResult& result) const {
    if (!isStarted())
        return problem(QT_TRANSLATE_NOOP("club::FormatError", "the night has not been drawn"));
    if (over_) return problem(QT_TRANSLATE_NOOP("club::FormatError", "the night is over"));
    const Table* t = table(currentRound(), number);
    if (!t)
        return problem(QT_TRANSLATE_NOOP("club::FormatError", "there is no table %1 in round %2"),
                       {num(number), num(currentRound() + 1)});
    if (t->result)
        return problem(QT_TRANSLATE_NOOP("club::FormatError",
                                         "table %1 already has its result; undo it first"),
                       {num(number)});
    if (setup_.format == Format::Drive) {
        if (result.scores.size() != t->seats.size())
            return problem(
                QT_TRANSLATE_NOOP("club::FormatError", "table %1 needs %2 scores, one per seat"),
                {num(number), num(int(t->seats.size()))});
        for (std::size_t s = 0; s < result.scores.size(); ++s)
            if (!isPossiblePmScore(result.scores[s]))
                return problem(QT_TRANSLATE_NOOP("club::FormatError",
                                                 "%1 is not a score four men can make (seat %2)"),
                               {num(result.scores[s]), num(int(s) + 1)});
        if (result.winner != -1)
            return problem(
                QT_TRANSLATE_NOOP("club::FormatError", "a drive's result is scores, not a winner"));
    } else {
        if (result.winner != t->seats[0] && result.winner != t->seats[1])
            return problem(
                QT_TRANSLATE_NOOP("club::FormatError",
                                  "the winners at table %1 must be one of its two pairs"),
                {num(number)});
        if (!result.scores.empty())
            return problem(QT_TRANSLATE_NOOP(
                "club::FormatError", "a knockout's result is the winning pair, not scores"));
    }
    return {};
}

void NightState::enter(int number, const TableResult& result) {
    if (Message m = check(number, result); !m.isEmpty()) throw FormatError(m);
    Round& round = rounds_.back();
    for (Table& t : round.tables)
        if (t.number == number) t.result = result;
    log_.push_back(Entry{currentRound(), number, result});
    if (round.isComplete()) seatNextRound();
}

void NightState::seatNextRound() {
    const Round& done = rounds_.back();
    if (setup_.format == Format::Drive) {
        if (int(rounds_.size()) >= setup_.options.rounds) {
            over_ = true;
            return;
        }
        const int r = currentRound();
        Random lot(setup_.seed ^ (std::uint64_t(r + 1) * 0xD1B54A32D192ED03ull));
        rounds_.push_back(nextDriveRound(done, totalsBefore(r), setup_.options, lot.next()));
        return;
    }
    // K2: a winner's line has had a bye if either side's had.
    for (const Table& t : done.tables)
        for (int e : t.seats)
            if (lineHadBye_[std::size_t(e)]) lineHadBye_[std::size_t(t.result->winner)] = true;
    order_ = survivors(done, order_);
    if (order_.size() <= 1) {
        over_ = true;
        return;
    }
    rounds_.push_back(knockoutRound(order_, lineHadBye_, setup_.options));
    if (rounds_.back().bye >= 0) lineHadBye_[std::size_t(rounds_.back().bye)] = true;
}

Entry NightState::undo() {
    std::vector<Entry> log = log_;
    const Entry last = log.back();
    log.pop_back();
    *this = replay(setup_, log);
    return last;
}

std::vector<int> NightState::totalsBefore(int round) const {
    std::vector<int> totals(setup_.entrants.size(), 0);
    for (int r = 0; r < round && r < int(rounds_.size()); ++r)
        for (const Table& t : rounds_[std::size_t(r)].tables)
            if (t.result && setup_.format == Format::Drive)
                for (std::size_t s = 0; s < t.seats.size(); ++s)
                    totals[std::size_t(t.seats[s])] += t.result->scores[s];
    return totals;
}

std::vector<int> NightState::totals() const {
    return totalsBefore(int(rounds_.size()));
}

std::vector<Standing> NightState::standings() const {
    return standingsOf(*this);
}

} // namespace club::party
