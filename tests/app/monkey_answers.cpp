// SPDX-License-Identifier: GPL-3.0-or-later
#include "monkey_answers.h"
#include "file_dialog_answer.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>

namespace monkey {

namespace {

/// Names a person might type, the awkward ones included.
const QStringList names{QString(),
                        QStringLiteral("Ada"),
                        QStringLiteral("   "),
                        QStringLiteral("Zo\u00eb \U0001F0A1 \u05e9\u05dc\u05d5\u05dd"),
                        QStringLiteral("A very long name that goes on and on past any column"),
                        QStringLiteral("&Amp<b>bold</b>%1")};

template <class T> QList<T*> live(QWidget* in) {
    QList<T*> found;
    for (T* w : in->findChildren<T*>())
        if (w->isVisibleTo(in) && w->isEnabled()) found.append(w);
    return found;
}

} // namespace

ModalAnswerer::ModalAnswerer(club::Random* rng, QString folder, QObject* parent)
    : QObject(parent), rng_(rng), folder_(std::move(folder)) {
    timer_.setInterval(5);
    connect(&timer_, &QTimer::timeout, this, &ModalAnswerer::tick);
    timer_.start();
}

void ModalAnswerer::log(const QString& what) {
    if (log_) log_(what);
}

void ModalAnswerer::tick() {
    QWidget* modal = QApplication::activeModalWidget();
    if (!modal) {
        current_ = nullptr;
        return;
    }
    if (modal != current_) {
        current_ = modal;
        ticks_ = 0;
        attempts_ = 0;
        wait_ = rng_->between(0, 4); // things go on meanwhile: timers, computers
    }
    longestOpen_ = std::max(longestOpen_, ++ticks_);
    if (ticks_ < wait_) return;
    wait_ = ticks_ + 10; // asked again if the answer did not close it
    // Answered from its own event: an answer may open a nested modal (the
    // overwrite question of a file dialog), which this timer must then see.
    QTimer::singleShot(0, this, [this, modal = QPointer<QWidget>(modal)] {
        if (modal && modal == QApplication::activeModalWidget()) answer(modal);
    });
}

void ModalAnswerer::answer(QWidget* modal) {
    if (++attempts_ > 4) { // an answer that does not close it: give up on it
        log(QStringLiteral("  force-close %1").arg(modal->metaObject()->className()));
        if (auto* dialog = qobject_cast<QDialog*>(modal))
            dialog->reject();
        else
            modal->close();
        ++cancelled_;
        return;
    }
    if (auto* box = qobject_cast<QMessageBox*>(modal))
        answerMessageBox(box);
    else if (auto* files = qobject_cast<QFileDialog*>(modal))
        answerFileDialog(files);
    else if (auto* dialog = qobject_cast<QDialog*>(modal))
        answerDialog(dialog);
    else {
        log(QStringLiteral("  close modal %1").arg(modal->metaObject()->className()));
        modal->close();
    }
}

void ModalAnswerer::answerMessageBox(QMessageBox* box) {
    QAbstractButton* button = nullptr;
    const QList<QAbstractButton*> buttons = box->buttons();
    if (!buttons.isEmpty()) button = buttons[int(rng_->below(buttons.size()))];
    log(QStringLiteral("  message \"%1\": %2")
            .arg(box->windowTitle(), button ? button->text() : QStringLiteral("close")));
    const bool accepting = button && (box->buttonRole(button) == QMessageBox::AcceptRole ||
                                      box->buttonRole(button) == QMessageBox::YesRole ||
                                      box->buttonRole(button) == QMessageBox::DestructiveRole);
    ++(accepting ? accepted_ : cancelled_);
    if (button)
        button->click();
    else
        box->reject();
}

void ModalAnswerer::answerFileDialog(QFileDialog* dialog) {
    if (rng_->below(5) == 0) {
        log(QStringLiteral("  file dialog: cancel"));
        ++cancelled_;
        dialog->reject();
        return;
    }
    QString path;
    if (dialog->acceptMode() == QFileDialog::AcceptSave) {
        // A few names only, so saves overwrite each other (and the dialog asks).
        const QString offered = QFileInfo(dialog->selectedFiles().value(0)).fileName();
        QString name = QStringLiteral("save-%1-%2").arg(rng_->below(3)).arg(offered);
        if (rng_->below(6) == 0) name = QFileInfo(name).completeBaseName(); // no extension
        path = folder_ + QLatin1Char('/') + name;
        ++saves_;
    } else {
        const QFileInfoList files = QDir(folder_).entryInfoList(QDir::Files, QDir::Name);
        if (files.isEmpty()) {
            dialog->reject();
            ++cancelled_;
            return;
        }
        path = files[int(rng_->below(files.size()))].absoluteFilePath();
    }
    log(QStringLiteral("  file dialog: %1").arg(QFileInfo(path).fileName()));
    ++accepted_;
    club::test::answerFileDialog(dialog, path);
}

void ModalAnswerer::fillIn(QDialog* dialog) {
    for (QSpinBox* box : live<QSpinBox>(dialog))
        if (rng_->below(2) == 0) box->setValue(rng_->between(box->minimum(), box->maximum()));
    for (QComboBox* box : live<QComboBox>(dialog))
        if (box->count() > 0 && rng_->below(3) == 0)
            box->setCurrentIndex(int(rng_->below(box->count())));
    for (QCheckBox* box : live<QCheckBox>(dialog))
        if (rng_->below(3) == 0) box->click();
    const QList<QRadioButton*> radios = live<QRadioButton>(dialog);
    if (!radios.isEmpty() && rng_->below(2) == 0) radios[int(rng_->below(radios.size()))]->click();
    for (QLineEdit* edit : live<QLineEdit>(dialog)) {
        if (qobject_cast<QAbstractSpinBox*>(edit->parentWidget()) ||
            qobject_cast<QComboBox*>(edit->parentWidget()))
            continue;
        if (rng_->below(6) == 0) edit->setText(names[int(rng_->below(names.size()))]);
    }
}

void ModalAnswerer::answerDialog(QDialog* dialog) {
    const QString name = QString::fromLatin1(dialog->metaObject()->className());
    if (qobject_cast<QPrintPreviewDialog*>(dialog)) { // accepting would print
        log(QStringLiteral("  %1: cancel").arg(name));
        ++cancelled_;
        dialog->reject();
        return;
    }
    if (attempts_ == 1 && rng_->below(3) != 0) fillIn(dialog);
    const bool accept = rng_->below(3) != 0;
    log(QStringLiteral("  %1: %2")
            .arg(name, accept ? QStringLiteral("accept") : QStringLiteral("cancel")));
    ++(accept ? accepted_ : cancelled_);
    // Through its buttons where it has them, as a person would.
    for (QDialogButtonBox* buttons : live<QDialogButtonBox>(dialog)) {
        for (QAbstractButton* b : buttons->buttons()) {
            const auto role = buttons->buttonRole(b);
            const bool fits =
                accept ? (role == QDialogButtonBox::AcceptRole || role == QDialogButtonBox::YesRole)
                       : (role == QDialogButtonBox::RejectRole || role == QDialogButtonBox::NoRole);
            if (fits && b->isEnabled() && b->isVisible()) {
                b->click();
                return;
            }
        }
    }
    accept ? dialog->accept() : dialog->reject();
}

} // namespace monkey
