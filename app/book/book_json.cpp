// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_json.h"

#include "core/json_text.h"

namespace club::book {

QString jsonText(const QJsonObject& object) {
    return QString::fromUtf8(json::serialize(object, QJsonDocument::Compact));
}

QJsonObject jsonObject(const QString& text) {
    return json::parse(text.toUtf8(), nullptr).object();
}

} // namespace club::book
