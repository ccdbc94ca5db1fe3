// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_problem.h"

#include "engine/core/game_formats.h"
#include "engine/core/save_file.h"
#include "engine/core/saved_game_id.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>

namespace club::app {

namespace {
class FileProblem {
    Q_DECLARE_TR_FUNCTIONS(club::app::FileProblem)
public:
    static QString text(SaveProblem problem, const QString& name) {
        switch (problem) {
        case SaveProblem::CannotRead:
            return tr("%1 cannot be read. It may have been moved or deleted, or this account may "
                      "not be allowed to open it.")
                .arg(name);
        case SaveProblem::NewerVersion:
            return tr("%1 was saved by a newer version of Players Club. Install that version to "
                      "open it.")
                .arg(name);
        case SaveProblem::NotASave:
            return tr("%1 is not a saved game that Players Club can open.").arg(name);
        case SaveProblem::None:
        case SaveProblem::Damaged:
            break;
        }
        return tr("%1 is damaged or incomplete, so the game in it cannot be opened.").arg(name);
    }
};

bool startsLikeASave(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return true;
    const QByteArray start = file.read(256).trimmed();
    return start.isEmpty() || start.startsWith('{');
}

SaveProblem problemOf(const QString& path, const QString& gameId) {
    // A game this version has never heard of comes from a later one.
    const QString named = savedGameId(path);
    if (!named.isEmpty() && !GameFormats::find(named)) return SaveProblem::NewerVersion;
    const GameFormat* format = GameFormats::find(named.isEmpty() ? gameId : named);
    if (!format || !format->check) return SaveProblem::Damaged;
    const SaveProblem problem = saveProblemOf(format->check(path));
    // Not JSON at all, from its first letter (a letter, a picture): not a
    // save; a save cut short or garbled still starts as one.
    if (problem == SaveProblem::Damaged && !startsLikeASave(path)) return SaveProblem::NotASave;
    return problem;
}
} // namespace

QString cannotOpenText(const QString& path, const QString& gameId) {
    return FileProblem::text(problemOf(path, gameId), QFileInfo(path).fileName());
}

void showFileProblem(QWidget* parent, const QString& title, const QString& text,
                     const QString& detail) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setDetailedText(detail);
    box.exec();
}

} // namespace club::app
