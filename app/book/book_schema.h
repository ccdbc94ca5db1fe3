// SPDX-License-Identifier: GPL-3.0-or-later
// The club book's schema, as a list of migration steps: step i takes a book
// from version i to i + 1 (version 0 is an empty file). A book is brought
// to the latest version when it opens; every step runs in one transaction
// with the version it reaches, so a book is always at one version or the
// next, never between. Add a step at the end; never edit one that shipped.
// The steps are written once for SQLite and PostgreSQL both: the only words
// the two read differently are adapted by statementFor().
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace club::book {

/// Each step's statements, in order.
const QList<QStringList>& schemaSteps();
int latestSchemaVersion();
/// What step `step` (the version it reaches) works out in C++ after its
/// statements, in the same transaction; nullptr for a step of SQL alone.
using StepFill = QString (*)(QSqlDatabase& db);
StepFill schemaStepFill(int step);

/// `statement` as `db`'s driver reads it: on PostgreSQL a row id
/// ("INTEGER PRIMARY KEY", SQLite's own counter) is a BIGSERIAL.
QString statementFor(const QSqlDatabase& db, const QString& statement);

/// The book's version: 0 for a file with no schema yet.
/// @returns -1 when it cannot be read (the message in `problem`).
int schemaVersion(QSqlDatabase& db, QString* problem);

/// Begins a transaction that will write. On SQLite it takes the write lock
/// at once (BEGIN IMMEDIATE), waiting within the busy timeout: a transaction
/// begun for reading is refused its first write at once, with no wait, when
/// another connection wrote meanwhile (two programs making a new book).
/// @returns an empty string, or what went wrong (no transaction begun).
QString beginWriting(QSqlDatabase& db);

/// Runs the steps from the book's version up to `target`.
/// @returns an empty string, or what went wrong (the book unchanged by the failed step).
QString migrateTo(QSqlDatabase& db, int target);

} // namespace club::book
