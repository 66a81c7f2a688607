// The rounds' boards: kept piece by piece with their seeds.
#include "boards.h"

#include "rounds.h"
#include "store.h"

#include "changemessages.h"

namespace ctd {

QString Boards::hexesText(const board::Board &b)
{
    QStringList parts;
    for (int i = 0; i < board::HexCount; ++i)
        parts << board::hexWord(b.resources[i]) + QLatin1Char(':') + QString::number(b.numbers[i]);
    return parts.join(QLatin1Char(' '));
}

QString Boards::harboursText(const board::Board &b)
{
    QStringList parts;
    for (board::Resource r : b.harbours)
        parts << board::harbourWord(r);
    return parts.join(QLatin1Char(' '));
}

bool Boards::fromText(const QString &seed, const QString &hexes, const QString &harbours,
                      board::Board *b)
{
    bool ok = false;
    b->seed = seed.toULongLong(&ok);
    const QStringList h = hexes.split(QLatin1Char(' '));
    const QStringList p = harbours.split(QLatin1Char(' '));
    if (!ok || h.size() != board::HexCount || p.size() != board::HarbourCount)
        return false;
    for (int i = 0; i < board::HexCount; ++i) {
        const QStringList piece = h[i].split(QLatin1Char(':'));
        if (piece.size() != 2 || !board::hexFromWord(piece[0], &b->resources[i]))
            return false;
        b->numbers[i] = piece[1].toInt(&ok);
        if (!ok)
            return false;
    }
    for (int i = 0; i < board::HarbourCount; ++i)
        if (!board::harbourFromWord(p[i], &b->harbours[i]))
            return false;
    return true;
}

std::optional<board::Board> Boards::roundBoard(int round, DbError *error) const
{
    QSqlQuery query =
        d->prepare(QStringLiteral("SELECT seed, hexes, harbours FROM round_board WHERE round = ?"));
    if (!d->exec(query, {round}, error) || !query.next())
        return std::nullopt;
    board::Board b;
    if (!fromText(query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                  &b)
        || !board::isValid(b)) {
        failWith(error, DbError::Invalid, ChangeMessages::damagedBoard(round));
        return std::nullopt;
    }
    return b;
}

bool Boards::setRoundBoard(StoreWrite, int round, const std::optional<board::Board> &b,
                           DbError *error)
{
    Store::Change change(*d, error);
    if (!change.isActive())
        return false;
    const int rounds = m_rounds.roundCount();
    if (round < 1 || round > rounds + 1)
        return failWith(error, DbError::Invalid, ChangeMessages::boardRound(round, rounds));
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM round_board WHERE round = ?"));
    if (!d->exec(del, {round}, error))
        return false;
    if (b) {
        QSqlQuery ins = d->prepare(QStringLiteral(
            "INSERT INTO round_board (round, seed, hexes, harbours) VALUES (?, ?, ?, ?)"));
        if (!d->exec(ins, {round, QString::number(b->seed), hexesText(*b), harboursText(*b)},
                     error))
            return false;
    }
    d->notify(&Notifier::boardChanged, round);
    return change.commit(error);
}

} // namespace ctd
