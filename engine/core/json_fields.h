// SPDX-License-Identifier: GPL-3.0-or-later
// Typed, range-checked reads of JSON fields. Each throws FormatError naming
// the field and what was expected, so every loader and the engine tool give
// the same clear messages without repeating the checks.
#pragma once

#include "format_error.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace club::json {

QJsonValue required(const QJsonObject& obj, const char* key);
int integer(const QJsonObject& obj, const char* key, int min, int max);
int integerOr(const QJsonObject& obj, const char* key, int min, int max, int fallback);
/// An integer or null (null gives `nullValue`).
int integerOrNull(const QJsonObject& obj, const char* key, int min, int max, int nullValue);
std::uint64_t seed(const QJsonObject& obj, const char* key);
bool boolean(const QJsonObject& obj, const char* key);
bool booleanOr(const QJsonObject& obj, const char* key, bool fallback);
QString string(const QJsonObject& obj, const char* key, int maxLength = 200);
QString stringOr(const QJsonObject& obj, const char* key, const QString& fallback,
                 int maxLength = 200);
QJsonArray array(const QJsonObject& obj, const char* key, int minSize, int maxSize);
QJsonObject object(const QJsonObject& obj, const char* key);
/// An array element as an integer in [min, max]; `what` names it in errors,
/// which stay in English (the engine tool's requests).
int element(const QJsonArray& arr, int index, int min, int max, const std::string& what);
QJsonObject elementObject(const QJsonArray& arr, int index, const std::string& what);
/// An array element as an object; `problem` is the whole sentence for an
/// element that is not one, its last placeholder taking the element's number
/// (e.g. "seat %1 must be an object").
QJsonObject elementObject(const QJsonArray& arr, int index, const Message& problem);

/// Seeds are 64-bit; JSON numbers are doubles, exact only below 2^53, so a
/// seed from 2^53 up travels as a decimal string. seed() reads back anything
/// seedValue() writes: a whole number below 2^53, or a string of digits
/// without sign, space or leading zero up to 2^64 - 1.
inline constexpr double MaxExactSeed = 9007199254740992.0; // 2^53
QJsonValue seedValue(std::uint64_t seed);

} // namespace club::json
