// SPDX-License-Identifier: GPL-3.0-or-later
#include "json_fields.h"

#include <cmath>

namespace club::json {

namespace {
// Each problem is one whole sentence naming the field, so a translator never
// has to glue pieces; %1 is always the field's name.
[[noreturn]] void fail(const char* key, const char* source, QStringList args = {}) {
    args.prepend(QString::fromLatin1(key));
    throw FormatError(Message(source, args));
}
bool isInteger(const QJsonValue& v) {
    if (!v.isDouble()) return false;
    const double d = v.toDouble();
    return std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9.0e15;
}
int checkedInt(const QJsonValue& v, int min, int max, const char* key) {
    const QStringList range{QString::number(min), QString::number(max)};
    if (!isInteger(v))
        fail(
            key,
            QT_TRANSLATE_NOOP("club::FormatError", "field \"%1\" must be an integer from %2 to %3"),
            range);
    const double d = v.toDouble();
    if (d < min || d > max)
        fail(key,
             QT_TRANSLATE_NOOP("club::FormatError",
                               "field \"%1\" must be an integer from %2 to %3, not %4"),
             range + QStringList{QString::number(static_cast<long long>(d))});
    return int(d);
}
[[noreturn]] void failSeed(const char* key) {
    fail(key, QT_TRANSLATE_NOOP("club::FormatError",
                                "field \"%1\" must be a whole number from 0 to 9007199254740991, "
                                "or a string of digits from \"0\" to \"18446744073709551615\""));
}
} // namespace

QJsonValue required(const QJsonObject& obj, const char* key) {
    const auto it = obj.constFind(QLatin1String(key));
    if (it == obj.constEnd())
        fail(key, QT_TRANSLATE_NOOP("club::FormatError", "field \"%1\" is missing"));
    return it.value();
}

int integer(const QJsonObject& obj, const char* key, int min, int max) {
    return checkedInt(required(obj, key), min, max, key);
}

int integerOr(const QJsonObject& obj, const char* key, int min, int max, int fallback) {
    if (!obj.contains(QLatin1String(key))) return fallback;
    return integer(obj, key, min, max);
}

int integerOrNull(const QJsonObject& obj, const char* key, int min, int max, int nullValue) {
    const QJsonValue v = required(obj, key);
    if (v.isNull()) return nullValue;
    return checkedInt(v, min, max, key);
}

std::uint64_t seed(const QJsonObject& obj, const char* key) {
    const QJsonValue v = required(obj, key);
    if (v.isString()) {
        // Digits only, as seedValue() writes them: no sign, space or
        // leading zero, at most 2^64 - 1.
        const QString s = v.toString();
        bool ok = !s.isEmpty() && s.size() <= 20 && (s.size() == 1 || s.at(0) != QLatin1Char('0'));
        for (const QChar c : s)
            ok = ok && c >= QLatin1Char('0') && c <= QLatin1Char('9');
        const std::uint64_t n = ok ? s.toULongLong(&ok) : 0;
        if (!ok) failSeed(key);
        return n;
    }
    // A JSON number is a double: exact only below 2^53, so a number from
    // there up could stand for a neighbour and is refused (seedValue()
    // writes those as strings).
    const double d = v.isDouble() ? v.toDouble() : -1;
    if (!(d >= 0 && d < MaxExactSeed) || d != std::floor(d)) failSeed(key);
    return std::uint64_t(d);
}

QJsonValue seedValue(std::uint64_t seed) {
    if (seed < std::uint64_t(MaxExactSeed)) return double(seed);
    return QString::number(seed);
}

bool boolean(const QJsonObject& obj, const char* key) {
    const QJsonValue v = required(obj, key);
    if (!v.isBool())
        fail(key, QT_TRANSLATE_NOOP("club::FormatError", "field \"%1\" must be true or false"));
    return v.toBool();
}

bool booleanOr(const QJsonObject& obj, const char* key, bool fallback) {
    if (!obj.contains(QLatin1String(key))) return fallback;
    return boolean(obj, key);
}

QString string(const QJsonObject& obj, const char* key, int maxLength) {
    const QJsonValue v = required(obj, key);
    if (!v.isString())
        fail(key, QT_TRANSLATE_NOOP("club::FormatError", "field \"%1\" must be a string"));
    const QString s = v.toString();
    if (s.size() > maxLength)
        throw FormatError(Message::counted(
            QT_TRANSLATE_N_NOOP("club::FormatError", "field \"%1\" is longer than %n characters"),
            maxLength, {QString::fromLatin1(key)}));
    return s;
}

QString stringOr(const QJsonObject& obj, const char* key, const QString& fallback, int maxLength) {
    if (!obj.contains(QLatin1String(key))) return fallback;
    return string(obj, key, maxLength);
}

QJsonArray array(const QJsonObject& obj, const char* key, int minSize, int maxSize) {
    const QJsonValue v = required(obj, key);
    if (!v.isArray())
        fail(key, QT_TRANSLATE_NOOP("club::FormatError", "field \"%1\" must be an array"));
    const QJsonArray a = v.toArray();
    if (a.size() < minSize || a.size() > maxSize)
        fail(key,
             QT_TRANSLATE_NOOP("club::FormatError",
                               "field \"%1\" must have from %2 to %3 elements, not %4"),
             {QString::number(minSize), QString::number(maxSize), QString::number(a.size())});
    return a;
}

QJsonObject object(const QJsonObject& obj, const char* key) {
    const QJsonValue v = required(obj, key);
    if (!v.isObject())
        fail(key, QT_TRANSLATE_NOOP("club::FormatError", "field \"%1\" must be an object"));
    return v.toObject();
}

int element(const QJsonArray& arr, int index, int min, int max, const std::string& what) {
    const QJsonValue v = arr.at(index);
    if (!isInteger(v) || v.toDouble() < min || v.toDouble() > max)
        throw FormatError(what + " " + std::to_string(index + 1) + " must be an integer from " +
                          std::to_string(min) + " to " + std::to_string(max));
    return int(v.toDouble());
}

QJsonObject elementObject(const QJsonArray& arr, int index, const std::string& what) {
    const QJsonValue v = arr.at(index);
    if (!v.isObject())
        throw FormatError(what + " " + std::to_string(index + 1) + " must be an object");
    return v.toObject();
}

QJsonObject elementObject(const QJsonArray& arr, int index, const Message& problem) {
    const QJsonValue v = arr.at(index);
    if (!v.isObject()) throw FormatError(problem.withArg(QString::number(index + 1)));
    return v.toObject();
}

} // namespace club::json
