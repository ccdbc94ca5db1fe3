// SPDX-License-Identifier: GPL-3.0-or-later
// Records, save files and the table: a game replays exactly from its
// record (STYLE.md 4), a rubber survives save and load, malformed files are
// refused with a clear FormatError and never touch the current rubber, and
// the Table announces every change.
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QTemporaryDir>

class TestPmRecord : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    // tst_pm_record.cpp
    void replayExact_data();
    void replayExact(); // PM-1..PM-17 replayed from the record
    void replayRefusesIllegal();
    void roundTripMidGame(); // PM-20
    void roundTripFinishedRubber_data();
    void roundTripFinishedRubber(); // PM-20, PM-21
    void savesTheDealtCards();
    void storedDealOutlivesTheSeed(); // PM-20: undo and the next game too
    void personInEitherVersion();
    void tableSignals();       // PM-4, PM-12, PM-14, PM-17
    void tableComputerSeats(); // PM-16, PM-20
    void tableRefusesIllegalMove();
    void sectionOfComputersPlayedAside_data();
    void sectionOfComputersPlayedAside(); // PM-21
    void tableTakeBackAndRedo();          // PM-20: the record replays to where it was
    void takeBackNeverShowsAHiddenCard(); // PM-16, PM-1: no undo past another's card or a deal

    // tst_pm_record_sections.cpp
    void bothSectionsScoredAsThePeoplesGameEnds_data();
    void bothSectionsScoredAsThePeoplesGameEnds(); // PM-21, PM-20
    void sectionsSavedAsThePeoplesGameEnds();      // PM-21

    // tst_pm_record_bad.cpp
    void malformed_data();
    void malformed();
    void tableLoadRefusesUnknownPlayer();

private:
    QTemporaryDir dir_;
    QJsonObject midGame_;  ///< a saved rubber part-way through game 2
    QJsonObject finished_; ///< a saved rubber played to its end
};
