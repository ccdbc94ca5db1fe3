#include "pm_side_panel.h"

#include "common/painted_icon.h"
#include "engine/pm/table.h"
#include "fonts.h"
#include "palette.h"
#include "pm_art.h"
#include "pm_new_rubber_dialog.h"
#include "pm_words.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace club::app {

PmSidePanel::PmSidePanel(const pm::Table* table, QWidget* parent) : QWidget(parent), table_(table) {
    // Room for the text at the system font size, whenever it changes.
    followApplicationFont(this, [this] { setFixedWidth(qRound(290 * fontScale())); });
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, colours::cardStock);
    pal.setColor(QPalette::WindowText, colours::ink);
    setPalette(pal);
    auto* layout = new QVBoxLayout(this);
    auto label = [&](int size, bool title = false) {
        auto* l = new QLabel(this);
        l->setWordWrap(true);
        title ? useTitleFont(l, size) : useTextFont(l, size);
        layout->addWidget(l);
        return l;
    };
    game_ = label(13, true);
    turn_ = label(13);
    top_ = label(12);
    explanation_ = label(11);
    followApplicationFont(explanation_,
                          [this] { explanation_->setMinimumHeight(qRound(90 * fontScale())); });
    explanation_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    explanation_->setStyleSheet(QStringLiteral("color: #B3261E;"));
    hint_ = label(11);
    hint_->setAccessibleName(tr("Hint"));
    hint_->hide();

    scores_ = new QTableWidget(this);
    scores_->setColumnCount(3);
    scores_->setHorizontalHeaderLabels({tr("Player"), tr("Now"), tr("Rubber")});
    scores_->verticalHeader()->hide();
    scores_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    scores_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    scores_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    scores_->setSelectionMode(QAbstractItemView::NoSelection);
    scores_->setFocusPolicy(Qt::NoFocus);
    scores_->setAccessibleName(tr("Scores"));
    // Each man's mark as large as the name beside it; rows as tall as both.
    scores_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    followApplicationFont(scores_, [this] {
        const int mark = qRound(16 * fontScale());
        scores_->setIconSize(QSize(mark, mark));
        for (int r = 0; r < scores_->rowCount(); ++r)
            for (int c = 0; c < scores_->columnCount(); ++c)
                if (QTableWidgetItem* item = scores_->item(r, c)) item->setFont(textFont(11));
    });
    layout->addWidget(scores_, 1);

    play_ = new QPushButton(tr("&Play Card"), this);
    play_->setToolTip(tr("Plays the chosen card and move (Enter)"));
    undo_ = new QPushButton(tr("&Undo My Move"), this);
    nextGame_ = new QPushButton(tr("Deal &Next Game"), this);
    scoreSheet_ = new QPushButton(tr("&Score Sheet"), this);
    hintButton_ = new QPushButton(tr("H&int"), this); // Alt+H is the Help menu
    hintButton_->setToolTip(tr("Suggests the Expert's card and man, with the reason (H)"));
    for (QPushButton* b : {play_, hintButton_, undo_, nextGame_, scoreSheet_}) {
        useTextFont(b, 12);
        layout->addWidget(b);
    }
}

void PmSidePanel::setHint(const QString& text) {
    hint_->setText(text);
    hint_->setVisible(!text.isEmpty());
}

void PmSidePanel::setTopCard(std::optional<int> value) {
    top_->setText(value ? tr("Top card: %1").arg(pmwords::cardName(*value))
                        : tr("No card played yet: the leader opens with a PLUS card."));
}

QString PmSidePanel::topCardText() const {
    return top_->text();
}

void PmSidePanel::setExplanation(const QString& text) {
    explanation_->setText(text);
}

void PmSidePanel::refresh(bool computerThinking) {
    if (!table_->hasRubber()) return;
    const auto& rubber = table_->rubber();
    const auto& rec = rubber.currentRecord();
    const auto& seats = rubber.config().seats;
    const QString line =
        rubber.sectionCount() > 1
            ? tr("Game %1 of 5, section %2").arg(rec.number + 1).arg(rec.section + 1)
            : tr("Game %1 of 5").arg(rec.number + 1);
    game_->setText(line + QStringLiteral("\n") +
                   tr("%1 deals").arg(seats[rec.seats[rec.dealer]].name));
    const pm::Game& g = table_->game();
    if (g.isOver()) {
        turn_->setText(rubber.isOver() ? tr("The rubber is over.") : tr("The game is over."));
    } else {
        const auto& s = seats[table_->seatToMove()];
        turn_->setText(
            computerThinking
                ? tr("%1 is thinking\u2026").arg(s.name)
                : tr("%1 to play (%2)").arg(s.name, PmNewRubberDialog::colourName(s.colour)));
    }
    scores_->setRowCount(rubber.players());
    for (int s = 0; s < rubber.players(); ++s) {
        const auto it = std::find(rec.seats.begin(), rec.seats.end(), s);
        const bool inGame = it != rec.seats.end();
        // The live score of the board as it stands (PM-18): public knowledge.
        const QString now = inGame ? QString::number(g.score(int(it - rec.seats.begin())))
                                   : QStringLiteral("\u2014");
        const QStringList cells{seats[s].name, now, QString::number(rubber.total(s))};
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setFont(textFont(11));
            if (c == 0) {
                item->setForeground(colours::ink);
                // The mark too, drawn sharp at the icon's size and the screen's pixel ratio.
                item->setData(Qt::DecorationRole,
                              paintedIcon([colour = seats[s].colour](QPainter& p, const QRectF& r) {
                                  pm_art::paintMan(p, colour, r);
                              }));
            }
            scores_->setItem(s, c, item);
        }
    }
    nextGame_->setVisible(g.isOver() && !rubber.isOver());
    play_->setVisible(!g.isOver());
    hintButton_->setVisible(!g.isOver());
    hintButton_->setEnabled(!computerThinking);
}

} // namespace club::app
