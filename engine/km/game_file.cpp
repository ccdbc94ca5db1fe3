// SPDX-License-Identifier: GPL-3.0-or-later
// Game records as save files (SAVE-FORMAT.md). Loading replays every move
// into a new Game, so a bad file throws before anything the caller holds is
// touched.
#include "game.h"

#include "core/bounded_file.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/printable.h"
#include "core/save_file.h"
#include "diagram.h"
#include "notation.h"
#include "rules.h"

#include <QJsonArray>

namespace club::km {

QJsonObject Game::toJson() const {
    QJsonArray moves;
    for (const std::string& text : notation_)
        moves.append(QString::fromStdString(text));
    QJsonObject body;
    body.insert(QStringLiteral("first"), QString(QChar(sideLetter(first_))));
    body.insert(QStringLiteral("seed"), json::seedValue(seed_));
    body.insert(QStringLiteral("moves"), moves);
    body.insert(QStringLiteral("current"), current_);
    if (isSetUp()) {
        QString diagram = QString::fromStdString(toDiagram(start_)).trimmed();
        diagram.replace(QLatin1Char('\n'), QLatin1Char('/'));
        body.insert(QStringLiteral("setup"), diagram);
    }
    return body;
}

Game Game::fromJson(const QJsonObject& body) {
    const QString first = json::string(body, "first", 1);
    if (first != QStringLiteral("A") && first != QStringLiteral("B"))
        throw FormatError(Message(
            QT_TRANSLATE_NOOP("club::FormatError", "field \"first\" must be \"A\" or \"B\"")));
    const std::uint64_t seed = body.contains(QStringLiteral("seed")) ? json::seed(body, "seed") : 0;
    const QJsonArray moves = json::array(body, "moves", 0, MaxMoves);
    const int current = json::integerOr(body, "current", 0, int(moves.size()), int(moves.size()));

    const Side firstSide = first == QStringLiteral("A") ? Side::A : Side::B;
    Game game(firstSide, seed);
    if (body.contains(QStringLiteral("setup"))) {
        const QString setup = json::string(body, "setup", 400);
        try {
            game = fromPosition(fromDiagram(setup.toStdString(), firstSide), seed);
        } catch (const FormatError& e) {
            throw FormatError(Message(QT_TRANSLATE_NOOP("club::FormatError", "field \"setup\": %1"))
                                  .withCause(e.message()));
        }
    }
    for (int i = 0; i < moves.size(); ++i) {
        const QJsonValue v = moves.at(i);
        const QString number = QString::number(i + 1);
        if (!v.isString())
            throw FormatError(Message(
                QT_TRANSLATE_NOOP("club::FormatError", "move %1 must be a string"), {number}));
        // The whole string is judged; only the message quotes a safe part.
        const std::string text = v.toString().toStdString();
        const QString shown = quotable(v.toString(), 60);
        if (game.isOver())
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                          "move %1 (\"%2\") comes after the end of the game"),
                        {number, shown}));
        const auto m = parseMove(game.position_, text);
        if (!m)
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                          "move %1 (\"%2\") is not a legal move there"),
                        {number, shown}));
        game.play(*m);
    }
    game.goTo(current);
    return game;
}

Message Game::trySave(const QString& path) const {
    return writeSave(path, FileId, SaveVersion, toJson());
}

Game Game::load(const QString& path) {
    return guardLoad([&] { return fromJson(readSaveFile(path, FileId, SaveVersion)); });
}

Game Game::fromData(const QByteArray& data) {
    return guardLoad([&] { return fromJson(parseSaveData(data, FileId, SaveVersion)); });
}

} // namespace club::km
