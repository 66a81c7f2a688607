#include "pastenamesdialog.h"

#include "namelist.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace ctd {

PasteNamesDialog::PasteNamesDialog(Add add, QWidget *parent)
    : QDialog(parent)
    , m_add(std::move(add))
    , m_intro(new QLabel(this))
    , m_edit(new QPlainTextEdit(this))
    , m_count(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("pasteNamesDialog"));
    m_edit->setObjectName(QStringLiteral("names"));
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_intro->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_count);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    // Tab moves on to the buttons (a name never holds a tab), Ctrl+Enter
    // adds the list from inside the text, where Enter starts a new line.
    m_edit->setTabChangesFocus(true);
    auto *addAll = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    connect(addAll, &QShortcut::activated, this, &PasteNamesDialog::accept);
    auto *addAllKeypad = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Enter), this);
    connect(addAllKeypad, &QShortcut::activated, this, &PasteNamesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &PasteNamesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &PasteNamesDialog::reject);
    connect(m_edit, &QPlainTextEdit::textChanged, this, &PasteNamesDialog::updateCount);
    resize(420, 420);
    retranslateUi();
}

void PasteNamesDialog::setText(const QString &text)
{
    m_edit->setPlainText(text);
}

PasteNamesDialog::PasteNamesDialog(std::function<QString(const QStringList &)> add, QWidget *parent)
    : PasteNamesDialog(
        [add = std::move(add)](const QStringList &names, const QHash<QString, QString> &) {
            return add(names);
        },
        parent)
{
}

QString PasteNamesDialog::problem() const
{
    return m_problem->text();
}

void PasteNamesDialog::accept()
{
    const QStringList names = NameList::fromText(m_edit->toPlainText());
    if (names.isEmpty()) {
        m_problem->setText(tr("The list is empty. Paste or type one name a line."));
        return;
    }
    const QString problem = m_add(names, NameList::teamsFromText(m_edit->toPlainText()));
    if (!problem.isEmpty()) {
        m_problem->setText(problem);
        return;
    }
    QDialog::accept();
}

void PasteNamesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PasteNamesDialog::retranslateUi()
{
    setWindowTitle(tr("Add a list of players"));
    m_intro->setText(tr("One name a line; a team may follow the name after a tab (two columns "
                        "pasted from a spreadsheet). The whole list is added, or nothing if a "
                        "name is given twice or is already in the tournament."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add players"));
    updateCount();
}

void PasteNamesDialog::updateCount()
{
    const int n = int(NameList::fromText(m_edit->toPlainText()).size());
    m_count->setText(tr("%n name(s)", nullptr, n));
}

} // namespace ctd
