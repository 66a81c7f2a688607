#pragma once

#include <QDialog>
#include <QHash>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace ctd {

/// A box to paste a list of names into, one a line. The list is added whole
/// or not at all: a refused list keeps the dialog open with the reason, so the
/// director can fix the names in place.
class PasteNamesDialog : public QDialog
{
    Q_OBJECT

public:
    /// The names and the teams given after a tab, by name.
    using Add = std::function<QString(const QStringList &, const QHash<QString, QString> &)>;
    /// `add` tries to add the names and returns the reason when it cannot.
    explicit PasteNamesDialog(Add add, QWidget *parent = nullptr);
    /// The names alone (the teams after a tab are left out).
    explicit PasteNamesDialog(std::function<QString(const QStringList &)> add,
                              QWidget *parent = nullptr);
    void setText(const QString &text);
    QString problem() const;

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateCount();

    Add m_add;
    QLabel *m_intro;
    QPlainTextEdit *m_edit;
    QLabel *m_count;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace ctd
