#include "placemessages.h"

#include <QCoreApplication>

namespace ctd {

namespace {

struct Texts
{
    const char *file;   ///< DbMessages: %1 a file's path
    const char *server; ///< ServerMessages: %1 a server's address
};

// In the order of PlaceMessage.
const Texts kTexts[] = {
    // OtherProgram
    {QT_TRANSLATE_NOOP(
         "DbMessages",
         "%1 is a database of another program, not a tournament file. It was left as it "
         "is; choose a tournament file or a new file name."),
     QT_TRANSLATE_NOOP(
         "ServerMessages",
         "The database %1 holds tables of another program, not a tournament. It was left "
         "as it is; ask the server's administrator for an empty database.")},
    // TooNew
    {QT_TRANSLATE_NOOP(
         "DbMessages",
         "%1 was written by a newer version of Catan Tournament Desk (file version %2; "
         "this version reads up to %3). Open it with the newer version."),
     QT_TRANSLATE_NOOP(
         "ServerMessages",
         "The tournament in %1 was written by a newer version of Catan Tournament Desk "
         "(version %2; this version reads up to %3). Use the newer version.")},
    // TooOldForReading
    {QT_TRANSLATE_NOOP("DbMessages",
                       "%1 was written by an earlier version of Catan Tournament Desk and must be "
                       "upgraded first. Open it once for writing (in the desk) and try again."),
     QT_TRANSLATE_NOOP(
         "ServerMessages",
         "The tournament in %1 was written by an earlier version of Catan Tournament Desk "
         "and must be upgraded first. Open it once for writing (in the desk) and try again.")},
    // CannotCreate
    {QT_TRANSLATE_NOOP("DbMessages",
                       "The tournament file %1 could not be created: %2. Check the disk and the "
                       "folder, or choose another place."),
     QT_TRANSLATE_NOOP(
         "ServerMessages",
         "The tournament's tables could not be created in %1: %2. Check that the user may "
         "create tables in that database.")},
    // UpgradeFailed
    {QT_TRANSLATE_NOOP("DbMessages", "%1 could not be upgraded: %2. Nothing was changed."),
     QT_TRANSLATE_NOOP("ServerMessages",
                       "The tournament in %1 could not be upgraded: %2. Nothing was changed.")},
};

} // namespace

QString placeMessage(PlaceMessage message, Place kind, const QString &place, const QString &detail,
                     const QString &more)
{
    const Texts &texts = kTexts[int(message)];
    const QString text = kind == Place::File
        ? QCoreApplication::translate("DbMessages", texts.file)
        : QCoreApplication::translate("ServerMessages", texts.server);
    switch (message) {
    case PlaceMessage::OtherProgram:
    case PlaceMessage::TooOldForReading:
        return text.arg(place);
    case PlaceMessage::CannotCreate:
    case PlaceMessage::UpgradeFailed:
        return text.arg(place, detail);
    case PlaceMessage::TooNew:
        return text.arg(place, detail, more);
    }
    return text;
}

} // namespace ctd
