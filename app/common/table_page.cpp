// SPDX-License-Identifier: GPL-3.0-or-later
#include "table_page.h"

#include "autosaver.h"
#include "engine_message.h"
#include "hosted_link.h"

#include <QFile>

namespace club::app {

TablePage::TablePage(const QString& autosaveName, QWidget* parent)
    : GamePage(parent), autosavePath_(Autosaver::pathFor(autosaveName)),
      autosaver_(new Autosaver(
          autosaveName, [this](const QString& path) { writeAutosave(path); }, this)) {}

TablePage::~TablePage() {
    if (autosaver_) autosaver_->cancel();
}

QString TablePage::saveFile(const QString& path) {
    const QString problem = wordMessage(writeGame(path));
    if (problem.isEmpty()) {
        path_ = path;
        emit actionsChanged();
    }
    return problem;
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
    const Message problem =
        game.asker.isEmpty() ? writeGame(path)
                             : writeLinkedSave(path, {game.asker, game.note},
                                               [this](const QString& p) { return writeGame(p); });
    if (!problem.isEmpty()) autosaveFailed(problem);
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

void TablePage::closeAutosave() {
    delete autosaver_;
    autosaver_ = nullptr;
}

void TablePage::openedFrom(const QString& path) {
    path_ = path == autosavePath_ ? QString() : path;
}

} // namespace club::app
