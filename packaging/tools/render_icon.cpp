// SPDX-License-Identifier: GPL-3.0-or-later
// Build-time helper: renders the scalable application icon to a square
// raster image (PNG for hicolor, ICO for Windows), so no binary icons are
// committed. Usage: render-icon INPUT.svg OUTPUT.{png,ico} SIZE
#include <QGuiApplication>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char* argv[]) {
    // No display is needed or wanted at build time.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool ok = false;
    const int size = args.size() == 4 ? args[3].toInt(&ok) : 0;
    if (!ok || size < 8 || size > 2048) {
        std::fprintf(stderr, "usage: render-icon INPUT.svg OUTPUT.png SIZE (8 to 2048)\n");
        return 2;
    }
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "render-icon: cannot read %s\n", qPrintable(args[1]));
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    QImageWriter writer(args[2]);
    if (!writer.write(image.convertToFormat(QImage::Format_ARGB32))) {
        std::fprintf(stderr, "render-icon: cannot write %s: %s\n", qPrintable(args[2]),
                     qPrintable(writer.errorString()));
        return 1;
    }
    return 0;
}
