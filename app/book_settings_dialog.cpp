// SPDX-License-Identifier: GPL-3.0-or-later
#include "book_settings_dialog.h"

#include "book/book.h"
#include "book/system_keychain.h"
#include "common/dialog_fit.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace club::app {

BookSettingsDialog::BookSettingsDialog(const book::BookLocation& current,
                                       const book::BookLocation& lastServer, QWidget* parent,
                                       const book::ServerPassword& kept,
                                       book::SecretStore* keychain)
    : QDialog(parent),
      filePath_(current.isServer() || current.path.isEmpty() ? book::Book::defaultPath()
                                                             : current.path),
      keychain_(keychain ? keychain : &book::SystemKeychain::program()) {
    setWindowTitle(tr("Club's Book Settings"));
    auto* question = new QLabel(tr("Where does this computer keep the club's book?"), this);
    question->setWordWrap(true);
    thisComputer_ = new QRadioButton(tr("On &this computer"), this);
    thisComputer_->setObjectName(QStringLiteral("bookOnThisComputer"));
    auto* fileNote = new QLabel(filePath_, this);
    fileNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    fileNote->setWordWrap(true);
    fileNote->setIndent(24);
    clubServer_ = new QRadioButton(tr("On a club &server, which every laptop of the evening "
                                      "writes to"),
                                   this);
    clubServer_->setObjectName(QStringLiteral("bookOnClubServer"));

    const book::BookLocation server = current.isServer() ? current : lastServer;
    serverRows_ = new QWidget(this);
    host_ = new QLineEdit(server.host, serverRows_);
    host_->setObjectName(QStringLiteral("bookServerHost"));
    host_->setPlaceholderText(tr("the server's name or address"));
    port_ = new QSpinBox(serverRows_);
    port_->setObjectName(QStringLiteral("bookServerPort"));
    port_->setRange(1, 65535);
    port_->setValue(server.port);
    database_ = new QLineEdit(server.database, serverRows_);
    database_->setObjectName(QStringLiteral("bookServerDatabase"));
    user_ = new QLineEdit(server.user, serverRows_);
    user_->setObjectName(QStringLiteral("bookServerUser"));
    password_ = new QLineEdit(server.password, serverRows_);
    password_->setObjectName(QStringLiteral("bookServerPassword"));
    password_->setEchoMode(QLineEdit::Password);
    passwordNote_ = new QLabel(serverRows_);
    passwordNote_->setObjectName(QStringLiteral("bookServerPasswordNote"));
    passwordNote_->setWordWrap(true);
    settingsFile_ = new QCheckBox(tr("&Keep it in Players Club's settings file on this computer "
                                     "instead (not encrypted)"),
                                  serverRows_);
    settingsFile_->setObjectName(QStringLiteral("bookServerPasswordInSettingsFile"));
    settingsFile_->setChecked(kept.settingsFileChosen);
    test_ = new QPushButton(tr("Test &Connection"), serverRows_);
    test_->setObjectName(QStringLiteral("bookServerTest"));
    result_ = new QLabel(serverRows_);
    result_->setObjectName(QStringLiteral("bookServerTestResult"));
    result_->setWordWrap(true);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* form = new QFormLayout(serverRows_);
    form->setContentsMargins(24, 0, 0, 0);
    form->addRow(tr("Ser&ver:"), host_);
    form->addRow(tr("&Port:"), port_);
    form->addRow(tr("&Database:"), database_);
    form->addRow(tr("&User:"), user_);
    form->addRow(tr("Pass&word:"), password_);
    form->addRow(passwordNote_);
    form->addRow(settingsFile_);
    form->addRow(test_);
    form->addRow(result_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(question);
    layout->addWidget(thisComputer_);
    layout->addWidget(fileNote);
    layout->addWidget(clubServer_);
    layout->addWidget(serverRows_);
    layout->addStretch();
    layout->addWidget(buttons);

    (current.isServer() ? clubServer_ : thisComputer_)->setChecked(true);
    connect(clubServer_, &QRadioButton::toggled, this, &BookSettingsDialog::updateRows);
    for (QLineEdit* edit : {host_, database_, user_, password_})
        connect(edit, &QLineEdit::textChanged, this, [this] {
            result_->clear(); // an answer about other details would mislead
            updateRows();
        });
    connect(port_, &QSpinBox::valueChanged, result_, &QLabel::clear);
    connect(test_, &QPushButton::clicked, this, &BookSettingsDialog::testConnection);
    showKeychain(kept.keychainAvailable);
    if (!kept.problem.isEmpty())
        result_->setText(tr("The keychain could not be read just now, so the password is not "
                            "filled in.") +
                         QLatin1Char('\n') +
                         tr("(The keychain's own words: %1)").arg(kept.problem));
    updateRows();
    setMinimumWidth(fontMetrics().averageCharWidth() * 60);
}

book::BookLocation BookSettingsDialog::location() const {
    if (!clubServer_->isChecked()) return book::BookLocation::file(filePath_);
    return book::BookLocation::server(host_->text().trimmed(), port_->value(),
                                      database_->text().trimmed(), user_->text().trimmed(),
                                      password_->text());
}

void BookSettingsDialog::showKeychain(bool available) {
    passwordNote_->setText(available ? tr("The password is kept in this computer's keychain.")
                                     : tr("This computer has no keychain to keep the password "
                                          "in (no secret service is running)."));
    settingsFile_->setVisible(!available);
}

void BookSettingsDialog::accept() {
    if (!clubServer_->isChecked()) return QDialog::accept(); // the server's details stay as kept
    QSettings settings;
    const book::KeptPassword kept =
        book::keepServerPassword(settings, *keychain_, password_->text(),
                                 settingsFile_->isVisible() && settingsFile_->isChecked());
    switch (kept.outcome) {
    case book::KeptPassword::Outcome::Kept:
        return QDialog::accept();
    case book::KeptPassword::Outcome::NoKeychain:
        showKeychain(false);
        result_->setText(tr("This computer has no keychain, so the password cannot be kept "
                            "there. Tick the box to keep it in the settings file, or leave "
                            "the password empty."));
        break;
    case book::KeptPassword::Outcome::Failed:
        result_->setText(tr("The keychain did not keep the password, so nothing was changed.") +
                         QLatin1Char('\n') +
                         tr("(The keychain's own words: %1)").arg(kept.problem));
        break;
    }
    fitToLayout(this);
    // The answer wraps onto more lines than the layout's hint allows for.
    layout()->activate();
    const int missing = result_->heightForWidth(result_->width()) - result_->height();
    if (missing > 0) resize(width(), height() + missing);
}

void BookSettingsDialog::updateRows() {
    const bool server = clubServer_->isChecked();
    serverRows_->setEnabled(server);
    const bool complete = !host_->text().trimmed().isEmpty() &&
                          !database_->text().trimmed().isEmpty() &&
                          !user_->text().trimmed().isEmpty();
    test_->setEnabled(complete);
    // A server without its name, book or user cannot be written: not offered.
    ok_->setEnabled(!server || complete);
}

QString BookSettingsDialog::plainProblem(const QString& problem) {
    // libpq's words (English whatever the language) for the usual troubles.
    const auto says = [&](const char* words) {
        return problem.contains(QLatin1String(words), Qt::CaseInsensitive);
    };
    if (says("driver"))
        return tr("This computer cannot talk to a club server yet: Qt's PostgreSQL driver is "
                  "not installed (on Debian, the package libqt6sql6-psql).");
    if (says("password") || says("authentication") || says("role"))
        return tr("The server does not accept this user and password.");
    if (says("database") && says("does not exist"))
        return tr("The server has no database by this name.");
    if (says("connect") || says("timeout") || says("host name") || says("Connection refused"))
        return tr("The server does not answer. Is it switched on, on this network, and are its "
                  "name and port right?");
    return tr("The server answered, but the club's book cannot be opened there.");
}

void BookSettingsDialog::testConnection() {
    result_->setText(tr("Trying the server\u2026"));
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QApplication::processEvents(QEventLoop::ExcludeUserInputEvents); // the words above are seen
    book::Book book;
    const QString problem = book.open(location());
    QApplication::restoreOverrideCursor();
    if (problem.isEmpty())
        result_->setText(tr("Connected. The club's book on this server is ready to be written."));
    else
        result_->setText(plainProblem(problem) + QLatin1Char('\n') +
                         tr("(The server's own words: %1)").arg(problem.simplified()));
    fitToLayout(this);
}

} // namespace club::app
