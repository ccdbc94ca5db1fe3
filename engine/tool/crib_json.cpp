// SPDX-License-Identifier: GPL-3.0-or-later
#include "crib_json.h"

#include "core/format_error.h"
#include "core/json_fields.h"

namespace club::tool::crib {

using namespace club::crib;

namespace {

Card parseOrThrow(const QJsonValue& v, const std::string& where) {
    const auto c = v.isString() ? parseCard(v.toString().left(4).toStdString()) : std::nullopt;
    if (!c)
        throw FormatError(where + " must be a card written rank then suit, ranks A 2 3 4 5 6 7 "
                                  "8 9 10 J Q K, suits C D H S (\"10H\", \"AS\")");
    return *c;
}

// Counts are said in words, as at the table ("fifteen two").
QString spoken(int n) {
    static const char* const words[] = {
        "nought",      "one",         "two",        "three",        "four",         "five",
        "six",         "seven",       "eight",      "nine",         "ten",          "eleven",
        "twelve",      "thirteen",    "fourteen",   "fifteen",      "sixteen",      "seventeen",
        "eighteen",    "nineteen",    "twenty",     "twenty-one",   "twenty-two",   "twenty-three",
        "twenty-four", "twenty-five", "twenty-six", "twenty-seven", "twenty-eight", "twenty-nine"};
    return n >= 0 && n < 30 ? QString::fromLatin1(words[n]) : QString::number(n);
}

} // namespace

Card readCard(const QJsonObject& request, const char* key) {
    return parseOrThrow(json::required(request, key), std::string("field \"") + key + "\"");
}

Hand readCards(const QJsonObject& request, const char* key, int min, int max) {
    const QJsonArray arr = json::array(request, key, min, max);
    Hand out;
    for (int i = 0; i < arr.size(); ++i) {
        const Card c = parseOrThrow(arr.at(i), std::string("field \"") + key + "\" entry " +
                                                   std::to_string(i + 1));
        for (Card d : out)
            if (d == c)
                throw FormatError(std::string("field \"") + key + "\" holds " + cardName(c) +
                                  " twice: a pack has one of each card");
        out.push_back(c);
    }
    return out;
}

Level readLevel(const QJsonObject& request, const char* key, Level fallback) {
    if (!request.contains(QLatin1String(key))) return fallback;
    const QJsonValue v = request.value(QLatin1String(key));
    const auto level = parseLevel(v.isString() ? v.toString().left(20).toStdString() : "");
    if (!level)
        throw FormatError(std::string("field \"") + key +
                          "\" must be \"beginner\", \"standard\", \"expert\", \"greedy\" or "
                          "\"random\"");
    return *level;
}

std::uint64_t readSeed(const QJsonObject& request) {
    return request.contains(QStringLiteral("seed")) ? json::seed(request, "seed") : 0;
}

QJsonValue cardJson(Card c) {
    if (c == NoCard) return QJsonValue::Null;
    return QString::fromStdString(cardName(c));
}

QJsonArray cardsJson(std::span<const Card> cards) {
    QJsonArray out;
    for (Card c : cards)
        out.append(cardJson(c));
    return out;
}

QString partName(PartKind kind) {
    switch (kind) {
    case PartKind::Fifteen:
        return QStringLiteral("fifteen");
    case PartKind::Pair:
        return QStringLiteral("pair");
    case PartKind::PairRoyal:
        return QStringLiteral("pair_royal");
    case PartKind::DoublePairRoyal:
        return QStringLiteral("double_pair_royal");
    case PartKind::Run:
        return QStringLiteral("run");
    case PartKind::Flush:
        return QStringLiteral("flush");
    case PartKind::Nobs:
        return QStringLiteral("nobs");
    }
    return {};
}

QJsonArray partsJson(const std::vector<ScorePart>& parts) {
    QJsonArray out;
    int total = 0;
    for (const ScorePart& p : parts) {
        total += p.points;
        QString say;
        switch (p.kind) {
        case PartKind::Fifteen:
            say = QStringLiteral("fifteen ") + spoken(total);
            break;
        case PartKind::Pair:
            say = QStringLiteral("a pair is ") + spoken(total);
            break;
        case PartKind::PairRoyal:
            say = QStringLiteral("a pair royal is ") + spoken(total);
            break;
        case PartKind::DoublePairRoyal:
            say = QStringLiteral("a double pair royal is ") + spoken(total);
            break;
        case PartKind::Run:
            say = QStringLiteral("a run of ") + spoken(p.points) + QStringLiteral(" is ") +
                  spoken(total);
            break;
        case PartKind::Flush:
            say = QStringLiteral("a flush of ") + spoken(p.points) + QStringLiteral(" is ") +
                  spoken(total);
            break;
        case PartKind::Nobs:
            say = QStringLiteral("his nobs is ") + spoken(total);
            break;
        }
        out.append(QJsonObject{{QStringLiteral("kind"), partName(p.kind)},
                               {QStringLiteral("cards"), cardsJson(p.cards)},
                               {QStringLiteral("points"), p.points},
                               {QStringLiteral("say"), say}});
    }
    return out;
}

QJsonObject pegScoreJson(const PegScore& s) {
    return QJsonObject{{QStringLiteral("fifteen"), s.fifteen},
                       {QStringLiteral("thirty_one"), s.thirtyOne},
                       {QStringLiteral("pair_points"), s.pairPoints},
                       {QStringLiteral("run"), s.run},
                       {QStringLiteral("points"), s.points()}};
}

} // namespace club::tool::crib
