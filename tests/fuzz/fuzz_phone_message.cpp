// SPDX-License-Identifier: GPL-3.0-or-later
// A phone's message to the table (core/phone_message.h): the input is one
// message as a WebSocket frame would carry it. The parser must never throw
// or crash; a refusal must say something safe to show; what it accepts must
// keep every limit of PHONE-PROTOCOL.md and read back the same when written
// again. A choice id it accepts goes through ChoiceId::parse as the tables
// read it, which must not crash either and must round-trip what it reads.
#include "core/choice_id.h"
#include "core/phone_message.h"
#include "fuzz_util.h"

#include <QJsonObject>

namespace {
using club::PhoneMessage;

QByteArray written(const PhoneMessage& m) {
    QJsonObject o;
    switch (m.kind) {
    case PhoneMessage::Kind::Join:
        o = {{QStringLiteral("type"), QStringLiteral("join")},
             {QStringLiteral("seat"), m.seat},
             {QStringLiteral("secret"), m.secret}};
        break;
    case PhoneMessage::Kind::Act:
        o = {{QStringLiteral("type"), QStringLiteral("act")},
             {QStringLiteral("actionId"), m.actionId},
             {QStringLiteral("choice"), m.choice}};
        break;
    case PhoneMessage::Kind::Ping:
        o = {{QStringLiteral("type"), QStringLiteral("ping")}};
        break;
    case PhoneMessage::Kind::Hint:
        o = {{QStringLiteral("type"), QStringLiteral("hint")}};
        break;
    case PhoneMessage::Kind::Invalid:
        break;
    }
    return club::json::serialize(o, QJsonDocument::Compact);
}

void checkLimits(const QByteArray& input, const PhoneMessage& m) {
    if (input.size() > PhoneMessage::MaxBytes) fuzz::finding("a message over the size limit read");
    if (!m.error.isEmpty()) fuzz::finding("a message read with an error");
    if (m.kind == PhoneMessage::Kind::Join && (m.seat < 0 || m.seat > PhoneMessage::MaxSeat ||
                                               m.secret.size() != PhoneMessage::SecretLength))
        fuzz::finding("a join outside the limits read");
    if (m.kind == PhoneMessage::Kind::Act &&
        (m.actionId.isEmpty() || m.actionId.size() > PhoneMessage::MaxActionIdLength ||
         m.choice.isEmpty() || m.choice.size() > PhoneMessage::MaxChoiceLength))
        fuzz::finding("an act outside the limits read");
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray input = fuzz::bytes(data, size);
    const PhoneMessage m = club::parsePhoneMessage(input);
    if (!m.isValid()) {
        if (m.error.isEmpty()) fuzz::finding("a refusal without a message");
        fuzz::checkRefusal(club::FormatError(m.error));
        return 0;
    }
    checkLimits(input, m);
    const PhoneMessage again = club::parsePhoneMessage(written(m));
    if (again.kind != m.kind || again.seat != m.seat || again.secret != m.secret ||
        again.actionId != m.actionId || again.choice != m.choice)
        fuzz::finding("a message that does not read back the same");
    if (m.kind == PhoneMessage::Kind::Act) {
        if (const auto id = club::ChoiceId::parse(m.choice)) {
            const auto back = club::ChoiceId::parse(id->text());
            if (!back || back->revision != id->revision || back->move != id->move)
                fuzz::finding("a choice id that does not read back the same");
        }
    }
    return 0;
}
