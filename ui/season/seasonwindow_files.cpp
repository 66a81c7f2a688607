// The season window's files: the season file opened and saved, the
// tournaments browsed for, and the standings printed and exported.
#include "seasonwindow.h"

#include "seasonmodel.h"

#include "common/question.h"
#include "language/language.h"
#include "paper/paperseason.h"
#include "paper/papertournament.h"
#include "season/seasoncsv.h"
#include "tournament/dblocation.h"

#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSaveFile>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>

namespace ctd {

namespace {

// A tournament line written for a season file at `to`: a file beside it or
// below it relative, anything else as it is. `from` is where it was relative to.
QString movedPlace(const QString &place, const QString &from, const QString &to)
{
    if (DbLocation::looksLikeServer(place))
        return place;
    const QString absolute = from.isEmpty() && QDir::isRelativePath(place)
        ? QFileInfo(place).absoluteFilePath()
        : SeasonFileText::resolve(from, place);
    if (to.isEmpty())
        return QDir::cleanPath(absolute);
    const QString relative = QFileInfo(to).absoluteDir().relativeFilePath(absolute);
    return relative.startsWith(QStringLiteral("../../")) ? QDir::cleanPath(absolute) : relative;
}

} // namespace

void SeasonWindow::newSeason()
{
    m_file = SeasonFile();
    m_path.clear();
    m_cache.clear();
    m_filling = true;
    m_nameEdit->clear();
    m_pointsEdit->clear();
    m_pointsEdit->setStyleSheet(QString());
    m_bestBox->setValue(0);
    m_minBox->setValue(0);
    m_filling = false;
    setModified(false);
    recompute();
}

bool SeasonWindow::openSeason(const QString &path, QString *error)
{
    SeasonFile file;
    QList<SeasonFileProblem> problems;
    if (!SeasonFileText::read(path, &file, &problems)) {
        QStringList lines;
        for (const SeasonFileProblem &p : std::as_const(problems))
            lines.append(p.line > 0 ? tr("Line %1: %2").arg(p.line).arg(p.message) : p.message);
        *error =
            tr("%1 cannot be read as a season file:\n%2").arg(path, lines.join(QLatin1Char('\n')));
        return false;
    }
    m_file = file;
    m_path = QFileInfo(path).absoluteFilePath();
    m_cache.clear();
    m_filling = true;
    m_nameEdit->setText(file.name);
    QStringList points;
    for (const int p : file.rules.points)
        points.append(QString::number(p));
    m_pointsEdit->setText(points.join(QStringLiteral(", ")));
    m_pointsEdit->setStyleSheet(QString());
    m_bestBox->setValue(file.rules.best);
    m_minBox->setValue(file.rules.minPlayers);
    m_filling = false;
    setModified(false);
    recompute();
    return true;
}

bool SeasonWindow::saveSeason(const QString &path, QString *error)
{
    const QString target = QFileInfo(path).absoluteFilePath();
    SeasonFile file = m_file;
    for (SeasonEntry &e : file.tournaments)
        e.place = movedPlace(e.place, m_path, target);
    if (!SeasonFileText::save(target, file, error)) {
        *error = PaperRenderTexts::cannotWrite(target, *error);
        return false;
    }
    m_file = file;
    m_path = target;
    setModified(false);
    recompute();
    statusBar()->showMessage(tr("Saved %1").arg(target), 5000);
    return true;
}

QString SeasonWindow::suggestedPath(const QString &suffix) const
{
    QString folder = m_path.isEmpty() ? QString() : QFileInfo(m_path).absolutePath();
    if (folder.isEmpty())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    QString name = m_file.name.isEmpty() ? tr("Season") : m_file.name;
    for (QChar c : QStringLiteral("/\\:*?\"<>|\n\r"))
        name.replace(c, QLatin1Char('-'));
    return QDir(folder).filePath(name.simplified() + suffix);
}

void SeasonWindow::askOpen()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open season"), m_path.isEmpty() ? suggestedPath(QString()) : m_path,
        tr("Season files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openSeason(path, &error))
        tellUser(this, QMessageBox::Warning, tr("Season not opened"), error);
}

bool SeasonWindow::askSave(bool choosePath)
{
    QString path = m_path;
    if (choosePath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save season"),
                                            m_path.isEmpty() ? suggestedPath(QStringLiteral(".txt"))
                                                             : m_path,
                                            tr("Season files (*.txt);;All files (*)"));
        if (path.isEmpty())
            return false;
    }
    QString error;
    if (!saveSeason(path, &error)) {
        tellUser(this, QMessageBox::Warning, tr("Season not saved"), error);
        return false;
    }
    return true;
}

void SeasonWindow::browseTournament()
{
    const QString start = m_path.isEmpty() ? QString() : QFileInfo(m_path).absolutePath();
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Add a tournament"), start,
                                     tr("Tournaments (*.catan *.sqlite *.db);;All files (*)"));
    if (path.isEmpty())
        return;
    addTournament(movedPlace(path, QString(), m_path));
}

bool SeasonWindow::exportPdf(const QString &path, QString *error) const
{
    return writePdf(PaperSeason::standings(season()), path, defaultPaper(Language::region()),
                    error);
}

bool SeasonWindow::exportCsv(const QString &path, CsvWriter::Dialect dialect, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(SeasonCsv::standings(season(), dialect)) < 0
        || !file.commit()) {
        *error = PaperRenderTexts::cannotWrite(path, file.errorString());
        return false;
    }
    return true;
}

void SeasonWindow::askPdf()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export as PDF"), suggestedPath(QStringLiteral(".pdf")), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportPdf(path, &error))
        tellUser(this, QMessageBox::Warning, tr("PDF not written"), error);
}

void SeasonWindow::askCsv(CsvWriter::Dialect dialect)
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export as CSV"), suggestedPath(QStringLiteral(".csv")), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, dialect, &error))
        tellUser(this, QMessageBox::Warning, tr("CSV not written"), error);
}

void SeasonWindow::print()
{
    const PaperDocument doc = PaperSeason::standings(season());
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(defaultPaper(Language::region()));
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    printer.setDocName(doc.fullTitle());
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setObjectName(QStringLiteral("seasonPrintPreview"));
    dialog.setWindowTitle(tr("Print preview: %1").arg(doc.title));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [&doc](QPrinter *p) { renderDocument(doc, p); });
    dialog.resize(size() * 0.9);
    dialog.exec();
}

void SeasonWindow::closeEvent(QCloseEvent *event)
{
    if (!m_modified) {
        event->accept();
        return;
    }
    // Asked without blocking; the answer closes the window again.
    event->ignore();
    askQuestion(this, QMessageBox::Question, tr("Season not saved"),
                tr("The season has changes that are not saved. Save them?"),
                {{QMessageBox::AcceptRole, tr("&Save")},
                 {QMessageBox::DestructiveRole, tr("&Discard")},
                 {QMessageBox::RejectRole, tr("&Cancel")}},
                0, [this](int chosen) {
                    if (chosen == 2 || (chosen == 0 && !askSave(m_path.isEmpty())))
                        return;
                    setModified(false);
                    close();
                });
}

} // namespace ctd
