// SPDX-License-Identifier: GPL-3.0-or-later
#include "km_side_panel.h"

#include "common/follow_language.h"
#include "common/side_panel_look.h"
#include "common/sprite_sheet.h"
#include "engine/km/notation.h"
#include "engine/km/rules.h"
#include "engine/km/table.h"
#include "fonts.h"
#include "km_words.h"
#include "palette.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <tuple>

namespace club::app {

KmSidePanel::KmSidePanel(const km::Table* table, SpriteSheet* sheet, QWidget* parent)
    : QWidget(parent), table_(table), sheet_(sheet) {
    useCardStock(this);
    auto* layout = new QVBoxLayout(this);
    QLabel* title = addPanelTitle(layout, QString(), 16);
    turn_ = addPanelText(layout, 13);
    turn_->setTextFormat(Qt::RichText); // with a player's name escaped, whatever he typed
    note_ = addPanelText(layout, 11);
    note_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(note_);

    auto* counts = new QGridLayout;
    for (int s = 0; s < 2; ++s) {
        icons_[s] = new QLabel(this);
        counts_[s] = new QLabel(this);
        counts_[s]->setTextFormat(Qt::RichText);
        useTextFont(counts_[s], 11);
        counts_[s]->setWordWrap(true);
        counts->addWidget(icons_[s], s, 0);
        counts->addWidget(counts_[s], s, 1);
    }
    counts->setColumnStretch(1, 1);
    layout->addLayout(counts);

    rows_ = new QGroupBox(this);
    useTextFont(rows_, 11);
    auto* rowsLayout = new QVBoxLayout(rows_);
    // One choice a line: side by side, "N'en éclaircir aucun" was cut.
    clearAll_ = new QPushButton(rows_);
    clearNone_ = new QPushButton(rows_);
    clearChosen_ = new QPushButton(rows_);
    for (QPushButton* b : {clearAll_, clearNone_, clearChosen_})
        rowsLayout->addWidget(b);
    // The hint gives the chosen button the focus; Return presses it, as in a
    // dialog (outside one Qt leaves that to Space).
    for (QPushButton* b : {clearAll_, clearNone_, clearChosen_})
        b->setAutoDefault(true);
    layout->addWidget(rows_);
    connect(clearAll_, &QPushButton::clicked, this, [this] {
        emit movePicked(km::Move::clear((1u << table_->position().rowCount()) - 1));
    });
    connect(clearNone_, &QPushButton::clicked, this,
            [this] { emit movePicked(km::Move::clear(0)); });
    connect(clearChosen_, &QPushButton::clicked, this,
            [this] { emit movePicked(km::Move::clear(tickedRows())); });

    passBox_ = new QGroupBox(this);
    useTextFont(passBox_, 11);
    auto* passLayout = new QVBoxLayout(passBox_);
    passText_ = new QLabel(passBox_);
    passText_->setWordWrap(true);
    pass_ = new QPushButton(passBox_);
    pass_->setAutoDefault(true); // the hint gives it the focus; Return presses it
    passLayout->addWidget(passText_);
    passLayout->addWidget(pass_);
    layout->addWidget(passBox_);
    connect(pass_, &QPushButton::clicked, this, [this] { emit movePicked(km::Move::pass()); });

    moves_ = new QListWidget(this);
    useTextFont(moves_, 11);
    moves_->setFocusPolicy(Qt::NoFocus);
    moves_->setSelectionMode(QAbstractItemView::NoSelection);
    // A long turn (a jump, the captured token put back, rows cleared)
    // wraps rather than running off under a sideways scroll bar.
    moves_->setWordWrap(true);
    moves_->setResizeMode(QListView::Adjust);
    moves_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(moves_, 1);

    hint_ = new QPushButton(this); // Alt+H is the Help menu
    layout->addWidget(hint_);
    std::tie(undo_, redo_) = addButtonPair(layout);
    newGame_ = new QPushButton(this);
    layout->addWidget(newGame_);
    for (QPushButton* b :
         {clearAll_, clearNone_, clearChosen_, pass_, hint_, undo_, redo_, newGame_})
        useTextFont(b, 12);
    followLanguage(this, [this, title] {
        rows_->setTitle(tr("Rows formed: clear which?"));
        clearAll_->setText(tr("Clear &all"));
        clearNone_->setText(tr("Clear n&one"));
        clearChosen_->setText(tr("Clear &ticked rows"));
        passBox_->setTitle(tr("No move"));
        pass_->setText(tr("&Pass"));
        hint_->setText(tr("H&int"));
        undo_->setText(tr("&Undo"));
        redo_->setText(tr("&Redo"));
        newGame_->setText(tr("&New Game\u2026"));
        moves_->setAccessibleName(tr("Moves"));
        hint_->setToolTip(tr("Suggests the Expert's move, with the reason (H)"));
        title->setText(tr("King's Men"));
        retranslateRows();
    });
    rows_->hide();
    passBox_->hide();
    // Room for the text at the system font size, the tokens beside it as large.
    followApplicationFont(this, [this] {
        setFixedWidth(qRound(300 * fontScale()));
        note_->setMinimumHeight(qRound(40 * fontScale()));
        drawTokenIcons();
    });
}

void KmSidePanel::drawTokenIcons() {
    const int px = qRound(36 * fontScale());
    for (int s = 0; s < 2; ++s)
        icons_[s]->setPixmap(
            sheet_->pixmap(s == 0 ? QStringLiteral("km-token-a") : QStringLiteral("km-token-b"),
                           QSize(px, px), devicePixelRatioF()));
}

void KmSidePanel::tickRows(unsigned mask) {
    for (int i = 0; i < rowBoxes_.size(); ++i)
        rowBoxes_[i]->setChecked(mask & (1u << i));
}

void KmSidePanel::setNote(const QString& text) {
    showPanelNote(note_, text, false);
}

void KmSidePanel::setCorrection(const QString& text) {
    showPanelNote(note_, text, true);
}

bool KmSidePanel::noteIsCorrection() const {
    return panelNoteIsCorrection(note_);
}

QString KmSidePanel::noteText() const {
    return note_->text();
}

QString KmSidePanel::countText(int side) const {
    return counts_[side]->text();
}

QString KmSidePanel::turnText() const {
    return turn_->text();
}

unsigned KmSidePanel::tickedRows() const {
    if (rowBoxes_.isEmpty()) return (1u << rowCount_) - 1; // one row: nothing to choose
    unsigned mask = 0;
    for (int i = 0; i < rowBoxes_.size(); ++i)
        if (rowBoxes_[i]->isChecked()) mask |= 1u << i;
    return mask;
}

void KmSidePanel::refresh(bool thinking) {
    const km::Game& game = table_->game();
    const km::Position& p = game.position();
    const km::Seats& seats = table_->seats();
    const km::Side mover = p.toMove();
    const bool human = !game.isOver() && !seats.isComputer(mover);
    if (game.isOver()) {
        turn_->setText(
            kmwords::outcomeText(game.outcome(), game.drawnByRepetition(), seats).toHtmlEscaped());
    } else if (thinking) {
        turn_->setText(
            tr("%1 is thinking\u2026").arg(kmwords::seatName(seats, mover).toHtmlEscaped()));
    } else {
        QString what;
        if (p.phase() == km::Phase::ExtraMove) {
            what = tr("After the jump, another move.");
        } else if (human) { // how to move is for a person, not a computer about to think
            switch (p.phase()) {
            case km::Phase::PlaceCaptured:
                what = kmwords::placeCapturedText(p.capturedSide());
                break;
            case km::Phase::ClearRows:
                what = tr("Choose which rows to clear.");
                break;
            default:
                what = tr("Click a token, then where it goes, or drag it. With the keyboard: "
                          "the arrow keys and Enter.");
            }
        }
        turn_->setText(
            tr("<b>%1 to move.</b> %2").arg(kmwords::seatName(seats, mover).toHtmlEscaped(), what));
    }
    drawTokenIcons(); // at the screen's pixel ratio, which may have changed
    for (int s = 0; s < 2; ++s) {
        const km::Side side = km::Side(s);
        counts_[s]->setText(tr("<b>%1</b><br>in the game: %2 \u2022 removed: %3")
                                .arg(kmwords::seatName(seats, side).toHtmlEscaped())
                                .arg(p.tokens(side))
                                .arg(p.removed(side)));
        counts_[s]->setAccessibleName(tr("%1: in the game: %2, removed: %3")
                                          .arg(kmwords::sideName(side))
                                          .arg(p.tokens(side))
                                          .arg(p.removed(side)));
    }
    refreshRows(human && p.phase() == km::Phase::ClearRows);
    const km::MoveList legal = game.legalMoves();
    const bool mustPass = human && legal.size() == 1 && legal[0].kind == km::MoveKind::Pass;
    passBox_->setVisible(mustPass);
    if (mustPass)
        passText_->setText(
            tr("%1 has no token that can move and must pass.").arg(kmwords::sideName(mover)));
    refreshMoves();
}

void KmSidePanel::retranslateRows() {
    const km::Position& p = table_->position();
    for (int i = 0; i < rowLines_.size() && i < p.rowCount(); ++i) {
        const QString text = rowText(p.row(i));
        if (auto* box = qobject_cast<QCheckBox*>(rowLines_[i]))
            box->setText(text); // its tick stays
        else if (auto* line = qobject_cast<QLabel*>(rowLines_[i]))
            line->setText(text);
    }
}

QString KmSidePanel::rowText(const km::Row& row) {
    return tr("%1: %2 in a row, %3 to remove")
        .arg(QString::fromStdString(km::rowName(row)))
        .arg(row.length)
        .arg(row.length - 2);
}

void KmSidePanel::refreshRows(bool open) {
    const km::Position& p = table_->position();
    rows_->setVisible(open);
    if (!open) {
        rowsShown_ = 0;
        return;
    }
    const quint64 key = p.key() ^ quint64(table_->game().current());
    if (key == rowsShown_) return;
    rowsShown_ = key;
    qDeleteAll(rowLines_);
    rowLines_.clear();
    rowBoxes_.clear();
    rowCount_ = p.rowCount();
    auto* layout = static_cast<QVBoxLayout*>(rows_->layout());
    for (int i = 0; i < p.rowCount(); ++i) {
        const km::Row& row = p.row(i);
        const QString text = rowText(row);
        if (p.rowCount() == 1) { // clear it or not: the buttons say it, a box would do nothing
            auto* line = new QLabel(text, rows_);
            line->setWordWrap(true);
            layout->insertWidget(i, line);
            rowLines_.append(line);
            break;
        }
        auto* box = new QCheckBox(text, rows_);
        box->setChecked(true);
        layout->insertWidget(i, box);
        rowBoxes_.append(box);
        rowLines_.append(box);
        connect(box, &QCheckBox::toggled, this, [this] { emit rowChoiceChanged(tickedRows()); });
    }
    // New check boxes join the end of the focus chain: put the panel's
    // controls back in the order they are drawn, so Tab meets the rows first.
    QList<QWidget*> order(rowBoxes_.cbegin(), rowBoxes_.cend());
    order << clearAll_ << clearNone_ << clearChosen_ << pass_ << moves_ << hint_ << undo_ << redo_
          << newGame_;
    for (int i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);
    clearChosen_->setVisible(p.rowCount() > 1);
    emit rowChoiceChanged(tickedRows());
}

// One line per turn: the side, then every choice of that turn. The list is
// brought up to date line by line, so long games stay quick.
void KmSidePanel::refreshMoves() {
    const km::Game& game = table_->game();
    // From the game's own start: a set-up position is not the KM-B2 start.
    km::Position p = game.startPosition();
    QStringList lines{tr("By lot, %1 moves first.").arg(kmwords::sideName(game.first()))};
    QList<bool> undone{false};
    QString line;
    int turn = 0;
    int currentRow = 0;
    for (int i = 0; i < int(game.moves().size()); ++i) {
        if (line.isEmpty()) line = tr("%1. %2:").arg(++turn).arg(kmwords::sideName(p.toMove()));
        // The choices of one turn (a jump, the token put back, the rows)
        // are told apart by commas: "e4xg6, back to d11, clear none".
        const bool first = line.endsWith(QLatin1Char(':')) || line.endsWith(QChar(0x2026));
        line += (first ? QStringLiteral(" ") : QStringLiteral(", ")) +
                kmwords::moveText(p, game.moves()[std::size_t(i)]);
        const km::Change change = km::apply(p, game.moves()[std::size_t(i)]);
        const bool turnOver = change.turnEnds || change.gameOver;
        if (turnOver || i + 1 == int(game.moves().size()) || i + 1 == game.current()) {
            lines << line;
            undone << (i >= game.current());
            if (i < game.current()) currentRow = int(lines.size()) - 1;
            // The turn goes on past the current move: continue on a new line.
            line = turnOver ? QString() : tr("%1\u2026").arg(turn);
        }
    }
    while (moves_->count() > lines.size())
        delete moves_->takeItem(moves_->count() - 1);
    for (int i = 0; i < lines.size(); ++i) {
        const bool fresh = i >= moves_->count();
        QListWidgetItem* item = fresh ? new QListWidgetItem(moves_) : moves_->item(i);
        if (fresh || i >= shownLines_.size() || shownLines_[i] != lines[i]) item->setText(lines[i]);
        if (fresh || i >= shownUndone_.size() || shownUndone_[i] != undone[i])
            item->setForeground(undone[i] ? QColor(0x8A, 0x84, 0x78) : colours::ink);
    }
    shownLines_ = lines;
    shownUndone_ = undone;
    shownCurrent_ = currentRow;
    // After the panel's layout has settled (the row choice may appear).
    QTimer::singleShot(0, moves_, [this] { moves_->scrollToItem(moves_->item(shownCurrent_)); });
}

} // namespace club::app
