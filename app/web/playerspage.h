#pragma once

#include "readmodel/playersview.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace ctd {

/// The players' page: one small HTML file with its CSS and a few lines of
/// script, nothing from outside (the venue may be offline). Every name is
/// escaped; the script and style are allowed by their hashes only, so even
/// markup that slipped through would not run.
class PlayersPage
{
public:
    /// The page in a language, without the clock: the clock's place holds
    /// clockMarker(), to be filled in for each request by clockHtml().
    static QByteArray render(const PlayersView &view, quint64 version, const QString &language);
    static QByteArray clockMarker();
    /// The clock as of `now` (a running clock counts down in the page).
    static QByteArray clockHtml(const PlayersView &view, const QString &language,
                                const QDateTime &now);
    /// "45:12", "1:30:00", "-2:05".
    static QString clockText(qint64 remainingMs);
    /// The Content-Security-Policy that allows exactly this page's style and script.
    static QByteArray contentSecurityPolicy();
};

} // namespace ctd
