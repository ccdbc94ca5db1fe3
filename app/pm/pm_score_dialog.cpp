#include "pm_score_dialog.h"

#include "engine/pm/table.h"
#include "pm_score_sheet.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

namespace club::app {

ScoreSheetWidget::ScoreSheetWidget(QWidget* parent) : QWidget(parent) {
    setMinimumSize(420, 520);
    setAccessibleName(tr("Score sheet"));
}

void ScoreSheetWidget::setSheet(const ScoreSheet& sheet) {
    sheet_ = std::make_unique<ScoreSheet>(sheet);
    // The accessible description reads the sheet out, ringed scores as minus.
    QStringList lines;
    for (int p = 0; p < sheet.names.size(); ++p)
        lines << tr("%1: total %2").arg(sheet.names[p]).arg(sheet.totals[p].value_or(0));
    setAccessibleDescription(lines.join(QStringLiteral("; ")));
    update();
}

void ScoreSheetWidget::paintEvent(QPaintEvent*) {
    if (!sheet_) return;
    QPainter p(this);
    // Keep the A4 proportion (1 : 1.414) of the printed sheet.
    QSizeF size(width(), width() * 1.414);
    if (size.height() > height()) size = QSizeF(height() / 1.414, height());
    const QRectF page(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size);
    paintScoreSheet(p, page, *sheet_);
}

PmScoreDialog::PmScoreDialog(pm::Table* table, QWidget* parent) : QDialog(parent), table_(table) {
    setWindowTitle(tr("P.M. Score Sheet"));
    auto* layout = new QVBoxLayout(this);
    widget_ = new ScoreSheetWidget(this);
    layout->addWidget(widget_, 1);
    auto* buttons = new QDialogButtonBox(this);
    auto* print = buttons->addButton(tr("&Print\u2026"), QDialogButtonBox::ActionRole);
    auto* pdf = buttons->addButton(tr("&Export PDF\u2026"), QDialogButtonBox::ActionRole);
    next_ = buttons->addButton(tr("Deal &Next Game"), QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(print, &QPushButton::clicked, this,
            [this] { printPreview(scoreSheetFor(table_->rubber()), this); });
    connect(pdf, &QPushButton::clicked, this,
            [this] { exportPdf(scoreSheetFor(table_->rubber()), this); });
    connect(next_, &QPushButton::clicked, this, [this] {
        table_->nextGame();
        accept();
    });
    connect(table_, &pm::Table::scoresChanged, this, &PmScoreDialog::refresh);
    connect(table_, &pm::Table::gameStarted, this, &PmScoreDialog::refresh);
    refresh();
    // A tall sheet, but never taller than the screen (a 768-line laptop).
    resize(QSize(600, 800).boundedTo(screen()->availableSize() * 0.92));
}

PmScoreDialog::~PmScoreDialog() = default;

void PmScoreDialog::refresh() {
    if (!table_->hasRubber()) return;
    widget_->setSheet(scoreSheetFor(table_->rubber()));
    const bool between = table_->game().isOver() && !table_->rubber().isOver();
    next_->setVisible(between);
    next_->setDefault(between);
    // The keyboard starts on Deal Next Game between games, else on Close.
    if (!focusWidget() || !focusWidget()->isVisible()) {
        auto* box = findChild<QDialogButtonBox*>();
        (between ? next_ : box->button(QDialogButtonBox::Close))->setFocus();
    }
}

void PmScoreDialog::printPreview(const ScoreSheet& sheet, QWidget* parent) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageOrientation(sheet.names.size() > 5 ? QPageLayout::Landscape
                                                      : QPageLayout::Portrait);
    QPrintPreviewDialog preview(&printer, parent);
    connect(&preview, &QPrintPreviewDialog::paintRequested, parent, [&sheet](QPrinter* pr) {
        QPainter painter(pr);
        paintScoreSheet(painter,
                        pr->pageRect(QPrinter::DevicePixel)
                            .translated(-pr->pageRect(QPrinter::DevicePixel).topLeft()),
                        sheet);
    });
    preview.exec();
}

void PmScoreDialog::exportPdf(const ScoreSheet& sheet, QWidget* parent) {
    const QString path =
        QFileDialog::getSaveFileName(parent, tr("Export Score Sheet"),
                                     QStringLiteral("pm-score-sheet.pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty()) return;
    if (const QString error = exportScoreSheetPdf(sheet, path); !error.isEmpty())
        QMessageBox::warning(parent, tr("Export Score Sheet"), error);
}

} // namespace club::app
