// SPDX-License-Identifier: GPL-3.0-or-later
// The engine tool's request handler (engine/tool/PROTOCOL.md): the input is
// one or more request lines, answered first by a tool just started, then by
// a tool with a game of every kind in progress (P.M., King's Men, Patchesi,
// Cribbage and a party night). The handler must answer every line with one
// JSON object and never throw. A game in the engine's list
// (core/game_formats.h) without a game in progress here is a finding.
//
// Not sent: commands that run for as long as they are asked to (simulations,
// perft, counting every cribbage hand), whose cost rather than parsing would
// dominate, and commands that write or read files at a path the request
// names (a fuzzer must not write where it likes; the save formats have
// harnesses of their own).
#include "core/game_formats.h"
#include "core/json_text.h"
#include "dispatcher.h"
#include "fuzz_util.h"
#include "games.h"
#include "general_commands.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace {
using club::tool::Dispatcher;

// The commands the tool registers (engine/tool/main.cpp).
void addAll(Dispatcher& d) {
    club::tool::addGeneralCommands(d);
    club::tool::addAllGames(d);
}

bool notSent(const QByteArray& line) {
    const QString cmd =
        club::json::parse(line, nullptr).object().value(QStringLiteral("cmd")).toString();
    for (const char* suffix : {".simulate", ".perft", ".count_all", ".save", ".load"})
        if (cmd.endsWith(QLatin1String(suffix))) return true;
    return cmd == QLatin1String("quit");
}

void answer(Dispatcher& d, const QByteArray& line) {
    const QJsonObject reply = d.handle(line);
    if (!reply.value(QStringLiteral("ok")).isBool()) fuzz::finding("a reply without \"ok\"");
    if (!reply.value(QStringLiteral("ok")).toBool() &&
        !reply.value(QStringLiteral("error")).isString())
        fuzz::finding("a failed reply without an error message");
    // Writing the reply must work too (the tool prints every one).
    if (club::json::serialize(reply, QJsonDocument::Compact).isEmpty())
        fuzz::finding("a reply that cannot be written");
}

/// The requests that set up the games in progress: worked out once (the
/// first legal move of each game, in turn), then replayed for every input,
/// which costs a fraction of asking for the legal moves again.
QList<QByteArray> setUpScript() {
    Dispatcher d;
    addAll(d);
    QList<QByteArray> script;
    const auto send = [&](const QJsonObject& request) {
        const QByteArray line = QJsonDocument(request).toJson(QJsonDocument::Compact);
        if (!d.handle(line).value(QStringLiteral("ok")).toBool())
            fuzz::finding("a set-up request of the harness was refused");
        script << line;
    };
    const auto first = [&](const char* legal, const char* key) {
        return d.handle(legal).value(QLatin1String(key)).toArray();
    };
    for (
        const char* setUp :
        {R"({"cmd":"pm.new","players":3,"seed":7})", R"({"cmd":"km.new","seed":7})",
         R"({"cmd":"pat.new","game":"single","players":4,"seed":7})",
         R"({"cmd":"crib.new","hands":2,"seed":7})",
         R"({"cmd":"party.new","format":"drive","entrants":["A","B","C","D","E","F","G","H"],"seed":7})",
         R"({"cmd":"party.result","table":1,"scores":[1,2,3,4]})"})
        send(club::json::parse(setUp, nullptr).object());
    for (int round = 0; round < 6; ++round) {
        if (const QJsonArray pm = first(R"({"cmd":"pm.legal"})", "moves"); !pm.isEmpty()) {
            QJsonObject play = pm.at(0).toObject();
            play.insert(QStringLiteral("cmd"), QStringLiteral("pm.play"));
            send(play);
        }
        if (const QJsonArray km = first(R"({"cmd":"km.legal"})", "notation"); !km.isEmpty())
            send({{QStringLiteral("cmd"), QStringLiteral("km.play")},
                  {QStringLiteral("move"), km.at(0)}});
        // Patchesi: a throw, then the choice it calls for (if any).
        send({{QStringLiteral("cmd"), QStringLiteral("pat.throw")}});
        if (const QJsonArray pat = first(R"({"cmd":"pat.legal"})", "moves"); !pat.isEmpty())
            send({{QStringLiteral("cmd"), QStringLiteral("pat.play")},
                  {QStringLiteral("counter"),
                   pat.at(0).toObject().value(QStringLiteral("counter"))}});
        if (const QJsonArray crib = first(R"({"cmd":"crib.legal"})", "moves"); !crib.isEmpty())
            send({{QStringLiteral("cmd"), QStringLiteral("crib.play")},
                  {QStringLiteral("move"), crib.at(0)}});
    }
    // Every registered game is in progress, or the harness misses its commands.
    club::registerEngineGames();
    for (const club::GameFormat& game : club::GameFormats::all()) {
        const QByteArray started = '"' + game.toolPrefix.toUtf8() + ".new\"";
        if (std::none_of(script.begin(), script.end(),
                         [&](const QByteArray& line) { return line.contains(started); })) {
            std::fprintf(stderr, "%s\n", qPrintable(game.toolPrefix));
            fuzz::finding("a registered game has no game in progress in the set-up");
        }
    }
    return script;
}

Dispatcher& inProgress() {
    // Built again for every input: a fresh state makes every finding
    // reproducible from its input alone.
    static const QList<QByteArray> script = setUpScript();
    static Dispatcher* d = nullptr;
    delete d;
    d = new Dispatcher;
    addAll(*d);
    for (const QByteArray& line : script)
        d->handle(line);
    return *d;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 64 * 1024) return 0; // the tool's own limit is 1 MiB a line
    QList<QByteArray> lines = fuzz::bytes(data, size).split('\n');
    if (lines.size() > 20) lines.resize(20);
    Dispatcher fresh;
    addAll(fresh);
    Dispatcher& playing = inProgress();
    for (const QByteArray& line : lines) {
        if (notSent(line)) continue;
        answer(fresh, line);
        answer(playing, line);
    }
    return 0;
}
