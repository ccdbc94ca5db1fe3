// SPDX-License-Identifier: GPL-3.0-or-later
#include "pat_json.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/printable.h"

namespace club::tool::pat {

using namespace club::pat;

Kind readKind(const QJsonObject& request) {
    const QString kind = json::string(request, "game", 10);
    if (kind == QLatin1String("single")) return Kind::Single;
    if (kind == QLatin1String("partner")) return Kind::Partner;
    throw FormatError("field \"game\" must be \"single\" or \"partner\"");
}

std::uint64_t readSeed(const QJsonObject& request) {
    return request.contains(QStringLiteral("seed")) ? json::seed(request, "seed") : 0;
}

Position readCounters(const QJsonObject& request, Rules& rules) {
    const QJsonObject counters = json::object(request, "counters");
    std::array<std::array<int, MaxCounters>, Colours> progress{};
    rules.inPlay = 0;
    int size = 0;
    for (auto it = counters.begin(); it != counters.end(); ++it) {
        const QString key = it.key();
        const int colour = key.size() == 1 ? key.at(0).digitValue() : -1;
        if (colour < 0 || colour >= Colours)
            throw FormatError("field \"counters\": key \"" + quotable(key, 20).toStdString() +
                              "\" must be a colour \"0\" to \"3\"");
        const std::string name = "counters of colour " + std::to_string(colour);
        if (!it.value().isArray())
            throw FormatError("field \"counters\": the " + name + " must be an array");
        const QJsonArray list = it.value().toArray();
        if (list.size() != 3 && list.size() != 4)
            throw FormatError("field \"counters\": colour " + std::to_string(colour) +
                              " must have 3 or 4 counters");
        if (size && list.size() != size)
            throw FormatError(
                "field \"counters\": every colour must have the same number of counters");
        size = int(list.size());
        for (int i = 0; i < size; ++i)
            progress[colour][i] = json::element(list, i, Triangle, Home, name);
        rules.inPlay |= std::uint8_t(1u << colour);
    }
    const int players = rules.players();
    if (rules.kind == Kind::Partner ? players != 4 : players < 2)
        throw FormatError(rules.kind == Kind::Partner
                              ? "field \"counters\": the partner game needs all four colours"
                              : "field \"counters\": at least two colours must play");
    rules.counters = size;
    Position p;
    if (!Position::fromProgress(rules, progress, p))
        throw FormatError("field \"counters\": no position of the rules has counters so "
                          "(three on a square, or two that may not share one)");
    return p;
}

QJsonObject countersJson(const Position& p, std::uint8_t inPlay) {
    QJsonObject out;
    for (int c = 0; c < Colours; ++c) {
        if (!((inPlay >> c) & 1)) continue;
        QJsonArray list;
        for (int i = 0; i < p.counters; ++i)
            list.append(p.at(c, i));
        out.insert(QString::number(c), list);
    }
    return out;
}

QJsonObject moveJson(const State& s, int index, bool details) {
    const Move m = s.legal()[index];
    Position after = s.position();
    const Change ch = apply(after, s.toMove(), m, s.pendingIsThirdSix());
    QJsonObject o{{QStringLiteral("counter"), int(m.counter)},
                  {QStringLiteral("to"), int(m.to)},
                  {QStringLiteral("result"), countersJson(after, s.rules().inPlay)}};
    if (!details) return o;
    o.insert(QStringLiteral("from"), int(m.from));
    if (ch.capturedColour >= 0)
        o.insert(QStringLiteral("captures"),
                 QJsonObject{{QStringLiteral("colour"), ch.capturedColour},
                             {QStringLiteral("counter"), ch.capturedCounter}});
    if (ch.returnedCounter >= 0) o.insert(QStringLiteral("returned"), ch.returnedCounter);
    return o;
}

namespace {
QString phaseName(Phase p) {
    switch (p) {
    case Phase::Opening:
        return QStringLiteral("opening");
    case Phase::Throw:
        return QStringLiteral("throw");
    case Phase::Choose:
        return QStringLiteral("choose");
    case Phase::Over:
        return QStringLiteral("over");
    }
    return {};
}
} // namespace

QJsonObject stateJson(const Game& g) {
    const State& s = g.state();
    QJsonArray seats, finished, stakes, throws;
    for (const Seat& seat : g.setup().seats)
        seats.append(seatJson(seat, seat.colour));
    for (int seat : g.finishingSeats())
        finished.append(seat);
    for (int v : g.stakes())
        stakes.append(v);
    for (int v : g.throwsThisTurn())
        throws.append(v);
    return QJsonObject{
        {QStringLiteral("game"),
         s.rules().kind == Kind::Single ? QStringLiteral("single") : QStringLiteral("partner")},
        {QStringLiteral("seats"), seats},
        {QStringLiteral("counters"), countersJson(s.position(), s.rules().inPlay)},
        {QStringLiteral("phase"), phaseName(s.phase())},
        {QStringLiteral("colour"), s.isOver() ? QJsonValue() : QJsonValue(s.toMove())},
        {QStringLiteral("seat"), s.isOver() ? QJsonValue() : QJsonValue(g.seatToMove())},
        {QStringLiteral("sixes"), s.sixes()},
        {QStringLiteral("throws_left"), s.throwsLeft()},
        {QStringLiteral("throw"), s.pendingThrow() ? QJsonValue(s.pendingThrow()) : QJsonValue()},
        {QStringLiteral("throws_this_turn"), throws},
        {QStringLiteral("finished"), finished},
        {QStringLiteral("winning_side"),
         s.winningSide() >= 0 ? QJsonValue(s.winningSide()) : QJsonValue()},
        {QStringLiteral("stakes"), stakes},
        {QStringLiteral("over"), s.isOver()},
        {QStringLiteral("seed"), json::seedValue(g.seed())},
        {QStringLiteral("events"), g.current()},
        {QStringLiteral("can_undo"), g.canUndo()},
        {QStringLiteral("can_redo"), g.canRedo()}};
}

} // namespace club::tool::pat
