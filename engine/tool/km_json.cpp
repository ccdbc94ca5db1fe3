// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_json.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/printable.h"
#include "km/diagram.h"
#include "km/notation.h"
#include "km/rules.h"

namespace club::tool::km {

using namespace club::km;

namespace {
const char* kindName(MoveKind kind) {
    switch (kind) {
    case MoveKind::Step:
        return "step";
    case MoveKind::Jump:
        return "jump";
    case MoveKind::Place:
        return "place";
    case MoveKind::Clear:
        return "clear";
    case MoveKind::Pass:
        return "pass";
    }
    return "";
}

QJsonValue squareOrNull(int sq) {
    return sq == NoSquare ? QJsonValue() : QJsonValue(QString::fromStdString(squareName(sq)));
}

std::string legalList(const Position& p) {
    std::string list;
    int shown = 0;
    const MoveList moves = legalMoves(p);
    for (const Move& m : moves) {
        if (++shown > 30) {
            list += ", ...";
            break;
        }
        list += (list.empty() ? "" : ", ") + toNotation(p, m);
    }
    return list.empty() ? std::string("nothing (the game is over)") : list;
}

// {"kind":"step","from":"c11","to":"c10"} etc. as notation, so that one
// parser decides legality.
std::string objectNotation(const QJsonObject& o) {
    const QString kind = json::string(o, "kind", 10);
    auto square = [&](const char* key) { return json::string(o, key, 4).toStdString(); };
    if (kind == QLatin1String("step")) return square("from") + "-" + square("to");
    if (kind == QLatin1String("jump")) return square("from") + "x" + square("to");
    if (kind == QLatin1String("place")) return "@" + square("to");
    if (kind == QLatin1String("pass")) return "pass";
    if (kind == QLatin1String("clear")) {
        const QJsonArray rows = json::array(o, "rows", 0, MaxRows);
        if (rows.isEmpty()) return "clear:none";
        std::string text = "clear:";
        for (int i = 0; i < rows.size(); ++i) {
            if (!rows.at(i).isString()) throw FormatError("field \"rows\" must hold row names");
            text += (i ? "+" : "") + leftWhole(rows.at(i).toString(), 10).toStdString();
        }
        return text;
    }
    throw FormatError("field \"kind\" must be step, jump, place, clear or pass");
}
} // namespace

Side readSide(const QJsonObject& request, const char* key) {
    const QString s = json::string(request, key, 5);
    if (s == QLatin1String("A")) return Side::A;
    if (s == QLatin1String("B")) return Side::B;
    throw FormatError(std::string("field \"") + key + "\" must be \"A\" or \"B\"");
}

std::uint64_t readSeed(const QJsonObject& request) {
    return request.contains(QStringLiteral("seed")) ? json::seed(request, "seed") : 0;
}

Level readLevel(const QJsonObject& request, const char* key, Level fallback) {
    if (!request.contains(QLatin1String(key))) return fallback;
    const auto level = parseLevel(json::string(request, key, 20).toStdString());
    if (!level)
        throw FormatError(std::string("field \"") + key +
                          "\" must be \"random\", \"standard\" or \"expert\"");
    return *level;
}

Budget readBudget(const QJsonObject& request) {
    Budget b;
    b.milliseconds = json::integerOr(request, "ms", 1, 60000, b.milliseconds);
    b.nodes = std::uint64_t(json::integerOr(request, "nodes", 0, 1000000000, 0));
    return b;
}

bool readDiagram(const QJsonObject& request, Position& out) {
    if (!request.contains(QStringLiteral("diagram"))) return false;
    const QString text = json::string(request, "diagram", 400);
    out = fromDiagram(text.toStdString(), readSide(request, "to_move"));
    return true;
}

Move readMove(const QJsonObject& request, const Position& p) {
    const QJsonValue v = json::required(request, "move");
    QString text; // quoted as sent: UTF-8 has no way to write a lone surrogate
    if (v.isString())
        text = leftWhole(v.toString(), 200);
    else if (v.isObject())
        text = QString::fromStdString(objectNotation(v.toObject()));
    else
        throw FormatError("field \"move\" must be a string in move notation or an object");
    if (p.isOver()) throw FormatError("the game is over: no move may be played");
    const auto m = parseMove(p, text.toStdString());
    if (!m)
        throw FormatError("\"" + quotable(text, 40).toStdString() +
                          "\" is not a legal move here; legal: " + legalList(p));
    return *m;
}

QString sideName(Side s) {
    return s == Side::A ? QStringLiteral("A") : QStringLiteral("B");
}

QString phaseName(Phase phase) {
    switch (phase) {
    case Phase::Move:
        return QStringLiteral("move");
    case Phase::PlaceCaptured:
        return QStringLiteral("place");
    case Phase::ClearRows:
        return QStringLiteral("clear");
    case Phase::ExtraMove:
        return QStringLiteral("extra");
    case Phase::Over:
        return QStringLiteral("over");
    }
    return {};
}

QJsonValue outcomeJson(Outcome o) {
    switch (o) {
    case Outcome::WinA:
        return QStringLiteral("A");
    case Outcome::WinB:
        return QStringLiteral("B");
    case Outcome::Draw:
        return QStringLiteral("draw");
    case Outcome::None:
        break;
    }
    return QJsonValue();
}

QString diagramText(const Position& p) {
    QString d = QString::fromStdString(toDiagram(p)).trimmed();
    d.replace(QLatin1Char('\n'), QLatin1Char('/'));
    return d;
}

QJsonObject moveJson(const Position& p, const Move& m) {
    QJsonObject o{{QStringLiteral("notation"), QString::fromStdString(toNotation(p, m))},
                  {QStringLiteral("kind"), QLatin1String(kindName(m.kind))},
                  {QStringLiteral("from"), squareOrNull(m.from)},
                  {QStringLiteral("to"), squareOrNull(m.to)}};
    if (m.kind == MoveKind::Clear) {
        QJsonArray rows;
        for (int i = 0; i < p.rowCount(); ++i)
            if (m.rows & (1u << i)) rows.append(QString::fromStdString(rowName(p.row(i))));
        o.insert(QStringLiteral("rows"), rows);
    }
    return o;
}

QJsonArray movesJson(const Position& p, const MoveList& moves) {
    QJsonArray list;
    for (const Move& m : moves)
        list.append(moveJson(p, m));
    return list;
}

QJsonObject positionJson(const Position& p) {
    QJsonArray rows;
    for (int i = 0; i < p.rowCount(); ++i)
        rows.append(QString::fromStdString(rowName(p.row(i))));
    auto perSide = [&](auto f) {
        return QJsonObject{{QStringLiteral("A"), f(Side::A)}, {QStringLiteral("B"), f(Side::B)}};
    };
    return QJsonObject{{QStringLiteral("diagram"), diagramText(p)},
                       {QStringLiteral("to_move"), sideName(p.toMove())},
                       {QStringLiteral("phase"), phaseName(p.phase())},
                       {QStringLiteral("tokens"), perSide([&](Side s) { return p.tokens(s); })},
                       {QStringLiteral("on_board"), perSide([&](Side s) { return p.onBoard(s); })},
                       {QStringLiteral("removed"), perSide([&](Side s) { return p.removed(s); })},
                       {QStringLiteral("held"), p.phase() == Phase::PlaceCaptured
                                                    ? QJsonValue(sideName(p.capturedSide()))
                                                    : QJsonValue()},
                       {QStringLiteral("rows"), rows}};
}

QJsonObject changeJson(const Change& ch) {
    QJsonArray removed;
    for (int i = 0; i < ch.removedCount; ++i)
        removed.append(QString::fromStdString(squareName(ch.removed[std::size_t(i)])));
    return QJsonObject{{QStringLiteral("mover"), sideName(ch.mover)},
                       {QStringLiteral("captured"), squareOrNull(ch.captured)},
                       {QStringLiteral("rows_formed"), ch.rowsFormed},
                       {QStringLiteral("removed"), removed},
                       {QStringLiteral("turn_ends"), ch.turnEnds},
                       {QStringLiteral("game_over"), ch.gameOver}};
}

} // namespace club::tool::km
