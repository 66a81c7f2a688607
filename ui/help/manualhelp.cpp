#include "manualhelp.h"

#include "language/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>

namespace ctd {

namespace {

/// Pictures wider than this are shown smaller, so that no page scrolls sideways.
constexpr int MaxPictureWidth = 720;

} // namespace

ManualHelp::ManualHelp(QWidget *parent, const QString &folder)
    : HelpDialog(parent)
    , m_folder(folder)
{
    // Links to the other documents open in the system's viewer; the manual's
    // own headings are followed in place.
    browser()->setOpenExternalLinks(true);
    resize(800, 640);
    load();
}

QString ManualHelp::folderFrom(const QString &programDir)
{
    QStringList candidates;
    const QString fromEnvironment = qEnvironmentVariable("CATAN_MANUAL_DIR");
    if (!fromEnvironment.isEmpty())
        candidates << fromEnvironment;
    const QDir dir(programDir);
    candidates << dir.filePath(QStringLiteral("docs/manual"))
               << dir.filePath(QStringLiteral(CATAN_MANUAL_FROM_BINDIR));
    for (const QString &candidate : std::as_const(candidates)) {
        if (QFileInfo::exists(candidate + QStringLiteral("/en.md")))
            return QDir(candidate).canonicalPath();
    }
    return {};
}

QString ManualHelp::defaultFolder()
{
    return folderFrom(QCoreApplication::applicationDirPath());
}

QString ManualHelp::fileFor(const QString &language)
{
    return Language::normalize(language) == QLatin1String("de") ? QStringLiteral("de.md")
                                                                : QStringLiteral("en.md");
}

QString ManualHelp::documentText() const
{
    return browser()->toPlainText();
}

void ManualHelp::load()
{
    setWindowTitle(tr("Manual"));
    m_pictures = 0;
    m_missing = 0;
    const QString path = QDir(m_folder).filePath(fileFor(Language::current()));
    if (m_folder.isEmpty() || !QFileInfo::exists(path)) {
        browser()->setPlainText(
            tr("The manual is not installed. It is in the folder docs/manual of the "
               "program's source, and in share/catan-desk/docs/manual of an installed "
               "package."));
        return;
    }
    // Relative picture paths resolve against the manual's own folder.
    browser()->setSource(QUrl::fromLocalFile(path), QTextDocument::MarkdownResource);
    // Each picture read now, so that a missing one is known; one wider than
    // the page is shown smaller.
    QTextDocument *document = browser()->document();
    QList<QPair<int, QTextImageFormat>> smaller; // position, format
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextImageFormat image = fragment.charFormat().toImageFormat();
            ++m_pictures;
            const QVariant data =
                browser()->loadResource(QTextDocument::ImageResource, QUrl(image.name()));
            QImage picture = data.value<QImage>();
            if (picture.isNull())
                picture.loadFromData(data.toByteArray());
            if (picture.isNull()) {
                ++m_missing;
            } else if (picture.width() > MaxPictureWidth) {
                image.setWidth(MaxPictureWidth);
                image.setHeight(qreal(picture.height()) * MaxPictureWidth / picture.width());
                smaller.append({fragment.position(), image});
            }
        }
    }
    for (const auto &[position, image] : std::as_const(smaller)) {
        QTextCursor cursor(document);
        cursor.setPosition(position);
        cursor.setPosition(position + 1, QTextCursor::KeepAnchor);
        cursor.setCharFormat(image);
    }
    browser()->verticalScrollBar()->setValue(0);
}

} // namespace ctd
