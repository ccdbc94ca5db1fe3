// SPDX-License-Identifier: GPL-3.0-or-later
#include "night_file.h"

#include "core/bounded_file.h"
#include "core/format_error.h"
#include "core/json_fields.h"
#include "core/save_file.h"
#include "pm_score.h"

#include <QJsonArray>

namespace club::party {

namespace {
const QString GameId = QStringLiteral("party-night");
constexpr int MaxLogEntries = MaxRounds * MaxDriveEntrants;

template <class Enum, std::size_t N>
Enum readChoice(const QJsonObject& obj, const char* key, const char* const (&names)[N],
                Enum fallback) {
    if (!obj.contains(QLatin1String(key))) return fallback;
    const QString value = json::string(obj, key, 40);
    for (std::size_t i = 0; i < N; ++i)
        if (value == QLatin1String(names[i])) return Enum(i);
    QStringList quoted;
    for (const char* name : names)
        quoted << QStringLiteral("\"%1\"").arg(QLatin1String(name));
    throw FormatError(Message(QT_TRANSLATE_NOOP("club::FormatError", "field \"%1\" must be %2"),
                              {QLatin1String(key), quoted.join(QStringLiteral(", "))}));
}

const char* const FormatNames[] = {"drive", "knockout"};
const char* const ProgressionNames[] = {"foot-table", "up-and-down"};
const char* const TieNames[] = {"total-then-lot", "lot"};
const char* const SourceNames[] = {"typed", "app"};

QJsonArray intArray(const std::vector<int>& values) {
    QJsonArray arr;
    for (int v : values)
        arr.append(v);
    return arr;
}

std::vector<int> readInts(const QJsonArray& arr, int min, int max, const std::string& what) {
    std::vector<int> values;
    for (int i = 0; i < arr.size(); ++i)
        values.push_back(json::element(arr, i, min, max, what));
    return values;
}

Setup readSetup(const QJsonObject& body) {
    Setup setup;
    setup.format = readChoice(body, "night", FormatNames, Format::Drive);
    if (!body.contains(QStringLiteral("night"))) json::required(body, "night");
    setup.title = json::stringOr(body, "title", QString(), 200);
    const QJsonArray entrants = json::array(body, "entrants", 1, MaxDriveEntrants);
    for (int i = 0; i < entrants.size(); ++i) {
        const QJsonValue v = entrants.at(i);
        Entrant e;
        if (!v.isArray() || v.toArray().isEmpty() || v.toArray().size() > 2)
            throw FormatError(
                Message(QT_TRANSLATE_NOOP("club::FormatError",
                                          "entrant %1 must be a list of one or two names"),
                        {QString::number(i + 1)}));
        for (const QJsonValue& name : v.toArray()) {
            if (!name.isString())
                throw FormatError(Message(
                    QT_TRANSLATE_NOOP("club::FormatError", "entrant %1 must be a list of names"),
                    {QString::number(i + 1)}));
            e.names << name.toString();
        }
        setup.entrants.push_back(e);
    }
    const QJsonObject options =
        body.contains(QStringLiteral("options")) ? json::object(body, "options") : QJsonObject();
    setup.options.rounds = json::integerOr(options, "rounds", 1, MaxRounds, setup.options.rounds);
    setup.options.sets = json::integerOr(options, "sets", 0, MaxDriveEntrants, 0);
    setup.options.progression =
        readChoice(options, "progression", ProgressionNames, Progression::FootTable);
    setup.options.tableTie = readChoice(options, "tableTie", TieNames, TableTie::TotalThenLot);
    setup.seed = json::seed(body, "seed");
    setup.draw = readInts(json::array(body, "draw", int(entrants.size()), int(entrants.size())), 0,
                          int(entrants.size()) - 1, "draw entry");
    return setup;
}

std::vector<Entry> readLog(const QJsonObject& body) {
    std::vector<Entry> log;
    const QJsonArray results = json::array(body, "results", 0, MaxLogEntries);
    for (int i = 0; i < results.size(); ++i) {
        const QJsonObject r = json::elementObject(
            results, i,
            Message(QT_TRANSLATE_NOOP("club::FormatError", "result %1 must be an object")));
        Entry e;
        e.round = json::integer(r, "round", 1, MaxRounds) - 1;
        e.table = json::integer(r, "table", 1, MaxDriveEntrants);
        if (r.contains(QStringLiteral("scores")))
            e.result.scores =
                readInts(json::array(r, "scores", 1, 8), MinPmScore, MaxPmScore, "score");
        e.result.winner = json::integerOr(r, "winner", 0, MaxKnockoutPairs - 1, -1);
        e.result.source = readChoice(r, "source", SourceNames, Source::Typed);
        log.push_back(std::move(e));
    }
    return log;
}
} // namespace

QString formatName(Format f) {
    return QLatin1String(FormatNames[int(f)]);
}
QString progressionName(Progression p) {
    return QLatin1String(ProgressionNames[int(p)]);
}
QString tableTieName(TableTie t) {
    return QLatin1String(TieNames[int(t)]);
}
QString sourceName(Source s) {
    return QLatin1String(SourceNames[int(s)]);
}

QJsonObject nightToJson(const NightState& night) {
    const Setup& setup = night.setup();
    QJsonObject body;
    body.insert(QStringLiteral("night"), formatName(setup.format));
    if (!setup.title.isEmpty()) body.insert(QStringLiteral("title"), setup.title);
    QJsonArray entrants;
    for (const Entrant& e : setup.entrants)
        entrants.append(QJsonArray::fromStringList(e.names));
    body.insert(QStringLiteral("entrants"), entrants);
    body.insert(
        QStringLiteral("options"),
        QJsonObject{{QStringLiteral("rounds"), setup.options.rounds},
                    {QStringLiteral("sets"), setup.options.sets},
                    {QStringLiteral("progression"), progressionName(setup.options.progression)},
                    {QStringLiteral("tableTie"), tableTieName(setup.options.tableTie)}});
    body.insert(QStringLiteral("seed"), json::seedValue(setup.seed));
    body.insert(QStringLiteral("draw"), intArray(setup.draw));
    QJsonArray results;
    for (const Entry& e : night.log()) {
        QJsonObject r{{QStringLiteral("round"), e.round + 1},
                      {QStringLiteral("table"), e.table},
                      {QStringLiteral("source"), sourceName(e.result.source)}};
        if (setup.format == Format::Drive)
            r.insert(QStringLiteral("scores"), intArray(e.result.scores));
        else
            r.insert(QStringLiteral("winner"), e.result.winner);
        results.append(r);
    }
    body.insert(QStringLiteral("results"), results);
    return body;
}

NightState nightFromJson(const QJsonObject& body) {
    Setup setup = readSetup(body);
    const std::vector<Entry> log = readLog(body);
    return NightState::replay(std::move(setup), log);
}

Message saveNight(const NightState& night, const QString& path) {
    return writeSave(path, GameId, NightSaveVersion, nightToJson(night));
}

NightState loadNight(const QString& path) {
    return guardLoad([&] { return nightFromJson(readSaveFile(path, GameId, NightSaveVersion)); });
}

NightState nightFromData(const QByteArray& data) {
    return guardLoad([&] { return nightFromJson(parseSaveData(data, GameId, NightSaveVersion)); });
}

} // namespace club::party
