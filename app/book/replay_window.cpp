// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay_window.h"

#include "common/follow_language.h"
#include "common/game_page.h"
#include "common/game_registry.h"
#include "common/read_only_guard.h"
#include "core/json_text.h"

#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace club::app {

namespace {
/// Milliseconds between moves when a replay plays, slow, normal and fast.
constexpr int BeatMs[] = {2000, 1000, 400};
} // namespace

ReplayWindow::ReplayWindow(const FinishedGame& game, QWidget* parent)
    : QDialog(parent), game_(game) {
    setWindowFlag(Qt::WindowMaximizeButtonHint);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 6);
    auto* controls = new QHBoxLayout;
    controls->setContentsMargins(10, 0, 10, 0);
    const auto button = [this, controls](void (ReplayWindow::*act)(), QStyle::StandardPixmap icon) {
        auto* b = new QPushButton(style()->standardIcon(icon), QString(), this);
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, act);
        controls->addWidget(b);
        return b;
    };
    start_ = button(&ReplayWindow::toStart, QStyle::SP_MediaSkipBackward);
    back_ = button(&ReplayWindow::back, QStyle::SP_MediaSeekBackward);
    play_ = button(&ReplayWindow::playOrPause, QStyle::SP_MediaPlay);
    forward_ = button(&ReplayWindow::forward, QStyle::SP_MediaSeekForward);
    end_ = button(&ReplayWindow::toEnd, QStyle::SP_MediaSkipForward);
    paceLabel_ = new QLabel(this);
    pace_ = new QComboBox(this);
    paceLabel_->setBuddy(pace_);
    controls->addSpacing(12);
    controls->addWidget(paceLabel_);
    controls->addWidget(pace_);
    controls->addSpacing(12);
    moveLabel_ = new QLabel(this);
    controls->addWidget(moveLabel_);
    controls->addStretch(1);
    close_ = new QPushButton(this);
    close_->setAutoDefault(false);
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);
    controls->addWidget(close_);
    layout->addLayout(controls);
    // The keys a player expects of a replay, whatever has the focus.
    const auto key = [this](QKeySequence keys, void (ReplayWindow::*act)()) {
        auto* shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, act);
    };
    key(Qt::Key_Home, &ReplayWindow::toStart);
    key(Qt::Key_Left, &ReplayWindow::back);
    key(Qt::Key_Space, &ReplayWindow::playOrPause);
    key(Qt::Key_Right, &ReplayWindow::forward);
    key(Qt::Key_End, &ReplayWindow::toEnd);
    timer_ = new QTimer(this);
    connect(timer_, &QTimer::timeout, this, &ReplayWindow::beat);
    connect(pace_, &QComboBox::currentIndexChanged, this, &ReplayWindow::setPace);
    followLanguage(this, [this] { retranslate(); });
    resize(1000, 720);
}

ReplayWindow::~ReplayWindow() {
    timer_->stop();
    delete guard_;
    delete page_; // while the window is here: its computers and autosave are held
}

QString ReplayWindow::openRecord() {
    const GameRegistration* registration = GameRegistry::find(game_.kind);
    if (!registration || !registration->makePage)
        return tr("This game cannot be replayed: the program does not know it.");
    if (game_.record.isEmpty())
        return tr("This game cannot be replayed: the book has no record of its moves.");
    // The record as the game's own save file, for the game's own loader.
    const QString extension = registration->extensions.isEmpty() ? QStringLiteral("json")
                                                                 : registration->extensions.first();
    const QString path = folder_.filePath(QStringLiteral("replay.") + extension);
    QFile file(path);
    if (!folder_.isValid() || !file.open(QIODevice::WriteOnly) ||
        file.write(json::serialize(game_.record)) < 0)
        return tr("This game cannot be replayed: no room to open its record.");
    file.close();
    GamePage* page = registration->makePage(this);
    page->hide();
    // A part of a whole (a game of a rubber) is named after the whole's id.
    const qsizetype slash = game_.id.lastIndexOf(QLatin1Char('/'));
    const QString part = slash < 0 ? QString() : game_.id.mid(slash + 1);
    const QString problem = page->openReplay(path, part);
    if (!problem.isEmpty()) {
        delete page;
        return tr("This game cannot be replayed: %1").arg(problem);
    }
    page_ = page;
    guard_ = new ReadOnlyGuard(page_);
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, page_, 1);
    page_->show();
    page_->setPace(pace_->currentIndex());
    setWindowTitle(tr("Replay of %1 \u2014 %2")
                       .arg(page_->title(), QLocale().toString(game_.finished.toLocalTime(),
                                                               QLocale::ShortFormat)));
    refresh();
    play_->setFocus(Qt::OtherFocusReason);
    return {};
}

int ReplayWindow::step() const {
    return page_ ? page_->replayStep() : 0;
}

int ReplayWindow::length() const {
    return page_ ? page_->replayLength() : 0;
}

bool ReplayWindow::isPlaying() const {
    return timer_->isActive();
}

void ReplayWindow::showStep(int step) {
    if (!page_) return;
    page_->showReplayStep(step);
    refresh();
}

void ReplayWindow::toStart() {
    timer_->stop();
    showStep(0);
}

void ReplayWindow::back() {
    timer_->stop();
    showStep(step() - 1);
}

void ReplayWindow::forward() {
    timer_->stop();
    showStep(step() + 1);
}

void ReplayWindow::toEnd() {
    timer_->stop();
    showStep(length());
}

void ReplayWindow::playOrPause() {
    if (timer_->isActive()) {
        timer_->stop();
    } else if (page_ && length() > 0) {
        if (step() >= length()) showStep(0);
        timer_->start(BeatMs[qBound(0, pace_->currentIndex(), 2)]);
    }
    refresh();
}

void ReplayWindow::setPace(int pace) {
    pace = qBound(0, pace, 2);
    if (pace_->currentIndex() != pace) pace_->setCurrentIndex(pace); // comes back here
    if (page_) page_->setPace(pace); // the board's men and cards move at it too
    if (timer_->isActive()) timer_->setInterval(BeatMs[pace]);
}

void ReplayWindow::beat() {
    showStep(step() + 1);
    if (step() >= length()) {
        timer_->stop();
        refresh();
    }
}

void ReplayWindow::refresh() {
    const bool atStart = step() <= 0;
    const bool atEnd = step() >= length();
    start_->setEnabled(!atStart);
    back_->setEnabled(!atStart);
    forward_->setEnabled(!atEnd);
    end_->setEnabled(!atEnd);
    play_->setEnabled(length() > 0);
    play_->setText(timer_->isActive() ? tr("&Pause") : tr("&Play"));
    play_->setIcon(
        style()->standardIcon(timer_->isActive() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    // Steps, not moves: the game's own list numbers its moves, and one of
    // them may take several decisions (a jump and where the token goes).
    moveLabel_->setText(tr("Step %1 of %2").arg(step()).arg(length()));
}

void ReplayWindow::retranslate() {
    start_->setText(tr("&Start"));
    start_->setToolTip(tr("Back to the start of the game (Home)"));
    back_->setText(tr("&Back"));
    back_->setToolTip(tr("One step back: a decision taken back (Left)"));
    forward_->setText(tr("&Forward"));
    forward_->setToolTip(tr("One step forward: the next decision (Right)"));
    end_->setText(tr("&End"));
    end_->setToolTip(tr("On to the end of the game (End)"));
    paceLabel_->setText(tr("P&ace:"));
    const int pace = pace_->currentIndex() < 0 ? 1 : pace_->currentIndex();
    {
        const QSignalBlocker quiet(pace_);
        pace_->clear();
        pace_->addItems({tr("Slow"), tr("Normal"), tr("Fast")});
        pace_->setCurrentIndex(pace);
    }
    close_->setText(tr("&Close"));
    refresh();
}

} // namespace club::app
