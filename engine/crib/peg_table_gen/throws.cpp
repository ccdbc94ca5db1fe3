// SPDX-License-Identifier: GPL-3.0-or-later
// Not built with the project; see gen.cpp for how to build it (with this file
// in place of gen.cpp), then
//   ./throws 1000000 habit > throws.txt
//   python3 engine/crib/peg_table_gen/mk_throw_table.py throws.txt engine/crib/throw_table.cpp
//   clang-format -i engine/crib/throw_table.cpp
// How much likelier a player is to lay away each two ranks (two hands), as
// pone and as dealer, than two random cards are to be those ranks:
// (thrown + 2) / (expected + 2). The player lays away by the exact expected
// value discard, or (second argument "habit", the table in use) by habit
// (habitual_discard.h).
#include "core/random.h"
#include "crib/discard.h"
#include "crib/habitual_discard.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using namespace club::crib;
using club::Random;
int main(int argc, char** argv) {
    const int N = argc > 1 ? atoi(argv[1]) : 200000;
    const bool habit = argc > 2 && !strcmp(argv[2], "habit");
    Random rng(4242);
    std::vector<Card> deck(52);
    for (int i = 0; i < 52; ++i)
        deck[std::size_t(i)] = Card(i);
    for (int role = 0; role < 2; ++role) {
        double cnt[13][13] = {};
        for (int n = 0; n < N; ++n) {
            rng.shuffle(std::span<Card>(deck));
            Hand h(deck.begin(), deck.begin() + 6);
            // "habit" (the tables in use): the other lays away by habit
            // (habitual_discard.h, BSD's rule); else by the exact expected value
            const Hand away = habit ? habitualDiscard(h, role == 1)
                                    : analyseDiscards(h, 2, role == 1).front().discard;
            int a = rankOf(away[0]), b = rankOf(away[1]);
            if (a > b) std::swap(a, b);
            cnt[a][b] += 1;
        }
        printf("// role %d\n", role);
        const double pairs = 52.0 * 51 / 2;
        for (int a = 0; a < 13; ++a)
            for (int b = a; b < 13; ++b) {
                const double e = N * (a == b ? 6.0 : 16.0) / pairs;
                printf("%.3f,%s", (cnt[a][b] + 2.0) / (e + 2.0), b == 12 ? "\n" : " ");
            }
        fflush(stdout);
        fprintf(stderr, "role %d done\n", role);
    }
}
