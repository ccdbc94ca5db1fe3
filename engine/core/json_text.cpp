// SPDX-License-Identifier: GPL-3.0-or-later
#include "json_text.h"

#include <algorithm>
#include <vector>

namespace club::json {

namespace {
constexpr char Bom[] = "\xEF\xBB\xBF";
constexpr char EscapedBom[] = "\\ufeff";

bool bomAt(const QByteArray& text, qsizetype i) {
    return i + 2 < text.size() && text.at(i) == Bom[0] && text.at(i + 1) == Bom[1] &&
           text.at(i + 2) == Bom[2];
}

// The escaping, also telling where in the output each replacement ended, so
// that a parse error's offset can be mapped back to the caller's bytes.
QByteArray escape(const QByteArray& text, std::vector<qsizetype>* replacedEnds) {
    if (!text.contains(Bom)) return text;
    QByteArray out;
    out.reserve(text.size() + 16);
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        if (!inString) {
            inString = c == '"';
            out += c;
        } else if (c == '\\') {
            out += c; // an escape: its next byte cannot end the string
            if (i + 1 < text.size()) out += text.at(++i);
        } else if (c == '"') {
            inString = false;
            out += c;
        } else if (bomAt(text, i)) {
            out += EscapedBom;
            i += 2;
            if (replacedEnds) replacedEnds->push_back(out.size());
        } else {
            out += c;
        }
    }
    return out;
}
} // namespace

QByteArray escapeByteOrderMarks(const QByteArray& text) { return escape(text, nullptr); }

QJsonDocument parse(const QByteArray& text, QJsonParseError* error) {
    std::vector<qsizetype> replacedEnds;
    const QByteArray escaped = escape(text, &replacedEnds);
    QJsonDocument doc = QJsonDocument::fromJson(escaped, error);
    if (error && error->error != QJsonParseError::NoError) {
        // Each replacement made the text 3 bytes longer (6 for 3).
        const auto before = std::upper_bound(replacedEnds.begin(), replacedEnds.end(),
                                             qsizetype(error->offset)) -
                            replacedEnds.begin();
        error->offset -= int(3 * before);
    }
    return doc;
}

QByteArray serialize(const QJsonObject& object, QJsonDocument::JsonFormat format) {
    QByteArray text = QJsonDocument(object).toJson(format);
    // Qt writes strings as UTF-8, where EF BB BF can only be U+FEFF, and
    // only inside strings; the escape is valid there.
    if (text.contains(Bom)) text.replace(Bom, EscapedBom);
    return text;
}

} // namespace club::json
