// SPDX-License-Identifier: GPL-3.0-or-later
#include "match_file.h"

#include "core/bounded_file.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/printable.h"
#include "core/save_file.h"
#include "core/seat.h"

#include <QJsonArray>
#include <array>
#include <sstream>

namespace club::crib {

namespace {
const QString GameId = QStringLiteral("cribbage");

// The eight peg colours, as every version of the format writes them (the
// players' colours of ARTWORK.md).
constexpr std::array<const char*, 8> PegColours{"#d98e04", "#4a9fd4", "#1b8a63", "#e3cf3a",
                                                "#1f5f99", "#c9540f", "#b06a96", "#222222"};

/// The peg colour a save names, or -1.
int pegColourFromId(const QString& id) {
    for (std::size_t i = 0; i < PegColours.size(); ++i)
        if (id.compare(QLatin1String(PegColours[i]), Qt::CaseInsensitive) == 0) return int(i);
    return -1;
}
} // namespace

std::optional<Level> levelOf(const Seat& seat) {
    return seat.isPerson() ? std::nullopt : parseLevel(seat.player.toStdString());
}

QString pegColourId(int colour) {
    return QLatin1String(PegColours[std::size_t(colour) % PegColours.size()]);
}

std::string moveText(const Move& m) {
    switch (m.kind) {
    case Move::Discard: {
        std::string s = "discard";
        for (Card c : m.cards)
            s += " " + cardName(c);
        return s;
    }
    case Move::Play:
        return "play " + cardName(m.cards.empty() ? NoCard : m.cards[0]);
    case Move::Count:
        return "count " + std::to_string(m.points);
    case Move::Claim:
        return "claim";
    case Move::Pass:
        return "pass";
    case Move::NextGame:
        return "next game";
    }
    return {};
}

std::optional<Move> parseMove(const std::string& text) {
    std::istringstream in(text);
    std::string word;
    in >> word;
    std::vector<std::string> rest;
    for (std::string w; in >> w;)
        rest.push_back(w);
    Move m;
    if (word == "discard" || word == "play") {
        if (rest.empty() || rest.size() > 2 || (word == "play" && rest.size() != 1))
            return std::nullopt;
        for (const std::string& w : rest) {
            const auto c = parseCard(w);
            if (!c) return std::nullopt;
            m.cards.push_back(*c);
        }
        m.kind = word == "play" ? Move::Play : Move::Discard;
        return m;
    }
    if (word == "count" && rest.size() == 1) {
        if (rest[0].empty() || rest[0].size() > 2 ||
            rest[0].find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        m.kind = Move::Count;
        m.points = std::stoi(rest[0]);
        return m;
    }
    if (rest.empty() && word == "claim") return Move{Move::Claim, {}, 0};
    if (rest.empty() && word == "pass") return Move{Move::Pass, {}, 0};
    if (word == "next" && rest.size() == 1 && rest[0] == "game") return Move{Move::NextGame, {}, 0};
    return std::nullopt;
}

QString setupBoardName(Board board) {
    switch (board) {
    case Board::TwoTrack:
        return QStringLiteral("two-track");
    case Board::ThreeTrack:
        return QStringLiteral("three-track");
    case Board::FourTrack:
        return QStringLiteral("four-track");
    case Board::TwoAndThree:
        return QStringLiteral("two-and-three-track");
    }
    return {};
}

QString setupCornersName(Corners corners) {
    return corners == Corners::EveryThirty ? QStringLiteral("every-thirty")
                                           : QStringLiteral("bends");
}

std::optional<Corners> parseCornersName(const QString& name) {
    for (Corners c : {Corners::Bends, Corners::EveryThirty})
        if (name == setupCornersName(c)) return c;
    return std::nullopt;
}

Match SavedMatch::replay() const {
    Match match(setup, seed);
    for (int i = 0; i < current; ++i) {
        const Move& m = moves[std::size_t(i)];
        if (!match.isLegal(m))
            throw FormatError(Message(
                QT_TRANSLATE_NOOP("club::FormatError", "move %1 (\"%2\") is not legal there"),
                {QString::number(i + 1), QString::fromStdString(moveText(m))}));
        match.apply(m);
    }
    return match;
}

QJsonObject savedMatchJson(const SavedMatch& s) {
    QJsonArray seats, moves;
    for (const Seat& seat : s.seats)
        seats.append(seatJson(seat, pegColourId(seat.colour)));
    for (const Move& m : s.moves)
        moves.append(QString::fromStdString(moveText(m)));
    QJsonObject setup{{QStringLiteral("hands"), s.setup.hands},
                      {QStringLiteral("game"), s.setup.game},
                      {QStringLiteral("board"), setupBoardName(s.setup.board)},
                      {QStringLiteral("muggins"), s.setup.muggins},
                      {QStringLiteral("corners"), setupCornersName(s.setup.corners)}};
    // Written only for a match of a set length: files without it stay as they were.
    if (s.setup.matchGames > 0) setup.insert(QStringLiteral("matchGames"), s.setup.matchGames);
    return QJsonObject{{QStringLiteral("setup"), setup},
                       {QStringLiteral("seed"), json::seedValue(s.seed)},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("moves"), moves},
                       {QStringLiteral("current"), s.current}};
}

SavedMatch savedMatchFromJson(const QJsonObject& body) {
    SavedMatch s;
    const QJsonObject setup = json::object(body, "setup");
    s.setup.hands = json::integer(setup, "hands", 2, 6);
    s.setup.game = json::integer(setup, "game", 61, 121);
    const QString board = json::string(setup, "board", 40);
    bool known = false;
    for (Board b : {Board::TwoTrack, Board::ThreeTrack, Board::FourTrack, Board::TwoAndThree})
        if (board == setupBoardName(b)) s.setup.board = b, known = true;
    if (!known)
        throw FormatError(Message(QT_TRANSLATE_NOOP(
            "club::FormatError", "field \"board\" must be \"two-track\", \"three-track\", "
                                 "\"four-track\" or \"two-and-three-track\"")));
    s.setup.muggins = json::booleanOr(setup, "muggins", false);
    // Version 1 files written before the option have the bends (the default).
    const auto corners =
        parseCornersName(json::stringOr(setup, "corners", setupCornersName(Corners::Bends), 20));
    if (!corners)
        throw FormatError(Message(QT_TRANSLATE_NOOP(
            "club::FormatError", "field \"corners\" must be \"bends\" or \"every-thirty\"")));
    s.setup.corners = *corners;
    // Files written before the option: a match without a set length.
    s.setup.matchGames = json::integerOr(setup, "matchGames", 0, MaxMatchGames, 0);
    if (const std::string problem = s.setup.problem(); !problem.empty())
        throw FormatError(Message(QT_TRANSLATE_NOOP("club::FormatError", "field \"setup\": %1"),
                                  {QString::fromStdString(problem)}));
    s.seed = body.contains(QStringLiteral("seed")) ? json::seed(body, "seed") : 0;
    const QJsonArray seats = json::array(body, "seats", s.setup.hands, s.setup.hands);
    for (int i = 0; i < seats.size(); ++i) {
        const QJsonObject o = json::elementObject(
            seats, i, Message(QT_TRANSLATE_NOOP("club::FormatError", "seat %1 must be an object")));
        Seat seat = seatFromJson(o, i, 40, [](const QString& kind) {
            return parseLevel(kind.toStdString()).has_value();
        });
        // A colour missing or not a peg colour (an edited file) gets the seat's own.
        const int colour = pegColourFromId(json::stringOr(o, "colour", QString(), 20));
        seat.colour = colour >= 0 ? colour : i % int(PegColours.size());
        s.seats.push_back(seat);
    }
    const QJsonArray moves = json::array(body, "moves", 0, MaxMoves);
    for (int i = 0; i < moves.size(); ++i) {
        const QJsonValue v = moves.at(i);
        // The whole text is judged; only the message quotes a safe part of it.
        const QString shown = quotable(v.toString(), 60);
        const auto m = v.isString() ? parseMove(v.toString().toStdString()) : std::nullopt;
        if (!m)
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError", "move %1 (\"%2\") is not a move"),
                        {QString::number(i + 1), shown}));
        s.moves.push_back(*m);
    }
    s.current = json::integerOr(body, "current", 0, int(moves.size()), int(moves.size()));
    // every recorded move must replay, the undone ones too
    SavedMatch all = s;
    all.current = int(all.moves.size());
    all.replay();
    return s;
}

Message writeMatchFile(const QString& path, const SavedMatch& saved) {
    return writeSave(path, GameId, SaveVersion, savedMatchJson(saved));
}

// guardLoad: nothing but FormatError leaves a loader (bounded_file.h).
SavedMatch readMatchFile(const QString& path) {
    return guardLoad([&] { return savedMatchFromJson(readSaveFile(path, GameId, SaveVersion)); });
}

SavedMatch readMatchData(const QByteArray& data) {
    return guardLoad([&] { return savedMatchFromJson(parseSaveData(data, GameId, SaveVersion)); });
}

} // namespace club::crib
