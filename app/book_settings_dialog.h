// SPDX-License-Identifier: GPL-3.0-or-later
// Where this computer keeps the club's book: on this computer (the
// default), or on a club's PostgreSQL server that every laptop of a party
// night writes to, with a button that tries the server and says in plain
// words how it went.
#pragma once

#include "book/book_location.h"
#include "book/server_password.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QWidget;

namespace club::app {

class BookSettingsDialog : public QDialog {
    Q_OBJECT
public:
    /// Shows `current`; `lastServer` fills the server's rows while this computer is chosen.
    /// `kept` says where the server's password is kept; OK keeps the one typed
    /// in `keychain` (the system's unless given), or where the user chose.
    BookSettingsDialog(const book::BookLocation& current, const book::BookLocation& lastServer,
                       QWidget* parent = nullptr, const book::ServerPassword& kept = {},
                       book::SecretStore* keychain = nullptr);

    /// The location as chosen (this computer's file is `current`'s, or the default).
    book::BookLocation location() const;

    /// Keeps the server's password (server_password.h) before closing; stays
    /// open, saying why, when it cannot be kept.
    void accept() override;

private:
    void updateRows();
    /// Says where the password goes: the keychain, or (none here) the choice.
    void showKeychain(bool available);
    void testConnection();
    /// What went wrong, in plain words, from the driver's message.
    static QString plainProblem(const QString& problem);

    QString filePath_;
    QRadioButton* thisComputer_ = nullptr;
    QRadioButton* clubServer_ = nullptr;
    QWidget* serverRows_ = nullptr;
    QLineEdit* host_ = nullptr;
    QSpinBox* port_ = nullptr;
    QLineEdit* database_ = nullptr;
    QLineEdit* user_ = nullptr;
    QLineEdit* password_ = nullptr;
    QLabel* passwordNote_ = nullptr;
    QCheckBox* settingsFile_ = nullptr;
    book::SecretStore* keychain_ = nullptr;
    QPushButton* test_ = nullptr;
    QLabel* result_ = nullptr;
    QPushButton* ok_ = nullptr;
};

} // namespace club::app
