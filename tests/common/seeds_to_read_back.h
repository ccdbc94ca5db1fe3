// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTest>
#include <cstdint>

// The seeds every save format must write so that they read back (issue 14,
// finding 1): 0, past 2^53 where a JSON number loses digits, and the
// largest. Each game's suite adds these rows to its seed round trip.
namespace club::test {

inline void addSeedsToReadBack() {
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {quint64(0), quint64(9000000000000001ULL), quint64(9007199254740991ULL),
                         quint64(9007199254740993ULL), ~quint64(0)})
        QTest::addRow("%llu", static_cast<unsigned long long>(seed)) << seed;
}

} // namespace club::test
