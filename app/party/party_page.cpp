// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_page.h"

#include "party/book_result.h"

#include "common/autosaver.h"
#include "common/follow_language.h"
#include "common/side_scroll.h"
#include "engine_message.h"
#include "fonts.h"
#include "palette.h"
#include "party_bracket_view.h"
#include "party_result_panel.h"
#include "party_standings_view.h"
#include "party_tables_view.h"

#include <QAction>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace club::app {

namespace {
const QString autosaveName = QStringLiteral("autosave-party-night.pcnight");
}

PartyPage::PartyPage(QWidget* parent) : TablePage(autosaveName, parent) {
    setWords(pageWords());
    night_ = new party::Night(this);
    // Before the signals that redraw: the night is on disk first.
    connect(night_, &party::Night::changed, this, &PartyPage::autosaveNight);
    // The club's book: the tables typed in and the night's standings, once
    // its last result is in (a result taken back before then is never written).
    connect(night_, &party::Night::nightOver, this, &PartyPage::bookTheNight);
    // The hall's tables on green baize, as the other games' boards.
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, colours::baize);
    setPalette(pal);

    heading_ = new QLabel(this);
    heading_->setWordWrap(true);
    heading_->setTextFormat(Qt::PlainText);
    useTitleFont(heading_, 15);
    heading_->setStyleSheet(QStringLiteral("color: #F2E8CF; padding: 8px 12px 0 12px;"));
    tables_ = new PartyTablesView(this);
    standings_ = new PartyStandingsView(this);
    bracket_ = new PartyBracketView(this);
    auto* bracketScroll = new QScrollArea(this);
    bracketScroll->setWidget(bracket_);
    bracketScroll->setWidgetResizable(true); // the paper fills the view; it scrolls when larger
    bracketPage_ = bracketScroll;
    tabs_ = new QTabWidget(this);
    tabs_->addTab(standings_, QString());
    tabs_->addTab(bracketPage_, QString());
    tabs_->setDocumentMode(true);
    auto* split = split_ = new QSplitter(Qt::Vertical, this);
    split->addWidget(tables_);
    split->addWidget(tabs_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({640, 360}); // the hall's tables first
    split->setChildrenCollapsible(false);
    auto* left = new QVBoxLayout;
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(heading_);
    left->addWidget(split, 1);
    panel_ = new PartyResultPanel(this);
    layOutWithSidePanel(this, panel_)->insertLayout(0, left, 1);

    exportAction_ = new QAction(this);
    connect(exportAction_, &QAction::triggered, this, [this] {
        if (const PartySheets which = chooseSheets(exportAction_->text().remove(QLatin1Char('&'))))
            exportSheets(which);
    });

    connect(tables_, &PartyTablesView::tableSelected, this, &PartyPage::chooseTable);
    connect(tables_, &PartyTablesView::tableActivated, this, [this](int number) {
        chooseTable(number);
        panel_->focusEntry();
    });
    connect(panel_, &PartyResultPanel::recordRequested, this, &PartyPage::onRecord);
    connect(panel_, &PartyResultPanel::playRequested, this, &PartyPage::playTable);
    connect(panel_->undoButton(), &QPushButton::clicked, this, &PartyPage::undo);
    connect(panel_->printButton(), &QPushButton::clicked, this, &PartyPage::print);
    connect(panel_->newNightButton(), &QPushButton::clicked, this, &PartyPage::newGameRequested);

    connect(night_, &party::Night::drawn, this, [this] {
        tables_->select(nextOpenTable(0));
        refresh();
        fitPending_ = true;
        if (isVisible()) QTimer::singleShot(0, this, &PartyPage::fitTables);
    });
    connect(night_, &party::Night::resultEntered, this, [this](int round, int table) {
        if (night_->state().currentRound() != round || night_->isOver())
            tables_->select(nextOpenTable(0));
        else
            tables_->select(nextOpenTable(table));
        refresh();
    });
    connect(night_, &party::Night::resultUndone, this, [this](int, int table) {
        tables_->select(table);
        refresh();
    });
    connect(night_, &party::Night::roundComplete, this, [this](int round) {
        if (night_->isOver()) return;
        const auto words = [round] {
            return tr("Round %1 is complete. Round %2 is seated: see the tables.")
                .arg(round + 1)
                .arg(round + 2);
        };
        panel_->setNote(words);
        emit statusMessage(words());
    });
    connect(night_, &party::Night::nightOver, this, [this] {
        const auto words = [] { return tr("The night is over. The prizes are in the standings."); };
        panel_->setNote(words);
        emit statusMessage(words());
        tabs_->setCurrentWidget(night_->state().format() == party::Format::Knockout
                                    ? bracketPage_
                                    : static_cast<QWidget*>(standings_));
    });
    refresh();
    followLanguage(this, [this] { retranslate(); });
}

void PartyPage::retranslate() {
    tabs_->setTabText(tabs_->indexOf(standings_), tr("&Standings"));
    tabs_->setTabText(tabs_->indexOf(bracketPage_), tr("&Bracket"));
    exportAction_->setText(tr("&Export Party Sheets as PDF\u2026"));
    // The night's words again; what is typed for the table chosen stays.
    QStringList typed;
    for (const QLineEdit* box : panel_->scoreBoxes())
        typed << box->text();
    QList<bool> ticked;
    for (const QRadioButton* button : panel_->winnerButtons())
        ticked << button->isChecked();
    refresh();
    const QList<QLineEdit*> boxes = panel_->scoreBoxes();
    if (boxes.size() == typed.size())
        for (int i = 0; i < boxes.size(); ++i)
            boxes[i]->setText(typed[i]);
    const QList<QRadioButton*> buttons = panel_->winnerButtons();
    if (buttons.size() == ticked.size())
        for (int i = 0; i < buttons.size(); ++i)
            buttons[i]->setChecked(ticked[i]);
    tables_->update(); // its words are painted
}

PartyPage::~PartyPage() = default;

QString PartyPage::autosavePath() {
    return Autosaver::pathFor(autosaveName);
}

Message PartyPage::writeGame(const QString& path) {
    return night_->trySave(path);
}

void PartyPage::autosaveNight() {
    if (loading_) return; // openFile() writes it once the night's id is read
    // The shared autosaver writes only in the copy of the program that
    // holds the autosaves.
    if (night_->isOver())
        autosaver()->remove(); // a finished night is not offered at the next start
    else
        autosaver()->writeNow();
}

void PartyPage::autosaveFailed(const Message& problem) {
    emit statusMessage(tr("The night could not be saved by itself: %1").arg(wordMessage(problem)));
}

void PartyPage::showEvent(QShowEvent* event) {
    TablePage::showEvent(event);
    if (fitPending_) QTimer::singleShot(0, this, &PartyPage::fitTables);
}

void PartyPage::keyPressEvent(QKeyEvent* event) {
    // The keys the card or the panel passed on; the panel takes its own.
    if ((event->key() == Qt::Key_1 || event->key() == Qt::Key_2) &&
        event->modifiers() == Qt::NoModifier && panel_->chooseWinner(event->key() - Qt::Key_1))
        return;
    TablePage::keyPressEvent(event);
}

void PartyPage::fitTables() {
    const int total = split_->height();
    if (!isVisible() || total <= 0) return;
    fitPending_ = false;
    const int tables = std::min(tables_->neededHeight(), total * 2 / 3);
    split_->setSizes({tables, total - tables});
}

int PartyPage::nextOpenTable(int after) const {
    const std::vector<int> open = night_->state().openTables();
    if (open.empty()) return 0;
    for (int t : open)
        if (t > after) return t;
    return open.front();
}

void PartyPage::refresh() {
    const party::NightState& state = night_->state();
    QString heading;
    if (state.isStarted()) {
        const QString format =
            state.format() == party::Format::Drive ? tr("P.M. Drive") : tr("Patchesi knockout");
        heading = state.setup().title.isEmpty()
                      ? format
                      : tr("%1 \u2014 %2").arg(state.setup().title, format);
        if (!state.isOver())
            heading +=
                QStringLiteral("   ") +
                tr("Round %1 of %2").arg(state.currentRound() + 1).arg(state.plannedRounds());
    } else {
        heading = tr("No night drawn yet");
    }
    heading_->setText(heading);
    tables_->showRound(state);
    if (tables_->selected() == 0) tables_->select(nextOpenTable(0));
    panel_->setPlayedHere(waitingTable(hosted_) ? hosted_.table : 0);
    panel_->showTable(state, tables_->selected());
    standings_->showNight(state);
    bracket_->showNight(state);
    const bool knockout = state.isStarted() && state.format() == party::Format::Knockout;
    tabs_->setTabVisible(tabs_->indexOf(bracketPage_), knockout);
    panel_->undoButton()->setEnabled(canUndo());
    panel_->printButton()->setEnabled(canPrint());
    exportAction_->setEnabled(canPrint());
    emit actionsChanged();
}

void PartyPage::chooseTable(int number) {
    if (!night_->isDrawn()) return;
    tables_->select(number);
    panel_->setNote(QString());
    panel_->setPlayedHere(waitingTable(hosted_) ? hosted_.table : 0);
    panel_->showTable(night_->state(), number);
}

void PartyPage::onRecord(int table, const party::TableResult& result) {
    const int round = night_->state().currentRound();
    const Message problem = night_->state().format() == party::Format::Drive
                                ? night_->enterScores(table, result.scores)
                                : night_->enterWinner(table, result.winner);
    if (!problem.isEmpty()) {
        panel_->setNote([problem] { return wordMessage(problem); },
                        true); // the inputs keep what was typed
        panel_->focusEntry();
        return;
    }
    // A completed round or the night's end has said so already.
    if (!night_->isOver() && night_->state().currentRound() == round) {
        const auto words = [table] { return tr("Table %1's result is in.").arg(table); };
        panel_->setNote(words);
        emit statusMessage(words());
    }
    if (!night_->isOver()) panel_->focusEntry();
}

QString PartyPage::drawNight(const party::Setup& setup) {
    if (const Message problem = night_->draw(setup); !problem.isEmpty())
        return wordMessage(problem);
    forgetPath();
    // The autosave written as the night was drawn carried the last night's
    // id: written again with the new one, so that a night resumed after a
    // stop is not taken for the last (and its games left out of the book).
    autosaveNight();
    panel_->setNote(
        [] { return tr("The night is drawn. Enter each table's result as it finishes."); });
    tabs_->setCurrentWidget(
        setup.format == party::Format::Knockout ? bracketPage_ : static_cast<QWidget*>(standings_));
    emit actionsChanged();
    if (PartyTableCard* c = tables_->card(tables_->selected()); c && isVisible())
        c->setFocus(Qt::OtherFocusReason);
    return {};
}

QString PartyPage::openFile(const QString& path) {
    // The night's id in the club's book is read from the file after it
    // loads: the autosave is written then, not as it loads (when the
    // autosave itself is the file, that wrote it over with the id of the
    // night held before, and a resumed night ended again went to the book twice).
    loading_ = true;
    const Message problem = night_->tryLoad(path);
    loading_ = false;
    if (!problem.isEmpty()) return wordMessage(problem); // the night held is as it was
    openedFrom(path);
    autosaveNight();
    panel_->setNote(QString());
    tabs_->setCurrentWidget(night_->state().format() == party::Format::Knockout
                                ? bracketPage_
                                : static_cast<QWidget*>(standings_));
    emit actionsChanged();
    return {};
}

bool PartyPage::hasGame() const {
    return night_->isDrawn();
}

bool PartyPage::hasGameInProgress() const {
    return night_->isDrawn() && !night_->isOver();
}

bool PartyPage::canUndo() const {
    return night_->canUndo();
}

void PartyPage::undo() {
    if (!night_->canUndo()) return;
    const party::Entry last = night_->state().log().back();
    night_->undo();
    // The result comes back into its table's inputs, to be corrected
    // rather than typed again from the start.
    if (panel_->table() == last.table && night_->state().currentRound() == last.round) {
        panel_->putBack(last.result);
        panel_->focusEntry();
    }
    const auto words = [table = last.table, round = last.round] {
        return tr("The result of table %1 in round %2 is taken back.").arg(table).arg(round + 1);
    };
    panel_->setNote(words);
    emit statusMessage(words());
}

QList<QAction*> PartyPage::gameMenuActions() const {
    return {exportAction_};
}

} // namespace club::app
