// The P.M. page: the table scene, the side panel and the pass screen, and
// the flow of a rubber between people and computer players: whose hand may
// be seen, the pace of computer turns, autosave and undo. Rules stay in the
// engine's Table; timers and widgets stay here.
#pragma once

#include <QWidget>

class QAction;
class QTimer;

namespace club::pm {
class Table;
struct Move;
struct RubberConfig;
} // namespace club::pm

namespace club::app {

class SpriteSheet;
class PmScene;
class PmView;
class PmSidePanel;
class PmPassScreen;
class PmCutScreen;
class PmComputer;

class PmPage : public QWidget {
    Q_OBJECT
public:
    explicit PmPage(QWidget* parent = nullptr);
    ~PmPage() override;

    pm::Table* table() const { return table_; }
    PmScene* scene() const { return scene_; }
    PmPassScreen* passScreen() const { return pass_; }
    PmCutScreen* cutScreen() const { return cut_; }
    PmSidePanel* panel() const { return panel_; }

    bool hasRubberInProgress() const;
    QString startRubber(const pm::RubberConfig& config);
    /// Loads a saved rubber; on failure the current one stays as it was.
    QString openRubber(const QString& path);
    QString saveRubber(const QString& path);
    QString currentPath() const { return path_; }

    /// Computer pace: milliseconds a man takes per number (0: no animation).
    void setPace(int stepMs, int thinkMs);
    bool canUndo() const;
    void undo();
    void showScoreSheet();
    /// Suggests the Expert's move to the person to play (issue 4): selects
    /// the card and the man, and gives the reason in the side panel.
    void showHint();
    QAction* hintAction() const { return hintAction_; }

    static QString autosavePath();

signals:
    void statusMessage(const QString& text);
    void rubberChanged();
    /// A New Rubber button at the end of a rubber was pressed (the window asks).
    void newRubberRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;
    /// While the cut or pass screen covers the table, the table under it is
    /// disabled, so Tab and the accelerators cannot reach it unseen.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onTurnChanged(int seat);
    void onGameOver();
    void playComputer();
    void humanPlays(const pm::Move& move);
    void autosave();
    int humanCount() const;
    int onlyHuman() const;
    void refreshPanel();

    SpriteSheet* sheet_;
    pm::Table* table_;
    PmScene* scene_;
    PmView* view_;
    PmSidePanel* panel_;
    PmPassScreen* pass_;
    PmCutScreen* cut_;
    QTimer* computerTimer_;
    PmComputer* computer_;
    QAction* hintAction_;
    int viewer_ = -1; ///< whose hand is face up, -1 for none
    int thinkMs_ = 500;
    QString path_;
};

} // namespace club::app
