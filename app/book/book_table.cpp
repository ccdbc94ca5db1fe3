// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_table.h"

#include "fonts.h"
#include "palette.h"

#include <QApplication>
#include <QHeaderView>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTableWidget>

namespace club::app {

namespace {
/// Measures a cell as it is painted: its words wrap in the width less the
/// padding the style sheet gives it (the plain measure wraps them in the
/// whole width, and a row came out a line short).
class PaddedCellDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const int apart = gapBefore(option, index);
        QStyleOptionViewItem narrower = option;
        narrower.rect.setWidth(qMax(1, option.rect.width() - 2 * BookCellPadding - apart));
        return QStyledItemDelegate::sizeHint(narrower, index) + QSize(apart, 0);
    }
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        const int apart = gapBefore(option, index);
        if (apart == 0) return QStyledItemDelegate::paint(painter, option, index);
        QStyleOptionViewItem words = option;
        initStyleOption(&words, index);
        const QWidget* view = option.widget;
        QStyle* style = view ? view->style() : QApplication::style();
        // The cell's ground (a chosen row's colour) across the whole cell,
        // then the words after the gap.
        QStyleOptionViewItem ground = words;
        ground.text.clear();
        style->drawControl(QStyle::CE_ItemViewItem, &ground, painter, view);
        if (words.direction == Qt::RightToLeft)
            words.rect.setRight(words.rect.right() - apart);
        else
            words.rect.setLeft(words.rect.left() + apart);
        words.state &= ~QStyle::State_HasFocus;
        style->drawControl(QStyle::CE_ItemViewItem, &words, painter, view);
    }

private:
    static bool setLeading(const QModelIndex& index) {
        const auto align = Qt::Alignment(index.data(Qt::TextAlignmentRole).toInt());
        return !(align & (Qt::AlignTrailing | Qt::AlignRight | Qt::AlignHCenter));
    }
    /// Words set leading straight after figures set trailing stand an em
    /// further off: "1.0" and "8 games below nothing" read as one run.
    static int gapBefore(const QStyleOptionViewItem& option, const QModelIndex& index) {
        if (index.column() == 0 || !setLeading(index) ||
            setLeading(index.siblingAtColumn(index.column() - 1)))
            return 0;
        return option.fontMetrics.horizontalAdvance(QLatin1Char('M'));
    }
};
} // namespace

QTableWidget* makeBookTable(QWidget* parent) {
    auto* table = new QTableWidget(parent);
    styleBookTable(table);
    return table;
}

void styleBookTable(QTableView* table) {
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setTabKeyNavigation(false); // Tab goes on to the next control
    table->setAlternatingRowColors(true);
    table->setShowGrid(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setHighlightSections(false);
    table->setWordWrap(true); // a long note takes two lines, not an ellipsis
    table->setItemDelegate(new PaddedCellDelegate(table));
    QPalette pal = table->palette();
    pal.setColor(QPalette::Base, colours::cardStock);
    pal.setColor(QPalette::AlternateBase, colours::cardStock.darker(106));
    pal.setColor(QPalette::Text, colours::ink);
    pal.setColor(QPalette::Highlight, colours::red);
    pal.setColor(QPalette::HighlightedText, colours::cardStock);
    table->setPalette(pal);
    table->setStyleSheet(
        QStringLiteral("QHeaderView::section { background: %1; color: %2; border: none; "
                       "border-bottom: 2px solid %3; padding: 4px 8px; } "
                       "QTableView::item { padding: 0px %4px; }")
            .arg(colours::cardStock.name(), colours::ink.name(), colours::red.name())
            .arg(BookCellPadding));
    followApplicationFont(table, [table] {
        table->setFont(textFont(10.5));
        table->horizontalHeader()->setFont(titleFont(9.5));
        table->verticalHeader()->setDefaultSectionSize(QFontMetrics(textFont(10.5)).height() * 3 /
                                                       2);
    });
}

void fillBookTable(QTableWidget* table, const QStringList& headings, const QList<QStringList>& rows,
                   int stretch) {
    table->clear();
    table->setColumnCount(int(headings.size()));
    table->setRowCount(int(rows.size()));
    table->setHorizontalHeaderLabels(headings);
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < headings.size(); ++c) {
            auto* item = new QTableWidgetItem(rows[r].value(c));
            item->setTextAlignment(Qt::AlignVCenter |
                                   (c == 0 || c == stretch ? Qt::AlignLeading : Qt::AlignTrailing));
            table->setItem(r, c, item);
        }
    QHeaderView* header = table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (stretch < headings.size()) header->setSectionResizeMode(stretch, QHeaderView::Stretch);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void fitBookTableHeight(QTableWidget* table) {
    table->resizeRowsToContents();
    // A table wider than its room scrolls sideways, and the scroll bar
    // takes its height from the rows': it is added, or the last row's last
    // line stands under it.
    const int frame = 2 * table->frameWidth();
    const bool sideways = table->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff &&
                          table->horizontalHeader()->length() > table->width() - frame;
    const int height = table->horizontalHeader()->sizeHint().height() +
                       table->verticalHeader()->length() + frame +
                       (sideways ? table->horizontalScrollBar()->sizeHint().height() : 0);
    table->setFixedHeight(height);
}

void keepBookTableWhole(QTableWidget* table) {
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fitBookTableHeight(table);
    QObject::connect(table->horizontalHeader(), &QHeaderView::sectionResized, table,
                     [table] { fitBookTableHeight(table); });
    // The table made narrower or wider: the sideways scroll bar comes or goes.
    QObject::connect(
        table->horizontalScrollBar(), &QScrollBar::rangeChanged, table,
        [table] { fitBookTableHeight(table); }, Qt::QueuedConnection);
    // A row grown by a name wrapped onto two lines, once the columns are laid
    // out: the height follows, so the last row is not cut.
    QObject::connect(
        table->verticalHeader(), &QHeaderView::sectionResized, table,
        [table] { fitBookTableHeight(table); }, Qt::QueuedConnection);
}

} // namespace club::app
