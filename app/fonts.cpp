#include "fonts.h"

#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QGuiApplication>

namespace club::app {

namespace {
const QString fontDir = QStringLiteral(":/players-club/fonts");
} // namespace

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
