#include "keepapartdialog.h"

#include "commands/playercommands.h"
#include "common/deskhistory.h"
#include "common/roomyrows.h"

#include "scoring/collation.h"
#include "scoring/names.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

#include <QCompleter>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHash>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ctd {

namespace {

constexpr int kFirstRole = Qt::UserRole + 1;
constexpr int kSecondRole = Qt::UserRole + 2;

} // namespace

KeepApartDialog::KeepApartDialog(Tournament *tournament, QWidget *parent)
    : QDialog(parent)
    , m_tournament(tournament)
    , m_intro(new QLabel(this))
    , m_firstLabel(new QLabel(this))
    , m_first(new QLineEdit(this))
    , m_secondLabel(new QLabel(this))
    , m_second(new QLineEdit(this))
    , m_addButton(new QPushButton(this))
    , m_problem(new QLabel(this))
    , m_listLabel(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_removeButton(new QPushButton(this))
    , m_closeButton(new QPushButton(this))
{
    m_list->setItemDelegate(new RoomyRows(m_list)); // accents of capitals not cut off
    setObjectName(QStringLiteral("keepApartDialog"));
    m_first->setObjectName(QStringLiteral("apartFirst"));
    m_second->setObjectName(QStringLiteral("apartSecond"));
    m_list->setObjectName(QStringLiteral("apartList"));
    m_problem->setObjectName(QStringLiteral("apartProblem"));
    m_intro->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->hide();
    m_firstLabel->setBuddy(m_first);
    m_secondLabel->setBuddy(m_second);
    m_listLabel->setBuddy(m_list);
    m_list->installEventFilter(this);

    // Names by completion: the first letters of any part of the name.
    QStringList names;
    if (m_tournament) {
        for (const Player &p : m_tournament->roster().players()) {
            if (!p.dropped)
                names.append(p.name);
        }
    }
    for (QLineEdit *edit : {m_first, m_second}) {
        auto *completer = new QCompleter(names, edit);
        completer->setCaseSensitivity(Qt::CaseInsensitive);
        completer->setFilterMode(Qt::MatchContains);
        edit->setCompleter(completer);
    }

    auto *fields = new QGridLayout;
    fields->addWidget(m_firstLabel, 0, 0);
    fields->addWidget(m_first, 0, 1);
    fields->addWidget(m_secondLabel, 1, 0);
    fields->addWidget(m_second, 1, 1);
    fields->addWidget(m_addButton, 1, 2);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_removeButton);
    buttons->addStretch(1);
    buttons->addWidget(m_closeButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(fields);
    layout->addWidget(m_problem);
    layout->addWidget(m_listLabel);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    // Enter in the first field goes on to the second; in the second it adds.
    connect(m_first, &QLineEdit::returnPressed, m_second, qOverload<>(&QWidget::setFocus));
    connect(m_second, &QLineEdit::returnPressed, this, &KeepApartDialog::addFromFields);
    connect(m_addButton, &QPushButton::clicked, this, &KeepApartDialog::addFromFields);
    connect(m_removeButton, &QPushButton::clicked, this, &KeepApartDialog::removeSelected);
    connect(m_closeButton, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_list, &QListWidget::currentRowChanged, this,
            [this](int row) { m_removeButton->setEnabled(row >= 0); });
    m_addButton->setAutoDefault(false);
    m_closeButton->setAutoDefault(false);
    m_removeButton->setAutoDefault(false);
    resize(480, 420);
    retranslateUi();
    reload();
}

QString KeepApartDialog::addPair(const QString &first, const QString &second)
{
    if (!m_tournament)
        return {};
    std::optional<Player> players[2];
    const QString typed[2] = {names::normalized(first), names::normalized(second)};
    const QList<Player> everyone = m_tournament->roster().players();
    for (int i = 0; i < 2; ++i) {
        if (typed[i].isEmpty())
            return tr("Type two players' names: the pair needs both.");
        players[i] = m_tournament->roster().playerByName(typed[i]);
        // "anna" finds Anna when only one name reads so.
        for (const Player &p : everyone) {
            if (players[i])
                break;
            if (p.name.compare(typed[i], Qt::CaseInsensitive) == 0)
                players[i] = p;
        }
        if (!players[i])
            return tr("There is no player \"%1\". Choose a name the list offers.").arg(typed[i]);
    }
    if (players[0]->id == players[1]->id)
        return tr("%1 cannot be kept apart from themself: name two different players.")
            .arg(players[0]->name);
    DbError error;
    if (!DeskHistory::of(m_tournament)
             ->run(std::make_unique<SetKeepApart>(players[0]->id, players[1]->id, true), &error))
        return error.message;
    reload();
    return {};
}

void KeepApartDialog::addFromFields()
{
    const QString problem = addPair(m_first->text(), m_second->text());
    showProblem(problem);
    if (!problem.isEmpty())
        return;
    m_first->clear();
    m_second->clear();
    m_first->setFocus();
}

void KeepApartDialog::removeSelected()
{
    QListWidgetItem *item = m_list->currentItem();
    if (!m_tournament || !item)
        return;
    const int row = m_list->currentRow();
    DbError error;
    if (!DeskHistory::of(m_tournament)
             ->run(std::make_unique<SetKeepApart>(item->data(kFirstRole).toLongLong(),
                                                  item->data(kSecondRole).toLongLong(), false),
                   &error)) {
        showProblem(error.message);
        return;
    }
    showProblem({});
    reload();
    m_list->setCurrentRow(qMin(row, m_list->count() - 1));
}

QStringList KeepApartDialog::pairs() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out.append(m_list->item(i)->text());
    return out;
}

QString KeepApartDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void KeepApartDialog::reload()
{
    m_list->clear();
    if (!m_tournament)
        return;
    QHash<qint64, QString> names;
    for (const Player &p : m_tournament->roster().players())
        names.insert(p.id, p.name);
    struct Pair
    {
        QString a, b;
        qint64 idA, idB;
    };
    QList<Pair> pairs;
    for (const auto &pair : m_tournament->roster().keepApart()) {
        QString a = names.value(pair.first), b = names.value(pair.second);
        qint64 idA = pair.first, idB = pair.second;
        if (nameLess(b, a)) {
            std::swap(a, b);
            std::swap(idA, idB);
        }
        pairs.append({a, b, idA, idB});
    }
    std::sort(pairs.begin(), pairs.end(), [](const Pair &x, const Pair &y) {
        return x.a != y.a ? nameLess(x.a, y.a) : nameLess(x.b, y.b);
    });
    for (const Pair &p : std::as_const(pairs)) {
        auto *item = new QListWidgetItem(tr("%1 and %2").arg(p.a, p.b), m_list);
        item->setData(kFirstRole, p.idA);
        item->setData(kSecondRole, p.idB);
    }
    m_removeButton->setEnabled(m_list->currentRow() >= 0);
    retranslateUi();
}

void KeepApartDialog::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

bool KeepApartDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete && key->modifiers() == Qt::NoModifier) {
            removeSelected();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void KeepApartDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        reload();
    }
    QDialog::changeEvent(event);
}

void KeepApartDialog::retranslateUi()
{
    setWindowTitle(tr("Keep players apart"));
    m_intro->setText(tr("The draw never seats the two players of a pair at one table when it "
                        "can be avoided (two who came together, a parent and child). Type the "
                        "first letters of a name and choose it."));
    m_firstLabel->setText(tr("&First player:"));
    m_secondLabel->setText(tr("&Second player:"));
    m_addButton->setText(tr("&Add pair"));
    m_listLabel->setText(tr("Pairs &kept apart (%n):", nullptr, m_list->count()));
    m_removeButton->setText(tr("&Remove pair (Del)"));
    m_closeButton->setText(tr("Close"));
}

} // namespace ctd
