// SPDX-License-Identifier: GPL-3.0-or-later
// Not built with the project; see gen.cpp for how to build and run it
// (./freq 1000000 habit > keeps.txt for the tables in use).
// Frequency of kept fours (by ranks) per role, divided by the frequency of
// the same ranks among random fours; kept by the exact expected value
// discard, or (second argument "habit") by habit (habitual_discard.h).
#include "core/random.h"
#include "crib/discard.h"
#include "crib/habitual_discard.h"
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using namespace club::crib;
using club::Random;
static double choose(int n, int k) {
    double r = 1;
    for (int i = 0; i < k; ++i)
        r = r * (n - i) / (i + 1);
    return r;
}
int main(int argc, char** argv) {
    const int N = atoi(argv[1]);
    const bool habit = argc > 2 && !strcmp(argv[2], "habit");
    Random rng(777);
    std::vector<Card> deck(52);
    for (int i = 0; i < 52; ++i)
        deck[i] = Card(i);
    static int idxOf[13][13][13][13];
    std::vector<std::array<int, 4>> fours;
    int i = 0;
    for (int a = 0; a < 13; ++a)
        for (int b = a; b < 13; ++b)
            for (int c = b; c < 13; ++c)
                for (int d = c; d < 13; ++d) {
                    idxOf[a][b][c][d] = i++;
                    fours.push_back({a, b, c, d});
                }
    for (int role = 0; role < 2; ++role) {
        std::vector<double> cnt(1820, 0);
        for (int n = 0; n < N; ++n) {
            rng.shuffle(std::span<Card>(deck));
            Hand h(deck.begin(), deck.begin() + 6);
            // "habit" (the table in use): kept by habit (habitual_discard.h,
            // BSD's rule); else by the exact expected value
            Hand keep;
            if (habit) {
                const Hand away = habitualDiscard(h, role == 1);
                for (Card c : h)
                    if (c != away[0] && c != away[1]) keep.push_back(c);
            } else {
                keep = analyseDiscards(h, 2, role == 1).front().keep;
            }
            int r[4];
            for (int j = 0; j < 4; ++j)
                r[j] = rankOf(keep[std::size_t(j)]);
            std::sort(r, r + 4);
            cnt[idxOf[r[0]][r[1]][r[2]][r[3]]] += 1;
        }
        printf("// role %d\n", role);
        for (int k = 0; k < 1820; ++k) {
            auto f = fours[k];
            int m[13] = {};
            for (int x : f)
                ++m[x];
            double p = 1;
            bool ok = true;
            for (int r = 0; r < 13; ++r) {
                if (m[r] > 4) ok = false;
                p *= choose(4, m[r]);
            }
            p /= choose(52, 4);
            double e = N * p;
            double ratio = ok ? (cnt[k] + 2.0) / (e + 2.0) : 0;
            printf("%.3f,%s", ratio, k % 16 == 15 ? "\n" : " ");
        }
        printf("\n");
        fprintf(stderr, "role %d done\n", role);
    }
}
