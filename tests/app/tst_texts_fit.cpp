// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 25: every dialog (each game's New Game dialog, the party night's and its choice of
// sheets to print, P.M.'s score sheet after a game and after the rubber, About, the club's book
// settings; the rules dialog
// is rich text alone) and every game's page, laid out at 1024x768 in every language the program
// ships, shows each label, check box, radio button and push button whole: no text wider than the
// room its widget was given (the German "Einzigen möglichen Zug automatisch zieh…" cut off in the
// Patchesi panel). A label that wraps is given the room it asks; rich text is left to its own
// layout. Also: "[R]" beside a house rule explains itself.
#include "../book/book_stats_sample.h"
#include "about_dialog.h"
#include "book/book.h"
#include "book/members_dialog.h"
#include "book/club_book_page.h"
#include "book_settings_dialog.h"
#include "common/game_page.h"
#include "common/house_rule_mark.h"
#include "crib/crib_new_match_dialog.h"
#include "engine/pm/table.h"
#include "km/km_new_game_dialog.h"
#include "main_window.h"
#include "party/party_new_night_dialog.h"
#include "party/party_sheets_dialog.h"
#include "pat/pat_new_game_dialog.h"
#include "pm/pm_new_rubber_dialog.h"
#include "pm/pm_score_dialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QLabel>
#include <QLibraryInfo>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <functional>
#include <memory>

using namespace club;

namespace {

const QSize Screen(1024, 768);

QString withoutMnemonic(QString text) {
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

/// The widest line of `text` in `widget`'s font.
int widestLine(const QWidget* widget, const QString& text) {
    int widest = 0;
    for (const QString& line : withoutMnemonic(text).split(QLatin1Char('\n')))
        widest = qMax(widest, widget->fontMetrics().horizontalAdvance(line));
    return widest;
}

/// Every text under `root` that does not fit its widget, one line each.
QStringList cutTexts(QWidget* root) {
    QStringList cut;
    const auto shown = [root](const QWidget* w) { return w->isVisibleTo(root) && w->width() > 0; };
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (!shown(label) || label->text().isEmpty() || label->wordWrap() ||
            label->textFormat() == Qt::RichText ||
            (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text())))
            continue;
        const int room = label->contentsRect().width() - 2 * label->margin() - label->indent();
        if (widestLine(label, label->text()) > room)
            cut << QStringLiteral("label \"%1\": %2 px in %3")
                       .arg(label->text())
                       .arg(widestLine(label, label->text()))
                       .arg(room);
    }
    for (QAbstractButton* button : root->findChildren<QAbstractButton*>()) {
        if (!shown(button) || button->text().isEmpty()) continue;
        if (!qobject_cast<QCheckBox*>(button) && !qobject_cast<QRadioButton*>(button) &&
            !qobject_cast<QPushButton*>(button))
            continue;
        // A button's size hint is its text, its box or margins, and its icon.
        if (button->sizeHint().width() > button->width())
            cut << QStringLiteral("button \"%1\": needs %2 px, has %3")
                       .arg(button->text())
                       .arg(button->sizeHint().width())
                       .arg(button->width());
    }
    return cut;
}

/// Installs the program's catalogue and Qt's for one language while alive.
class Language {
public:
    explicit Language(const QString& code) {
        if (code == QLatin1String("en")) return;
        own_ = std::make_unique<QTranslator>();
        if (own_->load(QStringLiteral(":/players-club/i18n/players-club_%1.qm").arg(code)))
            QCoreApplication::installTranslator(own_.get());
        qt_ = std::make_unique<QTranslator>();
        if (qt_->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt_.get());
        QLocale::setDefault(QLocale(code));
    }
    ~Language() {
        if (own_) QCoreApplication::removeTranslator(own_.get());
        if (qt_) QCoreApplication::removeTranslator(qt_.get());
        QLocale::setDefault(QLocale(QLocale::English));
    }

private:
    std::unique_ptr<QTranslator> own_, qt_;
};

using MakeDialog = std::function<QDialog*(QWidget*)>;

/// A club's book of a few members with long names, for the members dialog.
QString bookOfMembers() {
    const QString path = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                         QStringLiteral("/texts-fit-members.sqlite");
    book::Book book;
    if (!book.open(path).isEmpty()) return path;
    FinishedGame game;
    game.id = QStringLiteral("texts-fit");
    game.kind = QStringLiteral("sample");
    game.started = QDateTime(QDate(2026, 11, 28), QTime(19, 0), Qt::UTC);
    game.finished = game.started.addSecs(1200);
    for (const char* name : {"Wilhelmina Fotheringay", "Bartholomew Smythe-Jones"})
        game.seats.append({QString::fromUtf8(name), QString(), 1, 1, true});
    book.record(game);
    return path;
}

/// P.M.'s score sheet as a game of `seats` computers has just ended, with
/// its result above and the buttons for what comes next; with `rubberOver`,
/// at the end of the rubber (New Rubber in place of Deal Next Game).
QDialog* scoreSheetAfterAGame(QWidget* parent, int seats, bool rubberOver) {
    auto* table = new pm::Table;
    pm::RubberConfig config;
    for (int i = 0; i < seats; ++i)
        config.seats.push_back(
            {QStringLiteral("Seat %1").arg(i + 1), i, QStringLiteral("beginner")});
    config.seed = 7;
    table->newRubber(config);
    for (int step = 0; step < 100000 && !table->rubber().isOver(); ++step)
        if (!table->playComputerTurn() && (!rubberOver || !table->nextGame())) break;
    auto* dialog = new app::PmScoreDialog(table, parent);
    table->setParent(dialog);
    return dialog;
}

/// Starts a game on `page` as the command line would: a person at the
/// screen against computers, as many seats as the game takes (of 8, 6, 4
/// and 2: the most crowded panel), at the fast pace.
/// False for a page that starts no game so (the party night).
bool startedWithComputers(app::GamePage* page) {
    page->setPace(2);
    for (const int seats : {8, 6, 4, 2}) {
        QList<Seat> chosen{{QStringLiteral("Ann"), 0, QStringLiteral("person")}};
        while (chosen.size() < seats)
            chosen << Seat{QStringLiteral("Computer %1").arg(chosen.size()), 0,
                           QStringLiteral("beginner")};
        if (page->startFromSeats(chosen).isEmpty()) return true;
    }
    return false;
}

QList<std::pair<QString, MakeDialog>> dialogs() {
    return {
        {QStringLiteral("About"), [](QWidget* p) { return new app::AboutDialog(p); }},
        {QStringLiteral("P.M."), [](QWidget* p) { return new app::PmNewRubberDialog(p); }},
        {QStringLiteral("Patchesi"), [](QWidget* p) { return new app::PatNewGameDialog(p); }},
        {QStringLiteral("King's Men"), [](QWidget* p) { return new app::KmNewGameDialog(p); }},
        {QStringLiteral("Cribbage"), [](QWidget* p) { return new app::CribNewMatchDialog(p); }},
        {QStringLiteral("Party night"), [](QWidget* p) { return new app::PartyNewNightDialog(p); }},
        {QStringLiteral("Party night's sheets to print (knockout)"),
         [](QWidget* p) { return new app::PartySheetsDialog(QStringLiteral("Print"), true, p); }},
        {QStringLiteral("Party night's sheets to print (tables)"),
         [](QWidget* p) { return new app::PartySheetsDialog(QStringLiteral("Print"), false, p); }},
        {QStringLiteral("Club members"),
         [](QWidget* p) { return new book::MembersDialog(bookOfMembers(), p); }},
        {QStringLiteral("Club's book settings, this computer"),
         [](QWidget* p) {
             return new app::BookSettingsDialog(book::BookLocation::file(QStringLiteral("/tmp/b")),
                                                book::BookLocation::server({}, 5432, {}, {}, {}),
                                                p);
         }},
        {QStringLiteral("Club's book settings, a club server"),
         [](QWidget* p) {
             const auto server = book::BookLocation::server(
                 QStringLiteral("club-laptop.local"), 5432, QStringLiteral("club_book"),
                 QStringLiteral("club"), QStringLiteral("secret"));
             return new app::BookSettingsDialog(server, server, p);
         }},
        {QStringLiteral("P.M. score sheet, a game over"),
         [](QWidget* p) { return scoreSheetAfterAGame(p, 4, false); }},
        {QStringLiteral("P.M. score sheet, the rubber over"),
         [](QWidget* p) { return scoreSheetAfterAGame(p, 2, true); }},
        {QStringLiteral("P.M. score sheet, eight seats"),
         [](QWidget* p) { return scoreSheetAfterAGame(p, 8, false); }},
    };
}

} // namespace

class TestTextsFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // The Club Book page with figures to show, in a home of its own.
        QVERIFY(home_.isValid());
        qputenv("HOME", home_.path().toLocal8Bit());
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(test::writeSampleClub(book::Book::defaultPath()), QString());
    }

    void everyTextFits_data() {
        QTest::addColumn<QString>("language");
        for (const char* code : {"en", "fr", "de", "es"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void everyTextFits() {
        QFETCH(QString, language);
        const Language installed(language);
        app::MainWindow window(false);
        window.resize(Screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList cut;
        // Each game's page as it first shows, in the window at 1024x768.
        auto* stack = window.findChild<QStackedWidget*>();
        for (int i = 0; i < stack->count(); ++i) {
            stack->setCurrentIndex(i);
            QCoreApplication::processEvents();
            for (const QString& c : cutTexts(stack->widget(i)))
                cut << stack->widget(i)->metaObject()->className() + QStringLiteral(": ") + c;
        }
        QVERIFY(!window.clubBookPage()->showsEmptyBook()); // its figures were measured

        // Each game's page with a game under way: its turn, the log's
        // heading ("Desde su último turno, lo más reciente prime…" was cut
        // in the Patchesi panel), the players' lines.
        for (int i = 0; i < stack->count(); ++i) {
            auto* page = qobject_cast<app::GamePage*>(stack->widget(i));
            if (!page || !startedWithComputers(page)) continue;
            stack->setCurrentIndex(i);
            QTest::qWait(1500); // the first turns, at the fast pace
            for (const QString& c : cutTexts(page))
                cut << page->metaObject()->className() + QStringLiteral(" in play: ") + c;
        }

        // Each dialog at the size it opens with, no larger than the screen.
        for (const auto& [name, make] : dialogs()) {
            std::unique_ptr<QDialog> dialog(make(&window));
            dialog->show();
            QCoreApplication::processEvents();
            if (dialog->width() > Screen.width() || dialog->height() > Screen.height())
                cut << name + QStringLiteral(": the dialog is %1x%2")
                                  .arg(dialog->width())
                                  .arg(dialog->height());
            dialog->resize(dialog->size().boundedTo(Screen));
            QCoreApplication::processEvents();
            if (const auto* sheet = qobject_cast<app::PmScoreDialog*>(dialog.get()))
                QVERIFY2(!sheet->resultText().isEmpty(), qPrintable(name)); // a game has ended
            for (const QString& c : cutTexts(dialog.get()))
                cut << name + QStringLiteral(": ") + c;
        }
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    }

    // "[R]" beside a house rule says in a tooltip what it means.
    void theHouseRuleMarkExplainsItself() {
        int marks = 0;
        for (const auto& [name, make] : dialogs()) {
            std::unique_ptr<QDialog> dialog(make(nullptr));
            for (QAbstractButton* b : dialog->findChildren<QAbstractButton*>()) {
                if (!b->text().contains(QStringLiteral("[R]"))) continue;
                ++marks;
                QVERIFY2(b->toolTip().contains(app::houseRuleMarkTip()), qPrintable(b->text()));
            }
        }
        QCOMPARE(marks, 3); // P.M.'s two house rules, Patchesi's one
        const QString html = app::withHouseRuleMarksExplained(QStringLiteral("<p>a [R]</p>"));
        QVERIFY(html.contains(QStringLiteral("title=\"")));
    }

private:
    QTemporaryDir home_;
};

QTEST_MAIN(TestTextsFit)
#include "tst_texts_fit.moc"
