// SPDX-License-Identifier: GPL-3.0-or-later
#include "random_games.h"

#include "dice.h"
#include "rules_core.h"

#include <cstdlib>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define PAT_VECTOR_LANES 1
#include <immintrin.h>
#endif
#if defined(__GNUC__) && !defined(__clang__)
// GCC 12 takes the undefined start value of its own AVX-512 intrinsics
// (_mm512_undefined_epi32) for a variable used uninitialised.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

namespace club::pat {

namespace {

// The opening throws (PAT-2, PAT-P2) and the first move, as playRandomly()
// plays them, until the game waits for an ordinary throw.
void playOpening(State& s, Dice& dice, long& throws, long maxThrows) {
    while ((s.phase() == Phase::Opening || s.phase() == Phase::Choose) && throws < maxThrows) {
        if (s.phase() == Phase::Choose) {
            s.choose(dice.below(unsigned(s.legalCount())));
        } else {
            s.throwDie(dice.die());
            ++throws;
        }
    }
}

void oneAtATime(const RandomGamesConfig& config) {
    const State fresh(config.rules, config.firstThrower);
    for (long g = 0; g < config.games; ++g) {
        Dice dice(config.nextSeed());
        State s = fresh;
        const long throws = s.playRandomly(dice, config.maxThrows);
        config.gameOver(g, s, throws);
    }
}

#ifdef PAT_VECTOR_LANES

#define LANES_TARGET __attribute__((target("avx512f,avx512bw,avx512dq")))
// The same, inlined into the loop even where the compiler would not (GNU
// syntax alone: Clang takes no [[...]] after an __attribute__).
#define LANES_INLINE __attribute__((target("avx512f,avx512bw,avx512dq"), always_inline)) inline

constexpr int Width = RandomGamesLaneWidth; // games in one vector of 64-bit lanes
static_assert(Width == 8, "__mmask8 and __m512i of 64-bit lanes");

// The games in play, one per lane, kept as the vector step reads them. A
// colour's squares are in its own coordinates (bit q: progress q), so only
// the other colours are turned for a throw. Progress is stored plus one, so
// that the triangle is 0, the loop 1..64, the home column 65..71, HOME 72.
struct alignas(64) Lanes {
    std::uint64_t prog[Colours][Width]; ///< four 16-bit fields: counter i at bits 16i
    std::uint64_t one[Colours][Width];  ///< a loop square with at least one of its counters
    std::uint64_t two[Colours][Width];  ///< with two
    std::uint64_t col[Colours][Width];  ///< home column: bits 0..6 one, 8..14 two
    std::uint64_t mover[Width];
    std::uint64_t sixes[Width];  ///< sixes this turn before the throw to come
    std::uint64_t thrown[Width]; ///< throws this turn before it
    std::uint64_t next[Width];   ///< bits 2c, 2c + 1: who throws after colour c
    std::uint64_t rng[4][Width];
    std::uint64_t digits[Width];
    std::uint64_t left[Width];
    std::uint64_t throws[Width];
};

// The same in registers while the lanes play (Lanes in memory for the rare
// turns State plays): vectors of eight lanes.
struct Regs {
    __m512i prog[Colours], one[Colours], two[Colours], col[Colours];
    __m512i mover, sixes, thrown, next;
    __m512i rng[4], digits, left;
    __m512i throws;
};

constexpr std::uint64_t AllHome = 0x0048004800480048; // four fields of Home + 1

void loadPosition(Lanes& l, int j, const State& s) {
    const Position& p = s.position();
    std::uint64_t next = 0;
    for (int c = 0; c < Colours; ++c) {
        std::uint64_t prog = 0, one = 0, two = 0, col = 0;
        for (int i = 0; i < MaxCounters; ++i) {
            const int v = p.at(c, i);
            prog |= std::uint64_t(v + 1) << (16 * i);
            if (v >= 0 && v <= LastLoop) {
                const std::uint64_t bit = std::uint64_t(1) << v;
                two |= one & bit;
                one |= bit;
            } else if (v >= FirstHomeColumn && v < Home) {
                const std::uint64_t bit = std::uint64_t(1) << (v - FirstHomeColumn);
                col |= (col & bit) << 8;
                col |= bit;
            }
        }
        l.prog[c][j] = prog;
        l.one[c][j] = one;
        l.two[c][j] = two;
        l.col[c][j] = col;
        next |= std::uint64_t(s.nextColour(c)) << (2 * c);
    }
    l.mover[j] = std::uint64_t(s.toMove());
    l.sixes[j] = std::uint64_t(s.sixes());
    l.thrown[j] = std::uint64_t(s.turnThrows());
    l.next[j] = next;
}

void loadDice(Lanes& l, int j, const Dice& dice) {
    const Dice::Words w = dice.words();
    for (int k = 0; k < 4; ++k)
        l.rng[k][j] = w.rng[std::size_t(k)];
    l.digits[j] = w.digits;
    l.left[j] = std::uint64_t(w.left);
}

Position positionOf(const Lanes& l, int j, const Rules& rules) {
    std::array<std::array<int, MaxCounters>, Colours> prog{};
    for (int c = 0; c < Colours; ++c)
        for (int i = 0; i < MaxCounters; ++i)
            prog[std::size_t(c)][std::size_t(i)] = int((l.prog[c][j] >> (16 * i)) & 0xFFFF) - 1;
    Position p;
    // The lanes keep to the rules (tst_pat_random_games); a position that
    // breaks one is a bug in this file, not something to play on from.
    if (!Position::fromProgress(rules, prog, p)) std::abort();
    return p;
}

LANES_TARGET inline __m512i load(const std::uint64_t* a) {
    return _mm512_load_si512(a);
}
LANES_TARGET inline void store(std::uint64_t* a, __m512i v) {
    _mm512_store_si512(a, v);
}
LANES_TARGET inline __m512i all(std::uint64_t v) {
    return _mm512_set1_epi64(static_cast<long long>(v));
}
/// Bits 0..n-1 in each lane; n = 64 gives them all (a shift of 64 is 0).
LANES_TARGET inline __m512i lowBits(__m512i n) {
    return _mm512_sub_epi64(_mm512_sllv_epi64(all(1), n), all(1));
}
/// A colour's squares turned into the mover's coordinates: d is how far
/// its entry Star lies after the mover's, round the 68 squares.
LANES_TARGET inline __m512i turn(__m512i m, __m512i d) {
    return _mm512_or_si512(_mm512_sllv_epi64(m, d),
                           _mm512_srlv_epi64(m, _mm512_sub_epi64(all(LoopSquares), d)));
}

/// Dice::below(n) in the lanes of `m`: the next digit of the current number,
/// the number refilled from xoshiro256** when its digits are used up.
LANES_INLINE __m512i draw(Regs& r, __mmask8 m, __m512i n) {
    __m512i left = r.left;
    __m512i x = r.digits;
    const __mmask8 refill = _mm512_mask_cmpeq_epi64_mask(m, left, _mm512_setzero_si512());
    // Worked out in every lane, kept in those that need it: half the steps
    // need it somewhere, a branch the die makes unpredictable.
    __m512i s0 = r.rng[0], s1 = r.rng[1], s2 = r.rng[2], s3 = r.rng[3];
    __m512i number = _mm512_rol_epi64(_mm512_add_epi64(_mm512_slli_epi64(s1, 2), s1), 7);
    number = _mm512_add_epi64(_mm512_slli_epi64(number, 3), number);
    const __m512i t = _mm512_slli_epi64(s1, 17);
    s2 = _mm512_xor_si512(s2, s0);
    s3 = _mm512_xor_si512(s3, s1);
    s1 = _mm512_xor_si512(s1, s2);
    s0 = _mm512_xor_si512(s0, s3);
    s2 = _mm512_xor_si512(s2, t);
    s3 = _mm512_rol_epi64(s3, 45);
    r.rng[0] = _mm512_mask_mov_epi64(r.rng[0], refill, s0);
    r.rng[1] = _mm512_mask_mov_epi64(r.rng[1], refill, s1);
    r.rng[2] = _mm512_mask_mov_epi64(r.rng[2], refill, s2);
    r.rng[3] = _mm512_mask_mov_epi64(r.rng[3], refill, s3);
    x = _mm512_mask_mov_epi64(x, refill, number);
    left = _mm512_mask_mov_epi64(left, refill, all(Dice::DigitsPerNumber));
    // The high and low words of x * n, n at most 6.
    const __m512i high =
        _mm512_srli_epi64(_mm512_add_epi64(_mm512_mul_epu32(_mm512_srli_epi64(x, 32), n),
                                           _mm512_srli_epi64(_mm512_mul_epu32(x, n), 32)),
                          32);
    r.digits = _mm512_mask_mov_epi64(x, m, _mm512_mullo_epi64(x, n));
    r.left = _mm512_mask_sub_epi64(left, m, left, all(1));
    return high;
}

// Per colour (element c): its entry Star's bit, and its Stars in its own coordinates.
struct Constants {
    __m512i rot;
    __m512i star;
    std::array<std::uint64_t, Colours> rotOf;
    bool lostThirdSixReturns;
    bool oneThrowPerSix;
};

/// Counter i's field of the packed progress (progress + 1).
LANES_TARGET inline __m512i field(__m512i packed, int i) {
    return _mm512_and_si512(_mm512_srli_epi64(packed, 16 * i), all(0xFFFF));
}

/// A difference of squares taken round the loop: -68 < q < 68 to 0..67.
LANES_TARGET inline __m512i roundLoop(__m512i q) {
    return _mm512_mask_add_epi64(q, _mm512_cmplt_epi64_mask(q, _mm512_setzero_si512()), q,
                                 all(LoopSquares));
}

/// A counter of the mover arrives at progress `to`: one more counter on
/// its loop square or home-column square (none at HOME).
LANES_TARGET inline void arrive(__m512i& own, __m512i& own2, __m512i& col, __m512i to) {
    const __m512i one = all(1);
    const __m512i bit = _mm512_sllv_epi64(one, to); // none off the loop
    own2 = _mm512_or_si512(own2, _mm512_and_si512(own, bit));
    own = _mm512_or_si512(own, bit);
    const __m512i colBit =
        _mm512_and_si512(_mm512_sllv_epi64(one, _mm512_sub_epi64(to, all(64))), all(0x7F));
    col = _mm512_or_si512(col, _mm512_slli_epi64(_mm512_and_si512(col, colBit), 8));
    col = _mm512_or_si512(col, colBit);
}

/// A counter of the mover leaves the place `at` (progress + 1): one fewer
/// counter on its loop square or home-column square.
LANES_TARGET inline void leave(__m512i& own, __m512i& own2, __m512i& col, __m512i at) {
    const __m512i one = all(1);
    const __m512i from = _mm512_sub_epi64(at, one);
    const __m512i bit = _mm512_sllv_epi64(one, from); // none off the loop
    const __m512i had2 = _mm512_and_si512(own2, bit);
    own2 = _mm512_xor_si512(own2, had2);
    own = _mm512_xor_si512(own, _mm512_andnot_si512(had2, bit));
    const __m512i colBit =
        _mm512_and_si512(_mm512_sllv_epi64(one, _mm512_sub_epi64(from, all(64))), all(0x7F));
    const __m512i had2Col = _mm512_and_si512(_mm512_srli_epi64(col, 8), colBit);
    col = _mm512_xor_si512(col, _mm512_slli_epi64(had2Col, 8));
    col = _mm512_xor_si512(col, _mm512_andnot_si512(had2Col, colBit));
}

/// Counter `which`'s field of the packed progress set to `value`.
LANES_TARGET inline __m512i setField(__m512i packed, __m512i which, __m512i value) {
    const __m512i shift = _mm512_slli_epi64(which, 4);
    return _mm512_or_si512(_mm512_andnot_si512(_mm512_sllv_epi64(all(0xFFFF), shift), packed),
                           _mm512_sllv_epi64(value, shift));
}

/// What a step leaves to State: the lanes whose throw it did not play.
struct Rare {
    __mmask8 lanes = 0;
    alignas(64) std::uint64_t value[Width];
    alignas(64) std::uint64_t choice[Width];
};

/// One throw in every active lane: the die, the legal counters (PAT-4,
/// PAT-6, PAT-8, PAT-9), a random choice among them, the move and any
/// capture (PAT-7), a third six (PAT-5), the turn's next throw or the next turn. A colour's last
/// counter HOME is left to State (Rare), with the lane as it stood before.
LANES_INLINE void step(Regs& r, __mmask8 active, const Constants& k, Rare& rare) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i one = all(1);
    const __m512i c = r.mover;
    __mmask8 isC[Colours];
    for (int a = 0; a < Colours; ++a)
        isC[a] = _mm512_cmpeq_epi64_mask(c, all(std::uint64_t(a)));

    const __m512i value = _mm512_add_epi64(draw(r, active, all(6)), one);
    const __mmask8 six = _mm512_cmpeq_epi64_mask(value, all(6));
    const __m512i sixes = r.sixes;
    const __mmask8 thirdSix = six & _mm512_cmpeq_epi64_mask(sixes, all(2));
    const __m512i steps = _mm512_mask_mov_epi64(value, six, all(12)); // PAT-5

    __m512i mine = r.prog[0], own = r.one[0], own2 = r.two[0], col = r.col[0];
    for (int a = 1; a < Colours; ++a) {
        mine = _mm512_mask_mov_epi64(mine, isC[a], r.prog[a]);
        own = _mm512_mask_mov_epi64(own, isC[a], r.one[a]);
        own2 = _mm512_mask_mov_epi64(own2, isC[a], r.two[a]);
        col = _mm512_mask_mov_epi64(col, isC[a], r.col[a]);
    }

    // The board as the mover sees it.
    const __m512i rc = _mm512_permutexvar_epi64(c, k.rot);
    const __m512i starC = _mm512_permutexvar_epi64(c, k.star);
    __m512i d[Colours], ro[Colours], rt[Colours];
    for (int a = 0; a < Colours; ++a) {
        d[a] = roundLoop(_mm512_sub_epi64(all(k.rotOf[std::size_t(a)]), rc));
        ro[a] = turn(r.one[a], d[a]);
        rt[a] = turn(r.two[a], d[a]);
    }
    const __m512i barrier =
        _mm512_or_si512(_mm512_or_si512(rt[0], rt[1]), _mm512_or_si512(rt[2], rt[3])); // PAT-6
    const __m512i pairs = _mm512_or_si512(
        _mm512_or_si512(_mm512_and_si512(ro[0], ro[1]), _mm512_and_si512(ro[2], ro[3])),
        _mm512_and_si512(_mm512_or_si512(ro[0], ro[1]), _mm512_or_si512(ro[2], ro[3])));
    const __m512i full = _mm512_or_si512(barrier, pairs);
    const __m512i blocked = _mm512_or_si512(own, barrier); // PAT-8: never over one's own
    const __m512i colAny = _mm512_and_si512(col, all(0x7F));
    const __m512i colFull = _mm512_and_si512(_mm512_srli_epi64(col, 8), all(0x7F));
    // PAT-4: only a 5 enters, onto the entry Star.
    const __m512i enterTo =
        _mm512_mask_mov_epi64(all(127), _mm512_cmpeq_epi64_mask(value, all(5)), zero);

    __mmask8 legal[MaxCounters];
    __m512i to[MaxCounters], at[MaxCounters];
    __m512i count = zero;
    for (int i = 0; i < MaxCounters; ++i) {
        const __m512i v = field(mine, i);
        at[i] = v;
        __m512i t = _mm512_add_epi64(_mm512_sub_epi64(v, one), steps);
        t = _mm512_mask_mov_epi64(t, _mm512_cmpeq_epi64_mask(v, zero), enterTo);
        to[i] = t;
        // PAT-9: HOME by the exact throw; a counter HOME stays.
        const __mmask8 bad =
            _mm512_cmpgt_epi64_mask(t, all(Home)) | _mm512_cmpeq_epi64_mask(v, all(Home + 1));
        const __m512i pass = _mm512_andnot_si512(lowBits(v), lowBits(_mm512_min_epi64(t, all(64))));
        const __m512i land = _mm512_sllv_epi64(one, t);
        const __m512i colPass =
            _mm512_andnot_si512(lowBits(_mm512_max_epi64(_mm512_sub_epi64(v, all(64)), zero)),
                                lowBits(_mm512_max_epi64(_mm512_sub_epi64(t, all(64)), zero)));
        const __m512i colLand = _mm512_sllv_epi64(one, _mm512_sub_epi64(t, all(64)));
        const __m512i fails = _mm512_or_si512(
            _mm512_or_si512(_mm512_and_si512(blocked, pass), _mm512_and_si512(full, land)),
            _mm512_or_si512(_mm512_and_si512(colAny, colPass), _mm512_and_si512(colFull, colLand)));
        legal[i] = active & ~bad & ~_mm512_test_epi64_mask(fails, fails);
        count = _mm512_mask_add_epi64(count, legal[i], count, one);
    }
    const __mmask8 moves = legal[0] | legal[1] | legal[2] | legal[3];
    const __m512i pick = draw(r, moves, count);

    // The pick-th legal counter.
    __m512i seen = zero, toC = zero, atC = zero, which = zero;
    for (int i = 0; i < MaxCounters; ++i) {
        const __mmask8 chosen = legal[i] & _mm512_cmpeq_epi64_mask(seen, pick);
        toC = _mm512_mask_mov_epi64(toC, chosen, to[i]);
        atC = _mm512_mask_mov_epi64(atC, chosen, at[i]);
        which = _mm512_mask_mov_epi64(which, chosen, all(std::uint64_t(i)));
        seen = _mm512_mask_add_epi64(seen, legal[i], seen, one);
    }

    // The mover's counter leaves its square and takes the new one.
    __m512i movedMine = mine, movedOwn = own, movedOwn2 = own2, movedCol = col;
    leave(movedOwn, movedOwn2, movedCol, atC);
    arrive(movedOwn, movedOwn2, movedCol, toC);
    movedMine = setField(movedMine, which, _mm512_add_epi64(toC, one));
    mine = _mm512_mask_mov_epi64(mine, moves, movedMine);
    own = _mm512_mask_mov_epi64(own, moves, movedOwn);
    own2 = _mm512_mask_mov_epi64(own2, moves, movedOwn2);
    col = _mm512_mask_mov_epi64(col, moves, movedCol);

    // PAT-5: a third six sends the mover's counter nearest HOME back, also
    // when it could not be moved unless the house rule says otherwise.
    const __mmask8 returns = thirdSix & (moves | (k.lostThirdSixReturns ? active : 0));
    if (returns) { // rare: a branch the processor predicts
        __m512i best = zero, bestAt = zero;
        __mmask8 found = 0;
        for (int i = 0; i < MaxCounters; ++i) {
            const __m512i v = field(mine, i);
            const __mmask8 nearer = _mm512_cmpgt_epi64_mask(v, bestAt) &
                                    _mm512_cmple_epi64_mask(v, all(Home)); // not HOME
            bestAt = _mm512_mask_mov_epi64(bestAt, nearer, v);
            best = _mm512_mask_mov_epi64(best, nearer, all(std::uint64_t(i)));
            found |= nearer;
        }
        const __mmask8 back = returns & found;
        __m512i backOwn = own, backOwn2 = own2, backCol = col;
        leave(backOwn, backOwn2, backCol, bestAt);
        mine = _mm512_mask_mov_epi64(mine, back, setField(mine, best, zero));
        own = _mm512_mask_mov_epi64(own, back, backOwn);
        own2 = _mm512_mask_mov_epi64(own2, back, backOwn2);
        col = _mm512_mask_mov_epi64(col, back, backCol);
    }

    const __mmask8 finishes = moves & _mm512_cmpeq_epi64_mask(mine, all(AllHome));
    rare.lanes = active & finishes;
    const __mmask8 commit = (moves | returns) & ~rare.lanes;
    store(rare.value, value);
    store(rare.choice, pick);

    // PAT-7: a single counter of another colour off a Star goes back.
    const __m512i takes = _mm512_andnot_si512(starC, _mm512_sllv_epi64(one, toC));
    for (int a = 0; a < Colours; ++a) {
        const __m512i lone = _mm512_and_si512(_mm512_andnot_si512(rt[a], ro[a]), takes);
        const __mmask8 taken = commit & moves & ~isC[a] & _mm512_test_epi64_mask(lone, lone);
        if (!taken) continue; // (a branch here is faster than none)
        const __m512i q = roundLoop(_mm512_sub_epi64(toC, d[a])); // in its own coordinates
        r.one[a] = _mm512_mask_xor_epi64(r.one[a], taken, r.one[a], _mm512_sllv_epi64(one, q));
        const __m512i fields =
            _mm512_mullo_epi64(_mm512_add_epi64(q, one), all(0x0001000100010001));
        const __m512i lanes = _mm512_maskz_mov_epi64(taken, all(~std::uint64_t(0)));
        const __mmask32 there =
            _mm512_cmpeq_epi16_mask(r.prog[a], fields) & _mm512_test_epi16_mask(lanes, lanes);
        r.prog[a] = _mm512_mask_mov_epi16(r.prog[a], there, zero);
    }
    for (int a = 0; a < Colours; ++a) {
        const __mmask8 mover = commit & isC[a];
        r.prog[a] = _mm512_mask_mov_epi64(r.prog[a], mover, mine);
        r.one[a] = _mm512_mask_mov_epi64(r.one[a], mover, own);
        r.two[a] = _mm512_mask_mov_epi64(r.two[a], mover, own2);
        r.col[a] = _mm512_mask_mov_epi64(r.col[a], mover, col);
    }

    // PAT-5: a six gives two more throws, whatever they show, as
    // State::throwsAfter(); the house rule, one more, up to the third six.
    const __mmask8 normal = active & ~rare.lanes;
    const __m512i thrown = r.thrown;
    __mmask8 again = six & _mm512_cmplt_epi64_mask(thrown, all(2));
    if (!k.oneThrowPerSix) again |= _mm512_cmpeq_epi64_mask(thrown, one);
    r.sixes = _mm512_mask_mov_epi64(
        r.sixes, normal,
        _mm512_maskz_mov_epi64(again, _mm512_mask_add_epi64(sixes, six, sixes, one)));
    r.thrown = _mm512_mask_mov_epi64(r.thrown, normal, _mm512_maskz_add_epi64(again, thrown, one));
    const __m512i after =
        _mm512_and_si512(_mm512_srlv_epi64(r.next, _mm512_slli_epi64(c, 1)), all(3));
    r.mover = _mm512_mask_mov_epi64(r.mover, normal, _mm512_mask_mov_epi64(after, again, c));
    r.throws = _mm512_mask_add_epi64(r.throws, active, r.throws, one);
}

LANES_INLINE __mmask8 overLong(const Regs& r, __mmask8 active, long maxThrows) {
    return _mm512_mask_cmpge_epi64_mask(active, r.throws,
                                        _mm512_set1_epi64(static_cast<long long>(maxThrows)));
}

LANES_TARGET Constants constantsFor(Kind kind, const Rules& rules) {
    const core::Tables& t = core::tables();
    Constants k;
    k.lostThirdSixReturns = rules.lostThirdSixReturns;
    k.oneThrowPerSix = rules.oneThrowPerSix;
    alignas(64) std::uint64_t rot[Width] = {}, star[Width] = {};
    for (int a = 0; a < Colours; ++a) {
        k.rotOf[std::size_t(a)] = t.rot[int(kind)][std::size_t(a)];
        rot[a] = k.rotOf[std::size_t(a)];
        for (int q = 0; q <= LastLoop; ++q)
            if (t.star[t.square[int(kind)][std::size_t(a)][std::size_t(q)]])
                star[a] |= std::uint64_t(1) << q;
    }
    k.rot = _mm512_load_si512(rot);
    k.star = _mm512_load_si512(star);
    return k;
}

LANES_INLINE void fill(Regs& r, const Lanes& l) {
    for (int a = 0; a < Colours; ++a) {
        r.prog[a] = load(l.prog[a]);
        r.one[a] = load(l.one[a]);
        r.two[a] = load(l.two[a]);
        r.col[a] = load(l.col[a]);
        r.rng[a] = load(l.rng[a]);
    }
    r.mover = load(l.mover);
    r.sixes = load(l.sixes);
    r.thrown = load(l.thrown);
    r.next = load(l.next);
    r.digits = load(l.digits);
    r.left = load(l.left);
    r.throws = load(l.throws);
}

LANES_INLINE void spill(const Regs& r, Lanes& l) {
    for (int a = 0; a < Colours; ++a) {
        store(l.prog[a], r.prog[a]);
        store(l.one[a], r.one[a]);
        store(l.two[a], r.two[a]);
        store(l.col[a], r.col[a]);
        store(l.rng[a], r.rng[a]);
    }
    store(l.mover, r.mover);
    store(l.sixes, r.sixes);
    store(l.thrown, r.thrown);
    store(l.next, r.next);
    store(l.digits, r.digits);
    store(l.left, r.left);
    store(l.throws, r.throws);
}

LANES_TARGET void inLanes(const RandomGamesConfig& config) {
    const Constants k = constantsFor(Kind::Single, config.rules);
    Lanes l{};
    State states[Width];
    long index[Width] = {};
    long started = 0;
    __mmask8 active = 0;
    const State fresh(config.rules, config.firstThrower);

    // Lane j takes the next game, or falls idle when there is none.
    const auto startGame = [&](int j) {
        active &= __mmask8(~(1u << j));
        while (started < config.games) {
            const long g = started++;
            Dice dice(config.nextSeed());
            State s = fresh;
            long throws = 0;
            playOpening(s, dice, throws, config.maxThrows);
            if (s.phase() != Phase::Throw) { // stopped in the opening
                config.gameOver(g, s, throws);
                continue;
            }
            states[j] = s;
            index[j] = g;
            loadPosition(l, j, s);
            loadDice(l, j, dice);
            l.throws[j] = std::uint64_t(throws);
            active |= __mmask8(1u << j);
            return;
        }
    };
    const auto resumeState = [&](int j) {
        states[j].resume(positionOf(l, j, config.rules), int(l.mover[j]), int(l.thrown[j]),
                         int(l.sixes[j]));
    };

    for (int j = 0; j < Width; ++j)
        startGame(j);
    Regs r;
    fill(r, l);
    Rare rare;
    while (active) {
        if (__mmask8 stop = overLong(r, active, config.maxThrows)) {
            spill(r, l);
            for (; stop; stop &= stop - 1) {
                const int j = __builtin_ctz(stop);
                resumeState(j);
                config.gameOver(index[j], states[j], long(l.throws[j]));
                startGame(j);
            }
            fill(r, l);
            continue;
        }
        step(r, active, k, rare);
        if (!rare.lanes) continue;
        spill(r, l);
        for (unsigned left = rare.lanes; left; left &= left - 1) {
            const int j = __builtin_ctz(left);
            State& s = states[j];
            resumeState(j);
            s.throwDie(int(rare.value[j]));
            if (s.phase() == Phase::Choose) s.choose(int(rare.choice[j]));
            if (s.isOver()) {
                config.gameOver(index[j], s, long(l.throws[j]));
                startGame(j);
            } else {
                loadPosition(l, j, s);
            }
        }
        fill(r, l);
    }
}

#endif // PAT_VECTOR_LANES

} // namespace

bool randomGamesInLanes(Kind kind) {
#ifdef PAT_VECTOR_LANES
    __builtin_cpu_init();
    return kind == Kind::Single && __builtin_cpu_supports("avx512f") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq");
#else
    (void)kind;
    return false;
#endif
}

void playRandomGames(const RandomGamesConfig& config) {
#ifdef PAT_VECTOR_LANES
    if (config.lanes && randomGamesInLanes(config.rules.kind)) {
        inLanes(config);
        return;
    }
#endif
    oneAtATime(config);
}

} // namespace club::pat
