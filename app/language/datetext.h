#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QString>

namespace ctd {

/// Dates as a director types them: in the locale's short format, with a year
/// of two or four digits (en_US 3/14/26, en_GB 14/03/2026, de 14.03.26,
/// pt 14/03/2026), or as ISO 2026-03-14. Nothing is guessed: the order of day,
/// month and year is the locale's, and a text that is no date in that order is
/// refused with a message, never read as another date.
class DateText
{
    Q_DECLARE_TR_FUNCTIONS(DateText)

public:
    /// The date `text` means; an invalid QDate and `problem` (translated,
    /// naming the text and the form expected) when it reads as none.
    static QDate read(const QString &text, const QLocale &locale, QString *problem);
    /// How a date is shown for editing: the locale's short format with a
    /// four-digit year, which read() gives back unchanged.
    static QString write(const QDate &date, const QLocale &locale);
    /// The form read() expects, in words: "month/day/year", "Tag.Monat.Jahr".
    static QString form(const QLocale &locale);
};

} // namespace ctd
