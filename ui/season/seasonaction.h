#pragma once

#include <QAction>
#include <QPointer>

class QWidget;

namespace ctd {

class SeasonWindow;

/// File → Season…: opens the season window (one for the desk, kept while it
/// runs), and names itself in the desk's language.
class SeasonAction : public QAction
{
    Q_OBJECT

public:
    explicit SeasonAction(QWidget *window);

    /// The season window, made on first use.
    SeasonWindow *seasonWindow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    QWidget *m_window;
    QPointer<SeasonWindow> m_season;
};

} // namespace ctd
