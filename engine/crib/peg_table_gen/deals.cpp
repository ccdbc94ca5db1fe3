// SPDX-License-Identifier: GPL-3.0-or-later
// Not built with the project. Build the project first (build/), then from
// the repository root:
//   g++ -std=c++20 -O2 -fPIC -Iengine engine/crib/peg_table_gen/deals.cpp \
//       build/engine/libclub_crib.a build/engine/libclub_core.a \
//       $(pkg-config --cflags --libs Qt6Core) -o deals
//   ./deals 20000 > deals.txt
// and copy the rows into the tables of the same names of engine/crib/win_chance.cpp.
//
// How many points the pone and the dealer make in a two-hand deal (play and
// show, the crib and his heels with the dealer's), what the crib counts, and
// what each pegs in the play and counts in his hand,
// over deals of Expert against Expert that start with both sides below 80,
// so that no deal is cut short by the game's end. win_chance.cpp reckons a
// side's chance of winning from these.
#include "core/random.h"
#include "crib/match.h"
#include <array>
#include <cstdio>
#include <cstdlib>
using namespace club::crib;
using club::Random;

int main(int argc, char** argv) {
    const int wanted = argc > 1 ? std::atoi(argv[1]) : 40000;
    std::array<long, 64> pone{}, dealer{}, crib{}, ponePeg{}, dealerPeg{}, poneHand{}, dealerHand{};
    int deals = 0;
    Random rng(20261130);
    for (std::uint64_t g = 0; deals < wanted; ++g) {
        Match m(Setup{}, 7700 + g);
        int dealerSide = -1, got[2] = {0, 0}, pegged[2] = {0, 0}, hand[2] = {0, 0};
        bool counted = false;
        int cribPoints = -1;
        auto finish = [&] {
            if (counted && dealerSide >= 0 && deals < wanted) {
                ++pone[std::size_t(std::min(got[1 - dealerSide], 63))];
                ++dealer[std::size_t(std::min(got[dealerSide], 63))];
                if (cribPoints >= 0) ++crib[std::size_t(cribPoints)];
                const int p = 1 - dealerSide;
                ++ponePeg[std::size_t(std::min(pegged[p], 63))];
                ++dealerPeg[std::size_t(std::min(pegged[dealerSide], 63))];
                ++poneHand[std::size_t(hand[p])];
                ++dealerHand[std::size_t(hand[dealerSide])];
                ++deals;
            }
        };
        while (m.phase() != Phase::GameOver) {
            for (const Event& e : m.apply(m.computerMove(Level::Expert, rng))) {
                if (e.kind == Event::Deal) {
                    finish();
                    dealerSide = e.seat;
                    got[0] = got[1] = pegged[0] = pegged[1] = hand[0] = hand[1] = 0;
                    cribPoints = -1;
                    counted = m.scores()[0] < 80 && m.scores()[1] < 80;
                } else if (e.kind == Event::Score && e.side >= 0) {
                    got[e.side] += e.points;
                    if (e.reason == ScoreReason::Play || e.reason == ScoreReason::LastCard)
                        pegged[e.side] += e.points;
                    if (e.reason == ScoreReason::Hand) hand[e.side] += e.points;
                } else if (e.kind == Event::Show && e.crib) {
                    cribPoints = e.points;
                }
            }
        }
    }
    auto row = [](const char* name, const std::array<long, 64>& h) {
        std::printf("%s", name);
        for (long n : h)
            std::printf(" %ld", n);
        std::printf("\n");
    };
    row("pone", pone);
    row("dealer", dealer);
    row("crib", crib);
    row("ponePeg", ponePeg);
    row("dealerPeg", dealerPeg);
    row("poneHand", poneHand);
    row("dealerHand", dealerHand);
    std::fprintf(stderr, "%d deals\n", deals);
}
