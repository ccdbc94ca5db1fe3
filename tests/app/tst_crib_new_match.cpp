// Once Around Cribbage's New Match dialog: as tall as the seats it shows.
#include "crib/crib_new_match_dialog.h"

#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace club;

class TestCribNewMatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("players-club-tests"));
    }

    // Fewer hands hide seats' rows: the dialog shrinks to the height it
    // opens at for that many, with no empty space where the rows were.
    void shrinksWhenSeatsAreHidden() {
        app::CribNewMatchDialog two;
        two.handsBox()->setValue(2);
        two.show();
        QVERIFY(QTest::qWaitForWindowExposed(&two));
        app::CribNewMatchDialog dialog;
        dialog.handsBox()->setValue(4);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(two.height() < dialog.height());
        dialog.handsBox()->setValue(2);
        QTRY_COMPARE(dialog.height(), two.height());
    }
};

QTEST_MAIN(TestCribNewMatch)
#include "tst_crib_new_match.moc"
