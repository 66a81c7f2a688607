#pragma once
// Inside the tournament library: the schema step that brings the players'
// names of an older file under the name rule (scoring/names.h).

#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace ctd::nameupgrade {

/// The step (see dbschema.cpp) from which names are stored by the rule.
int step();

struct Plan
{
    QList<QPair<qint64, QString>> changes; ///< player id → stored name
    QString first, second;                 ///< two names that would become one
};

/// What the step would change, read only. False with `failure` if the
/// database could not be read; a collision fills first and second.
bool plan(QSqlDatabase db, Plan *plan, QSqlError *failure);

/// Renames as planned, in the caller's transaction.
bool apply(QSqlDatabase db, const Plan &plan, QSqlError *failure);

} // namespace ctd::nameupgrade
