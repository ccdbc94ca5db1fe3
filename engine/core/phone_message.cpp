// SPDX-License-Identifier: GPL-3.0-or-later
#include "phone_message.h"

#include "format_error.h"
#include "json_fields.h"
#include "json_text.h"

#include <QJsonObject>

#include <algorithm>

namespace club {

namespace {

/// The deepest nesting of arrays and objects in `text`, counted on the
/// bytes before Qt parses them (so a deep message costs no recursion),
/// stopping as soon as it passes `limit`.
int depthOf(const QByteArray& text, int limit) {
    int depth = 0, deepest = 0;
    bool inString = false, escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            deepest = std::max(deepest, ++depth);
            if (deepest > limit) return deepest;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return deepest;
}

/// Field `key` as a string of `min`..`max` characters drawn from `allowed`.
/// @throws FormatError
QString token(const QJsonObject& obj, const char* key, int min, int max,
              bool (*allowed)(char16_t)) {
    const QString s = json::string(obj, key, max);
    bool ok = s.size() >= min;
    for (const QChar c : s)
        ok = ok && allowed(c.unicode());
    if (!ok)
        throw FormatError(Message(
            QT_TRANSLATE_NOOP("club::FormatError", "field \"%1\" is not in the expected form"),
            {QString::fromLatin1(key)}));
    return s;
}

bool isLowerHex(char16_t c) {
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
}
bool isIdChar(char16_t c) {
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') ||
           c == u'-' || c == u'_';
}
bool isVisibleAscii(char16_t c) {
    return c > u' ' && c < 0x7f;
}

PhoneMessage read(const QByteArray& text) {
    if (text.size() > PhoneMessage::MaxBytes)
        throw FormatError(Message::counted(
            QT_TRANSLATE_N_NOOP("club::FormatError", "the message is longer than %n bytes"),
            PhoneMessage::MaxBytes));
    if (depthOf(text, PhoneMessage::MaxDepth) > PhoneMessage::MaxDepth)
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "the message is nested too deeply")));
    QJsonParseError parseError;
    const QJsonDocument doc = json::parse(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError", "the message is not a JSON object")));
    const QJsonObject obj = doc.object();

    PhoneMessage m;
    const QString type = json::string(obj, "type", 16);
    if (type == QLatin1String("join")) {
        m.kind = PhoneMessage::Kind::Join;
        m.seat = json::integer(obj, "seat", 0, PhoneMessage::MaxSeat);
        m.secret = token(obj, "secret", PhoneMessage::SecretLength, PhoneMessage::SecretLength,
                         isLowerHex);
    } else if (type == QLatin1String("act")) {
        m.kind = PhoneMessage::Kind::Act;
        m.actionId = token(obj, "actionId", 1, PhoneMessage::MaxActionIdLength, isIdChar);
        m.choice = token(obj, "choice", 1, PhoneMessage::MaxChoiceLength, isVisibleAscii);
    } else if (type == QLatin1String("ping")) {
        m.kind = PhoneMessage::Kind::Ping;
    } else if (type == QLatin1String("hint")) {
        m.kind = PhoneMessage::Kind::Hint;
    } else {
        throw FormatError(Message(
            QT_TRANSLATE_NOOP("club::FormatError",
                              "field \"type\" must be \"join\", \"act\", \"ping\" or \"hint\"")));
    }
    return m;
}

} // namespace

PhoneMessage parsePhoneMessage(const QByteArray& text) {
    try {
        return read(text);
    } catch (const FormatError& e) {
        PhoneMessage invalid;
        invalid.error = e.message();
        return invalid;
    }
}

} // namespace club
