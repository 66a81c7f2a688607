#include "paperactions.h"

#include "files/resultsfile.h"
#include "language/language.h"
#include "paper/paperbuilder.h"
#include "paper/paperrankchart.h"
#include "paper/qrcode.h"
#include "tournament/dblocation.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHostAddress>
#include <QMenu>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>

namespace ctd {

namespace {

const PaperKind kKinds[] = {PaperKind::Standings,     PaperKind::SeatingByTable,
                            PaperKind::SeatingByName, PaperKind::Slips,
                            PaperKind::Schedule,      PaperKind::TeamStandings};

int csvIndex(PaperActions::CsvKind kind, CsvWriter::Dialect dialect)
{
    return (kind == PaperActions::CsvKind::Standings ? 0 : 2)
        + (dialect == CsvWriter::Dialect::Spreadsheet ? 1 : 0);
}

} // namespace

PaperActions::PaperActions(Tournament *tournament, QWidget *parent)
    : QObject(parent)
    , m_tournament(tournament)
    , m_parent(parent)
    , m_onePerPage(new QAction(this))
    , m_rankChart(new QAction(this))
    , m_pdfMenuAction(new QAction(this))
    , m_pdfMenu(new QMenu)
{
    for (PaperKind kind : kKinds) {
        auto *print = new QAction(this);
        connect(print, &QAction::triggered, this, [this, kind] { this->print(kind); });
        m_print.append(print);
        auto *pdf = new QAction(this);
        connect(pdf, &QAction::triggered, this, [this, kind] { askPdf(kind); });
        m_pdf.append(pdf);
        m_pdfMenu->addAction(pdf);
    }
    m_print[int(PaperKind::Standings)]->setShortcut(QKeySequence::Print);
    m_onePerPage->setCheckable(true);
    m_rankChart->setCheckable(true);
    m_pdfMenuAction->setMenu(m_pdfMenu);

    for (CsvKind kind : {CsvKind::Standings, CsvKind::Results}) {
        for (auto dialect : {CsvWriter::Dialect::Machine, CsvWriter::Dialect::Spreadsheet}) {
            auto *a = new QAction(this);
            connect(a, &QAction::triggered, this, [this, kind, dialect] { askCsv(kind, dialect); });
            m_csv.append(a);
        }
    }

    auto separator = [this] {
        auto *s = new QAction(this);
        s->setSeparator(true);
        return s;
    };
    m_all = m_print;
    m_all << m_onePerPage << m_rankChart << separator() << m_pdfMenuAction << separator() << m_csv;

    // A plain QObject gets no LanguageChange of its own: the parent widget's tells.
    if (parent)
        parent->installEventFilter(this);
    retranslate();
    refresh();
}

PaperActions::~PaperActions()
{
    delete m_pdfMenu;
}

QAction *PaperActions::csvAction(CsvKind kind, CsvWriter::Dialect dialect) const
{
    return m_csv.value(csvIndex(kind, dialect));
}

void PaperActions::setCurrentRound(int round)
{
    m_round = round;
    refresh();
}

int PaperActions::standingsRound() const
{
    if (!m_tournament || !m_tournament->isOpen())
        return 0;
    return lastCompleteRound(*m_tournament, m_round);
}

void PaperActions::refresh()
{
    const bool open = m_tournament && m_tournament->isOpen();
    // A round is seated once it exists (a round is always added with its tables).
    const bool seated = open && m_round > 0 && m_round <= m_tournament->rounds().roundCount();
    const bool anyRound = open && m_tournament->rounds().roundCount() > 0;
    for (PaperKind kind : kKinds) {
        const bool can = kind == PaperKind::Standings || kind == PaperKind::TeamStandings ? open
            : kind == PaperKind::Schedule                                                 ? anyRound
                                                                                          : seated;
        m_print[int(kind)]->setEnabled(can);
        m_pdf[int(kind)]->setEnabled(can);
    }
    m_onePerPage->setEnabled(seated);
    m_rankChart->setEnabled(open);
    m_pdfMenuAction->setEnabled(open);
    for (QAction *a : std::as_const(m_csv))
        a->setEnabled(open);
}

PaperDocument PaperActions::document(PaperKind kind) const
{
    if (!m_tournament || !m_tournament->isOpen())
        return {};
    const int round = kind == PaperKind::Standings || kind == PaperKind::TeamStandings
        ? standingsRound()
        : m_round;
    const auto layout = m_onePerPage->isChecked() ? PaperDocument::SlipLayout::OnePerPage
                                                  : PaperDocument::SlipLayout::AsManyAsFit;
    PaperDocument doc = buildDocument(*m_tournament, kind, round, layout);
    if (kind == PaperKind::Standings && m_rankChart->isChecked())
        addRankChart(&doc, *m_tournament, round);
    if (!m_playersPage.isEmpty()
        && (kind == PaperKind::SeatingByName || kind == PaperKind::SeatingByTable)) {
        doc.linkText = m_playersPage.toString();
        doc.linkCode = qrCode(doc.linkText);
    }
    // Each table's report address while the page is shared.
    if (kind == PaperKind::Slips)
        addReportCodes(&doc, m_playersPage);
    return doc;
}

QByteArray PaperActions::csv(CsvKind kind, CsvWriter::Dialect dialect) const
{
    if (!m_tournament || !m_tournament->isOpen())
        return {};
    if (kind == CsvKind::Standings)
        return writeStandings(m_tournament->ranking().standings(standingsRound()), dialect,
                              m_tournament->details().info().rules,
                              m_tournament->roster().hasPenalties());
    // One writer for the desk and the command line (catan-desk-cli export
    // results): every typed cell and every computed column under the
    // contract's headers, in both dialects; the spreadsheet's differs only in
    // its separator and decimal comma (docs/formats.md).
    return writeResultsFile(m_tournament->results().sheets(), m_tournament->details().info().rules,
                            dialect, m_tournament->rounds().stages());
}

bool PaperActions::exportPdf(PaperKind kind, const QString &path, QString *error) const
{
    return writePdf(document(kind), path, defaultPaper(Language::region()), error);
}

bool PaperActions::exportCsv(CsvKind kind, CsvWriter::Dialect dialect, const QString &path,
                             QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv(kind, dialect)) < 0 || !file.commit()) {
        *error = PaperRenderTexts::cannotWrite(path, file.errorString());
        return false;
    }
    return true;
}

bool PaperActions::codesReachPhones(PaperKind kind)
{
    const bool withCodes = kind == PaperKind::Slips || kind == PaperKind::SeatingByName
        || kind == PaperKind::SeatingByTable;
    if (!withCodes || m_playersPage.isEmpty() || !QHostAddress(m_playersPage.host()).isLoopback())
        return true;
    QMessageBox ask(QMessageBox::Warning, tr("Codes no phone can open"),
                    tr("The players' page is shared on this computer only (%1): the QR codes on "
                       "this paper cannot be opened by any phone. Share the page on the local "
                       "network first (View → Share), or print anyway?")
                        .arg(m_playersPage.toString()),
                    QMessageBox::NoButton, m_parent);
    ask.setObjectName(QStringLiteral("unreachableCodes"));
    QPushButton *anyway = ask.addButton(tr("&Print anyway"), QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    return ask.clickedButton() == anyway;
}

bool PaperActions::draftAsked(PaperKind kind)
{
    // docs/seating.md, "Publishing a round": a draft's paper goes out only
    // when the director says so.
    if (!m_tournament || kind == PaperKind::Standings || kind == PaperKind::TeamStandings)
        return true;
    const QList<int> drafts = m_tournament->rounds().drafts();
    const bool draft = kind == PaperKind::Schedule ? !drafts.isEmpty() : drafts.contains(m_round);
    if (!draft)
        return true;
    const int round = kind == PaperKind::Schedule ? drafts.first() : m_round;
    QMessageBox ask(QMessageBox::Warning, tr("Round %1 is a draft").arg(round),
                    tr("Round %1 is a draft: the players' page and the projector do not show it "
                       "yet. Print it anyway, or publish it first (Round → Publish)?")
                        .arg(round),
                    QMessageBox::NoButton, m_parent);
    ask.setObjectName(QStringLiteral("draftPaper"));
    QPushButton *anyway = ask.addButton(tr("&Print anyway"), QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    return ask.clickedButton() == anyway;
}

void PaperActions::print(PaperKind kind)
{
    if (!draftAsked(kind) || !codesReachPhones(kind))
        return;
    PaperDocument doc = document(kind);
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(defaultPaper(Language::region()));
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    printer.setDocName(doc.fullTitle());
    QPrintPreviewDialog dialog(&printer, m_parent);
    dialog.setObjectName(QStringLiteral("printPreview"));
    dialog.setWindowTitle(tr("Print preview: %1").arg(doc.title));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [&doc](QPrinter *p) { renderDocument(doc, p); });
    // What is printed is what the tournament holds when it is printed: a
    // change while the preview is open (another desk's, the clock) shows in it.
    auto *preview = dialog.findChild<QPrintPreviewWidget *>();
    if (m_tournament && preview) {
        connect(m_tournament->notifier(), &Notifier::anythingChanged, &dialog,
                [this, kind, &doc, &dialog, &printer, preview] {
                    doc = document(kind);
                    printer.setDocName(doc.fullTitle());
                    dialog.setWindowTitle(tr("Print preview: %1").arg(doc.title));
                    preview->updatePreview();
                });
    }
    if (m_parent)
        dialog.resize(m_parent->window()->size() * 0.9);
    dialog.exec();
}

QString PaperActions::suggestedPath(const QString &title, const QString &suffix) const
{
    QString name = title;
    // Characters that some file systems refuse.
    for (QChar c : QStringLiteral("/\\:*?\"<>|\n\r"))
        name.replace(c, QLatin1Char('-'));
    // Beside the tournament file, where the event's papers are kept; a
    // tournament on a server has no folder: the documents folder then.
    QString folder;
    const QString file = m_tournament->path();
    if (!file.isEmpty() && !DbLocation::looksLikeServer(file))
        folder = QFileInfo(file).absolutePath();
    if (folder.isEmpty() || !QFileInfo(folder).isWritable())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    return QDir(folder).filePath(name.simplified() + suffix);
}

void PaperActions::askPdf(PaperKind kind)
{
    if (!draftAsked(kind) || !codesReachPhones(kind))
        return;
    const PaperDocument doc = document(kind);
    const QString path = QFileDialog::getSaveFileName(
        m_parent, tr("Export as PDF"), suggestedPath(doc.fullTitle(), QStringLiteral(".pdf")),
        tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writePdf(doc, path, defaultPaper(Language::region()), &error))
        QMessageBox::warning(m_parent, tr("PDF not written"), error);
}

void PaperActions::askCsv(CsvKind kind, CsvWriter::Dialect dialect)
{
    const TournamentInfo info = m_tournament->details().info();
    QString title =
        kind == CsvKind::Standings ? Figures::standingsTitle(standingsRound()) : tr("Results");
    if (dialect == CsvWriter::Dialect::Spreadsheet)
        title = tr("%1 for a spreadsheet").arg(title);
    if (!info.name.isEmpty())
        title = info.name + QStringLiteral(" \u2013 ") + title;
    const QString path = QFileDialog::getSaveFileName(
        m_parent, csvAction(kind, dialect)->text().remove(QLatin1Char('&')),
        suggestedPath(title, QStringLiteral(".csv")), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(kind, dialect, path, &error))
        QMessageBox::warning(m_parent, tr("CSV not written"), error);
}

bool PaperActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_parent && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void PaperActions::retranslate()
{
    m_print[int(PaperKind::Standings)]->setText(tr("&Print standings…"));
    m_print[int(PaperKind::SeatingByTable)]->setText(tr("Print seating by &table…"));
    m_print[int(PaperKind::SeatingByName)]->setText(tr("Print seating by na&me…"));
    m_print[int(PaperKind::Slips)]->setText(tr("Print result s&lips…"));
    m_print[int(PaperKind::Schedule)]->setText(tr("Print the sc&hedule of all rounds…"));
    m_print[int(PaperKind::Schedule)]->setStatusTip(
        tr("Table and seat order of every seated round in one document, seat 1 starting: the "
           "planned schedule."));
    m_print[int(PaperKind::Standings)]->setStatusTip(
        tr("Standings after the last round whose results are all in, with a preview."));
    m_print[int(PaperKind::SeatingByName)]->setStatusTip(
        tr("Every player's table and seat in alphabetical order, for the wall."));
    m_print[int(PaperKind::Slips)]->setStatusTip(
        tr("One slip per table with the players' names, for them to fill in and sign."));
    m_print[int(PaperKind::TeamStandings)]->setText(tr("Print standings &by team…"));
    m_print[int(PaperKind::TeamStandings)]->setStatusTip(
        tr("A team event's team standings after the last round whose results are all in."));
    m_pdf[int(PaperKind::TeamStandings)]->setText(tr("Standings &by team…"));
    m_onePerPage->setText(tr("One result slip per pa&ge"));
    m_onePerPage->setStatusTip(
        tr("Otherwise as many slips as fit on a page, with lines to cut along."));
    m_rankChart->setText(tr("Standings &with the ranks chart"));
    m_rankChart->setStatusTip(tr("The printed standings end with a page of every player's rank "
                                 "after each complete round."));
    m_pdfMenuAction->setText(tr("Export as PD&F"));
    m_pdf[int(PaperKind::Standings)]->setText(tr("&Standings…"));
    m_pdf[int(PaperKind::SeatingByTable)]->setText(tr("Seating by &table…"));
    m_pdf[int(PaperKind::SeatingByName)]->setText(tr("Seating by &name…"));
    m_pdf[int(PaperKind::Slips)]->setText(tr("&Result slips…"));
    m_pdf[int(PaperKind::Schedule)]->setText(tr("Sc&hedule of all rounds…"));
    m_csv[csvIndex(CsvKind::Standings, CsvWriter::Dialect::Machine)]->setText(
        tr("E&xport standings as CSV…"));
    m_csv[csvIndex(CsvKind::Standings, CsvWriter::Dialect::Spreadsheet)]->setText(
        tr("Export stand&ings for a spreadsheet…"));
    m_csv[csvIndex(CsvKind::Results, CsvWriter::Dialect::Machine)]->setText(
        tr("Export res&ults as CSV…"));
    m_csv[csvIndex(CsvKind::Results, CsvWriter::Dialect::Spreadsheet)]->setText(
        tr("Export results for &a spreadsheet…"));
    const QString spreadsheetTip =
        tr("Separated by semicolons, with decimal commas, for spreadsheets set up that way.");
    m_csv[csvIndex(CsvKind::Standings, CsvWriter::Dialect::Spreadsheet)]->setStatusTip(
        spreadsheetTip);
    m_csv[csvIndex(CsvKind::Results, CsvWriter::Dialect::Spreadsheet)]->setStatusTip(
        spreadsheetTip);
    m_csv[csvIndex(CsvKind::Results, CsvWriter::Dialect::Machine)]->setStatusTip(
        tr("Every result sheet in the results file format, which the desk can import again."));
}

} // namespace ctd
