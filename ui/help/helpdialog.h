#pragma once

#include <QDialog>

class QTextBrowser;

namespace ctd {

/// A help text in a browser with a Close button, read again in the new
/// language when the language changes: the scoring rules and the manual.
class HelpDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HelpDialog(QWidget *parent = nullptr);

protected:
    QTextBrowser *browser() const { return m_browser; }
    /// Fills the browser (and the title) in the current language. The
    /// subclass calls it once it is made; the dialog again on every change
    /// of language.
    virtual void load() = 0;
    void changeEvent(QEvent *event) override;

private:
    QTextBrowser *m_browser;
};

} // namespace ctd
