// SPDX-License-Identifier: GPL-3.0-or-later
#include "table_page.h"

#include "autosaver.h"
#include "engine_message.h"

#include <QFile>

namespace club::app {

TablePage::TablePage(const QString& autosaveName, QWidget* parent)
    : GamePage(parent), autosavePath_(Autosaver::pathFor(autosaveName)),
      autosaver_(new Autosaver(
          autosaveName, [this](const QString& path) { writeGame(path); }, this)) {}

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
    return openFile(autosavePath_);
}

void TablePage::closeAutosave() {
    delete autosaver_;
    autosaver_ = nullptr;
}

void TablePage::openedFrom(const QString& path) {
    path_ = path == autosavePath_ ? QString() : path;
}

} // namespace club::app
