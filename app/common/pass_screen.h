// SPDX-License-Identifier: GPL-3.0-or-later
// Between the turns of different people at one screen the whole page is
// covered until the named player says he is ready, so no one sees another's
// hand. Every card game with hidden hands uses this one screen; the game
// gives its own words.
#pragma once

#include <QString>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace club::app {

class PassScreen : public QWidget {
    Q_OBJECT
public:
    /// The game's words, in the player's language; %1 is the player's name.
    struct Words {
        QString heading; ///< "Pass to %1"
        QString ready;   ///< the button: "I am %1 — show my cards"
        QString note;    ///< to the others: look away
    };
    /// `words` is asked each time the screen shows, and again when the
    /// language changes while it shows.
    PassScreen(std::function<Words()> words, QWidget* parent);

    void showFor(const QString& name);
    QPushButton* readyButton() const { return ready_; }

signals:
    void ready();

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void sayWords();

    std::function<Words()> words_;
    QString name_; ///< the player the screen waits for
    QLabel* heading_;
    QLabel* note_;
    QPushButton* ready_;
};

} // namespace club::app
