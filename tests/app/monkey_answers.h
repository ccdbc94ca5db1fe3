// SPDX-License-Identifier: GPL-3.0-or-later
// The random-action test's answers to modal dialogs (tst_page_monkey.cpp).
// Whatever modal window the monkey's actions open (a new-game dialog, a
// question, a file dialog, a print preview, the rules, About), this answers
// it after a few ticks, at random but from the monkey's seeded generator:
// fields filled in at random, then accepted or cancelled; file dialogs get a
// file in the test's own folder. (A language chosen in the menu now takes
// effect at once, with no question to answer.)
#pragma once

#include "engine/core/random.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>

class QDialog;
class QFileDialog;
class QMessageBox;
class QWidget;

namespace monkey {

class ModalAnswerer : public QObject {
    Q_OBJECT
public:
    /// `folder` holds the files Open may choose and Save writes into.
    ModalAnswerer(club::Random* rng, QString folder, QObject* parent = nullptr);

    /// Every answer is told here (for the trace of recent actions).
    void setLog(std::function<void(const QString&)> log) { log_ = std::move(log); }
    int accepted() const { return accepted_; }
    int cancelled() const { return cancelled_; }
    /// A modal window has stayed open for this many ticks despite answers.
    int longestOpen() const { return longestOpen_; }

private:
    void tick();
    void answer(QWidget* modal);
    void answerFileDialog(QFileDialog* dialog);
    void answerMessageBox(QMessageBox* box);
    void answerDialog(QDialog* dialog);
    /// Random values in the dialog's spin boxes, lists, boxes and names.
    void fillIn(QDialog* dialog);
    void log(const QString& what);

    club::Random* rng_;
    QString folder_;
    QTimer timer_;
    QPointer<QWidget> current_;
    int ticks_ = 0;
    int wait_ = 0;
    int attempts_ = 0;
    int accepted_ = 0;
    int cancelled_ = 0;
    int longestOpen_ = 0;
    int saves_ = 0;
    std::function<void(const QString&)> log_;
};

} // namespace monkey
