// SPDX-License-Identifier: GPL-3.0-or-later
#include "state.h"

#include "dice.h"
#include "rules_core.h"

namespace club::pat {

namespace {
// PAT-P2: for the opening throw of the partner game a 5 counts above a 6.
int openingRank(int value) {
    return value == 5 ? 7 : value;
}
} // namespace

State::State(const Rules& rules, int firstThrower)
    : rules_(rules), pos_(Position::start(rules)), phase_(Phase::Opening),
      toMove_(std::int8_t(firstThrower)), contenders_(rules.inPlay),
      roundStart_(std::int8_t(firstThrower)) {}

State State::at(const Rules& rules, const Position& p, int toMove, int sixes) {
    State s;
    s.rules_ = rules;
    s.pos_ = p;
    s.phase_ = Phase::Throw;
    s.toMove_ = std::int8_t(toMove);
    s.sixes_ = std::int8_t(sixes);
    s.thrown_ = std::int8_t(sixes);
    for (int i = 0; i < sixes; ++i)
        s.earlier_[std::size_t(i)] = 6;
    for (int c = 0; c < Colours; ++c)
        if (rules.plays(c) && p.allHome(c)) {
            s.finished_[std::size_t(s.finishedCount_++)] = std::int8_t(c);
            s.finishedMask_ |= std::uint8_t(1u << c);
        }
    return s;
}

namespace {
// next[kind][colours still playing][colour]: who throws after `colour`.
// PAT-3 [R]: the single game's turns go round to the right, as its
// counters do; PAT-P3: the partner game's go clockwise, to the left.
struct NextTable {
    std::uint8_t next[2][16][Colours]{};
    constexpr NextTable() {
        for (int k = 0; k < 2; ++k)
            for (int playing = 0; playing < 16; ++playing)
                for (int colour = 0; colour < Colours; ++colour) {
                    const int step = k == 0 ? 3 : 1;
                    int c = colour, found = colour;
                    for (int i = 0; i < Colours; ++i) {
                        c = (c + step) & 3;
                        if ((playing >> c) & 1) {
                            found = c;
                            break;
                        }
                    }
                    next[k][playing][colour] = std::uint8_t(found);
                }
    }
};
constexpr NextTable Next;
} // namespace

int State::nextColour(int colour) const {
    return Next.next[int(rules_.kind)][rules_.inPlay & ~finishedMask_ & 15][colour & 3];
}

void State::resume(const Position& p, int toMove, int thrown, int sixes) {
    pos_ = p;
    toMove_ = std::int8_t(toMove);
    sixes_ = std::int8_t(sixes);
    thrown_ = std::int8_t(thrown);
    for (int i = 0; i < thrown; ++i)
        earlier_[std::size_t(i)] = std::int8_t(i < sixes ? 6 : 0);
    pending_ = 0;
    legalCount_ = 0;
    phase_ = Phase::Throw;
}

int State::indexOf(int counter) const {
    for (int i = 0; i < legalCount_; ++i)
        if (legal_[std::size_t(i)].counter == counter) return i;
    return -1;
}

ThrowOutcome State::throwDie(int value) {
    ThrowOutcome out;
    out.colour = toMove_;
    out.value = value;
    if (phase_ == Phase::Throw) {
        startTurnWith(value, out);
        return out;
    }
    out.opening = true;
    const int thrower = toMove_;
    if (rules_.kind == Kind::Single) {
        // PAT-2: the first to throw a 5 begins.
        if (value != 5) {
            toMove_ = std::int8_t(nextColour(thrower));
            return out;
        }
        out.starter = thrower;
    } else {
        // PAT-P2: all throw; the highest begins, a 5 above a 6; the tied throw again.
        thrownThisRound_ |= std::uint8_t(1u << thrower);
        const int rank = openingRank(value);
        if (rank > bestRank_) {
            bestRank_ = std::int8_t(rank);
            bestValue_ = std::int8_t(value);
            bestMask_ = std::uint8_t(1u << thrower);
        } else if (rank == bestRank_) {
            bestMask_ |= std::uint8_t(1u << thrower);
        }
        int next = thrower;
        for (int i = 0; i < Colours; ++i) {
            next = (next + 1) & 3;
            if (((contenders_ >> next) & 1) && !((thrownThisRound_ >> next) & 1)) {
                toMove_ = std::int8_t(next);
                return out;
            }
        }
        if (__builtin_popcount(bestMask_) > 1) {
            contenders_ = bestMask_;
            thrownThisRound_ = 0;
            bestRank_ = -1;
            bestMask_ = 0;
            int first = roundStart_;
            while (!((contenders_ >> first) & 1))
                first = (first + 1) & 3;
            toMove_ = std::int8_t(first);
            return out;
        }
        out.starter = __builtin_ctz(bestMask_);
        value = bestValue_;
    }
    toMove_ = std::int8_t(out.starter);
    sixes_ = 0;
    thrown_ = 0;
    phase_ = Phase::Throw;
    if (rules_.openingThrowPlays) startTurnWith(value, out);
    return out;
}

void State::startTurnWith(int value, ThrowOutcome& out) {
    pending_ = std::int8_t(value);
    legalCount_ = std::int8_t(legalMoves(pos_, toMove_, value, legal_.data()));
    if (legalCount_ > 0) {
        phase_ = Phase::Choose;
        return;
    }
    out.lost = true; // PAT-10
    if (pendingIsThirdSix() && rules_.lostThirdSixReturns)
        out.returnedCounter = returnNearestHome(pos_, toMove_, &out.returnedFrom);
    endOfMove(value);
}

Change State::choose(int index) {
    const Move m = legal_[std::size_t(index)];
    const int value = pending_;
    const Change ch = apply(pos_, toMove_, m, pendingIsThirdSix());
    if (m.to == Home) checkFinished(toMove_);
    endOfMove(value);
    return ch;
}

void State::checkFinished(int colour) {
    if (!pos_.allHome(colour) || hasFinished(colour)) return;
    finished_[std::size_t(finishedCount_++)] = std::int8_t(colour);
    finishedMask_ |= std::uint8_t(1u << colour);
    if (rules_.kind == Kind::Partner) {
        // PAT-P9: the side with all its counters HOME wins.
        if (pos_.allHome(partnerOf(colour))) {
            winningSide_ = std::int8_t(sideOf(colour));
            phase_ = Phase::Over;
        }
        return;
    }
    // PAT-11 [R]: on until the second is HOME; two players end with the first.
    const int players = rules_.players();
    const int needed = players <= 2 ? 1 : rules_.stopAtSecond ? 2 : players - 1;
    if (finishedCount_ >= needed) phase_ = Phase::Over;
}

// PAT-5 / PAT-P6: a six gives two more throws, whatever they show, so a
// turn is one throw, or three when the first is a six. The house rule: a
// six gives one more throw, up to the third six.
int State::throwsAfter(int value) const {
    const bool book = !rules_.oneThrowPerSix;
    const bool again = (value == 6 && thrown_ < 2) || (book && thrown_ == 1);
    return !again ? 0 : book ? 2 - thrown_ : 1;
}

int State::throwsLeft() const {
    switch (phase_) {
    case Phase::Throw:
        return !rules_.oneThrowPerSix && thrown_ > 0 ? 3 - thrown_ : 1;
    case Phase::Choose:
        return throwsAfter(pending_);
    case Phase::Opening:
    case Phase::Over:
        break;
    }
    return 0;
}

void State::endOfMove(int value) {
    pending_ = 0;
    legalCount_ = 0;
    if (phase_ == Phase::Over) return;
    if (throwsAfter(value) > 0 && !hasFinished(toMove_)) {
        earlier_[std::size_t(thrown_)] = std::int8_t(value);
        ++thrown_;
        sixes_ = std::int8_t(sixes_ + (value == 6));
        phase_ = Phase::Throw;
        return;
    }
    sixes_ = 0;
    thrown_ = 0;
    toMove_ = std::int8_t(nextColour(toMove_));
    phase_ = Phase::Throw;
}

long State::playRandomly(Dice& dice, long maxThrows) {
    long thrown = 0;
    while (phase_ != Phase::Over && thrown < maxThrows) {
        if (phase_ == Phase::Choose) {
            choose(dice.below(unsigned(legalCount_)));
            continue;
        }
        if (phase_ == Phase::Opening) {
            throwDie(dice.die());
            ++thrown;
            continue;
        }
        thrown += rules_.kind == Kind::Single ? playLean<Kind::Single>(dice, maxThrows - thrown)
                                              : playLean<Kind::Partner>(dice, maxThrows - thrown);
    }
    return thrown;
}

// Phase::Throw: throwDie() and choose() in one, without the lists. The
// turn, the die and the position are kept in locals, which the compiler
// knows nothing else can change.
template <Kind K> long State::playLean(Dice& dice, long maxThrows) {
    const core::Tables& t = core::tables();
    const bool lostThirdSixReturns = rules_.lostThirdSixReturns;
    const bool book = !rules_.oneThrowPerSix;
    const std::uint8_t inPlay = rules_.inPlay;
    Dice d = dice;
    Position p = pos_;
    int c = toMove_;
    int sixes = sixes_;
    int turnThrown = thrown_;
    // The turn's earlier throws, a byte each.
    unsigned earlier = unsigned(std::uint8_t(earlier_[0])) | unsigned(std::uint8_t(earlier_[1]))
                                                                 << 8;
    unsigned playing = inPlay & ~finishedMask_ & 15u;
    long thrown = 0;
    while (thrown < maxThrows) {
        const int value = d.die();
        ++thrown;
        const bool six = value == 6;
        const bool thirdSix = six && sixes == 2;
        std::int8_t targets[MaxCounters];
        const unsigned legal = core::legalMask<K>(t, p, c, value, targets);
        if (legal) {
            const int i = core::NthBit[legal][d.below(core::BitsIn[legal])];
            const int from = p.progress[std::size_t(c)][std::size_t(i)];
            const int to = targets[i];
            int captured = 0, capturedFrom = 0;
            core::move<K>(t, p, c, i, from, to, &captured, &capturedFrom);
            if (thirdSix) core::returnNearest<K>(t, p, c, nullptr);
            if (to == Home) {
                pos_ = p;
                checkFinished(c);
                playing = inPlay & ~finishedMask_ & 15u;
                if (phase_ == Phase::Over) break;
            }
        } else if (thirdSix && lostThirdSixReturns) {
            core::returnNearest<K>(t, p, c, nullptr); // PAT-10 with PAT-5
        }
        // endOfMove() and throwsAfter(), as they stand above.
        const bool again =
            ((six && turnThrown < 2) || (book && turnThrown == 1)) && ((playing >> c) & 1);
        const unsigned byte = 8u * unsigned(turnThrown);
        earlier = again ? (earlier & ~(0xFFu << byte)) | unsigned(value) << byte : earlier;
        sixes = again ? sixes + six : 0;
        turnThrown = again ? turnThrown + 1 : 0;
        c = again ? c : Next.next[int(K)][playing][c];
    }
    pos_ = p;
    dice = d;
    toMove_ = std::int8_t(c);
    sixes_ = std::int8_t(sixes);
    thrown_ = std::int8_t(turnThrown);
    earlier_ = {std::int8_t(earlier & 0xFF), std::int8_t(earlier >> 8 & 0xFF)};
    return thrown;
}

} // namespace club::pat
