// SPDX-License-Identifier: GPL-3.0-or-later
#include "about_dialog.h"

#include "fonts.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScreen>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace club::app {

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("About Players Club"));

    auto* icon = new QLabel(this);
    icon->setPixmap(windowIcon().pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    auto* title = new QLabel(tr("Players Club"), this);
    title->setFont(titleFont(22));
    auto* version = new QLabel(tr("Version %1").arg(QStringLiteral(PLAYERS_CLUB_VERSION)), this);
    version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* heading = new QVBoxLayout;
    heading->addWidget(title);
    heading->addWidget(version);
    heading->addStretch();
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(heading, 1);

    auto* credits = new QTextBrowser(this);
    credits->setOpenExternalLinks(true);
    credits->setHtml(creditsHtml());
    credits->setAccessibleName(tr("The games and their makers"));

    auto* tabs = new QTabWidget(this);
    tabs->addTab(credits, tr("&Games"));
    tabs->addTab(createLicencePage(), tr("&Licence"));
    tabs->addTab(createFontsPage(), tr("&Fonts"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(tabs, 1);
    layout->addWidget(buttons);
    // Room for the credits at the user's font size, never a cramped box.
    const int line = fontMetrics().height();
    resize(QSize(line * 34, line * 30).boundedTo(screen()->availableSize() * 0.92));
}

QString AboutDialog::creditsHtml() {
    return tr("<p>A compendium of period parlour games, named after the \"P.M.\" Players Club "
              "of 192 Lower Addiscombe Road, Croydon.</p>") +
           tr("<h3>P.M. (Plus and Minus)</h3>"
              "<p>Invented about 1935 by the founder of the \"P.M.\" Players Club, Croydon, "
              "who also offered the games \"Sorry\" and \"Car-Soc\". The box names no maker; "
              "it was probably made by John Waddington Ltd of Leeds and London.</p>") +
           tr("<h3>Patchesi</h3>"
              "<p>The Victorian race game of the cross-shaped board, published by "
              "John Jaques &amp; Son of Thornton Heath.</p>") +
           tr("<h3>King's Men</h3>"
              "<p>A game by Elizabeth Magie Phillips, the inventor of The Landlord's Game, "
              "published by Parker Brothers of Salem, Massachusetts, in 1937.</p>") +
           tr("<h3>Once Around Cribbage</h3>"
              "<p>Cribbage, the old English card game, on the Once Around boards of the "
              "Pacific Game Company, with their tracks for corners, games, points, skunks "
              "and high hands.</p>") +
           tr("<p><small>The rules are taken from the period rule sheets. The original "
              "makers are named for history; they have no part in this program.</small></p>");
}

QString AboutDialog::licenceNotice() {
    return tr("Players Club is free software: you can redistribute it and/or modify it under "
              "the terms of the GNU General Public License as published by the Free Software "
              "Foundation, either version 3 of the License, or (at your option) any later "
              "version.\n\nIt is distributed in the hope that it will be useful, but WITHOUT "
              "ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS "
              "FOR A PARTICULAR PURPOSE. The licence's full text follows.");
}

QWidget* AboutDialog::createLicencePage() {
    auto* text = new QPlainTextEdit(this);
    text->setReadOnly(true);
    text->setAccessibleName(tr("Licence"));
    QFile licence(QStringLiteral(":/players-club/LICENSE"));
    const QString fullText = licence.open(QIODevice::ReadOnly | QIODevice::Text)
                                 ? QString::fromUtf8(licence.readAll())
                                 : QString();
    text->setPlainText(licenceNotice() + QStringLiteral("\n\n") + fullText);
    return text;
}

QWidget* AboutDialog::createFontsPage() {
    auto* text = new QPlainTextEdit(this);
    text->setReadOnly(true);
    text->setAccessibleName(tr("Font licences"));
    const QStringList licences = embeddedFontLicences();
    text->setPlainText(
        licences.isEmpty()
            ? tr("This copy of Players Club embeds no fonts: it uses the system's fonts.")
            : tr("The period lettering uses these fonts, embedded in the program under "
                 "their own licences:") +
                  QStringLiteral("\n\n") + licences.join(QStringLiteral("\n\n")));
    return text;
}

} // namespace club::app
