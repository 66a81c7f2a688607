// The door on the phones (docs/door.md): the table's button to call a
// referee and what became of the call, and a player's self check-in page.
#include "reportpage.h"

#include "pagetexts.h"
#include "tournament/door.h"

namespace ctd {

namespace {

const char *const kCall = QT_TRANSLATE_NOOP("ReportPage", "Call a referee");
const char *const kCallNote = QT_TRANSLATE_NOOP("ReportPage", "What is it about? (may stay empty)");
const char *const kCallOpen =
    QT_TRANSLATE_NOOP("ReportPage", "The desk has your call: a referee will come.");
const char *const kCallTaken = QT_TRANSLATE_NOOP("ReportPage", "A referee is on the way.");
const char *const kCheckInTitle = QT_TRANSLATE_NOOP("ReportPage", "Check in");
const char *const kCheckInAsk = QT_TRANSLATE_NOOP("ReportPage", "Are you %1?");
const char *const kCheckInButton = QT_TRANSLATE_NOOP("ReportPage", "%1 is here: check in");
const char *const kCheckInDone = QT_TRANSLATE_NOOP("ReportPage", "%1 is checked in. Have fun!");
const char *const kCheckInAlready = QT_TRANSLATE_NOOP("ReportPage", "%1 is checked in already.");
const char *const kCheckInOff =
    QT_TRANSLATE_NOOP("ReportPage", "Checking in from a phone is off: show your card at the desk.");
const char *const kCheckInClosed = QT_TRANSLATE_NOOP(
    "ReportPage", "The round is seated: checking in from a phone is closed. Go to the desk.");
const char *const kCheckInUnknown = QT_TRANSLATE_NOOP(
    "ReportPage", "This registration code does not work. Check it on your card, or ask the desk.");

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

} // namespace

QString ReportPage::callPart(const ReportPageData &d)
{
    const auto t = [&d](const char *s) { return text(d.language, s); };
    if (d.call && d.call->state == TableCall::State::Taken)
        return QStringLiteral("<p class=\"notice\" id=\"call\" data-state=\"taken\">%1</p>\n")
            .arg(esc(t(kCallTaken)));
    if (d.call)
        return QStringLiteral("<p class=\"notice\" id=\"call\" data-state=\"open\">%1</p>\n")
            .arg(esc(t(kCallOpen)));
    return QStringLiteral("<form method=\"post\" action=\"/r/%1/call\" id=\"call\">"
                          "<input type=\"hidden\" name=\"page\" value=\"1\">"
                          "<input name=\"note\" maxlength=\"%2\" autocomplete=\"off\" "
                          "placeholder=\"%3\" aria-label=\"%3\">"
                          "<button type=\"submit\">%4</button></form>\n")
        .arg(d.code)
        .arg(Door::kMaxNote)
        .arg(esc(t(kCallNote)), esc(t(kCall)));
}

QByteArray ReportPage::selfCheckIn(const QString &language, const QString &tournament,
                                   const QString &code, const QString &player,
                                   SelfCheckInState state)
{
    const auto t = [&language](const char *s) { return text(language, s); };
    QString h = pageHead(language, t(kCheckInTitle));
    h += QStringLiteral("<header><h1>%1</h1><p class=\"meta\">%2</p></header>\n")
             .arg(esc(tournament), esc(t(kCheckInTitle)));
    switch (state) {
    case SelfCheckInState::Ask:
        h += QStringLiteral("<h2>%1</h2><form method=\"post\" action=\"/c/%2\">"
                            "<button type=\"submit\">%3</button></form>\n")
                 .arg(esc(t(kCheckInAsk).arg(player)), code, esc(t(kCheckInButton).arg(player)));
        break;
    case SelfCheckInState::Done:
        h += QStringLiteral("<p class=\"notice\">%1</p>\n").arg(esc(t(kCheckInDone).arg(player)));
        break;
    case SelfCheckInState::Already:
        h +=
            QStringLiteral("<p class=\"notice\">%1</p>\n").arg(esc(t(kCheckInAlready).arg(player)));
        break;
    case SelfCheckInState::Off:
        h += QStringLiteral("<p class=\"notice bad\">%1</p>\n").arg(esc(t(kCheckInOff)));
        break;
    case SelfCheckInState::Closed:
        h += QStringLiteral("<p class=\"notice bad\">%1</p>\n").arg(esc(t(kCheckInClosed)));
        break;
    case SelfCheckInState::Unknown:
        h += QStringLiteral("<p class=\"notice bad\">%1</p>\n").arg(esc(t(kCheckInUnknown)));
        break;
    }
    return (h + pageTail()).toUtf8();
}

} // namespace ctd
