#include "json_fields.h"

#include <cmath>

namespace club::json {

namespace {
[[noreturn]] void fail(const char* key, const std::string& what) {
    throw FormatError(std::string("field \"") + key + "\" " + what);
}
std::string range(int min, int max) {
    return "an integer from " + std::to_string(min) + " to " + std::to_string(max);
}
bool isInteger(const QJsonValue& v) {
    if (!v.isDouble()) return false;
    const double d = v.toDouble();
    return std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9.0e15;
}
int checkedInt(const QJsonValue& v, int min, int max, const char* key) {
    if (!isInteger(v)) fail(key, "must be " + range(min, max));
    const double d = v.toDouble();
    if (d < min || d > max)
        fail(key,
             "must be " + range(min, max) + ", not " + std::to_string(static_cast<long long>(d)));
    return int(d);
}
} // namespace

QJsonValue required(const QJsonObject& obj, const char* key) {
    const auto it = obj.constFind(QLatin1String(key));
    if (it == obj.constEnd()) fail(key, "is missing");
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
        bool ok = false;
        const auto s = v.toString().toULongLong(&ok);
        if (!ok) fail(key, "must be a whole number from 0 to 18446744073709551615");
        return s;
    }
    if (!isInteger(v) || v.toDouble() < 0)
        fail(key, "must be a whole number from 0 to 18446744073709551615");
    return std::uint64_t(v.toDouble());
}

QJsonValue seedValue(std::uint64_t seed) {
    if (seed < (std::uint64_t(1) << 53)) return double(seed);
    return QString::number(seed);
}

bool boolean(const QJsonObject& obj, const char* key) {
    const QJsonValue v = required(obj, key);
    if (!v.isBool()) fail(key, "must be true or false");
    return v.toBool();
}

bool booleanOr(const QJsonObject& obj, const char* key, bool fallback) {
    if (!obj.contains(QLatin1String(key))) return fallback;
    return boolean(obj, key);
}

QString string(const QJsonObject& obj, const char* key, int maxLength) {
    const QJsonValue v = required(obj, key);
    if (!v.isString()) fail(key, "must be a string");
    const QString s = v.toString();
    if (s.size() > maxLength)
        fail(key, "is longer than " + std::to_string(maxLength) + " characters");
    return s;
}

QString stringOr(const QJsonObject& obj, const char* key, const QString& fallback, int maxLength) {
    if (!obj.contains(QLatin1String(key))) return fallback;
    return string(obj, key, maxLength);
}

QJsonArray array(const QJsonObject& obj, const char* key, int minSize, int maxSize) {
    const QJsonValue v = required(obj, key);
    if (!v.isArray()) fail(key, "must be an array");
    const QJsonArray a = v.toArray();
    if (a.size() < minSize || a.size() > maxSize)
        fail(key, "must have from " + std::to_string(minSize) + " to " + std::to_string(maxSize) +
                      " elements, not " + std::to_string(a.size()));
    return a;
}

QJsonObject object(const QJsonObject& obj, const char* key) {
    const QJsonValue v = required(obj, key);
    if (!v.isObject()) fail(key, "must be an object");
    return v.toObject();
}

int element(const QJsonArray& arr, int index, int min, int max, const std::string& what) {
    const QJsonValue v = arr.at(index);
    if (!isInteger(v) || v.toDouble() < min || v.toDouble() > max)
        throw FormatError(what + " " + std::to_string(index + 1) + " must be " + range(min, max));
    return int(v.toDouble());
}

QJsonObject elementObject(const QJsonArray& arr, int index, const std::string& what) {
    const QJsonValue v = arr.at(index);
    if (!v.isObject())
        throw FormatError(what + " " + std::to_string(index + 1) + " must be an object");
    return v.toObject();
}

} // namespace club::json
