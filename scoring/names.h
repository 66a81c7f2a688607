#pragma once
// The one rule for player names (docs/formats.md §7, "Names"), used wherever a name
// comes in: results files, players' lists, keep-apart files, the desk's
// typing, pasting and CSV import, and the tournament file's own upgrade.

#include <QString>
#include <QStringView>

namespace ctd::names {

/// The longest name a tournament keeps, in characters (UTF-16 units): room
/// for a first name, a family name and a town, and still one line on the
/// projector, a slip and a button.
inline constexpr int kMaxLength = 60;

/// The name as it is stored: Unicode NFC, white space around it dropped and
/// every inner run of white space one plain space. Control and format
/// characters are kept, so that isBad() can refuse them.
QString normalized(QStringView raw);

/// Whether a (normalised) name holds a control character (C0, C1, DEL, tab,
/// line ends) or an invisible format character (zero-width space and joiners,
/// direction marks and overrides, the byte-order mark, soft hyphen) or a line
/// or paragraph separator: such a name is a `bad_name` problem.
bool isBad(QStringView name);

/// `text` for a message: every character that isBad() refuses is written as
/// \u{XXXX}, so that what a message quotes can never end the line, start
/// another or reach the terminal as a control sequence.
QString escaped(QStringView text);

/// The translated message of a `bad_name` problem, quoting the name escaped.
QString badNameMessage(QStringView name);

} // namespace ctd::names
