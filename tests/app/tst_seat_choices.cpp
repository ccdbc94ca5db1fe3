// SPDX-License-Identifier: GPL-3.0-or-later
// Every game's new-game dialog names who plays a seat in the same words: a
// column "Played by", with "Person" and "Computer: Beginner", "Standard" and
// "Expert" (King's Men and Patchesi said "A person" and "Computer, Standard",
// cribbage headed its column "Player").
#include "common/seats_editor.h"
#include "crib/crib_new_match_dialog.h"
#include "km/km_new_game_dialog.h"
#include "pat/pat_new_game_dialog.h"
#include "pm/pm_new_rubber_dialog.h"
#include "test_settings.h"

#include <QComboBox>
#include <QLabel>
#include <QTest>

using namespace club;

class TestSeatChoices : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void everyDialogSaysItAlike_data() {
        QTest::addColumn<QString>("dialog");
        for (const char* name : {"pm", "km", "pat", "crib"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void everyDialogSaysItAlike() {
        QFETCH(QString, dialog);
        std::unique_ptr<QDialog> d;
        if (dialog == QLatin1String("pm")) d = std::make_unique<app::PmNewRubberDialog>();
        if (dialog == QLatin1String("km")) d = std::make_unique<app::KmNewGameDialog>();
        if (dialog == QLatin1String("pat")) d = std::make_unique<app::PatNewGameDialog>();
        if (dialog == QLatin1String("crib")) d = std::make_unique<app::CribNewMatchDialog>();
        QVERIFY(d);
        auto* seats = d->findChild<app::SeatsEditor*>();
        QVERIFY(seats);
        QStringList heads;
        for (QLabel* label : seats->findChildren<QLabel*>())
            heads << label->text();
        QVERIFY2(heads.contains(QStringLiteral("Played by")), qPrintable(heads.join(", ")));
        QStringList choices;
        for (int i = 0; i < seats->player(0)->count(); ++i)
            choices << seats->player(0)->itemText(i);
        for (const char* words :
             {"Person", "Computer: Beginner", "Computer: Standard", "Computer: Expert"})
            QVERIFY2(choices.contains(QLatin1String(words)), qPrintable(choices.join(", ")));
    }
};

QTEST_MAIN(TestSeatChoices)
#include "tst_seat_choices.moc"
