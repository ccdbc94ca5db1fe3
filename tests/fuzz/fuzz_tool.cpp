// The engine tool's request handler (engine/tool/PROTOCOL.md): the input is
// one or more request lines, answered first by a tool just started, then by
// a tool with a P.M. and a King's Men game in progress. The handler must
// answer every line with one JSON object and never throw.
//
// Commands that run for as long as they are asked to (simulations, perft)
// are not sent: their cost, not their parsing, would dominate.
#include "core/json_text.h"
#include "dispatcher.h"
#include "fuzz_util.h"
#include "general_commands.h"
#include "crib_commands.h"
#include "km_commands.h"
#include "pat_commands.h"
#include "pm_commands.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace {
using club::tool::Dispatcher;

// The commands the tool registers (engine/tool/main.cpp).
void addAll(Dispatcher& d) {
    club::tool::addGeneralCommands(d);
    club::tool::pm::addPmCommands(d);
    club::tool::pm::addPmSessionCommands(d);
    club::tool::km::addKmCommands(d);
    club::tool::pat::addPatCommands(d);
    club::tool::crib::addCribCommands(d);
}

bool slow(const QByteArray& line) {
    const QString cmd = club::json::parse(line, nullptr).object().value(QStringLiteral("cmd")).toString();
    return cmd.endsWith(QLatin1String(".simulate")) || cmd.endsWith(QLatin1String(".perft")) ||
           cmd == QLatin1String("quit");
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

Dispatcher& inProgress() {
    // Built once per input: a fresh state makes every finding reproducible.
    static Dispatcher* d = nullptr;
    delete d;
    d = new Dispatcher;
    addAll(*d);
    for (const char* setUp : {R"({"cmd":"pm.new","players":3,"seed":7})",
                              R"({"cmd":"km.new","seed":7})"})
        d->handle(setUp);
    for (int i = 0; i < 6; ++i) {
        const QJsonObject legal = d->handle(R"({"cmd":"pm.legal"})");
        const QJsonArray moves = legal.value(QStringLiteral("moves")).toArray();
        if (!moves.isEmpty()) {
            QJsonObject play = moves.at(0).toObject();
            play.insert(QStringLiteral("cmd"), QStringLiteral("pm.play"));
            d->handle(QJsonDocument(play).toJson(QJsonDocument::Compact));
        }
        const QJsonObject kmLegal = d->handle(R"({"cmd":"km.legal"})");
        const QJsonArray kmMoves = kmLegal.value(QStringLiteral("notation")).toArray();
        if (!kmMoves.isEmpty())
            d->handle(QJsonDocument(QJsonObject{{QStringLiteral("cmd"), QStringLiteral("km.play")},
                                                {QStringLiteral("move"), kmMoves.at(0)}})
                          .toJson(QJsonDocument::Compact));
    }
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
        if (slow(line)) continue;
        answer(fresh, line);
        answer(playing, line);
    }
    return 0;
}
