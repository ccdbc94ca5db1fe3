// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_json.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/printable.h"

namespace club::tool::pm {

using namespace club::pm;

Men readMen(const QJsonObject& request, const char* key) {
    const QJsonArray places = json::array(request, key, MenPerPlayer, MenPerPlayer);
    Men men{};
    for (int i = 0; i < MenPerPlayer; ++i)
        men[i] = std::int8_t(json::element(places, i, Stars, Home, std::string("man")));
    if (!isPossible(men))
        throw FormatError(std::string("field \"") + key +
                          "\" puts two men on one number below 25 (PM-10)");
    return men;
}

int readCardValue(const QJsonObject& request, const char* key, bool nullAllowed, int nullValue) {
    const QJsonValue v = json::required(request, key);
    if (v.isNull()) {
        if (nullAllowed) return nullValue;
        throw FormatError(std::string("field \"") + key + "\" must not be null");
    }
    const int value = json::integer(request, key, -MaxCardNumber, MaxCardNumber);
    if (value == 0)
        throw FormatError(std::string("field \"") + key +
                          "\" must be a card value: +1 to +24 or -1 to -24, not 0");
    return value;
}

Options readOptions(const QJsonObject& request) {
    Options options;
    if (!request.contains(QStringLiteral("options"))) return options;
    const QJsonObject obj = json::object(request, "options");
    for (auto it = obj.begin(); it != obj.end(); ++it)
        if (it.key() != QLatin1String("homeIsSafe") &&
            it.key() != QLatin1String("starBustWithoutMenInPlay"))
            throw FormatError("unknown option \"" + quotable(it.key(), 100).toStdString() +
                              "\"; known: homeIsSafe, starBustWithoutMenInPlay");
    options.homeIsSafe = json::booleanOr(obj, "homeIsSafe", options.homeIsSafe);
    options.starBustWithoutMenInPlay =
        json::booleanOr(obj, "starBustWithoutMenInPlay", options.starBustWithoutMenInPlay);
    return options;
}

std::uint64_t readSeed(const QJsonObject& request) {
    if (!request.contains(QStringLiteral("seed"))) return 0;
    return json::seed(request, "seed");
}

QJsonArray menJson(const Men& men) {
    QJsonArray a;
    for (int place : men)
        a.append(place);
    return a;
}

QJsonObject optionsJson(const Options& options) {
    return QJsonObject{
        {QStringLiteral("homeIsSafe"), options.homeIsSafe},
        {QStringLiteral("starBustWithoutMenInPlay"), options.starBustWithoutMenInPlay}};
}

QJsonValue placeOrNull(int place) {
    return place < 0 ? QJsonValue(QJsonValue::Null) : place;
}

} // namespace club::tool::pm
