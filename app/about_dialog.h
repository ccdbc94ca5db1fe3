// SPDX-License-Identifier: GPL-3.0-or-later
// Help > About: the program's version, the games' inventors and publishers,
// the program's licence (GPL-3.0-or-later) and the licences of the fonts
// embedded in it.
#pragma once

#include <QDialog>

namespace club::app {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    /// The credits shown on the first page, as rich text.
    static QString creditsHtml();
    /// The licence notice shown above the GPL's full text.
    static QString licenceNotice();

private:
    QWidget* createLicencePage();
    QWidget* createFontsPage();
};

} // namespace club::app
