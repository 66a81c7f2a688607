#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace ctd {

class Tournament;

/// The pairs of players the draw keeps apart (two who came together, a
/// parent and child): listed, added by name with completion, removed with
/// Del. Every change is stored at once; the draw of the next round uses them.
class KeepApartDialog : public QDialog
{
    Q_OBJECT

public:
    explicit KeepApartDialog(Tournament *tournament, QWidget *parent = nullptr);

    /// Adds the pair named in the two fields; the reason when it cannot.
    QString addPair(const QString &first, const QString &second);
    /// Removes the selected pair.
    void removeSelected();
    /// The pairs as listed, "A and B".
    QStringList pairs() const;
    QString problem() const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void reload();
    void addFromFields();
    void showProblem(const QString &text);

    Tournament *m_tournament;
    QLabel *m_intro;
    QLabel *m_firstLabel;
    QLineEdit *m_first;
    QLabel *m_secondLabel;
    QLineEdit *m_second;
    QPushButton *m_addButton;
    QLabel *m_problem;
    QLabel *m_listLabel;
    QListWidget *m_list;
    QPushButton *m_removeButton;
    QPushButton *m_closeButton;
};

} // namespace ctd
