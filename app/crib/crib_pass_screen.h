// Between the decisions of different people at one screen the whole table
// is covered until the named player says he is ready, so no one sees
// another's hand (the same manners as P.M.'s pass screen).
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace club::app {

class CribPassScreen : public QWidget {
    Q_OBJECT
public:
    explicit CribPassScreen(QWidget* parent = nullptr);
    void showFor(const QString& name);
    QPushButton* readyButton() const { return ready_; }

signals:
    void ready();

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QLabel* message_;
    QPushButton* ready_;
};

} // namespace club::app
