#pragma once

#include "board/boardscene.h"
#include "scoring/board.h"

#include <QDialog>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;

namespace ctd {

class Tournament;

/// The board's drawing as a widget (the same drawing as paper's).
class BoardView : public QWidget
{
    Q_OBJECT

public:
    explicit BoardView(QWidget *parent = nullptr);
    void setBoard(const std::optional<board::Board> &b, const QString &emptyText);
    QSize sizeHint() const override { return {560, 500}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::optional<BoardScene> m_scene;
    QString m_empty;
};

/// Round → Board: a round's board, drawn and kept with the round (docs/manual,
/// "The round's board"). Shown at once; Draw again (F5) draws another, which
/// the desk's Undo takes back. Follows every change to the round's board,
/// this desk's and others'.
class BoardDialog : public QDialog
{
    Q_OBJECT

public:
    /// `undo` and `redo`: the desk's own actions, so that their keys work here.
    BoardDialog(Tournament *tournament, int round, const QList<QAction *> &history,
                QWidget *parent = nullptr);

    int round() const;
    void setRound(int round);
    /// Draws the round's board anew (a new seed), as the director's command.
    bool drawAgain();
    BoardView *view() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();
    void print();

    Tournament *m_tournament;
    QSpinBox *m_round;
    QLabel *m_roundLabel;
    BoardView *m_view;
    QLabel *m_info;
    QPushButton *m_draw;
    QPushButton *m_print;
    QPushButton *m_close;
    bool m_hasBoard = false;
};

} // namespace ctd
