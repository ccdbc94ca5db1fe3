// P.M.'s windows fit what they hold: the New Rubber dialog is as tall as
// the seats it shows.
#include "pm/pm_new_rubber_dialog.h"

#include <QStandardPaths>
#include <QTest>

using namespace club;

class TestPmFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("players-club-tests"));
    }

    // Fewer players hide seats' rows: the dialog shrinks to the height it
    // opens at for that many, with no empty space where the rows were.
    void newRubberDialogShrinksWhenSeatsAreHidden() {
        app::PmNewRubberDialog two;
        two.setPlayerCount(2);
        two.show();
        QVERIFY(QTest::qWaitForWindowExposed(&two));
        app::PmNewRubberDialog dialog;
        dialog.setPlayerCount(4);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int four = dialog.height();
        QVERIFY(two.height() < four);
        dialog.setPlayerCount(2);
        QTRY_COMPARE(dialog.height(), two.height());
    }
};

QTEST_MAIN(TestPmFit)
#include "tst_pm_fit.moc"
