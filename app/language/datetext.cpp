#include "datetext.h"

#include <QRegularExpression>

namespace ctd {

namespace {

enum class Part { Day, Month, Year };

struct Order
{
    Part parts[3] = {Part::Day, Part::Month, Part::Year};
    QChar separator = QLatin1Char('/');
};

// The order of day, month and year in the locale's short format ("M/d/yy").
Order orderOf(const QLocale &locale)
{
    const QString format = locale.dateFormat(QLocale::ShortFormat);
    Order order;
    int found = 0;
    QChar last;
    for (qsizetype i = 0; i < format.size() && found < 3; ++i) {
        const QChar c = format.at(i);
        if (c == last)
            continue;
        last = c;
        if (c == QLatin1Char('d'))
            order.parts[found++] = Part::Day;
        else if (c == QLatin1Char('M'))
            order.parts[found++] = Part::Month;
        else if (c == QLatin1Char('y'))
            order.parts[found++] = Part::Year;
        else if (found == 1 && !c.isLetter() && !c.isSpace())
            order.separator = c;
    }
    if (found < 3)
        return Order(); // a format without three numbers: day, month, year
    return order;
}

QString partWord(Part p)
{
    switch (p) {
    case Part::Day:
        return DateText::tr("day");
    case Part::Month:
        return DateText::tr("month");
    case Part::Year:
        return DateText::tr("year");
    }
    return {};
}

} // namespace

QString DateText::form(const QLocale &locale)
{
    const Order order = orderOf(locale);
    return partWord(order.parts[0]) + order.separator + partWord(order.parts[1]) + order.separator
        + partWord(order.parts[2]);
}

QString DateText::write(const QDate &date, const QLocale &locale)
{
    if (!date.isValid())
        return {};
    const Order order = orderOf(locale);
    QStringList parts;
    for (Part p : order.parts) {
        if (p == Part::Year)
            parts << QString::number(date.year());
        else
            parts << QString::number(p == Part::Day ? date.day() : date.month());
    }
    // The locale's own zero-padding (dd/MM) where it has it.
    const QString format = locale.dateFormat(QLocale::ShortFormat);
    if (format.contains(QLatin1String("dd")) && format.contains(QLatin1String("MM"))) {
        for (int i = 0; i < 3; ++i) {
            if (order.parts[i] != Part::Year)
                parts[i] = parts[i].rightJustified(2, QLatin1Char('0'));
        }
    }
    return parts.join(order.separator);
}

QDate DateText::read(const QString &typed, const QLocale &locale, QString *problem)
{
    const QString text = typed.trimmed();
    const Order order = orderOf(locale);
    const QString example = write(QDate(2026, 3, 14), locale);
    const QString how = tr("Type it as %1 (for example %2) or as year-month-day (2026-03-14).")
                            .arg(form(locale), example);
    // `why` names the text and what is wrong with it.
    const auto refuse = [&](const QString &why) {
        if (problem)
            *problem = why + QLatin1Char(' ') + how;
        return QDate();
    };
    const QString notADate = tr("\"%1\" is not a date.").arg(text);
    if (text.isEmpty()) {
        return refuse(tr("The date is empty."));
    }
    static const QRegularExpression numbers(
        QStringLiteral("^(\\d{1,4})\\s*([./-])\\s*(\\d{1,4})\\s*\\2\\s*(\\d{1,4})$"));
    const QRegularExpressionMatch m = numbers.match(text);
    if (!m.hasMatch())
        return refuse(notADate);
    const QString first = m.captured(1);
    int day = 0, month = 0, year = 0;
    QString yearText;
    if (first.size() == 4) {
        // A year first is ISO's order, whatever the locale's.
        yearText = first;
        month = m.captured(3).toInt();
        day = m.captured(4).toInt();
        if (m.captured(3).size() > 2 || m.captured(4).size() > 2)
            return refuse(notADate);
    } else {
        const QString got[3] = {first, m.captured(3), m.captured(4)};
        for (int i = 0; i < 3; ++i) {
            switch (order.parts[i]) {
            case Part::Day:
                if (got[i].size() > 2)
                    return refuse(notADate);
                day = got[i].toInt();
                break;
            case Part::Month:
                if (got[i].size() > 2)
                    return refuse(notADate);
                month = got[i].toInt();
                break;
            case Part::Year:
                yearText = got[i];
                break;
            }
        }
    }
    if (yearText.size() == 4)
        year = yearText.toInt();
    else if (yearText.size() == 2)
        year = 2000 + yearText.toInt(); // "26": this century's
    else
        return refuse(tr("\"%1\": the year has two or four digits.").arg(text));
    if (month < 1 || month > 12)
        return refuse(tr("\"%1\": there is no month %2.").arg(text).arg(month));
    const QDate date(year, month, day);
    if (!date.isValid())
        return refuse(
            tr("\"%1\": %2 has no day %3.").arg(text, locale.standaloneMonthName(month)).arg(day));
    if (problem)
        problem->clear();
    return date;
}

} // namespace ctd
