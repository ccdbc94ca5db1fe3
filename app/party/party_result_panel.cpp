// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_result_panel.h"

#include "common/follow_language.h"
#include "engine/party/night_state.h"
#include "engine/party/pm_score.h"
#include "fonts.h"
#include "palette.h"

#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <optional>

namespace club::app {

namespace {
/// A score as typed: an optional minus (the typed one or the printed one)
/// and at most three digits, spaces around allowed. Anything else (2000,
/// +95, 9-5, 1o) is no score at all, said as a total no board shows is.
std::optional<int> typedScore(const QString& text) {
    static const QRegularExpression form(QStringLiteral("^\\s*([-\u2212]?)([0-9]{1,3})\\s*$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch()) return std::nullopt;
    const int value = m.captured(2).toInt();
    return m.captured(1).isEmpty() ? value : -value;
}
} // namespace

PartyResultPanel::PartyResultPanel(QWidget* parent) : QFrame(parent) {
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, colours::cardStock);
    pal.setColor(QPalette::WindowText, colours::ink);
    setPalette(pal);
    followApplicationFont(this, [this] { setFixedWidth(qRound(290 * fontScale())); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 14, 16, 14);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    useTextFont(status_, 10.5);
    heading_ = new QLabel(this);
    useTitleFont(heading_, 15);
    entry_ = new QWidget(this);
    entryLayout_ = new QVBoxLayout(entry_);
    entryLayout_->setContentsMargins(0, 0, 0, 0);
    record_ = new QPushButton(this);
    connect(record_, &QPushButton::clicked, this, &PartyResultPanel::record);
    play_ = new QPushButton(this);
    connect(play_, &QPushButton::clicked, this, [this] {
        if (table_ > 0 && play_->isEnabled()) emit playRequested(table_);
    });
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    note_->setTextFormat(Qt::PlainText);
    undo_ = new QPushButton(this);
    print_ = new QPushButton(this);
    newNight_ = new QPushButton(this);

    followLanguage(this, [this] {
        record_->setText(tr("&Record Result"));
        sayPlay();
        undo_->setText(tr("&Undo Last Result"));
        print_->setText(tr("&Print Cards and Sheets\u2026"));
        newNight_->setText(tr("New &Night\u2026"));
        record_->setToolTip(tr("Enters the result typed above (Enter)"));
        note_->setAccessibleName(tr("Message"));
        if (noteWords_) setNote(noteWords_, noteProblem_);
    });
    layout->addWidget(status_);
    layout->addSpacing(8);
    layout->addWidget(heading_);
    layout->addWidget(entry_);
    layout->addWidget(record_);
    layout->addWidget(play_);
    layout->addWidget(note_);
    layout->addStretch(1);
    layout->addWidget(undo_);
    layout->addWidget(print_);
    layout->addWidget(newNight_);
}

// A fresh entry for each table: the old one goes once the event that
// replaced it (a key in one of its boxes, perhaps) is over.
void PartyResultPanel::clearEntry() {
    auto* entry = new QWidget(this);
    auto* layout = new QVBoxLayout(entry);
    layout->setContentsMargins(0, 0, 0, 0);
    // The layout hands back the old entry's item, ours to delete.
    delete this->layout()->replaceWidget(entry_, entry);
    entry_->hide();
    entry_->deleteLater();
    entry_ = entry;
    entryLayout_ = layout;
    scores_.clear();
    winners_.clear();
    seatEntrants_.clear();
    seatNames_.clear();
}

void PartyResultPanel::showTable(const party::NightState& night, int number) {
    clearEntry();
    fillEntry(night, number);
    entry_->show(); // with what was put in it
    // Tab runs down the inputs to Record.
    QWidget* last = nullptr;
    for (QWidget* w : entry_->findChildren<QWidget*>())
        if (w->focusPolicy() & Qt::TabFocus) {
            if (last) setTabOrder(last, w);
            last = w;
        }
    if (last) setTabOrder(last, record_);
}

void PartyResultPanel::fillEntry(const party::NightState& night, int number) {
    table_ = 0;
    knockout_ = night.format() == party::Format::Knockout;
    if (!night.isStarted()) {
        status_->setText(tr("No night drawn yet. Press New Night to enter the names and draw."));
        heading_->clear();
        record_->setEnabled(false);
        play_->setEnabled(false);
        return;
    }
    const int round = night.currentRound();
    const int open = int(night.openTables().size());
    const party::Round& r = night.rounds().back();
    QString status = night.isOver() ? tr("The night is over: see the standings and the prizes.")
                                    : tr("Round %1 of %2. Tables still playing: %3 of %4.")
                                          .arg(round + 1)
                                          .arg(night.plannedRounds())
                                          .arg(open)
                                          .arg(r.tables.size());
    if (!night.isOver() && r.waves() > 1)
        status += QLatin1Char(' ') +
                  tr("Fewer sets than tables: the tables play in sittings, %1 at a time.")
                      .arg(night.setup().options.sets);
    if (!night.isOver() && r.bye >= 0)
        status +=
            QLatin1Char(' ') +
            tr("%1 have a bye this round.").arg(night.entrants()[std::size_t(r.bye)].display());
    status_->setText(status);

    const party::Table* t = number > 0 ? night.table(round, number) : nullptr;
    if (!t) {
        heading_->setText(night.isOver() ? QString() : tr("Choose a table"));
        record_->setEnabled(false);
        play_->setEnabled(false);
        return;
    }
    table_ = number;
    heading_->setText(tr("Table %1").arg(number));
    const bool done = t->result.has_value();
    if (knockout_) {
        auto* prompt = new QLabel(done ? tr("Won by:") : tr("Which pair won?"), entry_);
        prompt->setWordWrap(true);
        entryLayout_->addWidget(prompt);
        for (std::size_t s = 0; s < t->seats.size(); ++s) {
            const int pair = t->seats[s];
            // "Ann & Bert": a single & would make a shortcut of the next letter.
            const QString names = night.entrants()[std::size_t(pair)].display().replace(
                QLatin1Char('&'), QStringLiteral("&&"));
            auto* b = new QRadioButton(QStringLiteral("&%1  %2").arg(s + 1).arg(names), entry_);
            b->setAccessibleName(night.entrants()[std::size_t(pair)].display());
            b->setChecked(done && t->result->winner == pair);
            b->setEnabled(!done);
            winners_ << b;
            seatEntrants_ << pair;
            entryLayout_->addWidget(b);
        }
    } else {
        auto* prompt = new QLabel(done ? tr("Scores entered:")
                                       : tr("Each player's score for this game, "
                                            "as on the board (minus scores with -):"),
                                  entry_);
        prompt->setWordWrap(true);
        entryLayout_->addWidget(prompt);
        auto* form = new QFormLayout;
        for (std::size_t s = 0; s < t->seats.size(); ++s) {
            const int person = t->seats[s];
            const QString name = night.entrants()[std::size_t(person)].display();
            // Plain text, read only on Record: a box that refused keys
            // would change a slip (201) into another score (20) unseen.
            auto* box = new QLineEdit(entry_);
            box->setAlignment(Qt::AlignRight);
            if (done) box->setText(QString::number(t->result->scores[s]));
            box->setEnabled(!done);
            box->setAccessibleName(tr("Score of %1").arg(name));
            box->setMinimumWidth(qRound(80 * fontScale()));
            auto* label =
                new QLabel(QString(name).replace(QLatin1Char('&'), QStringLiteral("&&")), entry_);
            label->setBuddy(box);
            label->setWordWrap(true);
            form->addRow(label, box);
            scores_ << box;
            seatEntrants_ << person;
            seatNames_ << name;
        }
        entryLayout_->addLayout(form);
    }
    record_->setEnabled(!done && !night.isOver());
    play_->setEnabled(record_->isEnabled());
    sayPlay();
    if (done) setNote(tr("This table's result is in. Undo takes back the last result entered."));
}

void PartyResultPanel::setPlayedHere(int table) {
    playedHere_ = table;
    sayPlay();
}

void PartyResultPanel::sayPlay() {
    const bool back = playedHere_ > 0 && table_ == playedHere_;
    play_->setText(back ? tr("Back to &This Table's Game") : tr("Play &This Table Here"));
    play_->setToolTip(back ? tr("This table's game is being played in the program; its result "
                                "is recorded when the game ends")
                           : tr("Plays this table's game in the program; its result is recorded "
                                "when the game ends"));
}

void PartyResultPanel::setNote(std::function<QString()> words, bool problem) {
    setNote(words(), problem);
    noteWords_ = std::move(words);
    noteProblem_ = problem;
}

void PartyResultPanel::setNote(const QString& text, bool problem) {
    noteWords_ = {};
    note_->setText(text);
    note_->setStyleSheet(problem ? QStringLiteral("color: #B3261E; font-weight: bold;")
                                 : QString());
}

QString PartyResultPanel::note() const {
    return note_->text();
}

void PartyResultPanel::focusEntry() {
    if (!scores_.isEmpty() && scores_.first()->isEnabled()) {
        scores_.first()->setFocus(Qt::TabFocusReason);
        scores_.first()->selectAll();
    } else if (!winners_.isEmpty() && winners_.first()->isEnabled()) {
        winners_.first()->setFocus(Qt::TabFocusReason);
    }
}

void PartyResultPanel::record() {
    if (table_ <= 0 || !record_->isEnabled()) return;
    party::TableResult result;
    if (knockout_) {
        for (int i = 0; i < winners_.size(); ++i)
            if (winners_[i]->isChecked()) result.winner = seatEntrants_[i];
        if (result.winner < 0) {
            setNote([] { return tr("Choose the pair that won (1 or 2), then Record."); }, true);
            focusEntry();
            return;
        }
    } else {
        for (int i = 0; i < scores_.size(); ++i) {
            const QString typed = scores_[i]->text().trimmed();
            if (typed.isEmpty()) {
                setNote(
                    [name = seatNames_[i]] {
                        return tr("Type a score for every player: %1 has none yet.").arg(name);
                    },
                    true);
                scores_[i]->setFocus(Qt::TabFocusReason);
                return;
            }
            // PM-18: only a total four men can make (pm_score.h) is a score.
            const std::optional<int> score = typedScore(typed);
            if (!score || !party::isPossiblePmScore(*score)) {
                setNote(
                    [name = seatNames_[i], typed] {
                        return tr("%1's score, %2, is not one four men can make.").arg(name, typed);
                    },
                    true);
                scores_[i]->setFocus(Qt::TabFocusReason);
                scores_[i]->selectAll();
                return;
            }
            result.scores.push_back(*score);
        }
    }
    emit recordRequested(table_, result);
}

void PartyResultPanel::putBack(const party::TableResult& result) {
    if (knockout_) {
        for (int i = 0; i < winners_.size(); ++i)
            winners_[i]->setChecked(seatEntrants_[i] == result.winner);
    } else {
        for (int i = 0; i < scores_.size() && i < int(result.scores.size()); ++i)
            scores_[i]->setText(QString::number(result.scores[std::size_t(i)]));
    }
}

bool PartyResultPanel::chooseWinner(int index) {
    if (!knockout_ || index < 0 || index >= winners_.size() || !winners_[index]->isEnabled())
        return false;
    winners_[index]->setChecked(true);
    winners_[index]->setFocus(Qt::ShortcutFocusReason);
    return true;
}

void PartyResultPanel::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        record();
        return;
    }
    if (event->key() == Qt::Key_1 || event->key() == Qt::Key_2) {
        if (chooseWinner(event->key() - Qt::Key_1)) return;
    }
    QFrame::keyPressEvent(event);
}

} // namespace club::app
