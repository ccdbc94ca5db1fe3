// SPDX-License-Identifier: GPL-3.0-or-later
// Settings of earlier versions are moved once at start-up to the keys the
// program reads now, and the old keys dropped (app/common/settings_migration.h):
// the shared pace ("pm/pace" served every game), King's Men's seats of the
// autosaved game ("km/game-seats", now in the save) and P.M.'s "human" seats.
// A second start changes nothing.
#include "common/game_registry.h"
#include "common/settings_migration.h"
#include "engine/km/game.h"
#include "engine/km/table.h"
#include "km/km_page.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace club;
using namespace club::app;

namespace {

// Every key and value, to see that a second migration changes nothing.
std::map<QString, QString> everything(QSettings& settings) {
    std::map<QString, QString> out;
    for (const QString& key : settings.allKeys())
        out[key] = settings.value(key).toString();
    return out;
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestSettingsMigration : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // A home of its own: the autosaves and their lock are nobody else's.
        // Static, made before the lock (Autosaver::mayWrite), so it is
        // removed after the lock lets go.
        static QTemporaryDir home;
        QVERIFY(home.isValid());
        qputenv("HOME", home.path().toLocal8Bit());
        QStandardPaths::setTestModeEnabled(true);
        registerBuiltInGames();
        QVERIFY(GameRegistry::find(QStringLiteral("pm")));
        QVERIFY(GameRegistry::find(QStringLiteral("kings-men")));
    }

    void init() {
        QVERIFY(settingsDir_.isValid());
        QDir().mkpath(QFileInfo(KmPage::autosavePath()).path());
        QFile::remove(KmPage::autosavePath());
    }

    void legacyKeysMoveOnce() {
        QSettings settings(settingsDir_.filePath(QStringLiteral("players-club.conf")),
                           QSettings::IniFormat);
        settings.clear();
        settings.setValue(QStringLiteral("pm/pace"), 2);       // fast, for every game
        settings.setValue(QStringLiteral("cribbage/pace"), 0); // slow: cribbage had its own
        settings.setValue(QStringLiteral("km/game-seats"), QStringLiteral("human,expert"));
        settings.setValue(QStringLiteral("pm/newRubber/player0"), QStringLiteral("human"));
        settings.setValue(QStringLiteral("pm/newRubber/player1"), QStringLiteral("expert"));
        // King's Men's autosave from before saves said who sits where.
        const km::Game game = km::Game::byLot(7);
        QVERIFY(game.trySave(KmPage::autosavePath()).isEmpty());
        QVERIFY(!contents(KmPage::autosavePath()).contains("\"seats\""));

        migrateLegacySettings(settings);

        for (const GameRegistration& g : GameRegistry::games())
            QCOMPARE(settings.value(g.id + QStringLiteral("/pace")).toInt(),
                     g.id == QLatin1String("cribbage") ? 0 : 2);
        QVERIFY(!settings.contains(QStringLiteral("km/game-seats")));
        QCOMPARE(settings.value(QStringLiteral("pm/newRubber/player0")).toString(),
                 QStringLiteral("person"));
        QCOMPARE(settings.value(QStringLiteral("pm/newRubber/player1")).toString(),
                 QStringLiteral("expert"));
        // The autosave now seats Orange's person and Blue's Expert itself.
        km::Table table;
        QVERIFY(table.tryLoad(KmPage::autosavePath()).isEmpty());
        QCOMPARE(table.seats().level(km::Side::A), std::optional<km::Level>());
        QCOMPARE(table.seats().level(km::Side::B), std::optional<km::Level>(km::Level::Expert));
        QCOMPARE(table.game().moves(), game.moves());

        const auto keys = everything(settings);
        const QByteArray autosave = contents(KmPage::autosavePath());
        migrateLegacySettings(settings);
        QVERIFY(everything(settings) == keys);
        QCOMPARE(contents(KmPage::autosavePath()), autosave);
    }

    // An autosave that already says who plays keeps its seats: the old key
    // is dropped and the file left alone.
    void seatsOfTheSaveWin() {
        QSettings settings(settingsDir_.filePath(QStringLiteral("players-club.conf")),
                           QSettings::IniFormat);
        settings.clear();
        settings.setValue(QStringLiteral("km/game-seats"), QStringLiteral("expert,human"));
        km::Seats seats;
        seats.setLevel(km::Side::B, km::Level::Standard);
        km::Table table;
        table.newGame(seats, 11);
        QVERIFY(table.trySave(KmPage::autosavePath()).isEmpty());
        const QByteArray autosave = contents(KmPage::autosavePath());

        migrateLegacySettings(settings);

        QVERIFY(!settings.contains(QStringLiteral("km/game-seats")));
        QCOMPARE(contents(KmPage::autosavePath()), autosave);
    }

private:
    QTemporaryDir settingsDir_;
};

QTEST_MAIN(TestSettingsMigration)
#include "tst_settings_migration.moc"
