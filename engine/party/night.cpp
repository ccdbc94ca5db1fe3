// SPDX-License-Identifier: GPL-3.0-or-later
#include "night.h"

#include "core/format_error.h"
#include "night_file.h"

namespace club::party {

Night::Night(QObject* parent) : QObject(parent) {}

Message Night::draw(const Setup& setup) {
    try {
        install(NightState::start(setup));
    } catch (const FormatError& e) {
        return e.message();
    }
    return {};
}

Message Night::enterScores(int table, const std::vector<int>& scores, Source source) {
    return enter(table, TableResult{scores, -1, source});
}

Message Night::enterWinner(int table, int winner, Source source) {
    return enter(table, TableResult{{}, winner, source});
}

Message Night::enterFromGame(int table, const TableResult& result) {
    TableResult fromGame = result;
    fromGame.source = Source::App;
    return enter(table, fromGame);
}

Message Night::enter(int table, const TableResult& result) {
    if (Message m = state_.check(table, result); !m.isEmpty()) return m;
    const int round = state_.currentRound();
    state_.enter(table, result);
    touched();
    emit resultEntered(round, table);
    if (state_.currentRound() != round || state_.isOver()) emit roundComplete(round);
    if (state_.isOver()) emit nightOver();
    return {};
}

bool Night::undo() {
    if (!state_.canUndo()) return false;
    const Entry undone = state_.undo();
    touched();
    emit resultUndone(undone.round, undone.table);
    return true;
}

Message Night::tryLoad(const QString& path) {
    try {
        install(loadNight(path));
    } catch (const FormatError& e) {
        return e.message();
    }
    return {};
}

Message Night::tryLoadData(const QByteArray& data) {
    try {
        install(nightFromData(data));
    } catch (const FormatError& e) {
        return e.message();
    }
    return {};
}

Message Night::trySave(const QString& path) const {
    if (!state_.isStarted())
        return Message(QT_TRANSLATE_NOOP("club::FormatError", "the night has not been drawn"));
    return saveNight(state_, path);
}

void Night::install(NightState state) {
    state_ = std::move(state);
    touched();
    emit drawn();
}

void Night::touched() {
    ++revision_;
    emit changed();
}

} // namespace club::party
