// The Results page's history of the table on the sheet: every version saved,
// newest first, which counts and which were undone, and what each changed.
#include "resultspanel.h"

#include "sheetchanges.h"
#include "tablesmodel.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QHash>
#include <QListWidget>
#include <QLocale>
#include <QSet>

namespace ctd {

void ResultsPanel::updateHistory()
{
    m_history->clear();
    if (!m_tournament || m_table <= 0)
        return;
    const QList<StoredSheet> versions = m_tournament->results().history(m_round, m_table);
    const std::optional<StoredSheet> current = m_tournament->results().sheet(m_round, m_table);
    QHash<int, const StoredSheet *> byVersion;
    for (const StoredSheet &v : versions)
        byVersion.insert(v.version, &v);
    // The versions in force: the current one and those it replaced, back to
    // the first. Every other version was undone.
    QSet<int> inForce;
    for (int v = current ? current->version : 0; v > 0 && !inForce.contains(v);) {
        inForce.insert(v);
        const StoredSheet *s = byVersion.value(v);
        v = s ? s->previous : 0;
    }
    for (const StoredSheet &v : versions) {
        const QString when = QLocale().toString(v.savedAt.toLocalTime(), QLocale::ShortFormat);
        QString text = tr("Version %1, saved %2: %3")
                           .arg(v.version)
                           .arg(when, TablesModel::stateText(v.state));
        if (current && v.version == current->version)
            text = tr("%1 (current)").arg(text);
        else if (!inForce.contains(v.version))
            text = tr("%1 (undone)").arg(text);
        // Each version beside the one it replaced, which is the one undo puts back.
        const StoredSheet *before = byVersion.value(v.previous);
        const QStringList changes =
            before ? SheetChanges::describe(before->lines, v.lines) : QStringList();
        // Where it came from: a table's report accepted, else typed at a desk.
        if (v.report > 0)
            text += QLatin1Char('\n') + tr("From report %1 of the table.").arg(v.report);
        if (v.previous > 0)
            text += QLatin1Char('\n') + tr("Replaced version %1.").arg(v.previous);
        if (!changes.isEmpty())
            text += QLatin1Char('\n') + changes.join(QLatin1Char('\n'));
        // Newest first.
        auto *item = new QListWidgetItem(text);
        if (current && v.version == current->version) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        } else if (!inForce.contains(v.version)) {
            item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        }
        m_history->insertItem(0, item);
    }
    // A cut seated against the proposal: the director's reason, under the versions.
    const QString overruled = m_tournament->rounds().overruled().value(m_round);
    if (!overruled.isEmpty())
        m_history->addItem(tr("Players chosen by the director against the cut: %1").arg(overruled));
}

} // namespace ctd
