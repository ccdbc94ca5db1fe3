// SPDX-License-Identifier: GPL-3.0-or-later
#include "rubber_file.h"

#include "core/bounded_file.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/save_file.h"
#include "core/seat.h"

#include "player.h"

#include <QJsonArray>
#include <algorithm>

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

bool isComputerKind(const QString& kind) {
    return makePlayer(kind.toStdString()) != nullptr;
}

RubberConfig configFromJson(const QJsonObject& obj, int version) {
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
        QJsonObject object = s;
        // Version 1 called a person's seat "human".
        if (version == 1 && object.value(QStringLiteral("player")) == QLatin1String("human"))
            object.insert(QStringLiteral("player"), QString::fromLatin1(Seat::Person));
        SeatConfig seat = seatFromJson(object, i, 40, isComputerKind);
        seat.colour = json::integer(s, "colour", 0, MaxPlayers - 1);
        config.seats.push_back(seat);
    }
    if (const Message problem = config.problemMessage(); !problem.isEmpty())
        throw FormatError(problem);
    return config;
}

[[noreturn]] void throwAltered(const QString& record) {
    throw FormatError(Message(
        QT_TRANSLATE_NOOP("club::FormatError", "game record %1 does not match this rubber's deals; "
                                               "the file has been altered"),
        {record}));
}

[[noreturn]] void throwNotADeal(const QString& record) {
    throw FormatError(
        Message(QT_TRANSLATE_NOOP("club::FormatError",
                                  "game record %1 does not deal every card of the pack once"),
                {record}));
}

// Card ids as stored; anything else is a deal that does not add up.
std::vector<CardId> cardIds(const QJsonValue& value, int deckSize, const QString& record) {
    std::vector<CardId> ids;
    for (const QJsonValue v : value.toArray()) {
        const double id = v.toDouble(-1);
        if (!v.isDouble() || id < 0 || id >= deckSize || id != double(int(id)))
            throwNotADeal(record);
        ids.push_back(CardId(id));
    }
    return ids;
}

Deal dealFromJson(const QJsonObject& g, const Game& game, const QString& record) {
    Deal deal;
    const QJsonArray hands = json::array(g, "dealt", 0, MaxPlayers);
    const auto fullHand = [](const QJsonValue& h) {
        return h.isArray() && h.toArray().size() == HandSize;
    };
    if (hands.size() != game.players() || !std::all_of(hands.begin(), hands.end(), fullHand))
        throw FormatError(
            Message(QT_TRANSLATE_NOOP("club::FormatError",
                                      "game record %1 does not deal a full hand to each player"),
                    {record}));
    for (const QJsonValue h : hands)
        deal.hands.push_back(cardIds(h, game.deckSize(), record));
    deal.setAside = cardIds(json::array(g, "setAside", 0, MaxCards), game.deckSize(), record);
    deal.cutAt = json::integer(g, "cutAt", 4, game.deckSize() - 4); // as Game::deal cuts
    return deal;
}

// Version 2: the stored deal stands; its dealer must be the one the deal
// passing left gives (any seat for a section's first game: the cut is not
// stored and would change with the shuffle).
void redealStored(Rubber& rubber, const QJsonObject& g, const QString& record) {
    const Game& game = rubber.current();
    const Deal deal = dealFromJson(g, game, record);
    if (!Game::isDealOf(rubber.config().pack, game.players(), deal)) throwNotADeal(record);
    const int dealer = json::integer(g, "dealer", 0, game.players() - 1);
    if (rubber.currentRecord().number > 0 && dealer != rubber.dealerByRule()) throwAltered(record);
    rubber.redeal(dealer, deal);
}

void replayGame(Rubber& rubber, const QJsonObject& g, int index, int version) {
    const QString record = QString::number(index + 1);
    const GameRecord& rec = rubber.currentRecord();
    if (json::integer(g, "number", 0, Rubber::GamesPerRubber - 1) != rec.number ||
        json::integer(g, "section", 0, 1) != rec.section)
        throwAltered(record);
    if (version == 1) {
        // The deal is the seed's, as it was when the file was written.
        if (json::integer(g, "dealer", 0, MaxPlayers - 1) != rec.dealer ||
            json::seed(g, "seed") != rec.seed)
            throwAltered(record);
    } else {
        redealStored(rubber, g, record);
    }
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

QJsonArray idsToJson(const std::vector<CardId>& ids) {
    QJsonArray arr;
    for (CardId id : ids)
        arr.append(id);
    return arr;
}

QJsonObject recordToJson(const GameRecord& rec, const RubberConfig& c) {
    Game game = rec.replay(c.pack, c.options, 0);
    QJsonArray dealt, hands; // ids for the program, values for people
    for (const std::vector<CardId>& hand : rec.deal.hands) {
        dealt.append(idsToJson(hand));
        QJsonArray values;
        for (CardId id : hand)
            values.append(game.card(id).value);
        hands.append(values);
    }
    QJsonArray moves;
    for (const Move& m : rec.moves) {
        moves.append(moveToJson(game, rec.seats[game.toMove()], m));
        game.apply(m);
    }
    QJsonArray seatsInGame;
    for (int s : rec.seats)
        seatsInGame.append(s);
    return QJsonObject{{QStringLiteral("number"), rec.number},
                       {QStringLiteral("section"), rec.section},
                       {QStringLiteral("seats"), seatsInGame},
                       {QStringLiteral("dealer"), rec.dealer},
                       {QStringLiteral("seed"), json::seedValue(rec.seed)},
                       {QStringLiteral("cutAt"), rec.deal.cutAt},
                       {QStringLiteral("dealt"), dealt},
                       {QStringLiteral("setAside"), idsToJson(rec.deal.setAside)},
                       {QStringLiteral("hands"), hands},
                       {QStringLiteral("moves"), moves}};
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
        seats.append(seatJson(s, s.colour));
    obj.insert(QStringLiteral("seats"), seats);

    QJsonArray games;
    for (const GameRecord& rec : rubber.records())
        games.append(recordToJson(rec, c));
    obj.insert(QStringLiteral("games"), games);
    return obj;
}

std::unique_ptr<Rubber> rubberFromJson(const QJsonObject& obj) {
    const int version =
        json::integerOr(obj, "version", 1, RubberFormatVersion, RubberFormatVersion);
    auto rubber = std::make_unique<Rubber>(configFromJson(obj, version));
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
            i, version);
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
