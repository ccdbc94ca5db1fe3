// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshot_setup.h"

#include "fonts.h"
#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <cstdio>

namespace club::screenshots {

std::optional<Setup> setUp() {
    // Own settings, so a screenshot run never resumes or overwrites the
    // player's saved table.
    QCoreApplication::setOrganizationName(QStringLiteral("players-club-screenshots"));
    app::loadEmbeddedFonts();
    // English as the player sees it: its catalogue holds the plural forms
    // ("lays 2 cards away"), without which the source's "card(s)" shows.
    // SCREENSHOT_LANGUAGE=fr (de, es) shows another language instead.
    const QString language = qEnvironmentVariable("SCREENSHOT_LANGUAGE");
    app::installTranslations(language.isEmpty() ? QLocale(QLocale::English) : QLocale(language));

    const QStringList args = QCoreApplication::arguments();
    const QString program = args.value(0);
    Setup setup{args.value(1, QStringLiteral(".")), QSize(1280, 800)};
    if (args.size() > 3) {
        std::fprintf(stderr, "usage: %s [OUTDIR [WIDTHxHEIGHT]]\n", qPrintable(program));
        return std::nullopt;
    }
    if (args.size() > 2) {
        static const QRegularExpression format(
            QStringLiteral("^([1-9][0-9]{1,4})x([1-9][0-9]{1,4})$"));
        const QRegularExpressionMatch m = format.match(args[2]);
        if (!m.hasMatch()) {
            std::fprintf(stderr, "%s: the size must be WIDTHxHEIGHT, such as 1920x1080, not %s\n",
                         qPrintable(program), qPrintable(args[2]));
            return std::nullopt;
        }
        setup.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    if (!QDir().mkpath(setup.outDir)) {
        std::fprintf(stderr, "%s: cannot make the folder %s\n", qPrintable(program),
                     qPrintable(setup.outDir));
        return std::nullopt;
    }
    return setup;
}

} // namespace club::screenshots
