// SPDX-License-Identifier: GPL-3.0-or-later
// A game's options and record as the JSON text the book stores. Through
// core/json_text.h, so a name starting with U+FEFF (which Qt's own parser
// drops) comes back as it was written.
#pragma once

#include <QJsonObject>
#include <QString>

namespace club::book {

/// `object` as compact JSON text.
QString jsonText(const QJsonObject& object);

/// The object in `text`; empty if the text is not a JSON object.
QJsonObject jsonObject(const QString& text);

} // namespace club::book
