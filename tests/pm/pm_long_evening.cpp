// SPDX-License-Identifier: GPL-3.0-or-later
// A long evening does not grow (issue 14): whole P.M. rubbers played by
// computers through the engine's Table, as the app plays them (a new rubber,
// every computer turn, the next game, a save at the end of each game), one
// after the other on one Table. Prints the heap in use (glibc mallinfo2)
// and the resident size after rubbers 1, 10, 100, ... and fails (exit 1)
// if the heap in use after the last rubber exceeds that after the first by
// more than 16 KiB. glibc keeps freed blocks in per-thread caches that
// mallinfo2 counts as in use, so the program restarts itself with those
// caches off (GLIBC_TUNABLES) unless they are off already or valgrind is
// preloaded (give heaptrack the variable, as below). Run by hand, and under
// heaptrack or valgrind's massif for the README's figures:
//
//   pm_long_evening [rubbers=1000] [kind,kind,...=standard,beginner,greedy,random]
//   GLIBC_TUNABLES=glibc.malloc.tcache_count=0 heaptrack pm_long_evening 1000
//   valgrind --tool=massif --massif-out-file=pm.massif pm_long_evening 1000
#include "core/random.h"
#include "pm/table.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <malloc.h>
#include <string>
#include <unistd.h>

using namespace club;

namespace {
/// Bytes the program holds on the heap now (small blocks and mmapped ones).
long long heapInUse() {
    const struct mallinfo2 m = mallinfo2();
    return static_cast<long long>(m.uordblks + m.hblkhd);
}

/// The resident set size in KiB, from /proc/self/status.
long long residentKiB() {
    std::ifstream status("/proc/self/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmRSS:", 0) == 0) return std::stoll(line.substr(6));
    return -1;
}

bool isPowerOfTen(int n) {
    while (n % 10 == 0)
        n /= 10;
    return n == 1;
}
} // namespace

int main(int argc, char** argv) {
    const char* tunables = std::getenv("GLIBC_TUNABLES");
    const char* preload = std::getenv("LD_PRELOAD");
    const bool profiled = (preload && *preload) || std::getenv("DUMP_HEAPTRACK_OUTPUT");
    if ((!tunables || !std::strstr(tunables, "tcache_count=0")) && !profiled) {
        setenv("GLIBC_TUNABLES", "glibc.malloc.tcache_count=0", 1);
        execv("/proc/self/exe", argv);
        std::perror("execv"); // then go on, with the caches
    }
    QCoreApplication app(argc, argv);
    const int rubbers = argc > 1 ? std::atoi(argv[1]) : 1000;
    const QStringList kinds =
        QString::fromLocal8Bit(argc > 2 ? argv[2] : "standard,beginner,greedy,random")
            .split(QLatin1Char(','));
    if (rubbers < 1 || kinds.size() < 2 || kinds.size() > 8) {
        std::fprintf(stderr, "usage: %s [rubbers] [kind,kind,...]\n", argv[0]);
        return 2;
    }
    QTemporaryDir dir;
    const QString savePath = dir.filePath(QStringLiteral("evening.pmrubber"));
    pm::Table table;
    long long firstHeap = 0, turns = 0, games = 0;
    std::printf("%8s %14s %12s %10s %10s\n", "rubbers", "heap in use", "resident", "games",
                "turns");
    for (int r = 1; r <= rubbers; ++r) {
        pm::RubberConfig config;
        for (int s = 0; s < kinds.size(); ++s)
            config.seats.push_back(
                pm::SeatConfig{QStringLiteral("Computer %1").arg(s + 1), s, kinds[s]});
        config.seed = std::uint64_t(r) * 0x9e3779b97f4a7c15ULL;
        if (const Message problem = table.tryNewRubber(config); !problem.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(problem.english()));
            return 2;
        }
        while (!table.rubber().isOver()) {
            if (table.game().isOver()) {
                ++games;
                if (const Message m = table.trySave(savePath); !m.isEmpty()) {
                    std::fprintf(stderr, "%s\n", qPrintable(m.english()));
                    return 2;
                }
                table.nextGame();
                continue;
            }
            if (!table.playComputerTurn()) {
                std::fprintf(stderr, "rubber %d: no computer turn played\n", r);
                return 2;
            }
            ++turns;
        }
        ++games;
        if (r == 1) firstHeap = heapInUse();
        if (isPowerOfTen(r) || r == rubbers)
            std::printf("%8d %14lld %9lld KiB %10lld %10lld\n", r, heapInUse(), residentKiB(),
                        games, turns);
    }
    const long long growth = heapInUse() - firstHeap;
    std::printf("heap in use after rubber %d minus after rubber 1: %lld bytes\n", rubbers, growth);
    return growth > 16 * 1024 ? 1 : 0;
}
