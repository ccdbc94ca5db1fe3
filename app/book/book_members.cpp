// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_members.h"

#include "book.h"
#include "book_json.h"
#include "book_schema.h"
#include "stored_ratings.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace club::book {

namespace {

// A named translation context that lupdate and the program agree on.
struct BookMembersWords {
    Q_DECLARE_TR_FUNCTIONS(BookMembersWords)
};

constexpr int MaxNameLength = 24; // the seats editor's; every game's save takes it

/// A change the book refused or could not make: nothing of it is kept.
struct Refused {
    QString message;
};

/// The transaction of one change: rolled back unless committed.
class Change {
public:
    explicit Change(Book& book) : db_(book.database()) {
        if (!book.isOpen()) throw Refused{BookMembersWords::tr("The club's book is not open.")};
        if (const QString problem = beginWriting(db_); !problem.isEmpty()) fail(problem);
    }
    ~Change() {
        if (!committed_) db_.rollback();
    }
    QSqlQuery run(const QString& sql, const QVariantList& values = {}) {
        QSqlQuery query(db_);
        query.prepare(sql);
        for (const QVariant& v : values)
            query.addBindValue(v);
        if (!query.exec()) fail(query.lastError().text());
        return query;
    }
    QSqlDatabase& db() { return db_; }
    /// The stored ratings brought along (stored_ratings.h): `problem` empty, or the change fails.
    void keepRatings(const QString& problem) {
        if (!problem.isEmpty()) fail(problem);
    }
    void commit() {
        if (!db_.commit()) fail(db_.lastError().text());
        committed_ = true;
    }
    [[noreturn]] static void fail(const QString& reason) {
        throw Refused{
            BookMembersWords::tr("The club's book could not be changed (%1). It is as it was.")
                .arg(reason)};
    }

private:
    QSqlDatabase& db_;
    bool committed_ = false;
};

/// A game row's id, its uid and its record.
struct GameRecord {
    qint64 row = 0;
    QJsonObject record;
};

bool isPersonSeat(const QJsonObject& o) {
    return o.value(QLatin1String("player")).toString() == QLatin1String("person") &&
           o.value(QLatin1String("name")).isString();
}

/// Every person's name a record holds: its person seats (a game's save)
/// and its entrants (a party night's: lists of names).
void collectNames(const QJsonValue& value, QStringList* names) {
    if (value.isArray()) {
        for (const QJsonValue& v : value.toArray())
            collectNames(v, names);
        return;
    }
    if (!value.isObject()) return;
    const QJsonObject o = value.toObject();
    if (isPersonSeat(o)) names->append(o.value(QLatin1String("name")).toString());
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == QLatin1String("entrants") && it->isArray()) {
            for (const QJsonValue& entrant : it->toArray())
                for (const QJsonValue& name : entrant.toArray())
                    if (name.isString()) names->append(name.toString());
        } else {
            collectNames(*it, names);
        }
    }
}

QJsonValue renamed(const QJsonValue& value, const QString& from, const QString& to) {
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue& v : value.toArray())
            out.append(renamed(v, from, to));
        return out;
    }
    if (!value.isObject()) return value;
    QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == QLatin1String("entrants") && it->isArray()) {
            QJsonArray entrants;
            for (const QJsonValue& entrant : it->toArray()) {
                QJsonArray names;
                for (const QJsonValue& name : entrant.toArray())
                    names.append(name == QJsonValue(from) ? QJsonValue(to) : name);
                entrants.append(entrant.isArray() ? QJsonValue(names) : entrant);
            }
            *it = entrants;
        } else {
            *it = renamed(*it, from, to);
        }
    }
    if (isPersonSeat(o) && o.value(QLatin1String("name")).toString() == from)
        o[QLatin1String("name")] = to;
    return o;
}

bool containsFolded(const QStringList& names, const QString& name) {
    return names.contains(name, Qt::CaseInsensitive);
}

qint64 memberId(Change& change, const QString& name) {
    QSqlQuery query = change.run(QStringLiteral("SELECT id FROM members WHERE name = ?"), {name});
    if (!query.next())
        throw Refused{BookMembersWords::tr("There is no member called \u201c%1\u201d.").arg(name)};
    return query.value(0).toLongLong();
}

QStringList memberNames(Change& change) {
    QStringList names;
    QSqlQuery query = change.run(QStringLiteral("SELECT name FROM members"));
    while (query.next())
        names.append(query.value(0).toString());
    return names;
}

QList<GameRecord> gamesOf(Change& change, qint64 member) {
    QList<GameRecord> games;
    QSqlQuery query =
        change.run(QStringLiteral("SELECT id, record FROM games WHERE id IN "
                                  "(SELECT game FROM seats WHERE member = ?) ORDER BY id"),
                   {member});
    while (query.next())
        games.append({query.value(0).toLongLong(), jsonObject(query.value(1).toString())});
    return games;
}

void writeRecord(Change& change, const GameRecord& game) {
    change.run(QStringLiteral("UPDATE games SET record = ? WHERE id = ?"),
               {jsonText(game.record), game.row});
}

/// The member's name in their games' records becomes `to`; refused when a
/// record has someone of that name at the table already.
void renameInRecords(Change& change, qint64 member, const QString& from, const QString& to) {
    for (GameRecord game : gamesOf(change, member)) {
        QStringList names;
        collectNames(game.record, &names);
        names.removeAll(from);
        if (containsFolded(names, to))
            throw Refused{BookMembersWords::tr(
                              "\u201c%1\u201d is the name of someone else at the table in one of "
                              "%2's games.")
                              .arg(to, from)};
        game.record = renamed(game.record, from, to).toObject();
        writeRecord(change, game);
    }
}

QString checkedNewName(const QString& name) {
    if (name.isEmpty()) throw Refused{BookMembersWords::tr("A member's name cannot be empty.")};
    if (name.size() > MaxNameLength)
        throw Refused{BookMembersWords::tr("A member's name can be at most %n characters long.",
                                           nullptr, MaxNameLength)};
    return name;
}

template <class Act> QString attempt(Act act) {
    try {
        act();
        return {};
    } catch (const Refused& refused) {
        return refused.message;
    }
}

} // namespace

QList<MemberSummary> memberSummaries(Book& book) {
    QList<MemberSummary> members;
    if (!book.isOpen()) return members;
    QSqlQuery query(book.database());
    // A rubber or a match holds games kept on their own: not counted twice.
    if (!query.exec(QStringLiteral(
            "SELECT members.name, count(DISTINCT CASE WHEN games.unit IN ('game', 'night') "
            "THEN games.id END), max(games.finished) FROM members "
            "LEFT JOIN seats ON seats.member = members.id "
            "LEFT JOIN games ON games.id = seats.game GROUP BY members.id "
            "ORDER BY max(games.finished) IS NULL, max(games.finished) DESC, members.name")))
        return members;
    while (query.next())
        members.append({query.value(0).toString(), query.value(1).toInt(),
                        QDateTime::fromString(query.value(2).toString(), Qt::ISODateWithMs)});
    return members;
}

QStringList knownNames(Book& book) {
    QStringList names;
    for (const MemberSummary& member : memberSummaries(book))
        names.append(member.name);
    return names;
}

QString renameMember(Book& book, const QString& from, const QString& toAsTyped) {
    return attempt([&] {
        const QString to = checkedNewName(toAsTyped.trimmed());
        Change change(book);
        const qint64 id = memberId(change, from);
        if (to == from) return;
        QStringList others = memberNames(change);
        others.removeAll(from);
        for (const QString& other : others)
            if (other.compare(to, Qt::CaseInsensitive) == 0)
                throw Refused{
                    BookMembersWords::tr(
                        "There is already a member called \u201c%1\u201d. If \u201c%2\u201d "
                        "and \u201c%1\u201d are the same person, merge \u201c%2\u201d "
                        "into \u201c%1\u201d instead.")
                        .arg(other, from)};
        QSqlQuery computers = change.run(
            QStringLiteral("SELECT DISTINCT name FROM seats WHERE computer IS NOT NULL"), {});
        while (computers.next()) {
            const QString computer = computers.value(0).toString();
            if (computer.compare(to, Qt::CaseInsensitive) == 0)
                throw Refused{BookMembersWords::tr("A computer has played as \u201c%1\u201d in "
                                                   "the book: a member of that name could not be "
                                                   "told from it. Choose another name.")
                                  .arg(computer)};
        }
        computers.finish(); // a statement left open would hold the commit
        change.run(QStringLiteral("UPDATE members SET name = ? WHERE id = ?"), {to, id});
        renameInRecords(change, id, from, to);
        change.keepRatings(renameRated(change.db(), from, to));
        change.commit();
    });
}

QString mergeMembers(Book& book, const QString& from, const QString& into) {
    return attempt([&] {
        if (from == into)
            throw Refused{BookMembersWords::tr("A member cannot be merged into themself.")};
        Change change(book);
        const qint64 a = memberId(change, from);
        const qint64 b = memberId(change, into);
        QSqlQuery together =
            change.run(QStringLiteral("SELECT count(DISTINCT a.game) FROM seats a JOIN seats b "
                                      "ON a.game = b.game WHERE a.member = ? AND b.member = ?"),
                       {a, b});
        const int shared = together.next() ? together.value(0).toInt() : 0;
        together.finish(); // a statement left open would hold the commit
        if (shared > 0)
            throw Refused{BookMembersWords::tr(
                              "%1 and %2 played at the same table in %n game(s), so they are two "
                              "people: they cannot be merged.",
                              nullptr, shared)
                              .arg(from, into)};
        const QList<RatingSpan> spans = spansOfMember(change.db(), a);
        renameInRecords(change, a, from, into);
        change.run(QStringLiteral("UPDATE seats SET member = ? WHERE member = ?"), {b, a});
        change.run(QStringLiteral("DELETE FROM members WHERE id = ?"), {a});
        change.keepRatings(rerate(change.db(), spans));
        change.commit();
    });
}

RemovalEffect removalEffect(Book& book, const QString& name) {
    RemovalEffect effect;
    if (!book.isOpen()) return effect;
    QSqlQuery query(book.database());
    query.prepare(QStringLiteral(
        "SELECT EXISTS (SELECT 1 FROM seats o WHERE o.game = s.game AND o.member IS NOT NULL "
        "AND o.member <> s.member) FROM seats s JOIN members m ON m.id = s.member "
        "WHERE m.name = ? GROUP BY s.game"));
    query.addBindValue(name);
    if (query.exec())
        while (query.next())
            ++(query.value(0).toBool() ? effect.gamesKept : effect.gamesRemoved);
    return effect;
}

QString removeMember(Book& book, const QString& name, const QString& guest) {
    return attempt([&] {
        Change change(book);
        const qint64 id = memberId(change, name);
        const QList<RatingSpan> spans = spansOfMember(change.db(), id);
        for (GameRecord game : gamesOf(change, id)) {
            QSqlQuery others = change.run(
                QStringLiteral("SELECT count(*) FROM seats WHERE game = ? AND member IS NOT "
                               "NULL AND member <> ?"),
                {game.row, id});
            const bool alone = !others.next() || others.value(0).toInt() == 0;
            others.finish();
            if (alone) {
                // Only theirs: the game goes whole (its seats with it).
                change.run(QStringLiteral("DELETE FROM games WHERE id = ?"), {game.row});
                continue;
            }
            change.run(QStringLiteral("DELETE FROM seats WHERE game = ? AND member = ?"),
                       {game.row, id});
            QStringList names;
            collectNames(game.record, &names);
            QString stranger = guest;
            for (int n = 2; containsFolded(names, stranger); ++n)
                stranger = QStringLiteral("%1 %2").arg(guest).arg(n);
            game.record = renamed(game.record, name, stranger).toObject();
            writeRecord(change, game);
        }
        change.run(QStringLiteral("DELETE FROM members WHERE id = ?"), {id});
        change.keepRatings(rerate(change.db(), spans));
        change.commit();
    });
}

} // namespace club::book
