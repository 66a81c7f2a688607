#pragma once

#include "board/boardscene.h"
#include "scoring/rankhistory.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QMap>
#include <QPageSize>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;

namespace ctd {

/// One column of a printed table: its header, its share of the line's width
/// and how its cells are aligned.
struct PaperColumn
{
    QString title;
    qreal weight = 1;
    Qt::Alignment alignment = Qt::AlignLeft;
    bool tickBox = false; ///< slips: a box to tick instead of a number
};

/// One table's result slip: a caption and the players in seat order.
struct PaperSlip
{
    QString caption;
    QStringList players;
    QString code;      ///< the table's report code ("" : none)
    QImage reportCode; ///< a QR code of the table's report address (null: none)
    /// Beside the report code: what it is for and where to type it.
    QString codeNote;
};

/// One player's registration card (docs/door.md): cut out and handed over,
/// scanned at the desk's check-in field.
struct PaperCard
{
    QString player;
    QString team; ///< "" : none
    QString code; ///< the registration code, printed as "K7QM 2PXA"
    QImage qr;    ///< a QR code of the code (or of the self check-in address)
    QString note; ///< under the code: what to do with the card
};

/// A printable document built from data, not from widgets: a heading, then
/// either a table whose column header repeats on every page, or result slips.
/// The text is real text, so a PDF of it can be searched and read back.
struct PaperDocument
{
    enum class Kind { Table, Slips, Board, Cards };
    enum class SlipLayout { AsManyAsFit, OnePerPage };

    Kind kind = Kind::Table;
    QString tournament; ///< heading, and beside the page number on every page
    QString title;      ///< e.g. "Standings after round 3"
    QString dateText;   ///< the tournament's date in the reader's locale (slips: and the rule set)
    /// Printed under the heading when set (a line a paragraph): e.g. why the
    /// director chose a cut's players.
    QString note;
    QList<PaperColumn> columns;
    QList<QStringList> rows; ///< Table: one string per column
    /// Table: a heading line printed above the row at this index, starting a
    /// group of rows (a round of the schedule); repeated at the top of a page
    /// the group goes on to.
    QMap<qsizetype, QString> groups;
    QString emptyText; ///< Table: shown instead of an empty table
    /// Table: printed under the table, after its last row (a line a
    /// paragraph): e.g. the disqualified players with the reason.
    QString afterTable;
    QList<PaperSlip> slips; ///< Slips: columns are the sheet's, rows are empty
    QString slipNote;       ///< Slips: printed under each slip
    SlipLayout slipLayout = SlipLayout::AsManyAsFit;
    /// Printed beside the heading of the first page when set: the players'
    /// page's QR code, with its address under it.
    QImage linkCode;
    QString linkText;
    /// Table: when it has a round, a last page with the ranks by round
    /// (rankchart.h) under the title `ranksTitle`.
    RankHistory ranks;
    QString ranksTitle;

    /// Slips: a small picture of the round's board on each slip (no items:
    /// none); Board: the page's picture, with `note` under it.
    BoardScene board;
    /// Cards: eight to a page, cut apart along dashed lines.
    QList<PaperCard> cards;
    /// "Tournament – title", for the PDF's metadata and file names.
    QString fullTitle() const;
};

/// Where the renderer put a piece of text, so that a test can read a PDF's
/// words back and check that each stays in its place: the page (0 is the
/// first), the box the text must stay within, in points from the page's top
/// left corner, and the text drawn there (empty where only the box is
/// checked: a chart, a header broken at soft hyphens).
struct PaperTextBox
{
    int page = 0;
    QRectF points;
    QString text;
};

/// Paints the document on a printer or PDF writer, page by page, with the
/// page number on every page. Returns the number of pages, 0 when the device
/// cannot be painted on. `boxes`, when given, receives where each cell, name,
/// heading and note was meant to stay.
int renderDocument(const PaperDocument &doc, QPagedPaintDevice *device,
                   QList<PaperTextBox> *boxes = nullptr);

/// Writes the document as a PDF file on the given paper with 15 mm margins.
/// Needs a QGuiApplication (the offscreen platform will do). On failure
/// returns false and a translated message that names the file.
bool writePdf(const PaperDocument &doc, const QString &path, const QPageSize &pageSize,
              QString *error, QList<PaperTextBox> *boxes = nullptr);

/// How the result slips' columns come out on a page (to check the lay-out):
/// each column's width in millimetres, the size of the header's and the
/// names' font in points, and the names cut with "…" for want of room.
struct PaperSlipGeometry
{
    QList<qreal> columnMm;
    qreal headerPoints = 0;
    qreal namePoints = 0;
    QStringList cutNames;
};
PaperSlipGeometry slipGeometry(const PaperDocument &doc, const QPageSize &pageSize);

/// Texts printed by the renderer itself.
class PaperRenderTexts
{
    Q_DECLARE_TR_FUNCTIONS(PaperRenderTexts)

public:
    static QString pageOf(int page, int pages);
    static QString cannotWrite(const QString &path, const QString &reason);
};

} // namespace ctd
