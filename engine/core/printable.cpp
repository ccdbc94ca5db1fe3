// SPDX-License-Identifier: GPL-3.0-or-later
#include "printable.h"

#include <QTextBoundaryFinder>

namespace club {

namespace {

bool needsEscape(char32_t c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 ||
           (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e ||
           c == 0x200f || c == 0x061c || c == 0xfeff || (c >= 0xd800 && c <= 0xdfff);
}

void appendEscaped(QString& out, char32_t c) {
    switch (c) {
    case '\n': out += QLatin1String("\\n"); return;
    case '\r': out += QLatin1String("\\r"); return;
    case '\t': out += QLatin1String("\\t"); return;
    default:
        out += QLatin1String("\\u") +
               QString::number(uint(c), 16).rightJustified(4, QLatin1Char('0'));
    }
}

QString escaped(const QString& text, int maxChars, bool quotesToo) {
    QString out;
    out.reserve(text.size() + 8);
    int kept = 0;
    for (qsizetype i = 0; i < text.size(); ++kept) {
        if (maxChars >= 0 && kept == maxChars) {
            out += QChar(0x2026); // the cut
            break;
        }
        char32_t c = text.at(i).unicode();
        qsizetype width = 1;
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            width = 2;
        }
        if (needsEscape(c))
            appendEscaped(out, c); // a lone surrogate comes here too
        else if (quotesToo && (c == '"' || c == '\\'))
            out += QLatin1Char('\\') + QChar(c);
        else
            out += text.mid(i, width);
        i += width;
    }
    return out;
}

} // namespace

QString quotable(const QString& text, int maxChars) { return escaped(text, maxChars, true); }

QString printableMessage(const QString& text) { return escaped(text, -1, false); }

QString leftWhole(const QString& text, qsizetype maxUnits) {
    if (maxUnits <= 0) return {};
    if (maxUnits >= text.size()) return text;
    // Cut between whole characters as a reader sees them (grapheme
    // clusters): never inside a surrogate pair, nor between a letter and
    // its combining accent.
    QTextBoundaryFinder characters(QTextBoundaryFinder::Grapheme, text);
    characters.setPosition(maxUnits);
    if (characters.isAtBoundary()) return text.left(maxUnits);
    return text.left(qMax<qsizetype>(0, characters.toPreviousBoundary()));
}

} // namespace club
