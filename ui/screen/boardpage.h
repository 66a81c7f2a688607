#pragma once

#include <QCoreApplication>
#include <QRect>
#include <QString>

class QPainter;

namespace ctd {

struct PlayersView;

/// The players' screen's page of the round's board: the same drawing as
/// paper's and the phones', as large as the screen allows, with each
/// resource's pips and the harbours in words.
class BoardPage
{
    Q_DECLARE_TR_FUNCTIONS(BoardPage)

public:
    static QString title(const PlayersView &view);
    static void paint(QPainter *painter, const QRect &body, const PlayersView &view, double unit);
};

} // namespace ctd
