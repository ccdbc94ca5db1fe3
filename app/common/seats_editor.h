// SPDX-License-Identifier: GPL-3.0-or-later
// The seats of a new-game dialog, the same for every game: a row per seat
// with its number, a name, a colour (with its mark) and who plays it (a
// person or a computer level). Each game brings its own choices and words
// (translated in its own context); the dialog reads and fills the rows.
// The name fields offer the names the club knows (its book's members, most
// recently played first) as one types: the shell does not read the book, so
// the window gives every editor its source once, at start.
#pragma once

#include <functional>

#include <QIcon>
#include <QList>
#include <QString>
#include <QVariant>
#include <QWidget>

class QComboBox;
class QStringListModel;
class QGridLayout;
class QLabel;
class QLineEdit;

namespace club::app {

/// One entry of a colour or player list: what is shown and what it means.
struct SeatChoice {
    QIcon icon;
    QString label;
    QVariant value;
};

/// A game's words for its seats, each with %1 for the seat's number (1 up).
struct SeatsEditorWords {
    QString nameHead, colourHead, playerHead; ///< the column heads
    QString rowLabel;                         ///< "%1." or "Seat %1:"
    QString nameAccessible, colourAccessible, playerAccessible;
};

class SeatsEditor : public QWidget {
    Q_OBJECT
public:
    SeatsEditor(int seats, const SeatsEditorWords& words, const QList<SeatChoice>& colours,
                const QList<SeatChoice>& players, QWidget* parent = nullptr);

    int seats() const { return int(names_.size()); }
    /// Shows the first `count` rows, hiding the rest.
    void setShown(int count);

    QLabel* label(int seat) const { return labels_[seat]; }
    QLineEdit* name(int seat) const { return names_[seat]; }
    QComboBox* colour(int seat) const { return colours_[seat]; }
    QComboBox* player(int seat) const { return players_[seat]; }
    QList<QComboBox*> playerBoxes() const { return players_; }
    /// Selects the entry whose value is `value` (the first if none is).
    static void choose(QComboBox* box, const QVariant& value);

    /// Who plays a seat, in the words of every game's dialog (translated
    /// once, in this class's context): the column's head, a person, and a
    /// computer of `level` ("beginner", "standard" or "expert").
    static QString playedByWords();
    static QString personWords();
    static QString computerWords(const QString& level);

    /// Where every editor made from now on takes the names it offers.
    static void setKnownNamesSource(std::function<QStringList()> source);
    /// The names the name fields offer, in this order.
    void setKnownNames(const QStringList& names);
    QStringList knownNames() const;

signals:
    /// A name, colour or player changed.
    void edited();

private:
    QGridLayout* grid_;
    QStringListModel* knownNames_; ///< every row's completer offers these
    QList<QLabel*> labels_;
    QList<QLineEdit*> names_;
    QList<QComboBox*> colours_;
    QList<QComboBox*> players_;
};

} // namespace club::app
