// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers of the Patchesi suites: positions written as
// "0:-1,-1,3,-1 1:55,-1,-1,-1" (colour: progress of each counter) and the
// moves of a throw written as "counter>to" pairs.
#pragma once

#include "pat/match.h"
#include "pat/rules.h"
#include "pat/state.h"

#include <QString>
#include <QStringList>
#include <QTest>

namespace pat_test {

using namespace club::pat;

/// The rules of a game of `players` in the colours a match gives them.
inline Rules rulesOf(Kind kind, int players, int counters) {
    Rules rules;
    rules.kind = kind;
    rules.counters = counters;
    rules.inPlay = 0;
    for (int c : coloursFor(kind, players))
        rules.inPlay |= std::uint8_t(1u << c);
    return rules;
}

inline Rules rulesFor(Kind kind, const QString& spec) {
    Rules r;
    r.kind = kind;
    r.inPlay = 0;
    for (const QString& part : spec.split(' ', Qt::SkipEmptyParts)) {
        r.inPlay |= std::uint8_t(1u << part.section(':', 0, 0).toInt());
        r.counters = int(part.section(':', 1).split(',').size());
    }
    return r;
}

inline Position positionOf(Kind kind, const QString& spec) {
    std::array<std::array<int, MaxCounters>, Colours> prog{};
    for (const QString& part : spec.split(' ', Qt::SkipEmptyParts)) {
        const int c = part.section(':', 0, 0).toInt();
        const QStringList values = part.section(':', 1).split(',');
        for (int i = 0; i < values.size(); ++i)
            prog[c][i] = values[i].toInt();
    }
    Position p;
    if (!Position::fromProgress(rulesFor(kind, spec), prog, p))
        QTest::qFail(qPrintable("impossible position " + spec), __FILE__, __LINE__);
    return p;
}

inline QString specOf(const Position& p, std::uint8_t inPlay) {
    QStringList parts;
    for (int c = 0; c < Colours; ++c) {
        if (!((inPlay >> c) & 1)) continue;
        QStringList v;
        for (int i = 0; i < p.counters; ++i)
            v << QString::number(p.at(c, i));
        parts << QString::number(c) + ':' + v.join(',');
    }
    return parts.join(' ');
}

/// The moves of one throw, "counter>to" joined by spaces ("" when lost).
inline QString movesOf(Kind kind, const QString& spec, int colour, int value, int sixes = 0) {
    State s = State::at(rulesFor(kind, spec), positionOf(kind, spec), colour, sixes);
    s.throwDie(value);
    QStringList out;
    for (int i = 0; i < s.legalCount(); ++i)
        out << QString("%1>%2").arg(s.legal()[i].counter).arg(s.legal()[i].to);
    return out.join(' ');
}

/// Every counter after `counter` moves with the throw.
inline QString resultOf(Kind kind, const QString& spec, int colour, int value, int sixes,
                        int counter) {
    const Rules rules = rulesFor(kind, spec);
    State s = State::at(rules, positionOf(kind, spec), colour, sixes);
    s.throwDie(value);
    const int index = s.indexOf(counter);
    if (index < 0) return QStringLiteral("illegal");
    s.choose(index);
    return specOf(s.position(), rules.inPlay);
}

} // namespace pat_test
