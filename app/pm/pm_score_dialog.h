// SPDX-License-Identifier: GPL-3.0-or-later
// The score sheet window: the rubber so far in period style, with print
// preview, PDF export and, between games, the next deal.
#pragma once

#include "pm_score_sheet.h"

#include <QDialog>
#include <memory>

class QLabel;
class QPushButton;

namespace club::pm {
class Table;
}

namespace club::app {

class ScoreSheetWidget : public QWidget {
    Q_OBJECT
public:
    explicit ScoreSheetWidget(QWidget* parent = nullptr);
    void setSheet(const ScoreSheet& sheet);
    QSize sizeHint() const override { return {560, 720}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::unique_ptr<ScoreSheet> sheet_;
};

class PmScoreDialog : public QDialog {
    Q_OBJECT
public:
    PmScoreDialog(pm::Table* table, QWidget* parent = nullptr);
    ~PmScoreDialog() override;

    /// Print preview of the sheet (also used for blank sheets).
    static void printPreview(const ScoreSheet& sheet, QWidget* parent);
    /// Asks for a file name and writes the PDF.
    static void exportPdf(const ScoreSheet& sheet, QWidget* parent);
    /// The words above the sheet: the game's winner, the rubber's standing.
    QString resultText() const;
    /// Only reads the sheet (a replay): it neither deals on nor starts a rubber.
    void setForReading();

signals:
    /// The rubber is over and the players want another (the window asks).
    void newRubberRequested();

private:
    void refresh();

    pm::Table* table_;
    QLabel* result_;
    ScoreSheetWidget* widget_;
    QPushButton* next_;
    QPushButton* newRubber_;
    bool forReading_ = false;
};

} // namespace club::app
