// SPDX-License-Identifier: GPL-3.0-or-later
#include "pm_score_dialog.h"

#include "common/file_dialogs.h"
#include "common/follow_language.h"
#include "engine/pm/table.h"
#include "fonts.h"
#include "pm_result_words.h"
#include "pm_score_sheet.h"
#include "pm_words.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

namespace club::app {

ScoreSheetWidget::ScoreSheetWidget(QWidget* parent) : QWidget(parent) {
    setMinimumSize(420, 520);
    followLanguage(this, [this] { setAccessibleName(tr("Score sheet")); });
}

void ScoreSheetWidget::setSheet(const ScoreSheet& sheet) {
    sheet_ = std::make_unique<ScoreSheet>(sheet);
    // The accessible description reads the sheet out, ringed scores as minus.
    QStringList lines;
    for (int p = 0; p < sheet.names.size(); ++p)
        lines << tr("%1: total %2")
                     .arg(sheet.names[p], pmwords::scoreText(sheet.totals[p].value_or(0)));
    setAccessibleDescription(lines.join(QStringLiteral("; ")));
    update();
}

void ScoreSheetWidget::paintEvent(QPaintEvent*) {
    if (!sheet_) return;
    QPainter p(this);
    // Keep the A4 proportion of the printed sheet: landscape, as the PDF,
    // for more than five players, so that their names keep a legible size.
    const qreal ratio = sheet_->names.size() > 5 ? 1 / 1.414 : 1.414; // height / width
    QSizeF size(width(), width() * ratio);
    if (size.height() > height()) size = QSizeF(height() / ratio, height());
    const QRectF page(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size);
    paintScoreSheet(p, page, *sheet_);
}

PmScoreDialog::PmScoreDialog(pm::Table* table, QWidget* parent) : QDialog(parent), table_(table) {
    auto* layout = new QVBoxLayout(this);
    // The moment the game ends: who won it with what, how the rubber stands.
    result_ = new QLabel(this);
    result_->setWordWrap(true);
    useTitleFont(result_, 12);
    layout->addWidget(result_);
    widget_ = new ScoreSheetWidget(this);
    layout->addWidget(widget_, 1);
    auto* buttons = new QDialogButtonBox(this);
    auto* print = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    auto* pdf = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    next_ = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    newRubber_ = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    auto* cream = new QCheckBox(this);
    cream->setChecked(printCreamPaper());
    connect(cream, &QCheckBox::toggled, this, [](bool on) { setPrintCreamPaper(on); });
    layout->addWidget(cream);
    layout->addWidget(buttons);
    connect(newRubber_, &QPushButton::clicked, this, [this] {
        accept();
        emit newRubberRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(print, &QPushButton::clicked, this,
            [this] { printPreview(forPaper(scoreSheetFor(table_->rubber())), this); });
    connect(pdf, &QPushButton::clicked, this,
            [this] { exportPdf(forPaper(scoreSheetFor(table_->rubber())), this); });
    connect(next_, &QPushButton::clicked, this, [this] {
        table_->nextGame();
        accept();
    });
    connect(table_, &pm::Table::scoresChanged, this, &PmScoreDialog::refresh);
    connect(table_, &pm::Table::gameStarted, this, &PmScoreDialog::refresh);
    // Every word, the sheet's own included, in the language chosen.
    followLanguage(this, [=, this] {
        setWindowTitle(tr("P.M. Score Sheet"));
        result_->setAccessibleName(tr("Result"));
        print->setText(tr("&Print\u2026"));
        pdf->setText(tr("&Export PDF\u2026"));
        next_->setText(tr("Deal &Next Game"));
        newRubber_->setText(tr("New &Rubber\u2026"));
        cream->setText(tr("Print on &cream card"));
        cream->setToolTip(tr("White paper saves ink; cream looks like the period sheet"));
        refresh();
    });
    // A tall sheet, but never taller than the screen (a 768-line laptop);
    // larger with the text on a large screen (fontScale()).
    const bool wide = table_->hasRubber() && table_->rubber().players() > 5; // landscape sheet
    const QSize size = (wide ? QSize(960, 760) : QSize(600, 800)) * qMax(1.0, fontScale());
    resize(size.boundedTo(screen()->availableSize() * 0.92));
}

PmScoreDialog::~PmScoreDialog() = default;

QString PmScoreDialog::resultText() const {
    return result_->isHidden() ? QString() : result_->text();
}

void PmScoreDialog::setForReading() {
    forReading_ = true;
    refresh();
}

void PmScoreDialog::refresh() {
    if (!table_->hasRubber()) return;
    const pm::Rubber& rubber = table_->rubber();
    widget_->setSheet(scoreSheetFor(rubber));
    const bool between = !forReading_ && table_->game().isOver() && !rubber.isOver();
    QString result = pmwords::gameResult(rubber);
    if (!result.isEmpty())
        result += QLatin1Char('\n') + (rubber.isOver() ? pmwords::rubberResult(rubber)
                                                       : pmwords::rubberStanding(rubber));
    result_->setText(result);
    result_->setVisible(!result.isEmpty());
    newRubber_->setVisible(!forReading_ && rubber.isOver());
    // Says what it does: which game it deals (and in which section).
    if (between) {
        const auto [number, section] = table_->nextDeal();
        next_->setText(rubber.sectionCount() > 1
                           ? tr("&Next: Deal Game %1, Section %2").arg(number + 1).arg(section + 1)
                           : tr("&Next: Deal Game %1 of 5").arg(number + 1));
    }
    next_->setVisible(between);
    next_->setDefault(between);
    // The keyboard starts on Deal Next Game between games, else on Close:
    // never on New Rubber, where an Enter too many would give up the
    // finished rubber's sheet.
    if (!focusWidget() || !focusWidget()->isVisible()) {
        auto* box = findChild<QDialogButtonBox*>();
        (between ? next_ : box->button(QDialogButtonBox::Close))->setFocus();
    }
}

void PmScoreDialog::printPreview(const ScoreSheet& sheet, QWidget* parent) {
    previewScoreSheet(sheet, parent);
}

void PmScoreDialog::exportPdf(const ScoreSheet& sheet, QWidget* parent) {
    const QString path = askSavePath(parent, tr("Export Score Sheet"), FileKind::Sheet,
                                     fileNameFor(tr("P.M. score sheet"), QStringLiteral("pdf")),
                                     tr("PDF files (*.pdf)"));
    if (path.isEmpty()) return;
    if (const QString error = exportScoreSheetPdf(sheet, path); !error.isEmpty())
        QMessageBox::warning(parent, tr("Export Score Sheet"), error);
}

} // namespace club::app
