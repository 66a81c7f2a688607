#pragma once

#include "sheet.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace ctd {

/// Translated words for the rules: field names and one message per broken
/// rule, saying what is wrong and what to change. The player's name is not in
/// the message; callers show it where it belongs (a list row, a CLI line).
class SheetMessages
{
    Q_DECLARE_TR_FUNCTIONS(SheetMessages)

public:
    /// Looks a source text of this class up in a language of the caller's
    /// choice (the players' page speaks each phone's); none: the installed
    /// translation.
    using Translate = std::function<QString(const char *source)>;

    static QString fieldLabel(Field field, const Translate &translate = {});
    static QString message(const SheetError &error, const QList<PlayerLine> &lines,
                           const Translate &translate = {});
    /// A short rule title for the code (e.g. "Settlements: 0 to 5").
    static QString ruleTitle(ErrorCode code, const Translate &translate = {});
};

} // namespace ctd
