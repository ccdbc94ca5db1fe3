// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_commands.h"

#include "core/format_error.h"
#include "core/json_fields.h"
#include "dispatcher.h"
#include "party/night_file.h"
#include "party/seating.h"
#include "party_json.h"

#include <QJsonArray>
#include <memory>

namespace club::tool::party {

using namespace club::party;

namespace {

struct Session {
    NightState night;
    NightState& current() {
        if (!night.isStarted()) throw FormatError("no night: send {\"cmd\":\"party.new\"} first");
        return night;
    }
};

QJsonObject newNight(Session& session, const QJsonObject& request) {
    session.night = NightState::start(readSetup(request)); // throws before replacing
    return stateJson(session.night);
}

QJsonObject result(Session& session, const QJsonObject& request) {
    NightState& night = session.current();
    const int table = json::integer(request, "table", 1, MaxDriveEntrants);
    const int round = night.currentRound();
    night.enter(table, readResult(request)); // throws, unchanged, on a bad result
    QJsonObject reply{
        {QStringLiteral("round_complete"), night.currentRound() != round || night.isOver()},
        {QStringLiteral("state"), stateJson(night)}};
    return reply;
}

QJsonObject undo(Session& session) {
    NightState& night = session.current();
    if (!night.canUndo()) throw FormatError("no result to undo");
    const Entry undone = night.undo();
    return QJsonObject{{QStringLiteral("undone"), entryJson(undone)},
                       {QStringLiteral("state"), stateJson(night)}};
}

QJsonObject seating(const QJsonObject& request) {
    const int n = json::integer(request, "entrants", MinDriveEntrants, MaxDriveEntrants);
    QJsonArray sizes;
    for (int s : driveTableSizes(n))
        sizes.append(s);
    return QJsonObject{{QStringLiteral("tables"), sizes}};
}

QJsonObject save(Session& session, const QJsonObject& request) {
    const NightState& night = session.current();
    const QString path = json::string(request, "path", 4096);
    const Message problem = saveNight(night, path);
    if (!problem.isEmpty()) throw FormatError(problem);
    return {};
}

QJsonObject load(Session& session, const QJsonObject& request) {
    const QString path = json::string(request, "path", 4096);
    session.night = loadNight(path); // throws before replacing
    return stateJson(session.night);
}

} // namespace

void addPartyCommands(Dispatcher& dispatcher) {
    auto session = std::make_shared<Session>();
    dispatcher.add({"party.new", "draws a party night: a P.M. drive or a Patchesi knockout",
                    [session](const QJsonObject& r) { return newNight(*session, r); }});
    dispatcher.add({"party.state", "the party night's state: tables, rounds, results",
                    [session](const QJsonObject&) { return stateJson(session->current()); }});
    dispatcher.add({"party.result", "enters a table's result in the current round",
                    [session](const QJsonObject& r) { return result(*session, r); }});
    dispatcher.add({"party.undo", "takes back the last result entered",
                    [session](const QJsonObject&) { return undo(*session); }});
    dispatcher.add(
        {"party.standings", "the party night's standings, best first",
         [session](const QJsonObject&) {
             return QJsonObject{{QStringLiteral("standings"), standingsJson(session->current())}};
         }});
    dispatcher.add({"party.seating", "the table sizes of a drive for a number of entrants",
                    [](const QJsonObject& r) { return seating(r); }});
    dispatcher.add({"party.save", "writes the party night to a .pcnight file",
                    [session](const QJsonObject& r) { return save(*session, r); }});
    dispatcher.add({"party.load", "opens a .pcnight file; a bad file leaves the night as it was",
                    [session](const QJsonObject& r) { return load(*session, r); }});
}

} // namespace club::tool::party
