// SPDX-License-Identifier: GPL-3.0-or-later
// Desktop integration is consistent: the desktop file, the AppStream
// metainfo and the MIME package name the same id, program, file types and
// icon; the rendered icons have the sizes their folders claim; the version
// in the metainfo is the project's; and --version and --help work without
// a display, as a package check or an ssh session runs them.
#include "core/game_formats.h"
#include "test_paths.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QString appId = QStringLiteral(PLAYERS_CLUB_APP_ID);
const QString packaging = club::test::sourcePath(QStringLiteral("/packaging/"));

QString readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// The value of `key` in the [Desktop Entry] group of the desktop file.
QString desktopValue(const QString& key) {
    const QString text = readAll(packaging + appId + QStringLiteral(".desktop"));
    const QRegularExpression line(QStringLiteral("^%1=(.*)$").arg(QRegularExpression::escape(key)),
                                  QRegularExpression::MultilineOption);
    return line.match(text).captured(1);
}

/// The texts of every element `name` in an XML file.
QStringList xmlTexts(const QString& path, const QString& name, const QString& attribute = {}) {
    QStringList found;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return found;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == name)
            found << (attribute.isEmpty() ? xml.readElementText()
                                          : xml.attributes().value(attribute).toString());
    }
    return found;
}

QString runGame(const QStringList& args, int* exitCode) {
    QProcess game;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // No display of any kind: the program must not need one to print.
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    game.setProcessEnvironment(env);
    game.start(QStringLiteral(PLAYERS_CLUB_GAME), args);
    if (!game.waitForFinished(60000)) return QStringLiteral("(did not finish)");
    *exitCode = game.exitCode();
    return QString::fromLocal8Bit(game.readAllStandardOutput());
}

} // namespace

class TestPackaging : public QObject {
    Q_OBJECT
private slots:
    void desktopFileNamesProgramAndIcon() {
        QCOMPARE(desktopValue(QStringLiteral("Exec")), QStringLiteral("players-club %f"));
        QCOMPARE(desktopValue(QStringLiteral("Icon")), appId);
        QVERIFY(
            QFile::exists(packaging + QStringLiteral("icons/") + appId + QStringLiteral(".svg")));
    }

    void metainfoLaunchesTheDesktopFile() {
        const QString meta = packaging + appId + QStringLiteral(".metainfo.xml");
        QCOMPARE(xmlTexts(meta, QStringLiteral("id")), QStringList{appId});
        QCOMPARE(xmlTexts(meta, QStringLiteral("launchable")),
                 QStringList{appId + QStringLiteral(".desktop")});
    }

    void newestReleaseIsProjectVersion() {
        const QStringList versions = xmlTexts(packaging + appId + QStringLiteral(".metainfo.xml"),
                                              QStringLiteral("release"), QStringLiteral("version"));
        QVERIFY(!versions.isEmpty());
        QCOMPARE(versions.first(), QStringLiteral(PLAYERS_CLUB_VERSION));
        // The Debian changelog's newest entry too.
        const QString changelog = readAll(packaging + QStringLiteral("debian/changelog"));
        QVERIFY2(
            changelog.startsWith(QStringLiteral("players-club (%1)").arg(PLAYERS_CLUB_VERSION)),
            qPrintable(changelog.left(40)));
    }

    void mimeTypesAgree() {
        const QString mime = packaging + appId + QStringLiteral(".mime.xml");
        QStringList declared = xmlTexts(mime, QStringLiteral("mime-type"), QStringLiteral("type"));
        QStringList opened =
            desktopValue(QStringLiteral("MimeType")).split(';', Qt::SkipEmptyParts);
        QStringList provided = xmlTexts(packaging + appId + QStringLiteral(".metainfo.xml"),
                                        QStringLiteral("mediatype"));
        declared.sort();
        opened.sort();
        provided.sort();
        QCOMPARE(opened, declared);
        QCOMPARE(provided, declared);
    }

    // Every save format in the engine's list of games is a file type of the
    // desktop, the macOS bundle, the Windows installer, the man page and
    // --help: a game registered without its packaging fails here.
    void everyRegisteredFormatIsAFileType_data() {
        QTest::addColumn<QString>("extension");
        QTest::addColumn<QString>("mimeType");
        club::registerEngineGames();
        for (const club::GameFormat& game : club::GameFormats::all())
            QTest::newRow(qPrintable(game.id)) << game.extension << game.mimeType;
        QVERIFY(club::GameFormats::all().size() >= 5);
    }
    void everyRegisteredFormatIsAFileType() {
        QFETCH(QString, extension);
        QFETCH(QString, mimeType);
        const QString mime = packaging + appId + QStringLiteral(".mime.xml");
        const QStringList types =
            xmlTexts(mime, QStringLiteral("mime-type"), QStringLiteral("type"));
        const QStringList globs = xmlTexts(mime, QStringLiteral("glob"), QStringLiteral("pattern"));
        const qsizetype at = types.indexOf(mimeType);
        QVERIFY2(at >= 0, qPrintable(mimeType + QStringLiteral(" is not in the MIME file")));
        QCOMPARE(globs.value(at), QStringLiteral("*.") + extension);
        QVERIFY(desktopValue(QStringLiteral("MimeType")).split(';').contains(mimeType));
        QVERIFY(xmlTexts(packaging + appId + QStringLiteral(".metainfo.xml"),
                         QStringLiteral("mediatype"))
                    .contains(mimeType));
        const QString plist = readAll(packaging + QStringLiteral("macos/Info.plist.in"));
        QVERIFY2(
            plist.contains(QStringLiteral("<array><string>%1</string></array>").arg(extension)),
            "macOS document types");
        QVERIFY2(plist.contains(QStringLiteral("<array><string>%1</string></array>").arg(mimeType)),
                 "macOS document types");
        const QString nsis = readAll(packaging + QStringLiteral("cpack.cmake"));
        QVERIFY2(nsis.contains(QStringLiteral("\"%1|").arg(extension)) &&
                     nsis.contains(QStringLiteral("|%1\"").arg(mimeType)),
                 "Windows installer associations");
        const QString man = readAll(packaging + QStringLiteral("debian/players-club.6"));
        QVERIFY2(man.contains(QStringLiteral(".I *.") + extension), "man page FILES");
        int code = -1;
        const QString help = runGame({QStringLiteral("--help")}, &code);
        QVERIFY2(help.contains(QLatin1Char('.') + extension), qPrintable(help));
    }

    void screenshotsExist() {
        const QDir shots(packaging + QStringLiteral("screenshots"));
        if (!shots.exists()) QSKIP("packaging/screenshots is not there yet");
        const QStringList urls =
            xmlTexts(packaging + appId + QStringLiteral(".metainfo.xml"), QStringLiteral("image"));
        QVERIFY(!urls.isEmpty());
        for (const QString& url : urls) {
            const QString name = url.section('/', -1);
            QVERIFY2(shots.exists(name),
                     qPrintable(name + QStringLiteral(" is not in packaging/screenshots")));
            QVERIFY2(!QImage(shots.filePath(name)).isNull(), qPrintable(name));
        }
    }

    void iconsAreRendered_data() {
        QTest::addColumn<int>("size");
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
            QTest::newRow(qPrintable(QString::number(size))) << size;
    }
    void iconsAreRendered() {
        QFETCH(int, size);
        const QString path = QStringLiteral(PLAYERS_CLUB_ICON_DIR "/%1x%1/apps/").arg(size) +
                             appId + QStringLiteral(".png");
        const QImage icon(path);
        QVERIFY2(!icon.isNull(), qPrintable(path));
        QCOMPARE(icon.size(), QSize(size, size));
        // Drawn, not blank: the centre is opaque, the corners transparent.
        QCOMPARE(qAlpha(icon.pixel(size / 2, size / 2)), 255);
        QCOMPARE(qAlpha(icon.pixel(0, 0)), 0);
    }

    void versionNeedsNoDisplay() {
        int code = -1;
        const QString out = runGame({QStringLiteral("--version")}, &code);
        QCOMPARE(code, 0);
        QCOMPARE(out.trimmed(), QStringLiteral("players-club " PLAYERS_CLUB_VERSION));
    }

    void helpListsOptions() {
        int code = -1;
        const QString out = runGame({QStringLiteral("--help")}, &code);
        QCOMPARE(code, 0);
        for (const char* option : {"--version", "--blank-score-sheet", "--players", "[file]",
                                   "--new", "--seat", "--phone-address", "--phone-port"})
            QVERIFY2(out.contains(QLatin1String(option)), qPrintable(out));
        // The club's book export says its format itself: --format's own line
        // is the party sheets' (drive|knockout) and named no CSV.
        const QString book = out.mid(out.indexOf(QLatin1String("--club-book")), 240).simplified();
        QVERIFY2(book.contains(QLatin1String("as CSV")), qPrintable(book));
    }

    // Issue 26: --new refused (a game unknown, seats the game cannot play)
    // says why on standard error and exits 2, before any window.
    void newGameRefusedExitsTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("said");
        QTest::newRow("one seat") << QStringList{"--new", "pm", "--seat", "Ann:screen"}
                                  << QStringLiteral("2 to 8");
        QTest::newRow("no such game")
            << QStringList{"--new", "chess", "--seat", "Ann:phone", "--seat", "Bob:expert"}
            << QStringLiteral("chess");
        QTest::newRow("unknown kind")
            << QStringList{"--new", "pm", "--seat", "Ann:wizard"} << QStringLiteral("wizard");
        QTest::newRow("bad address")
            << QStringList{"--new",  "pm",         "--seat",          "Ann:phone",
                           "--seat", "Bob:expert", "--phone-address", "not-an-address"}
            << QStringLiteral("not-an-address");
    }
    void newGameRefusedExitsTwo() {
        QFETCH(QStringList, args);
        QFETCH(QString, said);
        QTemporaryDir home;
        QProcess game;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        game.setProcessEnvironment(env);
        game.start(QStringLiteral(PLAYERS_CLUB_GAME), args);
        QVERIFY(game.waitForFinished(60000));
        QCOMPARE(game.exitCode(), 2);
        const QString error = QString::fromLocal8Bit(game.readAllStandardError());
        QVERIFY2(error.contains(said), qPrintable(error));
    }

    // The project is GPL-3.0-or-later, and says so wherever a packager or a
    // software centre looks: LICENSE, the AppStream metainfo, the Debian
    // copyright file (machine-readable) and an SPDX line in every source file.
    void licenceIsNamedEverywhere() {
        const QString root = club::test::sourcePath(QStringLiteral("/"));
        const QString licence = readAll(root + QStringLiteral("LICENSE"));
        QVERIFY(licence.contains(QStringLiteral("GNU GENERAL PUBLIC LICENSE")));
        QVERIFY(licence.contains(QStringLiteral("Version 3, 29 June 2007")));
        QCOMPARE(xmlTexts(packaging + appId + QStringLiteral(".metainfo.xml"),
                          QStringLiteral("project_license")),
                 QStringList{QStringLiteral("GPL-3.0-or-later")});
        const QString copyright = readAll(packaging + QStringLiteral("debian/copyright.in"));
        QVERIFY(copyright.startsWith(QStringLiteral(
            "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")));
        QVERIFY(copyright.contains(QStringLiteral("Files: *\nCopyright: ")));
        QVERIFY(copyright.contains(QStringLiteral("\nLicense: GPL-3+\n")));

        QStringList unmarked;
        for (const QString folder : {QStringLiteral("app"), QStringLiteral("engine"),
                                     QStringLiteral("tests"), QStringLiteral("packaging")}) {
            QDirIterator it(root + folder,
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h"),
                             QStringLiteral("CMakeLists.txt"), QStringLiteral("*.cmake"),
                             QStringLiteral("*.py"), QStringLiteral("*.sh")},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                if (path.contains(QStringLiteral("/corpus/"))) continue; // fuzz inputs
                const QStringList head = readAll(path).split(QLatin1Char('\n')).mid(0, 2);
                if (!head.join(QLatin1Char('\n'))
                         .contains(QStringLiteral("SPDX-License-Identifier: GPL-3.0-or-later")))
                    unmarked << path.mid(root.size());
            }
        }
        QVERIFY2(unmarked.isEmpty(), qPrintable(unmarked.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
