#pragma once

#include <QByteArray>
#include <QString>

namespace ctd {

/// The largest input file the programs read (results files, players' lists,
/// keep-apart files, CSV imports): 64 MiB, more than a hundred times a whole
/// tournament of 2,000 players over 8 rounds (568 KiB). docs/formats.md §6 states it.
constexpr qint64 kMaxInputBytes = qint64(64) * 1024 * 1024;

/// Reads a whole input file, bounded: a regular file of at most
/// kMaxInputBytes. Anything else (a device such as /dev/zero, a pipe, a
/// folder, a larger file, one that grows past the limit while read) is
/// refused with a translated reason, and nothing is read past the limit.
bool readInputFile(const QString &path, QByteArray *bytes, QString *reason);

} // namespace ctd
