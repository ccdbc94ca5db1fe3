#include "rubber_file.h"

#include "core/bounded_file.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/save_file.h"

#include <QJsonArray>

namespace club::pm {

namespace {

QJsonObject optionsToJson(const Options& o) {
    QJsonObject obj;
    obj.insert(QStringLiteral("homeIsSafe"), o.homeIsSafe);
    obj.insert(QStringLiteral("starBustWithoutMenInPlay"), o.starBustWithoutMenInPlay);
    return obj;
}

Options optionsFromJson(const QJsonObject& obj) {
    Options o;
    o.homeIsSafe = json::booleanOr(obj, "homeIsSafe", o.homeIsSafe);
    o.starBustWithoutMenInPlay =
        json::booleanOr(obj, "starBustWithoutMenInPlay", o.starBustWithoutMenInPlay);
    return o;
}

QJsonObject moveToJson(const Game& before, int seat, const Move& m) {
    QJsonObject obj;
    obj.insert(QStringLiteral("seat"), seat);
    obj.insert(QStringLiteral("card"), m.card);
    obj.insert(QStringLiteral("value"), before.card(m.card).value);
    obj.insert(QStringLiteral("from"), m.movesMan() ? QJsonValue(m.from) : QJsonValue());
    obj.insert(QStringLiteral("to"), m.movesMan() ? QJsonValue(m.to) : QJsonValue());
    obj.insert(QStringLiteral("bust"), m.bust);
    return obj;
}

RubberConfig configFromJson(const QJsonObject& obj) {
    RubberConfig config;
    config.seed = json::seed(obj, "seed");
    config.sections = json::booleanOr(obj, "sections", false);
    config.games =
        json::integerOr(obj, "rubberGames", 1, Rubber::GamesPerRubber, Rubber::GamesPerRubber);
    config.options = optionsFromJson(json::object(obj, "options"));
    config.pack = Pack::fromJsonObject(json::object(obj, "pack"));
    const QJsonArray seats = json::array(obj, "seats", MinPlayers, MaxPlayers);
    for (int i = 0; i < seats.size(); ++i) {
        const QJsonObject s = json::elementObject(
            seats, i, Message(QT_TRANSLATE_NOOP("club::FormatError", "seat %1 must be an object")));
        SeatConfig seat;
        seat.name = json::string(s, "name", 40);
        seat.colour = json::integer(s, "colour", 0, MaxPlayers - 1);
        seat.player = json::string(s, "player", 20);
        config.seats.push_back(seat);
    }
    if (const Message problem = config.problemMessage(); !problem.isEmpty())
        throw FormatError(problem);
    return config;
}

void replayGame(Rubber& rubber, const QJsonObject& g, int index) {
    const QString record = QString::number(index + 1);
    const GameRecord& rec = rubber.currentRecord();
    if (json::integer(g, "number", 0, Rubber::GamesPerRubber - 1) != rec.number ||
        json::integer(g, "section", 0, 1) != rec.section ||
        json::integer(g, "dealer", 0, MaxPlayers - 1) != rec.dealer ||
        json::seed(g, "seed") != rec.seed)
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError",
                                      "game record %1 does not match this rubber's deals; "
                                      "the file has been altered"),
                    {record}));
    const QJsonArray moves = json::array(g, "moves", 0, MaxCards);
    for (int i = 0; i < moves.size(); ++i) {
        const QJsonObject m = json::elementObject(
            moves, i,
            Message(
                QT_TRANSLATE_NOOP("club::FormatError", "game record %1, move %2 must be an object"),
                {record}));
        const Game& game = rubber.current();
        if (game.isOver())
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                          "game record %1 has moves after the game ended"),
                        {record}));
        Move move;
        move.card = CardId(json::integer(m, "card", 0, game.deckSize() - 1));
        move.from = std::int8_t(json::integerOrNull(m, "from", 0, Home, -1));
        move.to = std::int8_t(json::integerOrNull(m, "to", 0, Home, -1));
        move.bust = json::booleanOr(m, "bust", false);
        const bool consistent =
            json::integer(m, "seat", 0, MaxPlayers - 1) == rubber.seatToMove() &&
            json::integer(m, "value", -25, 25) == game.card(move.card).value;
        if (!consistent || !game.isLegal(move))
            throw FormatError(Message(
                QT_TRANSLATE_NOOP("club::FormatError",
                                  "game record %1, move %2 is not a legal move where it stands"),
                {record, QString::number(i + 1)}));
        rubber.play(move);
    }
}

} // namespace

QJsonObject rubberToJson(const Rubber& rubber) {
    const RubberConfig& c = rubber.config();
    QJsonObject obj;
    obj.insert(QStringLiteral("seed"), json::seedValue(c.seed));
    obj.insert(QStringLiteral("sections"), c.sections);
    if (c.games != Rubber::GamesPerRubber) obj.insert(QStringLiteral("rubberGames"), c.games);
    obj.insert(QStringLiteral("options"), optionsToJson(c.options));
    obj.insert(QStringLiteral("pack"), c.pack.toJsonObject());
    QJsonArray seats;
    for (const SeatConfig& s : c.seats)
        seats.append(QJsonObject{{QStringLiteral("name"), s.name},
                                 {QStringLiteral("colour"), s.colour},
                                 {QStringLiteral("player"), s.player}});
    obj.insert(QStringLiteral("seats"), seats);

    QJsonArray games;
    for (const GameRecord& rec : rubber.records()) {
        QJsonArray moves;
        Game game = Game::deal(c.pack, int(rec.seats.size()), rec.dealer, rec.seed, c.options);
        QJsonArray hands;
        for (int s = 0; s < game.players(); ++s) {
            QJsonArray hand;
            for (CardId id : game.hand(s))
                hand.append(game.card(id).value);
            hands.append(hand);
        }
        for (const Move& m : rec.moves) {
            moves.append(moveToJson(game, rec.seats[game.toMove()], m));
            game.apply(m);
        }
        QJsonArray seatsInGame;
        for (int s : rec.seats)
            seatsInGame.append(s);
        games.append(QJsonObject{{QStringLiteral("number"), rec.number},
                                 {QStringLiteral("section"), rec.section},
                                 {QStringLiteral("seats"), seatsInGame},
                                 {QStringLiteral("dealer"), rec.dealer},
                                 {QStringLiteral("seed"), json::seedValue(rec.seed)},
                                 {QStringLiteral("hands"), hands},
                                 {QStringLiteral("moves"), moves}});
    }
    obj.insert(QStringLiteral("games"), games);
    return obj;
}

std::unique_ptr<Rubber> rubberFromJson(const QJsonObject& obj) {
    auto rubber = std::make_unique<Rubber>(configFromJson(obj));
    const QJsonArray games =
        json::array(obj, "games", 1, rubber->gameCount() * rubber->sectionCount());
    for (int i = 0; i < games.size(); ++i) {
        if (i > 0) {
            if (!rubber->current().isOver())
                throw FormatError(
                    Message(QT_TRANSLATE_NOOP("club::FormatError",
                                              "game record %1 ends before its game is over"),
                            {QString::number(i)}));
            rubber->startNextGame();
        }
        replayGame(
            *rubber,
            json::elementObject(games, i,
                                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                                          "game record %1 must be an object"))),
            i);
    }
    return rubber;
}

Message writeRubber(const Rubber& rubber, const QString& path) {
    return writeSave(path, RubberGameId, RubberFormatVersion, rubberToJson(rubber));
}

QString saveRubber(const Rubber& rubber, const QString& path) {
    return writeRubber(rubber, path).english();
}

std::unique_ptr<Rubber> loadRubber(const QString& path) {
    return guardLoad(
        [&] { return rubberFromJson(readSaveFile(path, RubberGameId, RubberFormatVersion)); });
}

std::unique_ptr<Rubber> rubberFromData(const QByteArray& data) {
    return guardLoad(
        [&] { return rubberFromJson(parseSaveData(data, RubberGameId, RubberFormatVersion)); });
}

} // namespace club::pm
