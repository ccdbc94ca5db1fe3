// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 26: Game > Phones… over a stand-in server on 127.0.0.1: a card for
// each phone seat with its link and QR code, states followed live, the
// host's buttons, the links printed for a script, the port that was busy,
// the address choice and no network, and eight seats on a 1024x768 screen.
#include "fake_phone_server.h"
#include "fake_phone_table.h"
#include "phones/phone_hosting.h"
#include "phones/phone_join_screen.h"
#include "phones/phone_seat_card.h"
#include "phones/phones_dialog.h"
#include "phones/qr_code.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <functional>
#include <memory>
#include <unistd.h>

using namespace club::app;
using club::test::FakePhoneTable;
using club::test::setFakeSeatState;
using State = PhoneServer::SeatState;

namespace {

QList<FakePhoneTable::FakeSeat> fourSeats() {
    return {{QStringLiteral("Ann"), true},
            {QStringLiteral("Bob"), false},
            {QStringLiteral("Cat"), true},
            {QStringLiteral("Dan"), false}};
}

QString shownUrl(PhoneServer* server, int seat) {
    return server->seatUrl(seat).toString(QUrl::FullyEncoded);
}

QPushButton* button(PhoneSeatCard* card, const char* name) {
    return card->findChild<QPushButton*>(QLatin1String(name));
}

/// What the process writes to its standard output while `act` runs (the
/// suite's own output is back on it before anything is compared).
QList<QJsonObject> printedWhile(const std::function<void()>& act) {
    std::fflush(stdout);
    const int saved = dup(fileno(stdout));
    std::FILE* file = std::tmpfile();
    dup2(fileno(file), fileno(stdout));
    act();
    std::fflush(stdout);
    dup2(saved, fileno(stdout));
    close(saved);
    std::rewind(file);
    QByteArray all;
    char buffer[4096];
    while (size_t got = std::fread(buffer, 1, sizeof buffer, file))
        all.append(buffer, got);
    std::fclose(file);
    QList<QJsonObject> objects;
    for (const QByteArray& line : all.split('\n'))
        if (!line.isEmpty()) objects.append(QJsonDocument::fromJson(line).object());
    return objects;
}

/// A language in which every word of the Phones dialog is marked.
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (!QByteArray(context).startsWith("club::app::Phone")) return {};
        return QStringLiteral("[%1]").arg(QString::fromUtf8(source));
    }
};

} // namespace

class TstPhonesDialog : public QObject {
    Q_OBJECT

    std::unique_ptr<QWidget> page_;

    PhonesDialog* openDialog(PhoneHosting* hosting) {
        hosting->phonesAction()->trigger();
        auto* dialog = page_->findChild<PhonesDialog*>();
        if (dialog && !QTest::qWaitForWindowExposed(dialog)) return nullptr;
        return dialog;
    }

    /// Answers the New Link question once it is asked; `asked` gets its text.
    static void answerNewLink(bool renew, QString* asked) {
        QTimer::singleShot(10, [renew, asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return answerNewLink(renew, asked);
            *asked = box->text();
            for (QAbstractButton* b : box->buttons())
                if (renew ? box->buttonRole(b) == QMessageBox::DestructiveRole
                          : box->standardButton(b) == QMessageBox::Cancel)
                    return b->click();
        });
    }

private slots:
    void init() {
        // Only the loopback carries anything in these suites.
        PhoneHosting::setListenOverride(QHostAddress(QHostAddress::LocalHost), 0);
        PhoneHosting::setPrintLinks(false);
        page_ = std::make_unique<QWidget>();
        page_->resize(1024, 700);
        page_->show();
    }
    void cleanup() { page_.reset(); }

    void serverStartsWithTheFirstPhoneSeat() {
        auto* table = new FakePhoneTable(
            {{QStringLiteral("Ann"), false}, {QStringLiteral("Bob"), false}}, page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        QVERIFY(!hosting->server());
        QVERIFY(!hosting->phonesAction()->isEnabled());
        QCOMPARE(hosting->seatState(0), State::NotPhone);
        table->setPhone(1, true);
        QVERIFY(hosting->server());
        QVERIFY(hosting->server()->isListening());
        QCOMPARE(hosting->server()->address(), QHostAddress(QHostAddress::LocalHost));
        QVERIFY(hosting->phonesAction()->isEnabled());
        QCOMPARE(hosting->seatState(1), State::NotJoined);
        QCOMPARE(hosting->seatState(0), State::NotPhone);
        table->setPhone(1, false);
        QVERIFY(!hosting->phonesAction()->isEnabled());
    }

    void aCardForEachPhoneSeatWithItsLinkAndCode() {
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        PhonesDialog* dialog = openDialog(hosting);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->card(1));
        QVERIFY(!dialog->card(3));
        for (int seat : {0, 2}) {
            PhoneSeatCard* card = dialog->card(seat);
            QVERIFY(card);
            const QString url = shownUrl(hosting->server(), seat);
            QVERIFY(url.startsWith(QLatin1String("http://127.0.0.1:")));
            QCOMPARE(card->linkText(), url);
            QCOMPARE(card->findChild<QLabel*>(QStringLiteral("phoneSeatName"))->text(),
                     table->seatName(seat));
            QCOMPARE(card->stateText(), QStringLiteral("Not joined yet"));
            const QPixmap qr = card->findChild<QLabel*>(QStringLiteral("phoneSeatQr"))->pixmap();
            QVERIFY(!qr.isNull());
            // Large enough to read at arm's length on a 1024x768 screen.
            const qreal side = qr.width() / qr.devicePixelRatio();
            QVERIFY2(side >= 150 && side <= 230, qPrintable(QString::number(side)));
            // The code is the code of the link shown.
            const QImage modules = qrCodeImage(url);
            QCOMPARE(qr.toImage().scaled(modules.size()).convertToFormat(QImage::Format_Grayscale8),
                     modules);
        }
    }

    void theStateFollowsThePhone() {
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        PhonesDialog* dialog = openDialog(hosting);
        QSignalSpy changed(hosting, &PhoneHosting::seatStateChanged);
        setFakeSeatState(hosting->server(), 2, State::Connected);
        QCOMPARE(dialog->card(2)->stateText(), QStringLiteral("Connected"));
        QCOMPARE(dialog->card(0)->stateText(), QStringLiteral("Not joined yet"));
        QCOMPARE(hosting->seatState(2), State::Connected);
        QVERIFY(changed.contains(QVariantList{2}));
        setFakeSeatState(hosting->server(), 2, State::Away);
        QVERIFY(dialog->card(2)->stateText().startsWith(QLatin1String("Away")));
    }

    void playOnThisScreenAsksThePage() {
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        PhonesDialog* dialog = openDialog(hosting);
        QSignalSpy asked(hosting, &PhoneHosting::moveToScreenRequested);
        QTest::mouseClick(button(dialog->card(2), "playOnThisScreen"), Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().first().toInt(), 2);
        // The page turns the seat's phone off: its card goes.
        table->setPhone(2, false);
        QVERIFY(!dialog->card(2));
        QVERIFY(dialog->card(0));
        // And the dialog stays readable: the card left shows whole, code and
        // buttons (it shrank to a small box, the card in a tiny scroll area).
        QTest::qWait(50);
        auto* scroll = dialog->findChild<QScrollArea*>();
        QVERIFY(scroll);
        PhoneSeatCard* left = dialog->card(0);
        const QRect shown(left->mapTo(scroll->viewport(), QPoint(0, 0)), left->size());
        QVERIFY2(scroll->viewport()->rect().contains(shown),
                 qPrintable(QStringLiteral("card %1x%2 in a viewport of %3x%4")
                                .arg(shown.width())
                                .arg(shown.height())
                                .arg(scroll->viewport()->width())
                                .arg(scroll->viewport()->height())));
        QVERIFY(left->height() >= left->minimumSizeHint().height());
        for (QLabel* label : dialog->findChildren<QLabel*>())
            if (label->isVisible() && label->wordWrap() && label->parentWidget() == dialog)
                QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(label->text()));
    }

    // In the pass screen's place: while the table waits for a phone that
    // has not joined, the page shows that seat's code and link, large.
    void theAwaitedPhoneShowsItsCodeOnThePage() {
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        PhoneJoinScreen* screen = hosting->joinScreen();
        QVERIFY(screen && screen->parentWidget() == page_.get());
        QVERIFY(!screen->isVisible());
        table->setAwaited(2);
        QVERIFY(screen->isVisible());
        QCOMPARE(screen->geometry(), page_->rect()); // it covers the page
        QCOMPARE(screen->seat(), 2);
        const QString url = shownUrl(hosting->server(), 2);
        QCOMPARE(screen->linkText(), url);
        QLabel* code = nullptr;
        for (QLabel* label : screen->findChildren<QLabel*>())
            if (!label->pixmap().isNull()) code = label;
        QVERIFY(code);
        const QPixmap qr = code->pixmap();
        QVERIFY2(qr.width() / qr.devicePixelRatio() >= 230, "larger than the dialog's");
        const QImage modules = qrCodeImage(url);
        QCOMPARE(qr.toImage().scaled(modules.size()).convertToFormat(QImage::Format_Grayscale8),
                 modules);
        const auto shownText = [screen] {
            QStringList all;
            for (QLabel* label : screen->findChildren<QLabel*>())
                if (label->isVisible()) all << label->text();
            return all.join(QLatin1Char('\n'));
        };
        QVERIFY(shownText().contains(QStringLiteral("Cat")));
        QVERIFY(shownText().contains(QStringLiteral("Still to join: Ann.")));
        setFakeSeatState(hosting->server(), 0, State::Connected);
        QVERIFY(screen->isVisible());
        QVERIFY(!shownText().contains(QStringLiteral("Still to join")));
        // The phone joins: the table is seen again.
        setFakeSeatState(hosting->server(), 2, State::Connected);
        QVERIFY(!screen->isVisible());
        setFakeSeatState(hosting->server(), 2, State::Away); // it joined once: no code
        QVERIFY(!screen->isVisible());
        setFakeSeatState(hosting->server(), 2, State::NotJoined);
        QVERIFY(screen->isVisible());
        // The host plays the seat here instead, or opens every seat's code.
        QSignalSpy asked(hosting, &PhoneHosting::moveToScreenRequested);
        QTest::mouseClick(screen->playHereButton(), Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().first().toInt(), 2);
        QTest::mouseClick(screen->allPhonesButton(), Qt::LeftButton);
        auto* dialog = page_->findChild<PhonesDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        table->setPhone(2, false); // the page moved it: no phone awaited
        QVERIFY(!screen->isVisible());
        table->setAwaited(0);
        QVERIFY(screen->isVisible());
        QCOMPARE(screen->seat(), 0);
        table->setAwaited(-1); // someone else's turn
        QVERIFY(!screen->isVisible());
    }

    void newLinkShowsAnotherLink() {
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        PhonesDialog* dialog = openDialog(hosting);
        setFakeSeatState(hosting->server(), 0, State::Connected);
        const QString before = dialog->card(0)->linkText();
        const QString other = dialog->card(2)->linkText();
        // A connected phone is asked about first: cancelled, nothing changes.
        QString asked;
        answerNewLink(false, &asked);
        QTest::mouseClick(button(dialog->card(0), "newLink"), Qt::LeftButton);
        QCOMPARE(asked, QStringLiteral("Give Ann a new link?"));
        QCOMPARE(dialog->card(0)->linkText(), before);
        QCOMPARE(hosting->seatState(0), State::Connected);
        answerNewLink(true, &asked);
        QTest::mouseClick(button(dialog->card(0), "newLink"), Qt::LeftButton);
        const QString after = dialog->card(0)->linkText();
        QVERIFY(after != before);
        QCOMPARE(after, shownUrl(hosting->server(), 0));
        QCOMPARE(dialog->card(0)->stateText(), QStringLiteral("Not joined yet"));
        QCOMPARE(dialog->card(2)->linkText(), other);
        const QPixmap qr =
            dialog->card(0)->findChild<QLabel*>(QStringLiteral("phoneSeatQr"))->pixmap();
        const QImage modules = qrCodeImage(after);
        QCOMPARE(qr.toImage().scaled(modules.size()).convertToFormat(QImage::Format_Grayscale8),
                 modules);
    }

    void eachNewLinkIsPrintedOnce() {
        PhoneHosting::setPrintLinks(true);
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        PhoneHosting* hosting = nullptr;
        QList<QJsonObject> lines =
            printedWhile([&] { hosting = new PhoneHosting(table, page_.get()); });
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0].value(QLatin1String("seat")).toInt(), 0);
        QCOMPARE(lines[0].value(QLatin1String("name")).toString(), QStringLiteral("Ann"));
        QCOMPARE(lines[0].value(QLatin1String("url")).toString(), shownUrl(hosting->server(), 0));
        QCOMPARE(lines[1].value(QLatin1String("seat")).toInt(), 2);
        QCOMPARE(lines[1].value(QLatin1String("name")).toString(), QStringLiteral("Cat"));
        QCOMPARE(lines[1].value(QLatin1String("url")).toString(), shownUrl(hosting->server(), 2));
        // A phone joining changes no link: nothing more.
        lines = printedWhile([&] { setFakeSeatState(hosting->server(), 0, State::Connected); });
        QCOMPARE(lines.size(), 0);
        // A forgotten phone's new link is printed, once.
        const QString old = shownUrl(hosting->server(), 2);
        lines = printedWhile([&] { hosting->server()->forgetPhone(2); });
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0].value(QLatin1String("seat")).toInt(), 2);
        QCOMPARE(lines[0].value(QLatin1String("url")).toString(), shownUrl(hosting->server(), 2));
        QVERIFY(lines[0].value(QLatin1String("url")).toString() != old);
    }

    void aBusyPortIsSaid() {
        QTcpServer busy;
        QVERIFY(busy.listen(QHostAddress(QHostAddress::LocalHost), 0));
        PhoneHosting::setListenOverride(QHostAddress(QHostAddress::LocalHost), busy.serverPort());
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        QVERIFY(hosting->server()->isListening());
        QVERIFY(hosting->server()->port() != busy.serverPort());
        PhonesDialog* dialog = openDialog(hosting);
        auto* note = dialog->findChild<QLabel*>(QStringLiteral("phoneListeningNote"));
        QVERIFY(note->isVisible());
        QCOMPARE(note->text(), QStringLiteral("Port %1 was busy, so the phones use port %2.")
                                   .arg(busy.serverPort())
                                   .arg(hosting->server()->port()));
        QVERIFY(dialog->card(0)->linkText().contains(
            QStringLiteral(":%1/").arg(hosting->server()->port())));
    }

    void severalAddressesAreOffered() {
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        PhonesDialog dialog(table, page_.get());
        PhoneListening listening;
        listening.addresses = {{QHostAddress(QStringLiteral("192.0.2.20")),
                                QStringLiteral("wlp2s0"), LocalAddress::Kind::Wifi, true},
                               {QHostAddress(QStringLiteral("198.51.100.1")),
                                QStringLiteral("docker0"), LocalAddress::Kind::Virtual, false}};
        listening.address = listening.addresses.first().address;
        dialog.setListening(listening);
        dialog.show();
        auto* choice = dialog.findChild<QComboBox*>(QStringLiteral("phoneAddressChoice"));
        QVERIFY(choice->isVisible());
        QCOMPARE(choice->count(), 2);
        QCOMPARE(choice->currentIndex(), 0);
        QVERIFY(choice->itemText(0).contains(QLatin1String("192.0.2.20")));
        QVERIFY(choice->itemText(0).contains(QLatin1String("Wi-Fi")));
        QVERIFY(choice->itemText(1).contains(QLatin1String("docker0")));
        QSignalSpy chosen(&dialog, &PhonesDialog::addressChosen);
        choice->setCurrentIndex(1);
        emit choice->activated(1);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.first().first().value<QHostAddress>(),
                 QHostAddress(QStringLiteral("198.51.100.1")));
        // One address, or one fixed on the command line: nothing to choose.
        listening.addressFixed = true;
        dialog.setListening(listening);
        QVERIFY(!choice->isVisible());
    }

    void anAddressChosenRestartsTheServerWithNewLinks() {
        // Only the loopback may carry anything here, and no loopback address
        // is among the laptop's: the choice made in the dialog restarts the
        // server, and the address it takes is the command line's, moved to
        // another loopback address first. (Which of the laptop's addresses
        // is taken is tst_phone_address's, and the dialog's signal is
        // severalAddressesAreOffered's.)
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        PhonesDialog* dialog = openDialog(hosting);
        const QString before = dialog->card(0)->linkText();
        QVERIFY(before.startsWith(QLatin1String("http://127.0.0.1:")));
        QSignalSpy changed(hosting, &PhoneHosting::seatStateChanged);
        PhoneHosting::setListenOverride(QHostAddress(QStringLiteral("127.0.0.2")), 0);
        emit dialog->addressChosen(QHostAddress(QStringLiteral("127.0.0.2")));
        if (!hosting->server()->isListening()) QSKIP("127.0.0.2 is not on the loopback here");
        QVERIFY(dialog->card(0)->linkText().startsWith(QLatin1String("http://127.0.0.2:")));
        QVERIFY(changed.contains(QVariantList{0}));
        QVERIFY(changed.contains(QVariantList{2}));
    }

    void noNetworkSaysSoAndOffersThisScreen() {
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        PhonesDialog dialog(table, page_.get());
        dialog.setListening(PhoneListening{}); // no address, no server
        dialog.show();
        auto* note = dialog.findChild<QLabel*>(QStringLiteral("phoneListeningNote"));
        QVERIFY(note->isVisible());
        QVERIFY(note->text().contains(QLatin1String("no network")));
        PhoneSeatCard* card = dialog.card(0);
        QVERIFY(card);
        QVERIFY(card->findChild<QLabel*>(QStringLiteral("phoneSeatQr"))->isHidden());
        QVERIFY(card->linkText().isEmpty());
        QVERIFY(button(card, "newLink")->isHidden());
        QVERIFY(button(card, "playOnThisScreen")->isVisible());
        // Every phone seat back to the screen at once.
        auto* all = dialog.findChild<QPushButton*>(QStringLiteral("playAllOnThisScreen"));
        QVERIFY(all->isVisible());
        QVERIFY(!all->isDefault() && !all->autoDefault());
        QSignalSpy asked(&dialog, &PhonesDialog::moveToScreenRequested);
        QTest::mouseClick(all, Qt::LeftButton);
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.at(0).first().toInt() + asked.at(1).first().toInt(), 0 + 2);
    }

    void wordsFollowTheLanguage() {
        auto* table = new FakePhoneTable(fourSeats(), page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        PhonesDialog* dialog = openDialog(hosting);
        setFakeSeatState(hosting->server(), 2, State::Connected);
        MarkingTranslator marking;
        QCoreApplication::installTranslator(&marking);
        QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("[Phones]"));
        QCOMPARE(dialog->card(0)->stateText(), QStringLiteral("[Not joined yet]"));
        QCOMPARE(dialog->card(2)->stateText(), QStringLiteral("[Connected]"));
        QCOMPARE(button(dialog->card(2), "newLink")->text(), QStringLiteral("[New Link]"));
        QCOMPARE(hosting->phonesAction()->text(), QStringLiteral("[Ph&ones\u2026]"));
        // A state that changes later is said in the language chosen.
        setFakeSeatState(hosting->server(), 2, State::Away);
        QVERIFY(dialog->card(2)->stateText().startsWith(QLatin1String("[Away")));
        QCoreApplication::removeTranslator(&marking);
        QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("Phones"));
        QCOMPARE(dialog->card(2)->stateText(),
                 QStringLiteral("Away: the phone dropped its connection"));
    }

    void eightSeatsFitOnA1024x768Screen() {
        QCOMPARE(page_->screen()->size(), QSize(1024, 768));
        QList<FakePhoneTable::FakeSeat> eight;
        for (const char* name :
             {"Ann", "Bartholomew", "Cat", "Dan", "Eve", "Fitzwilliam", "Gus", "Hetty"})
            eight.append({QString::fromLatin1(name), true});
        auto* table = new FakePhoneTable(eight, page_.get());
        auto* hosting = new PhoneHosting(table, page_.get());
        PhonesDialog* dialog = openDialog(hosting);
        const QRect screen = page_->screen()->availableGeometry();
        QVERIFY2(dialog->width() <= screen.width() && dialog->height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(dialog->width()).arg(dialog->height())));
        auto* scroll = dialog->findChild<QScrollArea*>();
        QVERIFY(scroll->widget()->width() <= scroll->viewport()->width());
        // The cards have the room the screen leaves: a whole row in sight.
        QVERIFY2(scroll->viewport()->height() >= dialog->card(0)->height(),
                 qPrintable(QString::number(scroll->viewport()->height())));
        QList<QRect> placed;
        for (int seat = 0; seat < 8; ++seat) {
            PhoneSeatCard* card = dialog->card(seat);
            QVERIFY(card);
            QVERIFY(card->isVisible());
            // Nothing squeezed: each card has the room it asks for ...
            QVERIFY(card->width() >= card->minimumSizeHint().width());
            QVERIFY(card->height() >= card->minimumSizeHint().height());
            // ... its code and link inside it ...
            for (const char* part : {"phoneSeatQr", "phoneSeatLink"}) {
                auto* widget = card->findChild<QWidget*>(QLatin1String(part));
                QVERIFY2(card->rect().contains(widget->geometry()), part);
            }
            // ... the buttons' words whole ...
            for (const char* name : {"playOnThisScreen", "newLink"}) {
                QPushButton* b = button(card, name);
                QVERIFY(b->width() >= b->sizeHint().width());
            }
            // ... and no two cards overlapping; within the scroll area's width.
            const QRect rect(card->mapTo(scroll->widget(), QPoint()), card->size());
            for (const QRect& other : std::as_const(placed))
                QVERIFY(!rect.intersects(other));
            QVERIFY(rect.right() < scroll->viewport()->width());
            placed.append(rect);
        }
        // Four cards across: two rows for eight people.
        QCOMPARE(placed[3].top(), placed[0].top());
        QVERIFY(placed[4].top() > placed[0].top());
    }
};

int main(int argc, char** argv) {
    // A screen of 1024x768, the smallest the program is made for.
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)) return 2;
    file.write(R"({"screens": [{"name": "small", "x": 0, "y": 0, "width": 1024,
                  "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TstPhonesDialog suite;
    return QTest::qExec(&suite, argc, argv);
}

#include "tst_phones_dialog.moc"
