// SPDX-License-Identifier: GPL-3.0-or-later
// Help > About: the program's version, the games' inventors and publishers,
// and the licences of the fonts embedded in the program.
#pragma once

#include <QDialog>

namespace club::app {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    /// The credits shown on the first page, as rich text.
    static QString creditsHtml();

private:
    QWidget* createFontsPage();
};

} // namespace club::app
