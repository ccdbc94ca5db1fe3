// SPDX-License-Identifier: GPL-3.0-or-later
// A game's autosave: one file per game in the program's data folder, written
// soon after a change (changes in quick succession, such as a computer's
// turn, share one write) and removed once the game is over, so the next
// start offers only unfinished games. Only the copy of the program that
// holds the instance lock writes autosaves: a second copy running at the
// same time leaves the first one's files alone.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QTimer;

namespace club::app {

class Autosaver : public QObject {
    Q_OBJECT
public:
    /// `fileName` e.g. "autosave-pm.json"; `write` saves the game to a path.
    Autosaver(const QString& fileName, std::function<void(const QString& path)> write,
              QObject* parent = nullptr);
    /// Writes a save still pending.
    ~Autosaver() override;

    QString path() const { return path_; }
    /// Where an autosave of this name lives.
    static QString pathFor(const QString& fileName);
    /// There is an autosaved game to offer.
    bool exists() const;
    /// Saves soon (delay 0: at once).
    void schedule();
    /// Saves now.
    void writeNow();
    /// The game is over or abandoned: nothing to offer at the next start.
    void remove();
    /// Drops a save still pending, writing nothing.
    void cancel();
    /// From now on writes and removes nothing (a replay's page shows a
    /// game of the club's book and must leave the game's autosave alone).
    void hold();

    /// This copy of the program may write autosaves (it holds the lock).
    static bool mayWrite();

private:
    QString path_;
    std::function<void(const QString&)> write_;
    QTimer* timer_;
    bool held_ = false;
};

} // namespace club::app
