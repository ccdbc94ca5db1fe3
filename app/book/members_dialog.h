// SPDX-License-Identifier: GPL-3.0-or-later
// The club's members, for the secretary: everyone in the book with how many
// games they have played and when they last played, most recent first; a
// member renamed, merged into another, or removed (book_members.h says what
// each does), after a confirmation in the player's words. A refusal or a
// failure is shown as it comes back, and the book is left as it was.
#pragma once

#include "book.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace club::book {

class MembersDialog : public QDialog {
    Q_OBJECT
public:
    /// Opens the book at `bookPath` (a book that cannot open is said so).
    explicit MembersDialog(const QString& bookPath, QWidget* parent = nullptr);
    /// Opens the book at `location` (a file, or the club's server).
    explicit MembersDialog(const BookLocation& location, QWidget* parent = nullptr);

    QTreeWidget* list() const { return list_; }
    /// The member selected, or an empty string.
    QString selectedName() const;
    void select(const QString& name);

    /// Each asks (the new name; whom to merge into; are you sure), then
    /// changes the book. The questions are modal dialogs.
    void renameSelected();
    void mergeSelected();
    void removeSelected();

signals:
    /// The book's members changed (a page showing the book reads it again).
    void membersChanged();

private:
    void refresh();
    void updateButtons();
    /// Shows a refusal or a failure; true when there was none.
    bool done(const QString& problem);

    Book book_;
    QString problem_;
    QLabel* intro_;
    QTreeWidget* list_;
    QPushButton* rename_;
    QPushButton* merge_;
    QPushButton* remove_;
};

} // namespace club::book
