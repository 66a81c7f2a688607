#include "paperreferees.h"

#include "files/figures.h"
#include "tournament/roster.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class PaperRefereeTexts
{
    Q_DECLARE_TR_FUNCTIONS(PaperRefereeTexts)

public:
    static QString title() { return tr("Referees' ledger"); }
    static QString empty() { return tr("The referees' ledger has no entry."); }
    static QStringList titles()
    {
        return {tr("No."),    tr("Round"),  tr("Player"), tr("Decision"),
                tr("Points"), tr("Reason"), tr("Time"),   tr("Withdrawn")};
    }
    static QString tournament() { return tr("CATAN tournament"); }
};

QString timeText(const QDateTime &at, const QLocale &locale)
{
    return at.isValid() ? locale.toString(at.toLocalTime(), QLocale::ShortFormat) : QString();
}

} // namespace

QStringList refereeLedgerTitles()
{
    return PaperRefereeTexts::titles();
}

QStringList refereeLedgerCells(const RefereeEntry &e, const QLocale &locale)
{
    return {locale.toString(e.id),
            e.round > 0 ? locale.toString(e.round) : QString(),
            e.player,
            RefereeEntry::kindText(e.kind),
            e.kind == RefereeEntry::Penalty ? Figures::points(e.twelfths, locale) : QString(),
            e.reason,
            timeText(e.at, locale),
            timeText(e.withdrawnAt, locale)};
}

PaperDocument refereeLedgerDocument(const TournamentInfo &info, const QList<RefereeEntry> &entries,
                                    const QLocale &locale)
{
    PaperDocument doc;
    doc.tournament = info.name.trimmed().isEmpty() ? PaperRefereeTexts::tournament() : info.name;
    doc.title = PaperRefereeTexts::title();
    doc.dateText =
        info.date.isValid() ? locale.toString(info.date, QLocale::LongFormat) : QString();
    const QStringList titles = refereeLedgerTitles();
    const QList<qreal> weights{0.6, 0.8, 2.6, 1.8, 0.9, 4.0, 1.8, 1.8};
    for (qsizetype c = 0; c < titles.size(); ++c)
        doc.columns.append(PaperColumn{titles.at(c), weights.value(c, 1),
                                       (c <= 1 || c == 4) ? Qt::AlignRight : Qt::AlignLeft, false});
    for (const RefereeEntry &e : entries)
        doc.rows.append(refereeLedgerCells(e, locale));
    doc.emptyText = PaperRefereeTexts::empty();
    return doc;
}

} // namespace ctd
