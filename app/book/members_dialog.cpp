// SPDX-License-Identifier: GPL-3.0-or-later
#include "members_dialog.h"

#include "book_members.h"
#include "remembered_names.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace club::book {

namespace {

enum Column { NameColumn, GamesColumn, LastColumn };

} // namespace

MembersDialog::MembersDialog(const QString& bookPath, QWidget* parent)
    : MembersDialog(BookLocation::file(bookPath), parent) {}

MembersDialog::MembersDialog(const BookLocation& location, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Club Members"));
    intro_ = new QLabel(this);
    intro_->setWordWrap(true);
    list_ = new QTreeWidget(this);
    list_->setRootIsDecorated(false);
    list_->setAllColumnsShowFocus(true);
    list_->setHeaderLabels({tr("Member"), tr("Games"), tr("Last played")});
    list_->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    list_->header()->setSectionResizeMode(GamesColumn, QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(LastColumn, QHeaderView::ResizeToContents);
    list_->header()->setStretchLastSection(false);
    list_->setAccessibleName(tr("Club members"));
    intro_->setBuddy(list_);

    rename_ = new QPushButton(tr("&Rename\u2026"), this);
    merge_ = new QPushButton(tr("&Merge Into\u2026"), this);
    remove_ = new QPushButton(tr("R&emove\u2026"), this);
    rename_->setToolTip(tr("Give this member another name; their games stay theirs."));
    merge_->setToolTip(tr("Two names for one person: this member's games go to the other name."));
    remove_->setToolTip(tr("Take this member's name out of the book."));
    auto* actions = new QVBoxLayout;
    for (QPushButton* b : {rename_, merge_, remove_})
        actions->addWidget(b);
    actions->addStretch();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* middle = new QHBoxLayout;
    middle->addWidget(list_, 1);
    middle->addLayout(actions);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addLayout(middle, 1);
    layout->addWidget(buttons);

    connect(rename_, &QPushButton::clicked, this, &MembersDialog::renameSelected);
    connect(merge_, &QPushButton::clicked, this, &MembersDialog::mergeSelected);
    connect(remove_, &QPushButton::clicked, this, &MembersDialog::removeSelected);
    connect(list_, &QTreeWidget::currentItemChanged, this, &MembersDialog::updateButtons);
    connect(list_, &QTreeWidget::itemActivated, this, &MembersDialog::renameSelected);

    problem_ = book_.open(location);
    refresh();
    resize(560, 420);
}

QString MembersDialog::selectedName() const {
    const QTreeWidgetItem* item = list_->currentItem();
    return item ? item->text(NameColumn) : QString();
}

void MembersDialog::select(const QString& name) {
    const QList<QTreeWidgetItem*> found = list_->findItems(name, Qt::MatchExactly, NameColumn);
    if (!found.isEmpty()) list_->setCurrentItem(found.first());
}

void MembersDialog::refresh() {
    const QString selected = selectedName();
    list_->clear();
    const QList<MemberSummary> members = memberSummaries(book_);
    for (const MemberSummary& m : members) {
        auto* item = new QTreeWidgetItem(list_);
        item->setText(NameColumn, m.name);
        item->setText(GamesColumn, QLocale().toString(m.games));
        item->setTextAlignment(GamesColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(LastColumn, m.lastPlayed.isValid()
                                      ? QLocale().toString(m.lastPlayed.toLocalTime().date(),
                                                           QLocale::ShortFormat)
                                      : QString());
    }
    if (!problem_.isEmpty())
        intro_->setText(tr("The club's book cannot be opened (%1).").arg(problem_));
    else if (members.isEmpty())
        intro_->setText(tr("No one is in the club's book yet: players join it by name when "
                           "they finish a game."));
    else
        intro_->setText(tr("Everyone in the club's book, whoever played last first:"));
    select(selected);
    if (!list_->currentItem() && list_->topLevelItemCount() > 0)
        list_->setCurrentItem(list_->topLevelItem(0));
    updateButtons();
}

void MembersDialog::updateButtons() {
    const bool chosen = !selectedName().isEmpty();
    rename_->setEnabled(chosen);
    merge_->setEnabled(chosen && list_->topLevelItemCount() > 1);
    remove_->setEnabled(chosen);
}

bool MembersDialog::done(const QString& problem) {
    if (problem.isEmpty()) {
        emit membersChanged();
        return true;
    }
    QMessageBox::warning(this, tr("Club Members"), problem);
    return false;
}

void MembersDialog::renameSelected() {
    const QString name = selectedName();
    if (name.isEmpty()) return;
    bool ok = false;
    const QString to =
        QInputDialog::getText(this, tr("Rename %1").arg(name), tr("New name for %1:").arg(name),
                              QLineEdit::Normal, name, &ok);
    if (!ok || to.trimmed() == name) return;
    const bool renamed = done(renameMember(book_, name, to));
    if (renamed) {
        QSettings settings;
        renameRememberedNames(settings, name, to);
    }
    refresh();
    if (renamed) select(to.trimmed());
}

void MembersDialog::mergeSelected() {
    const QString name = selectedName();
    if (name.isEmpty()) return;
    QStringList others = knownNames(book_);
    others.removeAll(name);
    if (others.isEmpty()) return;
    bool ok = false;
    const QString into =
        QInputDialog::getItem(this, tr("Merge %1").arg(name),
                              tr("%1 is the same person as:").arg(name), others, 0, false, &ok);
    if (!ok || into.isEmpty()) return;
    int games = 0;
    for (const MemberSummary& m : memberSummaries(book_))
        if (m.name == name) games = m.games;
    const auto answer = QMessageBox::question(
        this, tr("Merge %1").arg(name),
        tr("%1's games (%n in all) become %2's, and the name %1 leaves the club's book. "
           "This cannot be undone.",
           nullptr, games)
            .arg(name, into),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes) return;
    const bool merged = done(mergeMembers(book_, name, into));
    if (merged) {
        QSettings settings;
        renameRememberedNames(settings, name, into);
    }
    refresh();
    if (merged) select(into);
}

void MembersDialog::removeSelected() {
    const QString name = selectedName();
    if (name.isEmpty()) return;
    const RemovalEffect effect = removalEffect(book_, name);
    QString text = tr("Remove %1 from the club's book? Their name leaves the book everywhere; "
                      "in replays they sit as a guest.")
                       .arg(name);
    if (effect.gamesKept > 0)
        text += QLatin1Char(' ') +
                tr("The other players keep their scores and wins in the %n game(s) %1 played "
                   "with them.",
                   nullptr, effect.gamesKept)
                    .arg(name);
    if (effect.gamesRemoved > 0)
        text += QLatin1Char(' ') + tr("The %n game(s) %1 played with no other member go too.",
                                      nullptr, effect.gamesRemoved)
                                       .arg(name);
    text += QLatin1Char(' ') + tr("This cannot be undone.");
    QMessageBox box(QMessageBox::Warning, tr("Remove %1").arg(name), text, QMessageBox::Cancel,
                    this);
    QPushButton* yes = box.addButton(tr("Remove %1").arg(name), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != yes) return;
    done(removeMember(book_, name, tr("Guest")));
    refresh();
}

} // namespace club::book
