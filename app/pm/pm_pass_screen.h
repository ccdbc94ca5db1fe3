// Between the turns of different people (PM-16) the whole table is covered
// until the named player says he is ready, so no one sees another's hand.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace club::app {

class PmPassScreen : public QWidget {
    Q_OBJECT
public:
    explicit PmPassScreen(QWidget* parent = nullptr);
    void showFor(const QString& name);
    QPushButton* readyButton() const { return ready_; }

signals:
    void ready();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QLabel* message_;
    QPushButton* ready_;
};

} // namespace club::app
