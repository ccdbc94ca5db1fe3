// SPDX-License-Identifier: GPL-3.0-or-later
#include "party_standings_view.h"

#include "common/follow_language.h"
#include "engine/party/night_state.h"
#include "fonts.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace club::app {

PartyStandingsView::PartyStandingsView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    prizes_ = new QLabel(this);
    prizes_->setWordWrap(true);
    prizes_->setTextFormat(Qt::PlainText);
    useTextFont(prizes_, 11);
    prizes_->setStyleSheet(QStringLiteral("color: #F2E8CF; padding: 4px 12px;"));
    table_ = new QTableWidget(this);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->setAlternatingRowColors(true);
    followLanguage(this, [this] { table_->setAccessibleName(tr("Standings")); });
    QPalette pal = table_->palette();
    pal.setColor(QPalette::Base, QColor(0xFF, 0xFD, 0xF6));
    pal.setColor(QPalette::AlternateBase, QColor(0xF2, 0xE8, 0xCF));
    table_->setPalette(pal);
    // The figures as wide as they need, the name the rest; a long name
    // wraps and its row grows, so the table never scrolls sideways beside
    // the tables at 1024x768.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->setMinimumSectionSize(table_->verticalHeader()->defaultSectionSize());
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setWordWrap(true);
    layout->addWidget(prizes_);
    layout->addWidget(table_, 1);
}

QString PartyStandingsView::placeText(int place, bool shared) {
    if (place <= 0) return {};
    return shared ? QStringLiteral("=%1").arg(place) : QString::number(place);
}

void PartyStandingsView::showNight(const party::NightState& night) {
    table_->clear();
    table_->setRowCount(0);
    prizes_->clear();
    if (!night.isStarted()) return;
    const bool knockout = night.format() == party::Format::Knockout;
    const std::vector<party::Standing> rows = night.standings();
    QStringList heads;
    if (knockout)
        heads << tr("Place") << tr("Pair") << tr("Matches won") << tr("Out in") << tr("Prize");
    else
        heads << tr("Place") << tr("Name") << tr("Total") << tr("Won at table") << tr("Best game")
              << tr("Games") << tr("Prize");
    table_->setColumnCount(int(heads.size()));
    table_->setHorizontalHeaderLabels(heads);
    table_->setRowCount(int(rows.size()));
    QStringList first, second;
    for (int i = 0; i < int(rows.size()); ++i) {
        const party::Standing& s = rows[std::size_t(i)];
        const QString name = night.entrants()[std::size_t(s.entrant)].display();
        QString prize;
        if (s.prize == 1) {
            prize = tr("First prize");
            first << name;
        } else if (s.prize == 2) {
            prize = tr("Second prize");
            second << name;
        }
        QStringList cells;
        if (knockout) {
            const QString out = s.outInRound < 0 ? (night.isOver() ? QString() : tr("still in"))
                                                 : tr("round %1").arg(s.outInRound + 1);
            cells << placeText(s.place, s.shared) << name << QString::number(s.wins) << out
                  << prize;
        } else {
            const auto num = [](int v) {
                return v < 0 ? QChar(0x2212) + QString::number(-v) : QString::number(v);
            };
            cells << placeText(s.place, s.shared) << name << num(s.total) << QString::number(s.wins)
                  << (s.games > 0 ? num(s.best) : QString()) << QString::number(s.games) << prize;
        }
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c != 1) item->setTextAlignment(Qt::AlignCenter);
            if (s.prize > 0) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            table_->setItem(i, c, item);
        }
    }
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    if (night.isOver()) {
        const QLocale locale;
        QStringList lines;
        if (!first.isEmpty()) lines << tr("First prize: %1").arg(locale.createSeparatedList(first));
        if (!second.isEmpty())
            lines << tr("Second prize: %1").arg(locale.createSeparatedList(second));
        prizes_->setText(tr("The night is over.") + QLatin1Char(' ') +
                         lines.join(QStringLiteral(". ")) + QLatin1Char('.'));
    } else {
        prizes_->setText(knockout ? tr("Pairs still in are listed first.")
                                  : tr("Running totals after the results entered so far."));
    }
}

} // namespace club::app
