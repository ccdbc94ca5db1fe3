// SPDX-License-Identifier: GPL-3.0-or-later
// A member's charts from the club's book (issue 27): their rating after
// each night at one game, how their scores fall at it, and their games
// played and won at every game, in the program's period dress (cream card,
// ink, the period type), with a sentence where a chart would be empty. The
// charts print, and save as PDF, through the club's sheet printer.
#pragma once

#include <QWidget>

class QBarSet;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;
class QPainter;
class QPushButton;
class QRectF;
class QStackedWidget;

namespace club::book {

class Book;

class MemberCharts : public QWidget {
    Q_OBJECT
public:
    /// `member`: a member's name, or a computer's rated name
    /// ("computer:expert", rating_history.h).
    MemberCharts(Book& book, const QString& member, QWidget* parent = nullptr);

    /// Shows `member`'s charts, at the game they played most.
    void setMember(const QString& member);
    QString member() const { return member_; }
    /// The game the rating and score charts are of (its registry id).
    void setKind(const QString& kind);
    QString kind() const;
    /// Reads the book again (after a game is recorded).
    void refresh();

    /// The member's name in the player's words ("the computer (Expert)").
    static QString displayName(const QString& member);
    /// A game's name in the player's words.
    static QString kindName(const QString& kind);
    /// `name` on two lines (an axis label's HTML) when it is long.
    static QString twoLines(const QString& name);

    /// Paints the three charts on a page of paper (what Print… and Save as
    /// PDF… print).
    void paintSheet(QPainter& painter, const QRectF& page);
    /// Writes the charts as a one-page PDF. @returns an empty string, or the error.
    QString writePdf(const QString& path);

    // For tests: the charts' series, and whether each shows its sentence.
    QLineSeries* ratingSeries() const { return ratingLine_; }
    QBarSet* scoreSet() const { return scoreSet_; }
    QBarSet* playedSet() const { return playedSet_; }
    QBarSet* wonSet() const { return wonSet_; }
    /// The labels of the score scale (where one bar meets the next).
    QStringList scoreCategories() const;
    QStringList winCategories() const;
    /// The sentence shown instead of chart `index` (0 rating, 1 scores,
    /// 2 wins), or empty when the chart is shown.
    QString emptySentence(int index) const;

private:
    struct Pane {
        QStackedWidget* stack = nullptr;
        QChartView* view = nullptr;
        QLabel* sentence = nullptr;
    };
    Pane makePane();
    void showChart(Pane& pane, bool shown, const QString& sentence);
    void fillKinds();
    void fillRating();
    void fillScores();
    void fillWins();
    void retranslate();
    void print();
    void saveAsPdf();

    Book& book_;
    QString member_;
    QLabel* title_ = nullptr;
    QLabel* kindLabel_ = nullptr;
    QComboBox* kinds_ = nullptr;
    QPushButton* printButton_ = nullptr;
    QPushButton* pdfButton_ = nullptr;
    Pane panes_[3];
    QLineSeries* ratingLine_ = nullptr;
    QBarSet* scoreSet_ = nullptr;
    QBarSet* playedSet_ = nullptr;
    QBarSet* wonSet_ = nullptr;
};

} // namespace club::book
