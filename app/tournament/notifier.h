#pragma once

#include <QMetaMethod>
#include <QObject>
#include <QString>

#ifndef Q_MOC_RUN
/// Marks a signal of the Notifier that says what changed in the tournament
/// itself: every desk on the same server hears it (tournament_follow.cpp
/// forwards each one so marked, found by its tag, without a list of names).
#define CTD_SHARED
#endif

namespace ctd {

/// The one place a tournament says what happened to it. Its signals are named
/// in the past tense for what changed; every view follows them instead of
/// being told by whoever made the change, so that a change made by a command
/// at this desk, by an import, or at another desk on the server reaches each
/// open view in the same way.
///
/// A shared signal's arguments are whole numbers (a round, a table), at most
/// two: that is what the other desks are told.
class Notifier : public QObject
{
    Q_OBJECT

public:
    explicit Notifier(QObject *parent = nullptr)
        : QObject(parent)
    {
        // anythingChanged() follows each shared signal, found by its tag.
        const QMetaObject *meta = metaObject();
        const QMetaMethod relay = meta->method(meta->indexOfSlot("relayAnyChange()"));
        for (int i = meta->methodOffset(); i < meta->methodCount(); ++i) {
            if (isShared(meta->method(i)))
                connect(this, meta->method(i), this, relay);
        }
    }

    /// A signal that every desk on the server hears (marked CTD_SHARED).
    static bool isShared(const QMetaMethod &method)
    {
        return method.methodType() == QMetaMethod::Signal
            && qstrcmp(method.tag(), "CTD_SHARED") == 0;
    }

signals:
    // What changed in the tournament: heard at every desk ---------------------
    CTD_SHARED void infoChanged();             ///< heading, date, rule set, clock's length
    CTD_SHARED void playersChanged();          ///< added, renamed, dropped, removed, kept apart
    CTD_SHARED void checkInChanged(int round); ///< marked absent or present for a round
    CTD_SHARED void roundSeated(int round);    ///< a round added or (some of its tables) reseated
    CTD_SHARED void roundRemoved(int round);   ///< the last round removed
    CTD_SHARED void roundPublished(int round); ///< a round published, or held back as a draft
    CTD_SHARED void sheetSaved(int round, int table);  ///< a new version of a table's sheet
    CTD_SHARED void sheetUndone(int round, int table); ///< a table's last save taken back
    CTD_SHARED void resultsImported();                 ///< a results file added rounds and sheets
    CTD_SHARED void stagesChanged();         ///< a round's stage or why its players were overruled
    CTD_SHARED void clockChanged(int round); ///< a round's clock started, paused or extended
    CTD_SHARED void boardChanged(int round); ///< a round's board drawn, drawn again or taken away
    /// A table's reports or code changed (table 0: the round's codes).
    CTD_SHARED void reportsChanged(int round, int table);
    /// The referees' ledger: an entry added, withdrawn or taken back.
    CTD_SHARED void refereesChanged();
    /// The door: a registration code given, a player checked in, an amount
    /// paid, the entry fee or self check-in changed.
    CTD_SHARED void doorChanged();
    /// A table's call for a referee came, was taken, closed or taken back.
    CTD_SHARED void callsChanged(int round, int table);

    /// After each of the signals above: for a view that shows a little of
    /// everything (the players' screen and page, a print preview).
    void anythingChanged();

    // What happened at this desk alone -----------------------------------------
    void opened(); ///< a file is open (after open/openReadOnly)
    void closed(); ///< the open file was closed
    /// The check of every page left running found damage: nothing may be
    /// written to the file, which should be closed.
    void pagesDamaged(const QString &message);
    /// A read failed; `message` is translated and names the file.
    void readFailed(const QString &message);

private slots:
    void relayAnyChange() { emit anythingChanged(); }
};

} // namespace ctd
