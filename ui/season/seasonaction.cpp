#include "seasonaction.h"

#include "seasonwindow.h"

#include <QEvent>

namespace ctd {

SeasonAction::SeasonAction(QWidget *window)
    : QAction(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("seasonAction"));
    window->installEventFilter(this);
    connect(this, &QAction::triggered, this, [this] {
        SeasonWindow *w = seasonWindow();
        w->show();
        w->raise();
        w->activateWindow();
    });
    retranslate();
}

SeasonWindow *SeasonAction::seasonWindow()
{
    if (!m_season)
        m_season = new SeasonWindow(m_window);
    return m_season;
}

bool SeasonAction::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QAction::eventFilter(watched, event);
}

void SeasonAction::retranslate()
{
    setText(tr("Season ran&king list…"));
    setToolTip(tr("A season's standings across tournaments: points by place, the best results "
                  "counted"));
}

} // namespace ctd
