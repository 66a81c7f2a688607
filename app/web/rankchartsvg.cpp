#include "rankchartsvg.h"

#include "pagetexts.h"

#include <QCoreApplication>

#include <cmath>

namespace ctd {

namespace {

const char *const kTitle = QT_TRANSLATE_NOOP("PlayersPage", "Ranks by round");
const char *const kRound = QT_TRANSLATE_NOOP("PlayersPage", "Round");
const char *const kToSemifinal = QT_TRANSLATE_NOOP("PlayersPage", "top %1: semi-final");
const char *const kToFinal = QT_TRANSLATE_NOOP("PlayersPage", "top %1: final");
const char *const kChartLabel = QT_TRANSLATE_NOOP(
    "PlayersPage", "Chart: every player's rank after each complete round; rank 1 at the top.");

// The chart's own units: the SVG scales to the page's width, so that text of
// 11 units stays readable on a phone of 360 pixels.
constexpr double kWidth = RankChartSvg::kWidth, kHeight = 230;
constexpr double kFontSize = RankChartSvg::kFontSize;
// A label is drawn smaller, down to this share of the font, before it is shortened.
constexpr double kMinScale = 0.8;
constexpr double kLeft = 26, kRight = 96, kTop = 10, kBottom = 30;
// Up to this many players every line carries its name's label.
constexpr qsizetype kNamedField = 64;
// What a label keeps clear of the chart's right edge.
constexpr double kMargin = 2;

QString number(double v)
{
    return QString::number(v, 'f', 1);
}

} // namespace

double RankChartSvg::labelWidth(const QString &text)
{
    // Advances of a bold sans-serif in ems, rounded up from the widest of the
    // fonts a phone or a desktop browser falls back to (DejaVu Sans Bold), so
    // that the estimate is never short of what a browser draws.
    double em = 0;
    for (const QChar c : text) {
        if (c == QLatin1Char(' ') || c == QLatin1Char('.') || c == QLatin1Char(',')
            || c == QLatin1Char('\'') || c == QLatin1Char('i') || c == QLatin1Char('l')
            || c == QLatin1Char('j') || c == QLatin1Char('I') || c == QLatin1Char('|'))
            em += 0.40;
        else if (c == QLatin1Char('f') || c == QLatin1Char('t') || c == QLatin1Char('r')
                 || c == QLatin1Char('J') || c == QLatin1Char('-'))
            em += 0.52;
        else if (c == QLatin1Char('m') || c == QLatin1Char('w') || c == QLatin1Char('M')
                 || c == QLatin1Char('W') || c == QChar(0x00C6) || c == QChar(0x0152))
            em += 1.10;
        else if (c.isUpper())
            em += 0.84;
        else
            em += 0.74; // lower case, digits, ß, accented letters, anything else
    }
    return em * kFontSize;
}

QString RankChartSvg::label(int rank, const QString &name, double room, double *fontSize)
{
    // A name too long for the room right of the lines is drawn in a smaller
    // font (down to kMinScale of it), and beyond that shortened with an
    // ellipsis, so that even the picked, bold label stays inside the chart on
    // a phone of 360 pixels. A smaller font, unlike the SVG's textLength,
    // never stretches a label the estimate finds too long that is not.
    const QString prefix = QString::number(rank) + QLatin1Char(' ');
    QString text = prefix + name;
    double w = labelWidth(text);
    *fontSize = 0;
    if (w <= room)
        return text;
    const QString ellipsis(QChar(0x2026));
    QString shortName = name;
    while (labelWidth(text) * kMinScale > room && shortName.size() > 1) {
        shortName.chop(1);
        if (shortName.size() > 1 && shortName.back().isLowSurrogate())
            shortName.chop(1);
        text = prefix + shortName.trimmed() + ellipsis;
    }
    w = labelWidth(text);
    *fontSize = w > room ? std::floor(kFontSize * room / w * 10) / 10 : kFontSize;
    return text;
}

namespace {

} // namespace

QString RankChartSvg::section(const RankHistory &history, const QString &language)
{
    if (history.isEmpty())
        return {};
    const auto t = [&language](const char *s) { return PageTexts::text(language, s); };
    const qsizetype rounds = history.rounds.size();
    const int players = qMax<int>(2, int(history.players.size()));
    const double plotW = kWidth - kLeft - kRight, plotH = kHeight - kTop - kBottom;
    const auto x = [&](qsizetype k) {
        return rounds == 1 ? kLeft + plotW / 2 : kLeft + plotW * double(k) / double(rounds - 1);
    };
    const auto y = [&](double rank) { return kTop + plotH * (rank - 1) / (players - 1); };

    QString s;
    s.reserve(512 + int(history.players.size()) * (48 + int(rounds) * 12));
    s += QStringLiteral("<section id=\"ranks\"><h2>%1</h2>").arg(t(kTitle).toHtmlEscaped());
    s += QStringLiteral("<svg%1 viewBox=\"0 0 %2 %3\" role=\"img\" aria-label=\"%4\">")
             .arg(rounds == 1 ? QStringLiteral(" class=\"one\"") : QString())
             .arg(kWidth)
             .arg(kHeight)
             .arg(t(kChartLabel).toHtmlEscaped());
    // The axes: ranks 1 and last on the left, the rounds below.
    s += QStringLiteral("<g class=\"ax\"><text x=\"%1\" y=\"%2\" text-anchor=\"end\">1</text>"
                        "<text x=\"%1\" y=\"%3\" text-anchor=\"end\">%4</text>")
             .arg(number(kLeft - 6), number(y(1) + 4), number(y(players) + 4))
             .arg(history.players.size());
    for (qsizetype k = 0; k < rounds; ++k) {
        s += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\"/>"
                            "<text x=\"%1\" y=\"%4\" text-anchor=\"middle\">%5</text>")
                 .arg(number(x(k)), number(kTop), number(kTop + plotH), number(kTop + plotH + 14),
                      QString::number(history.rounds[k]));
    }
    s += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text></g>")
             .arg(number(kLeft + plotW / 2), number(kHeight - 2), t(kRound).toHtmlEscaped());
    if (history.cut > 0 && history.cut < history.players.size()) {
        const double cy = y(history.cut + 0.5);
        s += QStringLiteral("<line class=\"cut\" x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\"/>"
                            "<text class=\"cutt\" x=\"%4\" y=\"%5\">%6</text>")
                 .arg(number(kLeft), number(cy), number(kLeft + plotW), number(kLeft + 3),
                      number(cy - 3),
                      t(history.cut == 16 ? kToSemifinal : kToFinal)
                          .arg(history.cut)
                          .toHtmlEscaped());
    }
    // The leaders' names stand apart even where their lines run close.
    QList<double> labelY;
    for (qsizetype i = 0; i < history.players.size(); ++i) {
        double at = y(history.ranks[i].last()) + 4;
        if (i > 0 && i < 3)
            at = qMax(at, labelY.last() + 12);
        labelY.append(at);
    }
    // The last in the standings first, so that the leaders are drawn on top.
    // Every player's line is a path with the name (a championship's 2,000
    // lines are most of the page's weight: whole units, implicit line-tos);
    // in a field of up to kNamedField every line carries its label for the
    // search to show, in a larger one only the leaders'.
    const bool named = history.players.size() <= kNamedField;
    for (qsizetype i = history.players.size() - 1; i >= 0; --i) {
        const QList<int> &ranks = history.ranks[i];
        const QString name = history.players[i].toHtmlEscaped();
        QString d = QStringLiteral("M");
        for (qsizetype k = 0; k < rounds; ++k) {
            d += QString::number(qRound(x(k))) + QLatin1Char(' ')
                + QString::number(qRound(y(ranks[k])));
            d += k + 1 < rounds ? QStringLiteral(" ") : QString();
        }
        if (rounds == 1)
            d += QStringLiteral("h0"); // a dot, drawn by the line's round cap
        if (i >= 3 && !named) {
            s += QStringLiteral("<path data-n=\"%1\" d=\"%2\"/>").arg(name, d);
            continue;
        }
        s += i < 3 ? QStringLiteral("<g class=\"t%1\" data-n=\"%2\">").arg(i + 1).arg(name)
                   : QStringLiteral("<g data-n=\"%1\">").arg(name);
        double fontSize = 0;
        const double labelX = x(rounds - 1) + 6;
        const QString text =
            label(ranks.last(), history.players[i], kWidth - kMargin - labelX, &fontSize);
        s += QStringLiteral("<path d=\"%1\"/><text x=\"%2\" y=\"%3\"%4>%5</text></g>")
                 .arg(d, number(labelX), number(labelY[i]),
                      fontSize > 0 ? QStringLiteral(" font-size=\"%1\"").arg(number(fontSize))
                                   : QString(),
                      text.toHtmlEscaped());
    }
    s += QStringLiteral("</svg></section>\n");
    return s;
}

} // namespace ctd
