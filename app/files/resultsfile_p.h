#pragma once

// The columns of a results file (docs/formats.md), shared by its reader and
// its writer. Private to the files library.

#include <QStringList>

namespace ctd::resultsfile {

/// The columns every results file has, in their written order.
const QStringList &requiredColumns();
/// The optional columns of the three marks.
const QStringList &markColumns();

} // namespace ctd::resultsfile
