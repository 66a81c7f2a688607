#include "paperdoor.h"

#include "qrcode.h"
#include "tournament/roster.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class PaperDoorTexts
{
    Q_DECLARE_TR_FUNCTIONS(PaperDoorTexts)

public:
    static QString listTitle() { return tr("Players at the door"); }
    static QString cardsTitle() { return tr("Registration cards"); }
    static QString noPlayers() { return tr("The tournament has no players yet."); }
    static QString noCodes()
    {
        return tr("No player has a registration code yet: give the codes on the Players page.");
    }
    static QStringList titles()
    {
        return {tr("Player"),     tr("Team"), tr("Code"),
                tr("Checked in"), tr("Paid"), tr("Still owed")};
    }
    static QString tournament() { return tr("CATAN tournament"); }
    static QString cardNote() { return tr("Show this card at the desk to check in."); }
    static QString cardNoteSelf()
    {
        return tr("Show this card at the desk, or scan the code with your phone to check in.");
    }
    static QString totals(int players, int present, const QString &paid, const QString &owed)
    {
        return tr("Players %1 · present %2 · paid %3 · still owed %4")
            .arg(players)
            .arg(present)
            .arg(paid, owed);
    }
    static QString fee(const QString &fee) { return tr("entry fee %1").arg(fee); }
};

QString headingName(const TournamentInfo &info)
{
    return info.name.trimmed().isEmpty() ? PaperDoorTexts::tournament() : info.name;
}

} // namespace

QList<DoorLine> doorLines(const Tournament &tournament)
{
    const QHash<qint64, DoorEntry> door = tournament.door().entries();
    QList<DoorLine> lines;
    for (const Player &p : tournament.roster().players()) {
        if (!p.dropped)
            lines.append(DoorLine{p, door.value(p.id)});
    }
    return lines;
}

QString doorAmountText(qint64 hundredths, const QLocale &locale)
{
    return locale.toString(double(hundredths) / 100.0, 'f', 2);
}

QString doorTotalsText(const DoorTotals &totals, const DoorSettings &settings,
                       const QLocale &locale)
{
    QString text =
        PaperDoorTexts::totals(totals.players, totals.present, doorAmountText(totals.paid, locale),
                               doorAmountText(totals.owed, locale));
    if (settings.fee > 0)
        text += QStringLiteral(" (") + PaperDoorTexts::fee(doorAmountText(settings.fee, locale))
            + QLatin1Char(')');
    return text;
}

PaperDocument doorListDocument(const TournamentInfo &info, const QList<DoorLine> &lines,
                               const DoorSettings &settings, const DoorTotals &totals,
                               const QLocale &locale)
{
    PaperDocument doc;
    doc.tournament = headingName(info);
    doc.title = PaperDoorTexts::listTitle();
    doc.dateText =
        info.date.isValid() ? locale.toString(info.date, QLocale::LongFormat) : QString();
    const QStringList titles = PaperDoorTexts::titles();
    const QList<qreal> weights{3.0, 1.8, 1.4, 1.6, 1.0, 1.0};
    for (qsizetype c = 0; c < titles.size(); ++c)
        doc.columns.append(PaperColumn{titles.at(c), weights.value(c, 1),
                                       c >= 4 ? Qt::AlignRight : Qt::AlignLeft, false});
    for (const DoorLine &l : lines) {
        const QString code = l.door.code.size() == 8
            ? l.door.code.left(4) + QLatin1Char(' ') + l.door.code.mid(4)
            : l.door.code;
        doc.rows.append(
            {l.player.name, l.player.team, code,
             l.door.isCheckedIn()
                 ? locale.toString(l.door.checkedInAt.toLocalTime().time(), QLocale::ShortFormat)
                 : QString(),
             doorAmountText(l.door.paid, locale),
             settings.fee > l.door.paid ? doorAmountText(settings.fee - l.door.paid, locale)
                                        : QString()});
    }
    doc.emptyText = PaperDoorTexts::noPlayers();
    doc.afterTable = doorTotalsText(totals, settings, locale);
    return doc;
}

PaperDocument doorCardsDocument(const TournamentInfo &info, const QList<DoorLine> &lines,
                                const QString &checkInAddress, const QLocale &locale)
{
    PaperDocument doc;
    doc.kind = PaperDocument::Kind::Cards;
    doc.tournament = headingName(info);
    doc.title = PaperDoorTexts::cardsTitle();
    doc.dateText =
        info.date.isValid() ? locale.toString(info.date, QLocale::LongFormat) : QString();
    for (const DoorLine &l : lines) {
        if (l.door.code.isEmpty())
            continue;
        PaperCard card;
        card.player = l.player.name;
        card.team = l.player.team;
        card.code = l.door.code;
        card.qr = qrCode(checkInAddress.isEmpty() ? l.door.code : checkInAddress + l.door.code);
        card.note =
            checkInAddress.isEmpty() ? PaperDoorTexts::cardNote() : PaperDoorTexts::cardNoteSelf();
        doc.cards.append(card);
    }
    doc.emptyText = PaperDoorTexts::noCodes();
    return doc;
}

} // namespace ctd
