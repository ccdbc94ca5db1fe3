// SPDX-License-Identifier: GPL-3.0-or-later
#include "choice_id.h"

namespace club {

QString ChoiceId::text() const {
    return QString::number(revision) + QLatin1Char('/') + move;
}

std::optional<ChoiceId> ChoiceId::parse(const QString& text) {
    const qsizetype slash = text.indexOf(QLatin1Char('/'));
    if (slash <= 0 || slash > 20 || slash + 1 >= text.size()) return std::nullopt;
    bool ok = true;
    for (qsizetype i = 0; i < slash; ++i)
        ok = ok && text.at(i) >= QLatin1Char('0') && text.at(i) <= QLatin1Char('9');
    const std::uint64_t revision = ok ? text.left(slash).toULongLong(&ok) : 0;
    if (!ok) return std::nullopt;
    return ChoiceId{revision, text.mid(slash + 1)};
}

Message malformedChoiceMessage() {
    return Message(QT_TRANSLATE_NOOP("club::FormatError", "That is not a choice of this game."));
}

Message staleChoiceMessage() {
    return Message(QT_TRANSLATE_NOOP("club::FormatError",
                                     "The table has moved on since that choice was offered."));
}

Message unknownChoiceMessage() {
    return Message(
        QT_TRANSLATE_NOOP("club::FormatError", "That choice is not open to this seat now."));
}

} // namespace club
