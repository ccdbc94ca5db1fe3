#include "save_file.h"

#include "format_error.h"
#include "json_fields.h"

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace club {

QString writeSaveFile(const QString& path, const QString& game, int version, QJsonObject body) {
    body.insert(QStringLiteral("format"), QStringLiteral("players-club"));
    body.insert(QStringLiteral("game"), game);
    body.insert(QStringLiteral("version"), version);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("Cannot write %1: %2").arg(path, file.errorString());
    file.write(QJsonDocument(body).toJson(QJsonDocument::Indented));
    if (!file.commit()) return QStringLiteral("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QJsonObject readSaveFile(const QString& path, const QString& game, int maxVersion) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw FormatError("cannot open the file: " + file.errorString().toStdString());
    if (file.size() > MaxSaveFileBytes)
        throw FormatError("the file is too large to be a saved game");
    return parseSaveData(file.readAll(), game, maxVersion);
}

QJsonObject parseSaveData(const QByteArray& data, const QString& game, int maxVersion) {
    if (data.size() > MaxSaveFileBytes)
        throw FormatError("the file is too large to be a saved game");
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError)
        throw FormatError("the file is not valid JSON (" + error.errorString().toStdString() +
                          " at byte " + std::to_string(error.offset) +
                          "); it may be truncated or damaged");
    if (!doc.isObject()) throw FormatError("the file is not a Players Club saved game");
    const QJsonObject obj = doc.object();
    if (obj.value(QStringLiteral("format")).toString() != QStringLiteral("players-club"))
        throw FormatError("the file is not a Players Club saved game");
    const QString actual = json::string(obj, "game", 40);
    if (actual != game)
        throw FormatError("the file holds a game of \"" + actual.toStdString() + "\", not \"" +
                          game.toStdString() + "\"");
    const int version = json::integer(obj, "version", 1, 1000000);
    if (version > maxVersion)
        throw FormatError("the file was saved by a newer version of Players Club (format " +
                          std::to_string(version) + "); this version reads up to format " +
                          std::to_string(maxVersion));
    return obj;
}

} // namespace club
