#pragma once

#include <QObject>

namespace ctd {

class Tournament;

/// Keeps rolling backups of the desk's open tournament without anyone
/// thinking of them: after every round whose results are all in, and after
/// every kSavesBetweenBackups saves or imports; the tournament keeps the
/// newest Backups::kKeptBackups in Backups::backupFolder().
class BackupKeeper : public QObject
{
    Q_OBJECT

public:
    static constexpr int kSavesBetweenBackups = 20;

    explicit BackupKeeper(Tournament *tournament, QObject *parent = nullptr);

    /// Counts the complete rounds now, unless a change did already. Counting
    /// reads every table, so the desk calls it when idle after its window is
    /// on screen; without it the first change counts them.
    void countRounds();

signals:
    /// A backup could not be made (the desk shows it in the status bar).
    void failed(const QString &message);

private:
    /// A sheet of `round` changed (0: an import, anything may have).
    void changed(int round);
    void backUp();

    Tournament *m_tournament;
    int m_saves = 0;
    int m_completed = -1; ///< complete rounds; -1: not counted yet
};

} // namespace ctd
