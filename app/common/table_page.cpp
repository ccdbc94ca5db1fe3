// SPDX-License-Identifier: GPL-3.0-or-later
#include "table_page.h"

#include "autosaver.h"
#include "computer_turns.h"
#include "core/game_formats.h"
#include "engine_message.h"
#include "hosted_link.h"
#include "sprite_sheet.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <algorithm>

namespace club::app {

TablePage::TablePage(const QString& autosaveName, QWidget* parent)
    : GamePage(parent), autosavePath_(Autosaver::pathFor(autosaveName)),
      autosaver_(new Autosaver(
          autosaveName, [this](const QString& path) { writeAutosave(path); }, this)) {}

TablePage::~TablePage() {
    if (autosaver_) autosaver_->cancel();
}

QString TablePage::saveFile(const QString& path) {
    const QString problem = wordMessage(writeTagged(path, {}));
    if (problem.isEmpty()) {
        path_ = path;
        savedRevision_ = tableRevision();
        emit actionsChanged();
    }
    return problem;
}

bool TablePage::isSavedAsIs() const {
    return !path_.isEmpty() && savedRevision_ && savedRevision_ == tableRevision();
}

QString TablePage::checkFile(const QString& path) const {
    const GameFormat* format = GameFormats::find(gameId());
    return format && format->check ? wordMessage(format->check(path)) : QString();
}

void TablePage::discardAutosave() {
    if (autosaver_) autosaver_->remove();
}

bool TablePage::hasAutosave() const {
    return QFile::exists(autosavePath_);
}

QString TablePage::resume() {
    const HostedLink link = readHostedLink(autosavePath_);
    resuming_ = {};
    resuming_.asker = link.asker;
    resuming_.note = link.note;
    const QString problem = openFile(autosavePath_);
    // Unclaimed until the asker, resumed too, takes it back.
    if (problem.isEmpty() && !link.isEmpty()) hosted_ = resuming_;
    resuming_ = {};
    return problem;
}

void TablePage::writeAutosave(const QString& path) {
    const HostedGame& game = hosted_.asker.isEmpty() ? resuming_ : hosted_;
    const Message problem = writeTagged(path, game);
    if (!problem.isEmpty()) autosaveFailed(problem);
}

Message TablePage::writeTagged(const QString& path, const HostedGame& hosted) {
    QJsonObject fields{{QStringLiteral("book"), book_.json()}};
    if (!hosted.asker.isEmpty())
        fields.insert(hostedLinkField(), QJsonObject(HostedLink{hosted.asker, hosted.note}));
    return writeSaveWithFields(path, fields, [this](const QString& p) { return writeGame(p); });
}

void TablePage::forgetPath() {
    path_.clear();
    savedRevision_.reset();
    book_ = BookTag::begin();
}

void TablePage::finishedForTheBook(const FinishedResult& result) {
    if (replay_) return; // a replay's end is in the book already
    FinishedGame game;
    game.id = result.part.isEmpty() ? book_.id() : book_.id() + QLatin1Char('/') + result.part;
    game.kind = gameId();
    game.unit = result.unit;
    game.options = result.options;
    game.seats = result.seats;
    game.finished = QDateTime::currentDateTimeUtc();
    if (result.part.isEmpty()) {
        game.started = book_.started();
        game.durationSeconds = book_.seconds();
    } else {
        const BookTag::Part part = book_.endPart();
        game.started = part.started;
        game.durationSeconds = part.seconds;
    }
    // The record as the game's save holds it, so that it can be replayed.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("finished.json"));
    if (folder.isValid() && writeTagged(path, {}).isEmpty()) game.record = readSaveObject(path);
    emit gameFinished(game);
}

QString TablePage::openReplay(const QString& path, const QString& part) {
    steps_ = replaySteps();
    const bool direct = steps_.open && steps_.show;
    if (!direct && (!steps_.back || !steps_.forward)) return GamePage::openReplay(path, part);
    // Before the game opens: nothing it does from now on reaches the
    // game's autosave, the book or a computer player (the page's own, its
    // children, whatever the game).
    replay_ = true;
    replayPart_ = part;
    if (autosaver_) autosaver_->hold();
    for (ComputerTurns* computers : findChildren<ComputerTurns*>())
        computers->hold();
    const QString problem = openFile(path);
    if (!problem.isEmpty()) return problem;
    int moves = 0;
    if (direct) {
        moves = steps_.open();
        if (moves < 0) return tr("This game's record cannot be played again.");
        steps_.show(moves);
    } else {
        // The record opens at its end: the moves are counted back to its
        // start and played again, the way undo and redo take them.
        while (steps_.back())
            ++moves;
        for (int step = 0; step < moves; ++step)
            if (!steps_.forward()) return tr("This game's record cannot be played again.");
    }
    replayLength_ = moves;
    replayStep_ = moves;
    emit actionsChanged();
    return {};
}

void TablePage::showReplayStep(int step) {
    if (!replay_) return;
    step = std::clamp(step, 0, replayLength_);
    if (steps_.show) {
        if (step != replayStep_) steps_.show(step);
        replayStep_ = step;
    } else {
        while (replayStep_ > step && steps_.back())
            --replayStep_;
        while (replayStep_ < step && steps_.forward())
            ++replayStep_;
    }
    emit actionsChanged();
}

void TablePage::rewriteAutosave() {
    if (autosaver_ && autosaver_->exists()) autosaver_->writeNow();
}

void TablePage::beginHosted(const HostedGame& game) {
    hosted_ = game;
    if (autosaver_) autosaver_->writeNow(); // a crash from now on resumes it as hosted
}

quint64 TablePage::endHosted() {
    const quint64 tag = hosted_.tag;
    hosted_ = {};
    return tag;
}

void TablePage::dropHostedGame() {
    if (hosted_.asker.isEmpty()) return;
    hosted_ = {};
    rewriteAutosave();
}

HostedGame TablePage::unclaimedHostedGame() const {
    return hosted_.tag == 0 ? hosted_ : HostedGame();
}

void TablePage::claimHostedGame(quint64 tag) {
    if (hosted_.asker.isEmpty() || hosted_.tag != 0) return;
    if (tag != 0) {
        hosted_.tag = tag;
        return;
    }
    dropHostedGame();
}

void TablePage::keysTo(QWidget* board) {
    const QWidget* focus = QApplication::focusWidget();
    if (isVisible() && (!focus || isAncestorOf(focus))) board->setFocus(Qt::OtherFocusReason);
}

void TablePage::closeAutosave() {
    delete autosaver_;
    autosaver_ = nullptr;
}

void TablePage::closeTable(ComputerTurns* computers, QObject* scene, SpriteSheet* sheet) {
    computers->stop();
    closeAutosave();
    delete computers;
    delete scene;
    delete sheet;
}

void TablePage::openedFrom(const QString& path) {
    path_ = path == autosavePath_ ? QString() : path;
    savedRevision_.reset(); // a game opened may move on as it is shown
    book_ = BookTag::readFrom(path);
}

} // namespace club::app
