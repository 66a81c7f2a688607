#pragma once

#include "scoring/sheet.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace ctd {

/// The list under the sheet: one line per broken rule (which player, which
/// rule, what to change), a line on how far the sheet is, and the notes about
/// marks the editor cleared. Activating a line leads to its cell; "Show the
/// rule" (or F1) asks for the rule behind it.
class SheetProblems : public QWidget
{
    Q_OBJECT

public:
    /// One line of the list, already in words.
    struct Line
    {
        SheetError error;
        QString player; ///< empty for the whole table
        QString message;
    };

    explicit SheetProblems(QWidget *parent = nullptr);

    void setLines(const QList<Line> &lines);
    void setStatus(const QString &text, bool good);
    void setNotes(const QStringList &notes);

    QTreeWidget *list() const { return m_list; }
    /// The messages as shown, one "player: message" string each (tests, accessibility).
    QStringList messages() const;
    QString status() const;
    /// The broken rules listed, in list order.
    QList<SheetError> errors() const;
    QStringList notes() const { return m_noteTexts; }

    void retranslateUi();

signals:
    void problemActivated(int seat, ctd::Field field, ctd::ErrorCode code);
    void ruleHelpRequested(ctd::ErrorCode code);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void requestRuleHelp();

    QLabel *m_status;
    QTreeWidget *m_list;
    QPushButton *m_ruleButton;
    QLabel *m_notesIcon;
    QLabel *m_notes;
    QList<Line> m_lines;
    QStringList m_noteTexts;
    bool m_statusGood = false;
};

} // namespace ctd
