// SPDX-License-Identifier: GPL-3.0-or-later
// In the pass screen's place (issue 26): when the table waits for a phone
// seat whose phone has not joined yet, the page is covered by that seat's
// QR code and link, large enough to scan from a chair, so the host need not
// open the Phones dialog to start a game. The host may play the seat on
// this screen instead, or open the dialog for every seat's code.
#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;
class QTextEdit;

namespace club::app {

class PhoneJoinScreen : public QWidget {
    Q_OBJECT
public:
    explicit PhoneJoinScreen(QWidget* page);

    /// Covers the page with `seat`'s code; `others` are the other phone
    /// seats not joined yet (named in a line under the code).
    void showFor(int seat, const QString& name, const QString& url, const QStringList& others);
    int seat() const { return seat_; }
    QString linkText() const;
    QPushButton* playHereButton() const { return playHere_; }
    QPushButton* allPhonesButton() const { return allPhones_; }

signals:
    void playOnScreen(int seat);
    void allPhones();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void sayWords();
    void drawCode();

    int seat_ = -1;
    QString name_;
    QString url_;
    QStringList others_;
    QLabel* heading_;
    QLabel* note_;
    QLabel* code_;
    QTextEdit* link_;
    QLabel* othersLabel_;
    QPushButton* playHere_;
    QPushButton* allPhones_;
};

} // namespace club::app
