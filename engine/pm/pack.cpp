// SPDX-License-Identifier: GPL-3.0-or-later
#include "pack.h"

#include "core/file_name.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/json_text.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>

namespace club::pm {

int Pack::minusCount() const {
    return int(std::count_if(values.begin(), values.end(), [](int v) { return v < 0; }));
}

const Pack& Pack::standard() {
    static const Pack pack = [] {
        QFile file(QStringLiteral(":/players-club/pm-pack.json"));
        if (!file.open(QIODevice::ReadOnly))
            throw FormatError(Message(QT_TRANSLATE_NOOP(
                "club::FormatError", "the built-in P.M. pack resource is missing")));
        return fromJson(file.readAll());
    }();
    return pack;
}

Pack Pack::fromFile(const QString& path) {
    const Message nameProblem = fileNameProblem(path);
    if (!nameProblem.isEmpty())
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "cannot open the pack file: %1"))
                .withCause(nameProblem));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "cannot open the pack file: %1"),
                    {file.errorString()}));
    if (file.size() > 1024 * 1024)
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "the pack file is too large")));
    return fromJson(file.readAll());
}

Pack Pack::fromJson(const QByteArray& data) {
    QJsonParseError error{};
    const QJsonDocument doc = json::parse(data, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "the pack file is not a JSON object")));
    return fromJsonObject(doc.object());
}

Pack Pack::fromJsonObject(const QJsonObject& obj) {
    if (obj.value(QStringLiteral("format")).toString() != QStringLiteral("players-club-pm-pack"))
        throw FormatError(Message(QT_TRANSLATE_NOOP(
            "club::FormatError", "the pack file lacks \"format\": \"players-club-pm-pack\"")));
    json::integer(obj, "version", 1, 1);

    Pack pack;
    pack.name = json::stringOr(obj, "name", QStringLiteral("P.M. pack"));
    pack.blanks = json::integerOr(obj, "blanks", 0, 9, 0);
    const QJsonArray cards = json::array(obj, "cards", 1, PackSize);
    for (int i = 0; i < cards.size(); ++i) {
        const QJsonObject entry = json::elementObject(
            cards, i,
            Message(QT_TRANSLATE_NOOP("club::FormatError", "card entry %1 must be an object")));
        const QString kind = json::string(entry, "kind", 10);
        const int number = json::integer(entry, "number", 1, 24);
        const int count = json::integer(entry, "count", 1, PackSize);
        int value = 0;
        if (kind == QLatin1String("plus"))
            value = number;
        else if (kind == QLatin1String("minus"))
            value = -number;
        else
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                          "card entry %1: \"kind\" must be \"plus\" or \"minus\""),
                        {QString::number(i + 1)}));
        for (int c = 0; c < count && int(pack.values.size()) <= PackSize; ++c)
            pack.values.push_back(std::int8_t(value));
    }
    // Counting stops one card past a full pack, so "more" has no number.
    if (int(pack.values.size()) < PackSize)
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError",
                                      "a P.M. pack has %1 cards, this one has only %2"),
                    {QString::number(PackSize), QString::number(pack.values.size())}));
    if (int(pack.values.size()) > PackSize)
        throw FormatError(Message(
            QT_TRANSLATE_NOOP("club::FormatError", "a P.M. pack has %1 cards, this one has more"),
            {QString::number(PackSize)}));
    if (pack.minusCount() > MaxMinusCards)
        throw FormatError(
            Message::counted(QT_TRANSLATE_N_NOOP("club::FormatError",
                                                 "a pack may hold at most %n MINUS cards, so that "
                                                 "every hand can lead with a PLUS card"),
                             MaxMinusCards));
    return pack;
}

QByteArray Pack::toJson() const {
    return json::serialize(toJsonObject(), QJsonDocument::Indented);
}

QJsonObject Pack::toJsonObject() const {
    // Entries keep the pack's own card order: card ids, and so every deal
    // from a seed, depend on it, and a saved rubber must deal the same again.
    QJsonArray cards;
    for (std::size_t i = 0; i < values.size();) {
        std::size_t run = i + 1;
        while (run < values.size() && values[run] == values[i])
            ++run;
        QJsonObject entry;
        entry.insert(QStringLiteral("kind"),
                     values[i] > 0 ? QStringLiteral("plus") : QStringLiteral("minus"));
        entry.insert(QStringLiteral("number"), std::abs(values[i]));
        entry.insert(QStringLiteral("count"), int(run - i));
        cards.append(entry);
        i = run;
    }
    QJsonObject obj;
    obj.insert(QStringLiteral("format"), QStringLiteral("players-club-pm-pack"));
    obj.insert(QStringLiteral("version"), 1);
    obj.insert(QStringLiteral("name"), name);
    obj.insert(QStringLiteral("blanks"), blanks);
    obj.insert(QStringLiteral("cards"), cards);
    return obj;
}

} // namespace club::pm
