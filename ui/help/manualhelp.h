#pragma once

#include "helpdialog.h"

namespace ctd {

/// The director's manual (docs/manual/LANGUAGE.md, with its pictures), read
/// from the folder the package installs it into, offline: German in German,
/// else English. Follows a change of language.
class ManualHelp : public HelpDialog
{
    Q_OBJECT

public:
    /// `folder` holds en.md, de.md and pictures/; by default the one found
    /// from the program's own folder (folderFrom()).
    explicit ManualHelp(QWidget *parent = nullptr, const QString &folder = defaultFolder());

    /// The manual's folder beside a program in `programDir`: CATAN_MANUAL_DIR
    /// when set, else docs/manual in a build folder (a link the build makes),
    /// else the installed share/catan-desk/docs/manual; empty if none has
    /// en.md.
    static QString folderFrom(const QString &programDir);
    static QString defaultFolder();
    /// The manual's file in a language: "de.md" for German, else "en.md".
    static QString fileFor(const QString &language);

    QString documentText() const;
    /// The pictures the manual shows, and how many of them could not be read.
    int pictureCount() const { return m_pictures; }
    int missingPictures() const { return m_missing; }

protected:
    void load() override;

private:
    QString m_folder;
    int m_pictures = 0;
    int m_missing = 0;
};

} // namespace ctd
