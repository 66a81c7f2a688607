#include "playerspage.h"

#include "board/boardsvg.h"

#include "pagetexts.h"
#include "playerspage_script.h"
#include "rankchartsvg.h"
#include "teamspage.h"

#include "files/figures.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace ctd {

namespace {

// Names never go through a chained arg(): a name holding "%2" would be
// filled in itself. Rows use the one-call, many-argument form.

// The page's words: looked up per request in the phone's language.
const char *const kSeatingTitle = QT_TRANSLATE_NOOP("PlayersPage", "Round %1: where you sit");
const char *const kNoRound = QT_TRANSLATE_NOOP("PlayersPage", "No round has been seated yet.");
const char *const kBoardTitle = QT_TRANSLATE_NOOP("PlayersPage", "Round %1: the board");
const char *const kPlayer = QT_TRANSLATE_NOOP("PlayersPage", "Player");
const char *const kTable = QT_TRANSLATE_NOOP("PlayersPage", "Table");
const char *const kSeat = QT_TRANSLATE_NOOP("PlayersPage", "Seat");
const char *const kStarts = QT_TRANSLATE_NOOP("PlayersPage", "starts");
const char *const kStandingsTitle = QT_TRANSLATE_NOOP("PlayersPage", "Standings after round %1");
const char *const kNoStandings = QT_TRANSLATE_NOOP("PlayersPage", "No round is complete yet.");
const char *const kRank = QT_TRANSLATE_NOOP("PlayersPage", "Rank");
// Over the players the no-win cut left out (docs/seating.md, "The no-win cut").
const char *const kOutAtCut = QT_TRANSLATE_NOOP(
    "PlayersPage", "Out at the no-win cut after game %1: no more preliminary games");
const char *const kRoundPoints = QT_TRANSLATE_NOOP("PlayersPage", "Round points");
// What the desk and the projector call round points that count wins.
const char *const kWins = QT_TRANSLATE_NOOP("PlayersPage", "Wins");
const char *const kFinalRanking = QT_TRANSLATE_NOOP("PlayersPage", "Final ranking");
const char *const kVp = QT_TRANSLATE_NOOP("PlayersPage", "VP");
const char *const kFind = QT_TRANSLATE_NOOP("PlayersPage", "Find your name");
const char *const kRules = QT_TRANSLATE_NOOP("PlayersPage", "Rule set: %1");
const char *const kTimeLeft = QT_TRANSLATE_NOOP("PlayersPage", "Round %1: time left");
const char *const kPaused = QT_TRANSLATE_NOOP("PlayersPage", "Round %1: clock paused");
const char *const kTimeUp = QT_TRANSLATE_NOOP("PlayersPage", "Round %1: time is up");
const char *const kNotStarted = QT_TRANSLATE_NOOP("PlayersPage", "Round %1: clock not started");
const char *const kFooter =
    QT_TRANSLATE_NOOP("PlayersPage", "This page follows the desk by itself.");

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QByteArray hashOf(const char *text)
{
    return "'sha256-"
        + QCryptographicHash::hash(QByteArray(text), QCryptographicHash::Sha256).toBase64() + "'";
}

} // namespace

QString PlayersPage::clockText(qint64 remainingMs)
{
    const qint64 s = (qAbs(remainingMs) + 999) / 1000;
    const qint64 h = s / 3600, m = (s / 60) % 60;
    QString t =
        h > 0 ? QStringLiteral("%1:%2").arg(h).arg(m, 2, 10, QLatin1Char('0')) : QString::number(m);
    t += QStringLiteral(":%1").arg(s % 60, 2, 10, QLatin1Char('0'));
    return remainingMs < 0 ? QLatin1Char('-') + t : t;
}

QByteArray PlayersPage::clockMarker()
{
    return QByteArrayLiteral("<!--clock-->");
}

QByteArray PlayersPage::clockHtml(const PlayersView &view, const QString &language,
                                  const QDateTime &now)
{
    if (view.round == 0)
        return {};
    const auto t = [&language](const char *s) { return PageTexts::text(language, s); };
    const RoundClock &c = view.clock;
    const QString round = QString::number(view.round);
    if (!c.isStarted()) {
        return QStringLiteral("<div id=\"clock\"><span>%1</span></div>")
            .arg(esc(t(kNotStarted).arg(round)))
            .toUtf8();
    }
    const qint64 left = c.remainingAt(now);
    const QString label = left <= 0 ? t(kTimeUp) : c.isRunning() ? t(kTimeLeft) : t(kPaused);
    return QStringLiteral("<div id=\"clock\"%1 data-left=\"%2\" data-running=\"%3\" data-up=\"%4\">"
                          "<span>%5</span><b>%6</b></div>")
        .arg(left <= 0 ? QStringLiteral(" class=\"up\"") : QString())
        .arg(left)
        .arg(c.isRunning() ? 1 : 0)
        .arg(esc(t(kTimeUp).arg(round)), esc(label.arg(round)), clockText(left))
        .toUtf8();
}

QByteArray PlayersPage::contentSecurityPolicy()
{
    return "default-src 'none'; style-src " + hashOf(page::kStyle) + "; script-src "
        + hashOf(page::kScript)
        + "; connect-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; "
          "frame-ancestors 'none'";
}

QByteArray PlayersPage::render(const PlayersView &view, quint64 version, const QString &language)
{
    const auto t = [&language](const char *s) { return PageTexts::text(language, s); };
    const QLocale locale = PageTexts::locale(language);
    QString h;
    h.reserve(256 + int(view.seating.size() + view.standings.size()) * 96);
    h += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">"
                        "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
                        "<title>%2</title><style>")
             .arg(language, esc(view.tournament));
    h += QString::fromUtf8(page::kStyle);
    h += QStringLiteral(
             "</style></head><body>\n<div class=\"find\"><input id=\"find\" type=\"search\" "
             "autocomplete=\"off\" placeholder=\"%1\" aria-label=\"%1\"></div>\n")
             .arg(esc(t(kFind)));
    h +=
        QStringLiteral("<main data-version=\"%1\"><header><h1>%2</h1><p class=\"meta\">%3 · %4</p>")
            .arg(version)
            .arg(esc(view.tournament), esc(locale.toString(view.date, QLocale::LongFormat)),
                 esc(t(kRules).arg(PageTexts::ruleSetTitle(language, view.rules, view.rulesName))));
    h += QString::fromLatin1(clockMarker()) + QStringLiteral("</header>\n");

    h += QStringLiteral("<section id=\"seating\">");
    if (view.round == 0) {
        h += QStringLiteral("<p class=\"empty\">%1</p>").arg(esc(t(kNoRound)));
    } else {
        h += QStringLiteral("<h2>%1</h2><table><thead><tr><th>%2</th><th class=\"r\">%3</th>"
                            "<th class=\"r\">%4</th></tr></thead><tbody>\n")
                 .arg(esc(t(kSeatingTitle).arg(view.round)), esc(t(kPlayer)), esc(t(kTable)),
                      esc(t(kSeat)));
        const QString starts =
            QStringLiteral(" <span class=\"starts\">%1</span>").arg(esc(t(kStarts)));
        for (const SeatEntry &s : view.seating) {
            h +=
                QStringLiteral(
                    "<tr><td class=\"n\">%1</td><td class=\"r\">%2</td><td class=\"r\">%3%4</td></tr>\n")
                    .arg(esc(s.name), QString::number(s.table), QString::number(s.seat),
                         s.seat == 1 ? starts : QString());
        }
        h += QStringLiteral("</tbody></table>");
    }
    if (view.board) {
        // The round's board, drawn here as inline SVG, its words in the phone's language.
        const auto words = [&language](const char *s) {
            return PageTexts::text(language, "BoardTexts", s);
        };
        const QString title = t(kBoardTitle).arg(view.boardRound);
        QStringList pips;
        const auto sums = view.board->resourcePips();
        for (int r = 0; r < board::ResourceCount; ++r)
            pips << board::BoardTexts::resourceName(static_cast<board::Resource>(r), words)
                    + QLatin1Char(' ') + locale.toString(sums[static_cast<std::size_t>(r)]);
        h += QStringLiteral("</section>\n<section id=\"board\"><h2>%1</h2>").arg(esc(title))
            + boardSvg(BoardScene::of(*view.board, words), title)
            + QStringLiteral("<p class=\"meta\">%1</p>")
                  .arg(esc(board::BoardTexts::pipsWord(words) + QStringLiteral(": ")
                           + pips.join(QStringLiteral(" \u00b7 "))));
    }
    h += QStringLiteral("</section>\n<section id=\"standings\">");
    if (view.standingsAfter == 0) {
        h += QStringLiteral("<p class=\"empty\">%1</p>").arg(esc(t(kNoStandings)));
    } else {
        h += QStringLiteral("<h2>%1</h2><table><thead><tr><th class=\"r\">%2</th><th>%3</th>"
                            "<th class=\"r\">%4</th><th class=\"r\">%5</th></tr></thead><tbody>\n")
                 .arg(esc(isFinalRanking(view.standings)
                              ? t(kFinalRanking)
                              : t(kStandingsTitle).arg(view.standingsAfter)),
                      esc(t(kRank)), esc(t(kPlayer)),
                      esc(t(view.countsWins ? kWins : kRoundPoints)), esc(t(kVp)));
        bool cutShown = false;
        for (const StandingsRow &r : view.standings) {
            // Who plays on: the players out at the no-win cut follow a line of their own.
            if (r.outAtCut && !cutShown) {
                h += QStringLiteral("<tr class=\"cut\"><td colspan=\"4\">%1</td></tr>\n")
                         .arg(esc(t(kOutAtCut).arg(view.noWinCut)));
                cutShown = true;
            }
            h += QStringLiteral(
                     "<tr%5><td class=\"r\">%1</td><td class=\"n\">%2</td><td class=\"r\">%3</td>"
                     "<td class=\"r\">%4</td></tr>\n")
                     .arg(QString::number(r.rank), esc(r.player),
                          Figures::points(r.roundPointsTwelfths, locale), QString::number(r.vp),
                          r.outAtCut ? QStringLiteral(" class=\"out\"") : QString());
        }
        h += QStringLiteral("</tbody></table>");
    }
    h += QStringLiteral("</section>\n") + teamsSection(view, language);
    h += RankChartSvg::section(view.ranks, language);
    h += QStringLiteral("<footer>%1</footer></main>\n<script>").arg(esc(t(kFooter)));
    h += QString::fromUtf8(page::kScript);
    h += QStringLiteral("</script></body></html>\n");
    return h.toUtf8();
}

} // namespace ctd
