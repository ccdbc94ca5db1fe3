// SPDX-License-Identifier: GPL-3.0-or-later
// A table's game played in the program rather than on the club's own set
// (issue 15): the party page asks the window for the game, and the game's
// page hands back its result, which is entered as a typed result would be.
#include "engine_message.h"
#include "party_page.h"
#include "party_result_panel.h"

#include <QFile>
#include <QJsonArray>

namespace club::app {

namespace {
/// Who sits at a table, by name: a drive's people, a knockout's two pairs
/// (first pair's two names, then the second pair's).
QStringList seatNames(const party::NightState& night, const party::Table& table) {
    QStringList names;
    for (int entrant : table.seats)
        names << night.entrants()[std::size_t(entrant)].names;
    return names;
}
} // namespace

QString PartyPage::occasion(const party::NightState& night, int table) {
    // Named on the game's page while it is played (a single game of a night).
    const QString title = night.setup().title;
    return title.isEmpty()
               ? tr("Party night, round %1, table %2").arg(night.currentRound() + 1).arg(table)
               : tr("%1, round %2, table %3").arg(title).arg(night.currentRound() + 1).arg(table);
}

const party::Table* PartyPage::waitingTable(const Hosted& asked) const {
    const party::NightState& state = night_->state();
    // The night may have been opened, drawn again or moved on meanwhile.
    const party::Table* table = asked.tag != 0 && state.isStarted() && !state.isOver() &&
                                        state.currentRound() == asked.round
                                    ? state.table(asked.round, asked.table)
                                    : nullptr;
    return table && !table->result && seatNames(state, *table) == asked.seats ? table : nullptr;
}

void PartyPage::playTable(int number) {
    const party::NightState& state = night_->state();
    const party::Table* table =
        state.isStarted() && !state.isOver() ? state.table(state.currentRound(), number) : nullptr;
    if (!table || table->result) return;
    const bool knockout = state.format() == party::Format::Knockout;
    HostedGame game;
    game.gameId = knockout ? QStringLiteral("patchesi") : QStringLiteral("pm");
    game.seats = seatNames(state, *table);
    game.pairs = knockout;
    // The table's game asked for before and not over: asked again under its
    // tag, the window shows it where it is still played.
    const bool again = hosted_.tag != 0 && hosted_.round == state.currentRound() &&
                       hosted_.table == number && hosted_.seats == game.seats;
    game.tag = again ? hosted_.tag : ++hostedCount_;
    beforeAsking_ = hosted_; // back to it should the window not start the game
    hosted_ = {game.tag, state.currentRound(), number, game.seats};
    panel_->setPlayedHere(number);
    // Kept with the game's autosave: a game resumed after a crash still
    // finds its table (and the night's file, should its autosave be gone).
    game.note = QJsonObject{{QStringLiteral("round"), hosted_.round},
                            {QStringLiteral("table"), number},
                            {QStringLiteral("seats"), QJsonArray::fromStringList(game.seats)},
                            {QStringLiteral("file"), currentPath()},
                            {QStringLiteral("occasion"), occasion(state, number)}};
    emit playRequested(game);
}

void PartyPage::hostedGameRefused(quint64 tag) {
    if (tag != hosted_.tag) return;
    hosted_ = beforeAsking_;
    panel_->setPlayedHere(waitingTable(hosted_) ? hosted_.table : 0);
}

quint64 PartyPage::reclaimHostedGame(const QJsonObject& note) {
    const QString file = note.value(QStringLiteral("file")).toString();
    if (!night_->isDrawn() && !file.isEmpty() && QFile::exists(file)) openFile(file);
    Hosted asked;
    asked.tag = hostedCount_ + 1;
    asked.round = note.value(QStringLiteral("round")).toInt(-1);
    asked.table = note.value(QStringLiteral("table")).toInt();
    for (const QJsonValue& name : note.value(QStringLiteral("seats")).toArray())
        asked.seats << name.toString();
    if (!waitingTable(asked)) return 0;
    hosted_ = asked;
    ++hostedCount_;
    panel_->setPlayedHere(asked.table);
    return asked.tag;
}

void PartyPage::takeHostedResult(quint64 tag, const HostedResult& result) {
    const Hosted asked = hosted_;
    hosted_ = {};
    panel_->setPlayedHere(0);
    const party::NightState& state = night_->state();
    const party::Table* table = tag == asked.tag ? waitingTable(asked) : nullptr;
    if (!table) {
        const auto words = [] {
            return tr("The game played here is over, but its table is no longer "
                      "waiting for a result: nothing was recorded.");
        };
        panel_->setNote(words, true);
        emit statusMessage(words());
        return;
    }
    party::TableResult entered;
    if (state.format() == party::Format::Drive) {
        entered.scores.assign(result.scores.begin(), result.scores.end());
    } else if (!result.winners.isEmpty()) {
        // Seats 0 and 1 are the first pair, 2 and 3 the second.
        const int pair = result.winners.first() / 2;
        if (pair < int(table->seats.size())) entered.winner = table->seats[std::size_t(pair)];
    }
    const int round = state.currentRound();
    if (const Message problem = night_->enterFromGame(asked.table, entered); !problem.isEmpty()) {
        chooseTable(asked.table);
        panel_->setNote([problem] { return wordMessage(problem); }, true);
        return;
    }
    // Show the result recorded, unless a completed round has said so already.
    if (!night_->isOver() && night_->state().currentRound() == round) {
        chooseTable(asked.table);
        const auto words = [table = asked.table] {
            return tr("Table %1's result is in, from the game played here.").arg(table);
        };
        panel_->setNote(words);
        emit statusMessage(words());
    }
}

} // namespace club::app
