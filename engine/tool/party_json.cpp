// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_json.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "party/night_file.h"
#include "party/partners.h"
#include "party/pm_score.h"

#include <QJsonArray>

namespace club::tool::party {

using namespace club::party;

namespace {
QJsonArray ints(const std::vector<int>& values) {
    QJsonArray arr;
    for (int v : values)
        arr.append(v);
    return arr;
}

QJsonValue resultJson(const std::optional<TableResult>& result, Format format) {
    if (!result) return QJsonValue::Null;
    QJsonObject r{{QStringLiteral("source"), sourceName(result->source)}};
    if (format == Format::Drive)
        r.insert(QStringLiteral("scores"), ints(result->scores));
    else
        r.insert(QStringLiteral("winner"), result->winner);
    return r;
}

QJsonObject roundJson(const Round& round, int index, Format format) {
    QJsonArray tables;
    for (const Table& t : round.tables)
        tables.append(QJsonObject{{QStringLiteral("table"), t.number},
                                  {QStringLiteral("wave"), t.wave},
                                  {QStringLiteral("seats"), ints(t.seats)},
                                  {QStringLiteral("result"), resultJson(t.result, format)}});
    return QJsonObject{
        {QStringLiteral("round"), index + 1},
        {QStringLiteral("tables"), tables},
        {QStringLiteral("bye"), round.bye >= 0 ? QJsonValue(round.bye) : QJsonValue::Null},
        {QStringLiteral("waves"), round.waves()},
        {QStringLiteral("complete"), round.isComplete()}};
}

template <class Enum>
Enum choice(const QJsonObject& request, const char* key, std::initializer_list<QString> names,
            Enum fallback) {
    if (!request.contains(QLatin1String(key))) return fallback;
    const QString value = json::string(request, key, 40);
    int i = 0;
    for (const QString& name : names) {
        if (value == name) return Enum(i);
        ++i;
    }
    QStringList quoted;
    for (const QString& name : names)
        quoted << QLatin1Char('"') + name + QLatin1Char('"');
    throw FormatError("field \"" + std::string(key) + "\" must be " +
                      quoted.join(QStringLiteral(" or ")).toStdString());
}
QStringList names(const QJsonObject& request, const char* key, int max) {
    QStringList list;
    for (const QJsonValue& v : json::array(request, key, 1, max)) {
        if (!v.isString()) throw FormatError("field \"" + std::string(key) + "\" must list names");
        list << v.toString();
    }
    return list;
}

std::vector<Entrant> readEntrants(const QJsonObject& request) {
    std::vector<Entrant> entrants;
    const QJsonArray list = json::array(request, "entrants", 1, MaxDriveEntrants);
    for (int i = 0; i < list.size(); ++i) {
        const QJsonValue v = list.at(i);
        Entrant e;
        if (v.isString()) {
            e.names << v.toString();
        } else if (v.isArray() && v.toArray().size() <= 2) {
            for (const QJsonValue& name : v.toArray())
                e.names << (name.isString() ? name.toString() : QString());
        }
        if (e.names.isEmpty() || e.names.contains(QString()))
            throw FormatError("entrant " + std::to_string(i + 1) +
                              " must be a name or a list of one or two names");
        entrants.push_back(e);
    }
    return entrants;
}
} // namespace

QJsonObject stateJson(const NightState& night) {
    const Setup& setup = night.setup();
    QJsonArray entrants;
    for (const Entrant& e : setup.entrants)
        entrants.append(QJsonArray::fromStringList(e.names));
    QJsonArray rounds;
    for (std::size_t r = 0; r < night.rounds().size(); ++r)
        rounds.append(roundJson(night.rounds()[r], int(r), setup.format));
    return QJsonObject{{QStringLiteral("format"), formatName(setup.format)},
                       {QStringLiteral("title"), setup.title},
                       {QStringLiteral("entrants"), entrants},
                       {QStringLiteral("seed"), json::seedValue(setup.seed)},
                       {QStringLiteral("draw"), ints(setup.draw)},
                       {QStringLiteral("rounds_planned"), night.plannedRounds()},
                       {QStringLiteral("sets"), setup.options.sets},
                       {QStringLiteral("progression"), progressionName(setup.options.progression)},
                       {QStringLiteral("table_tie"), tableTieName(setup.options.tableTie)},
                       {QStringLiteral("round"), night.currentRound() + 1},
                       {QStringLiteral("open_tables"), ints(night.openTables())},
                       {QStringLiteral("over"), night.isOver()},
                       {QStringLiteral("results_entered"), int(night.log().size())},
                       {QStringLiteral("can_undo"), night.canUndo()},
                       {QStringLiteral("totals"), setup.format == Format::Drive
                                                      ? QJsonValue(ints(night.totals()))
                                                      : QJsonValue::Null},
                       {QStringLiteral("rounds"), rounds}};
}

QJsonArray standingsJson(const NightState& night) {
    QJsonArray rows;
    for (const Standing& s : night.standings()) {
        QJsonObject row{
            {QStringLiteral("entrant"), s.entrant},
            {QStringLiteral("names"),
             QJsonArray::fromStringList(night.entrants()[std::size_t(s.entrant)].names)},
            {QStringLiteral("place"), s.place},
            {QStringLiteral("shared"), s.shared},
            {QStringLiteral("prize"), s.prize},
            {QStringLiteral("games"), s.games},
            {QStringLiteral("wins"), s.wins}};
        if (night.format() == Format::Drive) {
            row.insert(QStringLiteral("total"), s.total);
            row.insert(QStringLiteral("best"), s.best);
        } else {
            row.insert(QStringLiteral("out_in_round"),
                       s.outInRound >= 0 ? QJsonValue(s.outInRound + 1) : QJsonValue::Null);
        }
        rows.append(row);
    }
    return rows;
}

QJsonObject entryJson(const Entry& entry) {
    QJsonObject e{{QStringLiteral("round"), entry.round + 1},
                  {QStringLiteral("table"), entry.table},
                  {QStringLiteral("source"), sourceName(entry.result.source)}};
    if (entry.result.winner >= 0)
        e.insert(QStringLiteral("winner"), entry.result.winner);
    else
        e.insert(QStringLiteral("scores"), ints(entry.result.scores));
    return e;
}

Setup readSetup(const QJsonObject& request) {
    Setup setup;
    setup.format = choice(request, "format", {QStringLiteral("drive"), QStringLiteral("knockout")},
                          Format::Drive);
    if (!request.contains(QStringLiteral("format"))) json::required(request, "format");
    setup.title = json::stringOr(request, "title", QString(), 200);
    setup.seed = request.contains(QStringLiteral("seed")) ? json::seed(request, "seed") : 0;
    if (setup.format == Format::Knockout && request.contains(QStringLiteral("ladies")))
        setup.entrants = drawPartners(names(request, "ladies", MaxKnockoutPairs),
                                      names(request, "gentlemen", MaxKnockoutPairs), setup.seed);
    else if (setup.format == Format::Knockout && request.contains(QStringLiteral("people")))
        setup.entrants = drawPartners(names(request, "people", 2 * MaxKnockoutPairs), setup.seed);
    else
        setup.entrants = readEntrants(request);
    setup.options.rounds = json::integerOr(request, "rounds", 1, MaxRounds, setup.options.rounds);
    setup.options.sets = json::integerOr(request, "sets", 0, MaxDriveEntrants, 0);
    setup.options.progression = choice(
        request, "progression", {QStringLiteral("foot-table"), QStringLiteral("up-and-down")},
        Progression::FootTable);
    setup.options.tableTie =
        choice(request, "table_tie", {QStringLiteral("total-then-lot"), QStringLiteral("lot")},
               TableTie::TotalThenLot);
    if (request.contains(QStringLiteral("draw"))) {
        const QJsonArray draw = json::array(request, "draw", 0, MaxDriveEntrants);
        for (int i = 0; i < draw.size(); ++i)
            setup.draw.push_back(
                json::element(draw, i, 0, int(setup.entrants.size()) - 1, "field \"draw\" entry"));
    }
    return setup;
}

TableResult readResult(const QJsonObject& request) {
    TableResult result;
    if (request.contains(QStringLiteral("scores"))) {
        const QJsonArray scores = json::array(request, "scores", 1, 8);
        for (int i = 0; i < scores.size(); ++i)
            result.scores.push_back(
                json::element(scores, i, MinPmScore, MaxPmScore, "field \"scores\" entry"));
    }
    if (request.contains(QStringLiteral("winner")))
        result.winner = json::integer(request, "winner", 0, MaxKnockoutPairs - 1);
    if (result.scores.empty() && result.winner < 0)
        throw FormatError("a result needs \"scores\" (a drive) or \"winner\" (a knockout)");
    result.source =
        choice(request, "source", {QStringLiteral("typed"), QStringLiteral("app")}, Source::Typed);
    return result;
}

} // namespace club::tool::party
