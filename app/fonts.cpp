// SPDX-License-Identifier: GPL-3.0-or-later
#include "fonts.h"

#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPointer>
#include <QWidget>

namespace club::app {

namespace {
const QString fontDir = QStringLiteral(":/players-club/fonts");
} // namespace

/// One filter on the application for everyone who follows its font: Qt
/// sends QEvent::ApplicationFontChange to the application at once (the
/// widgets get theirs later, posted). A theme change that re-reads the
/// system font without that event is caught by comparing fonts.
class ApplicationFontWatcher : public QObject {
    Q_OBJECT
public:
    static ApplicationFontWatcher* instance() {
        static QPointer<ApplicationFontWatcher> watcher;
        if (!watcher) {
            watcher = new ApplicationFontWatcher(QCoreApplication::instance());
            QCoreApplication::instance()->installEventFilter(watcher);
        }
        return watcher;
    }

signals:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        const bool appFont = event->type() == QEvent::ApplicationFontChange &&
                             watched == QCoreApplication::instance();
        if ((appFont || event->type() == QEvent::ThemeChange) && QGuiApplication::font() != font_) {
            font_ = QGuiApplication::font();
            emit changed();
        }
        return false;
    }

private:
    explicit ApplicationFontWatcher(QObject* parent)
        : QObject(parent), font_(QGuiApplication::font()) {}
    QFont font_;
};

void followApplicationFont(QObject* owner, std::function<void()> apply) {
    apply();
    QObject::connect(ApplicationFontWatcher::instance(), &ApplicationFontWatcher::changed, owner,
                     std::move(apply));
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
}

QFont textFont(qreal pointSize) {
    QFont font;
    font.setFamilies({QStringLiteral("Century Catalogue"), QStringLiteral("Century Schoolbook L"),
                      QStringLiteral("C059"), QStringLiteral("DejaVu Serif"),
                      QStringLiteral("serif")});
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

void useTitleFont(QWidget* widget, qreal pointSize, int weight) {
    followApplicationFont(
        widget, [widget, pointSize, weight] { widget->setFont(titleFont(pointSize, weight)); });
}

QStringList embeddedFontLicences() {
    QStringList result;
    const QStringList files = QDir(fontDir).entryList({QStringLiteral("*.copyright")});
    for (const QString& f : files) {
        QFile file(fontDir + '/' + f);
        if (file.open(QIODevice::ReadOnly))
            result << f.chopped(10) + QStringLiteral(":\n") + QString::fromUtf8(file.readAll());
    }
    return result;
}

} // namespace club::app

#include "fonts.moc"
