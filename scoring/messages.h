#pragma once

#include "sheet.h"

#include <QCoreApplication>
#include <QString>

namespace ctd {

/// Translated words for the rules: field names and one message per broken
/// rule, saying what is wrong and what to change. The player's name is not in
/// the message; callers show it where it belongs (a list row, a CLI line).
class SheetMessages
{
    Q_DECLARE_TR_FUNCTIONS(SheetMessages)

public:
    static QString fieldLabel(Field field);
    static QString message(const SheetError &error, const QList<PlayerLine> &lines);
    /// A short rule title for the code (e.g. "Settlements: 0 to 5").
    static QString ruleTitle(ErrorCode code);
};

} // namespace ctd
