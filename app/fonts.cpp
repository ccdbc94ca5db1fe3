// SPDX-License-Identifier: GPL-3.0-or-later
#include "fonts.h"

#include "common/application_event_watcher.h"
#include "font_repair.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QLabel>
#include <QWidget>

#include <algorithm>

namespace club::app {

namespace {
const QString fontDir = QStringLiteral(":/players-club/fonts");
} // namespace

/// The application font's follower: Qt sends QEvent::ApplicationFontChange
/// to the application at once (the widgets get theirs later, posted). A
/// theme change that re-reads the system font without that event is
/// caught by comparing fonts.
class ApplicationFontWatcher : public ApplicationEventWatcher {
public:
    explicit ApplicationFontWatcher(QObject* app)
        : ApplicationEventWatcher(app), font_(QGuiApplication::font()) {}

private:
    void hear(QObject* watched, QEvent* event) override {
        const bool appFont = event->type() == QEvent::ApplicationFontChange &&
                             watched == QCoreApplication::instance();
        if ((appFont || event->type() == QEvent::ThemeChange) && QGuiApplication::font() != font_) {
            font_ = QGuiApplication::font();
            emit changed();
        }
    }

    QFont font_;
};

void followApplicationFont(QObject* owner, std::function<void()> apply) {
    ApplicationEventWatcher::follow<ApplicationFontWatcher>(owner, std::move(apply));
}

qreal fontScale() {
    const qreal size = QGuiApplication::font().pointSizeF();
    return size > 0 ? size / UsualPointSize : 1.0;
}

void loadEmbeddedFonts() {
    const QStringList files =
        QDir(fontDir).entryList({QStringLiteral("*.ttf"), QStringLiteral("*.otf")});
    for (const QString& f : files)
        QFontDatabase::addApplicationFont(fontDir + '/' + f);
    // The drawings name Century Catalogue itself; text uses the repaired copy.
    const QByteArray repaired = repairedTextFace();
    if (!repaired.isEmpty()) QFontDatabase::addApplicationFontFromData(repaired);
}

QFont textFont(qreal pointSize) {
    QFont font;
    font.setFamilies({repairedTextFamily(), QStringLiteral("Century Catalogue"),
                      QStringLiteral("Century Schoolbook L"), QStringLiteral("C059"),
                      QStringLiteral("DejaVu Serif"), QStringLiteral("serif")});
    font.setPointSizeF(pointSize * fontScale());
    return font;
}

QFont titleFont(qreal pointSize, int weight) {
    QFont font;
    font.setFamilies({QStringLiteral("League Spartan"), QStringLiteral("URW Gothic"),
                      QStringLiteral("DejaVu Sans"), QStringLiteral("sans-serif")});
    font.setPointSizeF(pointSize * fontScale());
    font.setWeight(QFont::Weight(weight));
    return font;
}

void useTextFont(QWidget* widget, qreal pointSize) {
    followApplicationFont(widget, [widget, pointSize] { widget->setFont(textFont(pointSize)); });
}

int accentOverflow(const QFont& font) {
    const QFontMetrics metrics(font);
    const int top = metrics.boundingRect(QStringLiteral("\u00c0\u00c9\u00c5\u00d1\u00d6")).top();
    return std::max(0, -top - metrics.ascent());
}

void useTitleFont(QWidget* widget, qreal pointSize, int weight) {
    followApplicationFont(widget, [widget, pointSize, weight] {
        const QFont font = titleFont(pointSize, weight);
        widget->setFont(font);
        // A label is as tall as the font's ascent says, and League Spartan's
        // accents on capitals stand above it: "À la table" lost its accent.
        if (auto* label = qobject_cast<QLabel*>(widget)) {
            const QMargins m = label->contentsMargins();
            label->setContentsMargins(m.left(), accentOverflow(font), m.right(), m.bottom());
        }
    });
}

QStringList embeddedFontLicences() {
    QStringList result;
    const QStringList files = QDir(fontDir).entryList({QStringLiteral("*.copyright")});
    for (const QString& f : files) {
        QFile file(fontDir + '/' + f);
        if (!file.open(QIODevice::ReadOnly)) continue;
        QString entry = f.chopped(10) + QStringLiteral(":\n") + QString::fromUtf8(file.readAll());
        if (f.startsWith(QLatin1String(TextFaceFile)))
            entry += QStringLiteral("\nPlayers Club draws this font's mirrored glyphs (the acute "
                                    "accent among them) as plain outlines, so that bold text "
                                    "keeps them, and uses the result under the name %1, as "
                                    "the licence asks of a modified version.\n")
                         .arg(repairedTextFamily());
        result << entry;
    }
    return result;
}

} // namespace club::app
