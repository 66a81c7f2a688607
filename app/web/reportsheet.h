#pragma once

#include "scoring/sheet.h"
#include "scoring/sheetfields.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace ctd {

/// A sheet a phone sends (docs/formats.md, "Reports over the network"): the
/// results file's columns as text/csv, or the report page's own form.
struct ReportSheet
{
    int status = 0;          ///< 0: read; else the HTTP answer (400, 415)
    QList<PlayerLine> lines; ///< the table's players in seat order
    bool fromPage = false;   ///< sent by the page's form (a field `page`): answered with a page
};

/// Reads a sheet for the table of `round` and `table` whose players are
/// `players` (seat order). `contentType` as the request says it.
ReportSheet readReportSheet(const QByteArray &contentType, const QByteArray &body,
                            const QStringList &players, int round, int table);

/// Whether a content type (parameters ignored) is `type`.
/// Whether a Content-Type names no character set or UTF-8 (US-ASCII).
bool isUtf8(const QByteArray &contentType);
bool isContentType(const QByteArray &contentType, const char *type);

/// The fields of an application/x-www-form-urlencoded body ('+' is a space).
QList<QPair<QString, QString>> formFields(const QByteArray &body);

/// The page form's field name of a number field or mark for a seat (0-based).
QString formFieldName(Field field, int seat);

/// The results file's column name of a field ("settlements", "army_first").
QString columnName(Field field);

} // namespace ctd
