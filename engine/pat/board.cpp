// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

#include "core/format_error.h"
#include "core/json_fields.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdlib>

namespace club::pat {

namespace {

[[noreturn]] void fail(const char* source, QStringList args = {}) {
    throw FormatError(Message(source, std::move(args)));
}

QPoint readCell(const QJsonValue& v, const Geometry& g, const QString& what) {
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2 || !a[0].isDouble() || !a[1].isDouble())
        fail(QT_TRANSLATE_NOOP("club::FormatError",
                               "the board file: %1 must be a cell [column, row]"),
             {what});
    const QPoint p(a[0].toInt(-1), a[1].toInt(-1));
    if (p.x() < 0 || p.y() < 0 || p.x() >= g.columns || p.y() >= g.rows)
        fail(QT_TRANSLATE_NOOP("club::FormatError", "the board file: %1 lies outside the grid"),
             {what});
    return p;
}

bool adjacent(QPoint a, QPoint b) {
    // The inner corners of the cross meet diagonally.
    return std::max(std::abs(a.x() - b.x()), std::abs(a.y() - b.y())) == 1;
}

int loopIndex(const Geometry& g, QPoint p, const QString& what) {
    const auto it = std::find(g.loop.begin(), g.loop.end(), p);
    if (it == g.loop.end())
        fail(QT_TRANSLATE_NOOP("club::FormatError", "the board file: %1 is not on the loop"),
             {what});
    return int(it - g.loop.begin());
}

int mod(int a) {
    return ((a % LoopSquares) + LoopSquares) % LoopSquares;
}

} // namespace

const Geometry& Geometry::standard() {
    static const Geometry geometry = [] {
        QFile file(QStringLiteral(":/players-club/pat-board.json"));
        if (!file.open(QIODevice::ReadOnly))
            fail(QT_TRANSLATE_NOOP("club::FormatError",
                                   "the built-in Patchesi board resource is missing"));
        return fromJson(file.readAll());
    }();
    return geometry;
}

Geometry Geometry::fromJson(const QByteArray& data) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        fail(QT_TRANSLATE_NOOP("club::FormatError", "the board file is not a JSON object"));
    const QJsonObject obj = doc.object();
    if (obj.value(QStringLiteral("format")).toString() != QLatin1String("players-club-pat-board"))
        fail(QT_TRANSLATE_NOOP("club::FormatError",
                               "the board file lacks \"format\": \"players-club-pat-board\""));
    json::integer(obj, "version", 1, 1);

    Geometry g;
    const QJsonObject grid = json::object(obj, "grid");
    g.columns = json::integer(grid, "columns", 3, 99);
    g.rows = json::integer(grid, "rows", 3, 99);
    const QJsonObject home = json::object(obj, "home");
    g.homeFrom = readCell(home.value(QStringLiteral("from")), g, QStringLiteral("home"));
    g.homeTo = readCell(home.value(QStringLiteral("to")), g, QStringLiteral("home"));

    const QJsonArray loop = json::array(obj, "loop", LoopSquares, LoopSquares);
    for (int i = 0; i < LoopSquares; ++i) {
        const QString what = QStringLiteral("loop square %1").arg(i);
        g.loop[std::size_t(i)] = readCell(loop[i], g, what);
        if (std::find(g.loop.begin(), g.loop.begin() + i, g.loop[std::size_t(i)]) !=
            g.loop.begin() + i)
            fail(QT_TRANSLATE_NOOP("club::FormatError", "the board file: %1 is listed twice"),
                 {what});
    }
    for (int i = 0; i < LoopSquares; ++i)
        if (!adjacent(g.loop[std::size_t(i)], g.loop[std::size_t((i + 1) % LoopSquares)]))
            fail(QT_TRANSLATE_NOOP("club::FormatError",
                                   "the board file: loop square %1 does not touch the next"),
                 {QString::number(i)});

    const QJsonArray colours = json::array(obj, "colours", Colours, Colours);
    for (int c = 0; c < Colours; ++c) {
        const QJsonObject co = json::elementObject(colours, c, "colour");
        ColourGeometry& cg = g.colours[std::size_t(c)];
        cg.name = json::string(co, "name", 20);
        cg.a = readCell(co.value(QStringLiteral("a")), g, cg.name + QStringLiteral(" A"));
        cg.rightStar = readCell(co.value(QStringLiteral("right_star")), g,
                                cg.name + QStringLiteral(" right-hand Star"));
        cg.leftStar = readCell(co.value(QStringLiteral("left_star")), g,
                               cg.name + QStringLiteral(" left-hand Star"));
        cg.aIndex = loopIndex(g, cg.a, cg.name + QStringLiteral(" A"));
        cg.rightStarIndex =
            loopIndex(g, cg.rightStar, cg.name + QStringLiteral(" right-hand Star"));
        cg.leftStarIndex = loopIndex(g, cg.leftStar, cg.name + QStringLiteral(" left-hand Star"));
        // PAT-3 and PAT-P3: 63 squares from either entry Star to A, each way round.
        if (mod(cg.aIndex - cg.rightStarIndex) != LastLoop ||
            mod(cg.leftStarIndex - cg.aIndex) != LastLoop)
            fail(QT_TRANSLATE_NOOP("club::FormatError",
                                   "the board file: %1's Stars are not 63 squares from A"),
                 {cg.name});
        g.star[std::size_t(cg.rightStarIndex)] = true;
        g.star[std::size_t(cg.leftStarIndex)] = true;
        const QJsonArray column = json::array(co, "home_column", HomeColumn, HomeColumn);
        QPoint previous = cg.a;
        for (int i = 0; i < HomeColumn; ++i) {
            const QString what = cg.name + QStringLiteral(" home column square %1").arg(i + 1);
            const QPoint p = readCell(column[i], g, what);
            if (!adjacent(previous, p) ||
                std::find(g.loop.begin(), g.loop.end(), p) != g.loop.end())
                fail(QT_TRANSLATE_NOOP("club::FormatError",
                                       "the board file: %1 does not follow on from the last"),
                     {what});
            cg.homeColumn[std::size_t(i)] = previous = p;
        }
        const QJsonArray coloured = json::array(co, "coloured", 0, 64);
        for (int i = 0; i < coloured.size(); ++i)
            cg.coloured.append(readCell(coloured[i], g, cg.name + QStringLiteral(" coloured")));
        const QJsonObject triangle = json::object(co, "triangle");
        cg.triangleFrom = readCell(triangle.value(QStringLiteral("from")), g, cg.name);
        cg.triangleTo = readCell(triangle.value(QStringLiteral("to")), g, cg.name);
    }
    return g;
}

QPoint Geometry::cell(Kind kind, int colour, int progress) const {
    const ColourGeometry& cg = colours[std::size_t(colour)];
    if (progress < 0) return (cg.triangleFrom + cg.triangleTo) / 2;
    if (progress >= Home) return (homeFrom + homeTo) / 2;
    if (progress >= FirstHomeColumn) return cg.homeColumn[std::size_t(progress - FirstHomeColumn)];
    const int entry = kind == Kind::Single ? cg.rightStarIndex : cg.leftStarIndex;
    const int step = kind == Kind::Single ? 1 : -1;
    return loop[std::size_t(mod(entry + step * progress))];
}

Paths Paths::of(const Geometry& g) {
    Paths paths;
    paths.star = g.star;
    for (auto& kind : paths.progressAt)
        for (auto& colour : kind)
            colour.fill(-1);
    for (int k = 0; k < 2; ++k)
        for (int c = 0; c < Colours; ++c) {
            const ColourGeometry& cg = g.colours[std::size_t(c)];
            const int entry = k == 0 ? cg.rightStarIndex : cg.leftStarIndex;
            const int step = k == 0 ? 1 : -1;
            for (int p = 0; p <= LastLoop; ++p) {
                const int square = mod(entry + step * p);
                paths.square[std::size_t(k)][std::size_t(c)][std::size_t(p)] = std::uint8_t(square);
                paths.progressAt[std::size_t(k)][std::size_t(c)][std::size_t(square)] =
                    std::int8_t(p);
            }
        }
    return paths;
}

const Paths& Paths::standard() {
    static const Paths paths = of(Geometry::standard());
    return paths;
}

} // namespace club::pat
