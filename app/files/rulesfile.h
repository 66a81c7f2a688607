#pragma once

#include "scoring/ruleset.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ctd {

/// A custom rule set's file (the rule-set text of scoring/rulesettext.h).
/// `problems` gets one translated line per problem, "PATH:LINE: message".
/// A file may name a preset's id only with the preset's own parts.
bool readRuleSetFile(const QByteArray &bytes, const QString &path, RuleSet *rules,
                     QStringList *problems);

/// What `--rules ID|FILE` names: a preset's id, else a rule-set file.
/// `problems` gets what is wrong (an unknown id, an unreadable file, a bad line).
bool resolveRuleSet(const QString &idOrPath, RuleSet *rules, QStringList *problems);

} // namespace ctd
