// SPDX-License-Identifier: GPL-3.0-or-later
// JSON text in and out for everything read from outside: save files, pack
// files and engine-tool requests. Use these instead of QJsonDocument's own
// fromJson()/toJson(): Qt's parser silently drops a U+FEFF (byte-order mark)
// at the start of any string, so a name or id beginning with one would not
// survive a save and load. parse() escapes such characters inside strings
// before Qt sees them; serialize() writes U+FEFF as the escape \ufeff, which
// every JSON reader (Qt's included) keeps.
#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace club::json {

/// QJsonDocument::fromJson() that keeps every U+FEFF inside strings. On a
/// parse error, `error->offset` is a byte offset into `text` as given.
QJsonDocument parse(const QByteArray& text, QJsonParseError* error);

/// `text` with each raw U+FEFF (bytes EF BB BF) inside a JSON string
/// replaced by the escape \ufeff; bytes outside strings are left alone.
QByteArray escapeByteOrderMarks(const QByteArray& text);

/// QJsonDocument::toJson() with U+FEFF written as \ufeff.
QByteArray serialize(const QJsonObject& object,
                     QJsonDocument::JsonFormat format = QJsonDocument::Indented);

} // namespace club::json
