// SPDX-License-Identifier: GPL-3.0-or-later
#include "save_file.h"

#include "bounded_file.h"
#include "file_name.h"
#include "format_error.h"
#include "json_fields.h"
#include "json_text.h"
#include "printable.h"

#include <QSaveFile>

#include <cstring>

namespace club {

namespace {
// Named, so that saveProblemOf() knows its own messages.
constexpr char TooLargeSource[] =
    QT_TRANSLATE_NOOP("club::FormatError", "the file is too large to be a saved game");
constexpr char NotASaveSource[] =
    QT_TRANSLATE_NOOP("club::FormatError", "the file is not a Players Club saved game");
constexpr char OtherGameSource[] =
    QT_TRANSLATE_NOOP("club::FormatError", "it is a saved game of %1, not of %2");
constexpr char NewerSource[] =
    QT_TRANSLATE_NOOP("club::FormatError", "the file was saved by a newer version of "
                                           "Players Club (format %1); this version reads "
                                           "up to format %2");

Message tooLarge() {
    return Message(TooLargeSource);
}
Message notASave() {
    return Message(NotASaveSource);
}
bool is(const Message& m, const char* source) {
    return m.source() && std::strcmp(m.source(), source) == 0;
}
/// A game's name as players know it (the games' names are not translated);
/// an id this version does not know is quoted as it stands.
QString gameName(const QString& id) {
    if (id == QLatin1String("pm")) return QStringLiteral("P.M.");
    if (id == QLatin1String("kings-men")) return QStringLiteral("King's Men");
    return QLatin1Char('"') + quotable(id, 40) + QLatin1Char('"');
}
} // namespace

Message writeSave(const QString& path, const QString& game, int version, QJsonObject body) {
    body.insert(QStringLiteral("format"), QStringLiteral("players-club"));
    body.insert(QStringLiteral("game"), game);
    body.insert(QStringLiteral("version"), version);
    const Message nameProblem = fileNameProblem(path);
    if (!nameProblem.isEmpty())
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "Cannot write %1: %2"),
                       {printableMessage(path)})
            .withCause(nameProblem);
    QSaveFile file(path);
    const auto cannotWrite = [&] {
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "Cannot write %1: %2"),
                       {path, file.errorString()});
    };
    if (!file.open(QIODevice::WriteOnly)) return cannotWrite();
    file.write(json::serialize(body));
    if (!file.commit()) return cannotWrite();
    return {};
}

QString writeSaveFile(const QString& path, const QString& game, int version, QJsonObject body) {
    return writeSave(path, game, version, std::move(body)).english();
}

QJsonObject readSaveFile(const QString& path, const QString& game, int maxVersion) {
    return guardLoad([&] {
        return parseSaveData(readBoundedFile(path, MaxSaveFileBytes, tooLarge()), game, maxVersion);
    });
}

QJsonObject parseSaveData(const QByteArray& data, const QString& game, int maxVersion) {
    if (data.size() > MaxSaveFileBytes) throw FormatError(tooLarge());
    QJsonParseError error{};
    const QJsonDocument doc = json::parse(data, &error);
    if (error.error != QJsonParseError::NoError)
        throw FormatError(Message(QT_TRANSLATE_NOOP("club::FormatError",
                                                    "the file is not valid JSON (%1 at byte %2); "
                                                    "it may be truncated or damaged"),
                                  {error.errorString(), QString::number(error.offset)}));
    if (!doc.isObject()) throw FormatError(notASave());
    const QJsonObject obj = doc.object();
    if (obj.value(QStringLiteral("format")).toString() != QStringLiteral("players-club"))
        throw FormatError(notASave());
    const QString actual = json::string(obj, "game", 40);
    if (actual != game)
        throw FormatError(Message(OtherGameSource, {gameName(actual), gameName(game)}));
    const int version = json::integer(obj, "version", 1, 1000000);
    if (version > maxVersion)
        throw FormatError(
            Message(NewerSource, {QString::number(version), QString::number(maxVersion)}));
    return obj;
}

SaveProblem saveProblemOf(const Message& problem) {
    if (problem.isEmpty()) return SaveProblem::None;
    if (isReadProblem(problem)) return SaveProblem::CannotRead;
    if (is(problem, NewerSource)) return SaveProblem::NewerVersion;
    if (is(problem, NotASaveSource) || is(problem, TooLargeSource) || is(problem, OtherGameSource))
        return SaveProblem::NotASave;
    // Not JSON, a field missing or out of range, a record that breaks a rule.
    return SaveProblem::Damaged;
}

} // namespace club
