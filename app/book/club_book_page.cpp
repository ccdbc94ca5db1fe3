// SPDX-License-Identifier: GPL-3.0-or-later
#include "club_book_page.h"

#include "core/game_formats.h"

#include "book/book_export.h"
#include "book/book_game_list.h"
#include "book_games_tab.h"
#include "book_table.h"
#include "book_table_sheet.h"
#include "book_words.h"
#include "common/file_dialogs.h"
#include "common/follow_language.h"
#include "common/side_panel_look.h"
#include "core/finished_game.h"
#include "fonts.h"
#include "palette.h"
#include "replay_window.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QRadialGradient>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace club::app {

namespace {

const book::Period Periods[] = {book::Period::Tonight, book::Period::ThisMonth,
                                book::Period::ThisYear, book::Period::AllTime};

/// A panel of card stock with room round its contents.
QWidget* cardPanel(QWidget* parent) {
    auto* panel = new QWidget(parent);
    useCardStock(panel);
    return panel;
}

QLabel* cream(QLabel* label) {
    label->setStyleSheet(QStringLiteral("color: %1;").arg(colours::cardStock.name()));
    return label;
}

} // namespace

ClubBookPage::ClubBookPage(QWidget* parent) : QWidget(parent) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(24, 14, 24, 20);
    outer->setSpacing(12);

    // The title centred on the page, whatever the widths of the buttons
    // either side (they differ in every language): one cell across the row.
    auto* top = new QGridLayout;
    back_ = new QPushButton(this);
    connect(back_, &QPushButton::clicked, this, &ClubBookPage::backRequested);
    title_ = cream(new QLabel(this));
    useTitleFont(title_, 20);
    title_->setAlignment(Qt::AlignCenter);
    top->addWidget(title_, 0, 0, 1, 3, Qt::AlignCenter);
    top->addWidget(back_, 0, 0, Qt::AlignLeft | Qt::AlignVCenter);
    manage_ = new QPushButton(this);
    connect(manage_, &QPushButton::clicked, this, &ClubBookPage::manageMembersRequested);
    // Every game for a spreadsheet, as the command line exports it.
    exportGames_ = new QPushButton(this);
    connect(exportGames_, &QPushButton::clicked, this, &ClubBookPage::askExportGames);
    auto* right = new QHBoxLayout;
    right->setSpacing(8);
    right->addWidget(exportGames_);
    right->addWidget(manage_);
    top->addLayout(right, 0, 2, Qt::AlignRight | Qt::AlignVCenter);
    top->setColumnStretch(1, 1);
    // Which book this is: a laptop's own, or the club's on its server.
    where_ = cream(new QLabel(this));
    useTextFont(where_, 10);
    where_->setAlignment(Qt::AlignCenter);
    top->addWidget(where_, 1, 0, 1, 3, Qt::AlignCenter);
    top->setVerticalSpacing(0);
    outer->addLayout(top);

    body_ = new QStackedWidget(this);
    outer->addWidget(body_, 1);
    // An empty (or unreadable) book: a sentence on a card.
    QWidget* emptyPanel = cardPanel(body_);
    auto* emptyLayout = new QVBoxLayout(emptyPanel);
    emptyLayout->setContentsMargins(40, 40, 40, 40);
    empty_ = addPanelText(emptyLayout, 12);
    empty_->setAlignment(Qt::AlignCenter);
    emptyLayout->addStretch(1);
    body_->addWidget(emptyPanel);

    auto* full = new QWidget(body_);
    auto* split = new QHBoxLayout(full);
    split->setContentsMargins(0, 0, 0, 0);
    split->setSpacing(14);
    QWidget* memberPanel = makeMemberPanel();
    followApplicationFont(memberPanel, [memberPanel] {
        memberPanel->setMaximumWidth(qRound(210 * fontScale())); // the figures need the room
    });
    split->addWidget(memberPanel, 1);
    tabs_ = new QTabWidget(full);
    tabs_->addTab(makeCardTab(), QString());
    tabs_->addTab(makeStandingsTab(), QString());
    tabs_->addTab(makeHeadToHeadTab(), QString());
    gamesTab_ = new BookGamesTab(this);
    tabs_->addTab(gamesTab_, QString());
    connect(gamesTab_, &BookGamesTab::replayRequested, this, &ClubBookPage::replay);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] { fillGames(); });
    split->addWidget(tabs_, 4);
    body_->addWidget(full);

    location_ = book::BookLocation::file(book::Book::defaultPath());
    followLanguage(this, [this] { retranslate(); });
}

QWidget* ClubBookPage::makeMemberPanel() {
    QWidget* panel = cardPanel(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(12, 12, 12, 12);
    membersTitle_ = addPanelTitle(layout, QString(), 13);
    members_ = new QListWidget(panel);
    useTextFont(members_, 11);
    members_->setFrameShape(QFrame::NoFrame);
    QPalette pal = members_->palette();
    pal.setColor(QPalette::Base, colours::cardStock);
    pal.setColor(QPalette::Text, colours::ink);
    pal.setColor(QPalette::Highlight, colours::red);
    pal.setColor(QPalette::HighlightedText, colours::cardStock);
    members_->setPalette(pal);
    membersTitle_->setBuddy(members_);
    layout->addWidget(members_, 1);
    connect(members_, &QListWidget::currentTextChanged, this, [this](const QString& name) {
        fillCard();
        fillGames();
        emit memberShown(name);
    });
    return panel;
}

QWidget* ClubBookPage::makeCardTab() {
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    QWidget* card = cardPanel(scroll);
    scroll->setWidget(card);
    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(16, 12, 16, 12);
    cardName_ = addPanelTitle(layout, QString(), 16);
    cardNote_ = addPanelText(layout, 10);
    cardTable_ = makeBookTable(card);
    keepBookTableWhole(cardTable_);
    // On a wide screen the figures stay together rather than across it.
    followApplicationFont(cardTable_,
                          [this] { cardTable_->setMaximumWidth(qRound(1100 * fontScale())); });
    layout->addWidget(cardTable_);
    auto* cardPrint = new QHBoxLayout;
    printCard_ = new QPushButton(card);
    saveCard_ = new QPushButton(card);
    connect(printCard_, &QPushButton::clicked, this,
            [this] { previewBookTable(this, cardTitle(), *cardTable_); });
    connect(saveCard_, &QPushButton::clicked, this, [this] { askPdf(cardTitle(), *cardTable_); });
    cardPrint->addWidget(printCard_);
    cardPrint->addWidget(saveCard_);
    cardPrint->addStretch(1);
    layout->addLayout(cardPrint);
    // The charts (member_charts.h) go here, under the figures, and take
    // the room below them; with none shown the figures stay at the top.
    chartsArea_ = new QVBoxLayout;
    layout->addLayout(chartsArea_, 1);
    layout->addStretch(0);
    return scroll;
}

QWidget* ClubBookPage::makeStandingsTab() {
    QWidget* tab = cardPanel(this);
    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(16, 12, 16, 12);
    auto* choose = new QHBoxLayout;
    gameLabel_ = new QLabel(tab);
    gameBox_ = new QComboBox(tab);
    gameLabel_->setBuddy(gameBox_);
    periodLabel_ = new QLabel(tab);
    periodBox_ = new QComboBox(tab);
    periodLabel_->setBuddy(periodBox_);
    // Filled when the page shows, after the boxes first sized themselves
    // (empty): sized to what they hold since, or "Once Around Cribbage"
    // was cut to its first words.
    for (QComboBox* box : {gameBox_, periodBox_})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (QWidget* w : {static_cast<QWidget*>(gameLabel_), static_cast<QWidget*>(gameBox_),
                       static_cast<QWidget*>(periodLabel_), static_cast<QWidget*>(periodBox_)}) {
        useTextFont(w, 10.5);
        choose->addWidget(w);
    }
    choose->addStretch(1);
    printStandings_ = new QPushButton(tab);
    saveStandings_ = new QPushButton(tab);
    connect(printStandings_, &QPushButton::clicked, this,
            [this] { previewBookTable(this, standingsTitle(), *standingsTable_); });
    connect(saveStandings_, &QPushButton::clicked, this,
            [this] { askPdf(standingsTitle(), *standingsTable_); });
    choose->addWidget(printStandings_);
    choose->addWidget(saveStandings_);
    layout->addLayout(choose);
    standingsTable_ = makeBookTable(tab);
    layout->addWidget(standingsTable_, 1);
    standingsNote_ = addPanelText(layout, 10);
    const auto refill = [this] { fillStandings(); };
    connect(gameBox_, &QComboBox::currentIndexChanged, this, refill);
    connect(periodBox_, &QComboBox::currentIndexChanged, this, refill);
    return tab;
}

QWidget* ClubBookPage::makeHeadToHeadTab() {
    QWidget* tab = cardPanel(this);
    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(16, 12, 16, 12);
    auto* choose = new QHBoxLayout;
    firstBox_ = new QComboBox(tab);
    againstLabel_ = new QLabel(tab);
    secondBox_ = new QComboBox(tab);
    for (QComboBox* box : {firstBox_, secondBox_})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents); // names come after first show
    for (QWidget* w : {static_cast<QWidget*>(firstBox_), static_cast<QWidget*>(againstLabel_),
                       static_cast<QWidget*>(secondBox_)}) {
        useTextFont(w, 10.5);
        choose->addWidget(w);
    }
    choose->addStretch(1);
    layout->addLayout(choose);
    headToHeadTable_ = makeBookTable(tab);
    layout->addWidget(headToHeadTable_, 1);
    headToHeadNote_ = addPanelText(layout, 10);
    const auto refill = [this] { fillHeadToHead(); };
    connect(firstBox_, &QComboBox::currentIndexChanged, this, refill);
    connect(secondBox_, &QComboBox::currentIndexChanged, this, refill);
    return tab;
}

void ClubBookPage::retranslate() {
    back_->setText(tr("\u2190 &Back to the Games"));
    title_->setText(tr("The Club's Book"));
    sayWhere();
    exportGames_->setText(tr("&Export Games\u2026"));
    exportGames_->setToolTip(
        tr("Write every game in the book to a CSV file, for a spreadsheet: one line per "
           "player of each game"));
    manage_->setText(tr("&Members\u2026"));
    manage_->setToolTip(tr("Rename members, join two names into one, or remove a member"));
    membersTitle_->setText(tr("Memb&ers"));
    printCard_->setText(tr("Print the Card…"));
    saveCard_->setText(tr("Save the Card as PDF…"));
    printStandings_->setText(tr("Print…"));
    saveStandings_->setText(tr("Save as PDF…"));
    tabs_->setTabText(0, tr("Member's &Card"));
    tabs_->setTabText(1, tr("&Standings"));
    tabs_->setTabText(2, tr("&Head to Head"));
    tabs_->setTabText(3, tr("Game &List"));
    gameLabel_->setText(tr("&Game:"));
    periodLabel_->setText(tr("&Period:"));
    againstLabel_->setText(tr("against"));
    firstBox_->setAccessibleName(tr("First member"));
    secondBox_->setAccessibleName(tr("Second member"));
    if (isVisible()) refresh(); // every word and figure again, in the new language
}

QString ClubBookPage::cardTitle() const {
    return tr("The club's book: %1").arg(cardName_->text());
}

QString ClubBookPage::standingsTitle() const {
    const QDateTime now = now_.isValid() ? now_ : QDateTime::currentDateTime();
    const auto period = book::Period(periodBox_->currentData().toInt());
    return tr("Standings: %1, %2")
        .arg(gameBox_->currentText(), BookWords::periodOnPaper(period, now));
}

QString ClubBookPage::writeCardPdf(const QString& path) const {
    return writeBookTablePdf(path, cardTitle(), *cardTable_);
}

QString ClubBookPage::writeStandingsPdf(const QString& path) const {
    return writeBookTablePdf(path, standingsTitle(), *standingsTable_);
}

void ClubBookPage::askPdf(const QString& title, const QTableWidget& table) {
    const QString path = askSavePath(this, tr("Save as PDF"), FileKind::Sheet,
                                     bookTableFileName(title), tr("PDF files (*.pdf)"));
    if (path.isEmpty()) return;
    const QString error = writeBookTablePdf(path, title, table);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Save as PDF"), error);
}

void ClubBookPage::askExportGames() {
    const QString path =
        askSavePath(this, tr("Export Games"), FileKind::Sheet,
                    fileNameFor(tr("Club games"), QStringLiteral("csv")), tr("CSV files (*.csv)"));
    if (path.isEmpty()) return;
    const QString error = exportGames(path);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Export Games"), error);
}

QString ClubBookPage::exportGames(const QString& path) {
    if (!book_.isOpen()) return tr("The club's book is not open.");
    const QString problem = book::writeGamesCsv(book_.games(), path);
    return problem.isEmpty() ? QString() : tr("Cannot write %1: %2").arg(path, problem);
}

void ClubBookPage::setBookPath(const QString& path) {
    setBookLocation(book::BookLocation::file(path));
}

void ClubBookPage::sayWhere() {
    where_->setText(location_.isServer() ? tr("Kept on the club's server, %1").arg(location_.host)
                                         : tr("Kept on this computer"));
    where_->setToolTip(location_.describe());
}

QString ClubBookPage::whereText() const {
    return where_->text();
}

void ClubBookPage::setBookLocation(const book::BookLocation& location) {
    location_ = location;
    sayWhere();
    book_.close();
    if (isVisible()) refresh();
}

void ClubBookPage::setNow(const QDateTime& now) {
    now_ = now;
    fillStandings();
}

void ClubBookPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh(); // games finished since it last showed
}

void ClubBookPage::paintEvent(QPaintEvent*) {
    QPainter p(this); // the chooser's baize, under the book's cards
    QRadialGradient baize(rect().center(), qMax(width(), height()) * 0.75);
    baize.setColorAt(0, colours::baize.lighter(118));
    baize.setColorAt(1, colours::baize.darker(135));
    p.fillRect(rect(), baize);
}

void ClubBookPage::fillGames() {
    // Only when the list shows: the card and standings need none of it.
    if (!gamesTab_ || tabs_->currentWidget() != gamesTab_ || !book_.isOpen()) return;
    const QString member = currentMember();
    // No member chosen (computers alone have played): every game. Read a
    // page at a time as the list is scrolled, from the book as it is open then.
    gamesTab_->setGames(
        [this, member](const book::GameListCursor& after, int count) {
            return book_.isOpen() ? book::gameListPage(book_.database(), member, after, count)
                                  : book::GameListPage{};
        },
        member);
}

ReplayWindow* ClubBookPage::replay(const FinishedGame& listed) {
    // The list reads no records: the game's is read now, whole (a game no
    // longer in the book has none, and the replay says so).
    FinishedGame game = listed;
    if (game.record.isEmpty() && book_.isOpen())
        if (const std::optional<FinishedGame> whole = book::bookGame(book_.database(), listed.id))
            game = *whole;
    auto* window = new ReplayWindow(game, this);
    window->setWindowFlag(Qt::Window);
    if (const QString problem = window->openRecord(); !problem.isEmpty()) {
        delete window;
        QMessageBox::warning(this, tr("Replay"), problem);
        return nullptr;
    }
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setWindowModality(Qt::ApplicationModal); // the game in progress waits behind it
    window->show();
    return window;
}

bool ClubBookPage::showsEmptyBook() const {
    return body_->currentIndex() == 0;
}

QString ClubBookPage::currentMember() const {
    return members_->currentItem() ? members_->currentItem()->text() : QString();
}

void ClubBookPage::showMember(const QString& member) {
    const QList<QListWidgetItem*> found = members_->findItems(member, Qt::MatchExactly);
    if (!found.isEmpty()) members_->setCurrentItem(found.first());
}

void ClubBookPage::refillBox(QComboBox* box, const QList<QPair<QString, QString>>& items) {
    const QString kept = box->currentData().toString();
    const QSignalBlocker quiet(box);
    box->clear();
    for (const auto& [text, data] : items)
        box->addItem(text, data);
    const int at = box->findData(kept);
    if (at >= 0) box->setCurrentIndex(at);
}

void ClubBookPage::refresh() {
    problem_.clear();
    // A server gone away since: opened again, its problem is said (the page
    // said the book was empty, as if the evening's games were lost).
    if (book_.isOpen() && !book_.isAnswering()) book_.close();
    if (!book_.isOpen()) problem_ = book_.open(location_);
    const QStringList names = problem_.isEmpty() ? book_.members() : QStringList();
    const QList<QPair<QString, QString>> kinds = problem_.isEmpty()
                                                     ? book::kindsAndUnits(book_.database())
                                                     : QList<QPair<QString, QString>>();
    if (!problem_.isEmpty())
        empty_->setText(tr("The club's book cannot be read just now. The games played are "
                           "kept, and show here when it can be read again."));
    else
        empty_->setText(tr("The club's book is empty as yet. Every game played to its end "
                           "is written in it, with its players, scores and winners: play a "
                           "game, and its players will be found here."));
    empty_->setToolTip(problem_);
    counted_.clear(); // each kind's counted unit, from the one query: games come first
    for (const auto& [kind, unit] : kinds)
        if (!counted_.contains(kind)) counted_.insert(kind, unit);
    body_->setCurrentIndex(kinds.isEmpty() ? 0 : 1);
    manage_->setEnabled(!names.isEmpty());
    exportGames_->setEnabled(book_.isOpen() && !kinds.isEmpty()); // a game to export

    const QString shown = currentMember();
    {
        const QSignalBlocker quiet(members_);
        members_->clear();
        members_->addItems(names);
    }
    if (!names.isEmpty()) showMember(names.contains(shown) ? shown : names.first());
    fillCard();
    fillGames();
    emit memberShown(currentMember());

    QList<QPair<QString, QString>> games;
    for (const auto& [kind, unit] : kinds)
        if (counted_.value(kind) == unit) games.append({BookWords::gameName(kind), kind});
    refillBox(gameBox_, games);
    QList<QPair<QString, QString>> periods;
    for (book::Period period : Periods)
        periods.append({BookWords::periodName(period), QString::number(int(period))});
    const bool firstTime = periodBox_->count() == 0;
    refillBox(periodBox_, periods);
    if (firstTime) periodBox_->setCurrentIndex(periodBox_->count() - 1); // all time
    fillStandings();

    QList<QPair<QString, QString>> people;
    for (const QString& name : names)
        people.append({name, name});
    refillBox(firstBox_, people);
    refillBox(secondBox_, people);
    // Two different members as soon as there are two: with one member the
    // boxes both showed him, and kept "Ada against Ada" once Bert joined.
    if (secondBox_->currentIndex() == firstBox_->currentIndex() && names.size() > 1)
        secondBox_->setCurrentIndex(firstBox_->currentIndex() == 0 ? 1 : 0);
    fillHeadToHead();
}

void ClubBookPage::fillCard() {
    const QString member = currentMember();
    cardName_->setText(member);
    const QList<book::MemberGameRecord> card = member.isEmpty() || !book_.isOpen()
                                                   ? QList<book::MemberGameRecord>()
                                                   : book::memberCard(book_.database(), member);
    QList<QStringList> rows;
    int games = 0;
    for (const book::MemberGameRecord& r : card) {
        const bool only = counted_.value(r.kind) == r.unit && r.unit != QLatin1String(GameUnit);
        if (r.unit == QLatin1String(GameUnit) || only) games += r.played;
        // A game won or lost without points has no best or average: its
        // "Best 1, Average 1.0" was only the wins again.
        const GameFormat* format = GameFormats::find(r.kind);
        const bool scored = !format || format->keepsScore;
        const QString none = QStringLiteral("\u2014");
        rows.append({BookWords::gameAndUnit(r.kind, r.unit, only), QString::number(r.played),
                     QString::number(r.won), QString::number(r.drawn), QString::number(r.lost),
                     BookWords::percent(r.winRate), scored ? QString::number(r.best) : none,
                     scored ? QLocale().toString(r.average, 'f', 1) : none, BookWords::ofNote(r)});
    }
    // A book of games the computers played alone has no one to show.
    cardNote_->setText(member.isEmpty()
                           ? tr("No one is in the book yet: its games were played by the "
                                "computers alone. A person's first game played to its end "
                                "puts them here.")
                           : tr("Games in the book: %1").arg(games));
    for (QWidget* part : std::initializer_list<QWidget*>{cardTable_, printCard_, saveCard_})
        part->setVisible(!member.isEmpty());
    fillBookTable(cardTable_,
                  {tr("Game"), tr("Played"), tr("Won"), tr("Drawn"), tr("Lost"), tr("Win rate"),
                   tr("Best"), tr("Average"), tr("Of note")},
                  rows);
    // The game's name gives way (two lines) before the note is cut.
    for (int r = 0; r < cardTable_->rowCount(); ++r)
        cardTable_->item(r, 8)->setTextAlignment(Qt::AlignVCenter | Qt::AlignLeading);
    fitBookTableHeight(cardTable_); // the card shows whole; the page scrolls
}

void ClubBookPage::fillStandings() {
    const QString kind = gameBox_->currentData().toString();
    const auto period = book::Period(periodBox_->currentData().toInt());
    QList<book::Standing> lines;
    if (book_.isOpen() && !kind.isEmpty()) {
        const QDateTime now = now_.isValid() ? now_ : QDateTime::currentDateTime();
        lines = book::standings(book_.database(), kind, counted_.value(kind),
                                book::periodStart(period, now));
    }
    QList<QStringList> rows;
    for (int i = 0; i < lines.size(); ++i) {
        const book::Standing& s = lines[i];
        rows.append({tr("%1. %2").arg(i + 1).arg(BookWords::playerName(s)),
                     QString::number(s.played), QString::number(s.won),
                     BookWords::percent(s.winRate), QString::number(qRound(s.rating))});
    }
    fillBookTable(standingsTable_,
                  {tr("Player"), tr("Played"), tr("Won"), tr("Win rate"), tr("Rating")}, rows);
    if (kind.isEmpty())
        standingsNote_->clear();
    else if (lines.isEmpty())
        standingsNote_->setText(
            tr("No games of %1 in the book for this period.").arg(BookWords::gameName(kind)));
    else
        // The order is said first: numbered beside a rating, it read as a
        // ladder of ratings.
        standingsNote_->setText(
            tr("The table goes by games won in the period, then by the share of games won.") +
            QLatin1Char(' ') +
            tr("The rating is each player's now, from every game of %1 in the book: a win "
               "against a stronger player counts for more. Everyone starts at 1500.")
                .arg(BookWords::gameName(kind)));
}

QString ClubBookPage::standingsNote() const {
    return standingsNote_->text();
}

void ClubBookPage::fillHeadToHead() {
    const QString first = firstBox_->currentData().toString();
    const QString second = secondBox_->currentData().toString();
    const QList<book::HeadToHead> meetings = book_.isOpen()
                                                 ? book::headToHead(book_.database(), first, second)
                                                 : QList<book::HeadToHead>();
    QList<QStringList> rows;
    for (const book::HeadToHead& m : meetings) {
        const bool only = counted_.value(m.kind) == m.unit && m.unit != QLatin1String(GameUnit);
        rows.append({BookWords::gameAndUnit(m.kind, m.unit, only), QString::number(m.together),
                     QString::number(m.firstAhead), QString::number(m.secondAhead),
                     QString::number(m.level)});
    }
    fillBookTable(headToHeadTable_,
                  {tr("Game"), tr("Together"), tr("%1 ahead").arg(first),
                   tr("%1 ahead").arg(second), tr("Tied")},
                  rows);
    if (first.isEmpty() || second.isEmpty())
        headToHeadNote_->setText(tr("Head to head needs two members in the book."));
    else if (first == second)
        headToHeadNote_->setText(tr("Choose two different members."));
    else if (meetings.isEmpty())
        headToHeadNote_->setText(tr("%1 and %2 have not sat at one table yet.").arg(first, second));
    else
        headToHeadNote_->setText(tr("Tied: the same place, as partners or in a drawn game."));
}

} // namespace club::app
