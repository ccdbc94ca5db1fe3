// The view over the P.M. scene: keeps the scene fitted to the window and
// turns keys into hand choices (Left/Right a card, Up/Down a man, Enter plays).
#pragma once

#include <QGraphicsView>

namespace club::app {

class PmScene;

class PmView : public QGraphicsView {
    Q_OBJECT
public:
    PmView(PmScene* scene, QWidget* parent = nullptr);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fit();
    PmScene* scene_;
};

} // namespace club::app
