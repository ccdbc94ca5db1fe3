// SPDX-License-Identifier: GPL-3.0-or-later
#include "font_repair.h"

#include <QFile>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <vector>

namespace club::app {

namespace {

// Big-endian reads that fail rather than run past the end of the data.
struct Reader {
    const QByteArray& data;
    bool ok = true;

    int u16(qsizetype at) {
        if (at < 0 || at + 2 > data.size()) return ok = false, 0;
        return qFromBigEndian<quint16>(data.constData() + at);
    }
    int s16(qsizetype at) {
        if (at < 0 || at + 2 > data.size()) return ok = false, 0;
        return qFromBigEndian<qint16>(data.constData() + at);
    }
    qint64 u32(qsizetype at) {
        if (at < 0 || at + 4 > data.size()) return ok = false, 0;
        return qFromBigEndian<quint32>(data.constData() + at);
    }
    int u8(qsizetype at) {
        if (at < 0 || at >= data.size()) return ok = false, 0;
        return quint8(data[at]);
    }
};

void append16(QByteArray& out, int value) {
    char b[2];
    qToBigEndian<quint16>(quint16(value), b);
    out.append(b, 2);
}

void append32(QByteArray& out, quint32 value) {
    char b[4];
    qToBigEndian<quint32>(value, b);
    out.append(b, 4);
}

void padToFour(QByteArray& out) {
    while (out.size() % 4)
        out.append('\0');
}

quint32 tableChecksum(const QByteArray& table) {
    QByteArray padded = table;
    padToFour(padded);
    quint32 sum = 0;
    for (qsizetype i = 0; i < padded.size(); i += 4)
        sum += qFromBigEndian<quint32>(padded.constData() + i);
    return sum;
}

struct Table {
    qsizetype record = -1; // where its entry in the table directory is
    qsizetype offset = 0;
    qsizetype length = 0;
};

std::map<QByteArray, Table> tableDirectory(Reader& r) {
    std::map<QByteArray, Table> tables;
    const int count = r.u16(4);
    for (int t = 0; t < count && r.ok; ++t) {
        const qsizetype record = 12 + 16 * qsizetype(t);
        Table table{record, qsizetype(r.u32(record + 8)), qsizetype(r.u32(record + 12))};
        if (!r.ok || table.offset + table.length > r.data.size()) return {};
        tables[r.data.mid(record, 4)] = table;
    }
    return r.ok ? tables : std::map<QByteArray, Table>{};
}

// Appends `table` to `font` and points the directory's entry at it.
void replaceTable(QByteArray& font, const Table& entry, const QByteArray& table) {
    padToFour(font);
    const qsizetype at = font.size();
    font += table;
    padToFour(font);
    qToBigEndian<quint32>(tableChecksum(table), font.data() + entry.record + 4);
    qToBigEndian<quint32>(quint32(at), font.data() + entry.record + 8);
    qToBigEndian<quint32>(quint32(table.size()), font.data() + entry.record + 12);
}

struct Point {
    int x = 0;
    int y = 0;
    bool onCurve = true;
};

struct Outline {
    std::vector<int> contourEnds;
    std::vector<Point> points;
};

std::optional<Outline> simpleOutline(Reader& r, qsizetype at, qsizetype end) {
    const int contours = r.s16(at);
    if (contours <= 0) return std::nullopt;
    Outline outline;
    qsizetype p = at + 10;
    for (int c = 0; c < contours; ++c, p += 2)
        outline.contourEnds.push_back(r.u16(p));
    const int count = outline.contourEnds.back() + 1;
    p += 2 + r.u16(p); // the instructions are dropped
    std::vector<int> flags;
    while (r.ok && int(flags.size()) < count && p < end) {
        const int flag = r.u8(p++);
        int repeat = flag & 8 ? r.u8(p++) : 0;
        flags.push_back(flag);
        while (repeat-- > 0)
            flags.push_back(flag);
    }
    if (!r.ok || int(flags.size()) < count) return std::nullopt;
    outline.points.resize(std::size_t(count));
    for (int axis = 0; axis < 2; ++axis) {
        const int shortBit = axis == 0 ? 2 : 4;
        const int sameBit = axis == 0 ? 16 : 32;
        int value = 0;
        for (int i = 0; i < count; ++i) {
            const int flag = flags[std::size_t(i)];
            if (flag & shortBit)
                value += flag & sameBit ? r.u8(p) : -r.u8(p), p += 1;
            else if (!(flag & sameBit))
                value += r.s16(p), p += 2;
            Point& point = outline.points[std::size_t(i)];
            (axis == 0 ? point.x : point.y) = value;
            point.onCurve = flag & 1;
        }
    }
    if (!r.ok || p > end) return std::nullopt;
    return outline;
}

QByteArray simpleGlyph(const Outline& outline) {
    int xMin = outline.points.front().x, xMax = xMin;
    int yMin = outline.points.front().y, yMax = yMin;
    for (const Point& p : outline.points) {
        xMin = std::min(xMin, p.x), xMax = std::max(xMax, p.x);
        yMin = std::min(yMin, p.y), yMax = std::max(yMax, p.y);
    }
    QByteArray glyph;
    for (int v : {int(outline.contourEnds.size()), xMin, yMin, xMax, yMax})
        append16(glyph, v);
    for (int end : outline.contourEnds)
        append16(glyph, end);
    append16(glyph, 0); // no instructions
    for (const Point& p : outline.points)
        glyph.append(char(p.onCurve ? 1 : 0)); // both coordinates as 16-bit deltas
    int last = 0;
    for (const Point& p : outline.points)
        append16(glyph, p.x - last), last = p.x;
    last = 0;
    for (const Point& p : outline.points)
        append16(glyph, p.y - last), last = p.y;
    return glyph;
}

// A composite glyph of one component placed by a transform that mirrors it:
// that component's outline transformed, each contour turned the right way.
std::optional<QByteArray> unfolded(Reader& r, qsizetype at, const std::vector<qsizetype>& loca,
                                   qsizetype glyf) {
    if (r.s16(at) >= 0) return std::nullopt;
    const int flags = r.u16(at + 10);
    const int component = r.u16(at + 12);
    constexpr int Words = 0x1, XyValues = 0x2, Scale = 0x8, More = 0x20, XyScale = 0x40,
                  TwoByTwo = 0x80, ScaledOffset = 0x800;
    if (!(flags & XyValues) || (flags & (More | ScaledOffset)) || component + 1 >= int(loca.size()))
        return std::nullopt;
    qsizetype p = at + 14;
    const int dx = flags & Words ? r.s16(p) : qint8(r.u8(p));
    const int dy = flags & Words ? r.s16(p + 2) : qint8(r.u8(p + 1));
    p += flags & Words ? 4 : 2;
    auto f2dot14 = [&](qsizetype q) { return r.s16(q) / 16384.0; };
    double a = 1, b = 0, c = 0, d = 1;
    if (flags & Scale)
        a = d = f2dot14(p);
    else if (flags & XyScale)
        a = f2dot14(p), d = f2dot14(p + 2);
    else if (flags & TwoByTwo)
        a = f2dot14(p), b = f2dot14(p + 2), c = f2dot14(p + 4), d = f2dot14(p + 6);
    if (!r.ok || a * d - b * c >= 0) return std::nullopt;
    auto outline = simpleOutline(r, glyf + loca[std::size_t(component)],
                                 glyf + loca[std::size_t(component) + 1]);
    if (!outline) return std::nullopt;
    for (Point& point : outline->points) {
        const double x = point.x, y = point.y;
        point.x = int(std::lround(a * x + c * y)) + dx;
        point.y = int(std::lround(b * x + d * y)) + dy;
    }
    int start = 0;
    for (int end : outline->contourEnds) {
        std::reverse(outline->points.begin() + start, outline->points.begin() + end + 1);
        start = end + 1;
    }
    return simpleGlyph(*outline);
}

} // namespace

QByteArray withMirroredGlyphsUnfolded(const QByteArray& font) {
    Reader r{font};
    auto tables = tableDirectory(r);
    if (!tables.count("glyf") || !tables.count("loca") || !tables.count("head") ||
        !tables.count("maxp"))
        return {};
    const Table head = tables["head"], loca = tables["loca"], glyf = tables["glyf"];
    const bool longOffsets = r.s16(head.offset + 50) == 1;
    const int glyphs = r.u16(tables["maxp"].offset + 4);
    std::vector<qsizetype> offsets;
    for (int g = 0; g <= glyphs; ++g)
        offsets.push_back(longOffsets ? r.u32(loca.offset + 4 * g)
                                      : 2 * qsizetype(r.u16(loca.offset + 2 * g)));
    if (!r.ok) return {};
    for (int g = 0; g < glyphs; ++g)
        if (offsets[std::size_t(g)] > offsets[std::size_t(g) + 1] ||
            offsets[std::size_t(g) + 1] > glyf.length)
            return {};

    QByteArray newGlyf, newLoca;
    for (int g = 0; g < glyphs; ++g) {
        append32(newLoca, quint32(newGlyf.size()));
        const qsizetype at = glyf.offset + offsets[std::size_t(g)];
        const qsizetype length = offsets[std::size_t(g) + 1] - offsets[std::size_t(g)];
        const auto replacement = length > 0 ? unfolded(r, at, offsets, glyf.offset) : std::nullopt;
        newGlyf += replacement ? *replacement : font.mid(at, length);
        padToFour(newGlyf);
    }
    append32(newLoca, quint32(newGlyf.size()));
    if (!r.ok) return {};

    QByteArray result = font;
    qToBigEndian<qint16>(1, result.data() + head.offset + 50); // long loca offsets
    replaceTable(result, tables["glyf"], newGlyf);
    replaceTable(result, tables["loca"], newLoca);
    return result;
}

QByteArray withFamilyName(const QByteArray& font, const QString& family, const QString& style) {
    Reader r{font};
    auto tables = tableDirectory(r);
    if (!tables.count("name")) return {};
    const std::vector<std::pair<int, QString>> names = {
        {1, family},
        {2, style},
        {4, family + ' ' + style},
        {6, QString(family + '-' + style).remove(' ')}};
    QByteArray table, strings;
    append16(table, 0);
    append16(table, int(names.size()));
    append16(table, 6 + 12 * int(names.size()));
    for (const auto& [id, text] : names) {
        QByteArray utf16;
        for (QChar ch : text)
            append16(utf16, ch.unicode());
        // Windows platform, Unicode BMP, US English.
        for (int v : {3, 1, 0x409, id, int(utf16.size()), int(strings.size())})
            append16(table, v);
        strings += utf16;
    }
    table += strings;
    QByteArray result = font;
    replaceTable(result, tables["name"], table);
    return result;
}

QString repairedTextFamily() {
    return QStringLiteral("Players Club Text");
}

QByteArray repairedTextFace() {
    static const QByteArray face = [] {
        QFile original(QStringLiteral(":/players-club/fonts/") + QLatin1String(TextFaceFile));
        if (!original.open(QIODevice::ReadOnly)) return QByteArray();
        const QByteArray unfolded = withMirroredGlyphsUnfolded(original.readAll());
        if (unfolded.isEmpty()) return QByteArray();
        return withFamilyName(unfolded, repairedTextFamily(), QStringLiteral("Regular"));
    }();
    return face;
}

} // namespace club::app
