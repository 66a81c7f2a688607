#pragma once

#include "tournament/door.h"

#include "scoring/board.h"
#include "tournament/reports.h"
#include "tournament/tournament.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ctd {

/// What a table's report page shows (docs/players-page.md, "Reports from the tables").
struct ReportPageData
{
    QString language;
    QString tournament;
    QString code; ///< the table's code, as stored (never another table's)
    int round = 0;
    int table = 0;
    QStringList players; ///< seat order
    RuleSet rules;
    QList<PlayerLine> lines; ///< what the form shows (typed, or the newest report)
    bool checked = false;    ///< show `lines`' problems beside their cells
    /// The table's result, once it has one: shown instead of the form.
    std::optional<StoredSheet> result;
    TableReports reports; ///< the table's reports: the newest open one with its confirmations
    QString notice;       ///< a line above the sheet ("Report 2 is sent.")
    /// The round's board, when the director drew one: shown under the sheet.
    std::optional<board::Board> board;
    /// The players have registration codes: each confirms with their own
    /// (docs/door.md).
    bool playerCodes = false;
    /// The table's call for a referee not yet closed (docs/door.md).
    std::optional<TableCall> call;
};

/// What a player's self check-in page (GET /c/CODE) says.
enum class SelfCheckInState {
    Ask,     ///< the player's name and a button
    Done,    ///< checked in just now
    Already, ///< checked in before
    Off,     ///< self check-in is off: at the desk
    Closed,  ///< the round is seated: at the desk
    Unknown, ///< no player has this code
};

/// The pages a phone shows to report a table's result: made for a phone 360
/// px wide, in the phone's language, working without script (plain form
/// POSTs); the page's script only adds the live check. Nothing is loaded from
/// elsewhere: the style and the script are in the page, allowed by their hashes.
class ReportPage
{
public:
    /// GET /report: a field to type a code. `unknown`: the code typed did not work.
    static QByteArray codeForm(const QString &language, bool unknown);
    /// GET /r/CODE and the answers to the page's own forms.
    static QByteArray table(const ReportPageData &data);
    /// POST /r/CODE/check and a refused report (422): docs/formats.md's JSON.
    static QByteArray checkJson(const QList<PlayerLine> &lines, const SheetResult &result,
                                const QString &language);
    static QByteArray contentSecurityPolicy();
    /// The table's call for a referee: a button, or what became of the call
    /// (reportpage_door.cpp).
    static QString callPart(const ReportPageData &data);
    /// GET and POST /c/CODE: a player checks in from their phone.
    static QByteArray selfCheckIn(const QString &language, const QString &tournament,
                                  const QString &code, const QString &player,
                                  SelfCheckInState state);
    /// The page's head (its style included) and its end (its script).
    static QString pageHead(const QString &language, const QString &title);
    static QString pageTail();
    /// A text of the page in a language.
    static QString text(const QString &language, const char *source);
};

} // namespace ctd
