#include "tournamentinfodialog.h"

#include "language/datetext.h"
#include "scoring/rulesettext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace ctd {

TournamentInfoDialog::TournamentInfoDialog(const TournamentInfo &info, QWidget *parent)
    : QDialog(parent)
    , m_info(info)
    , m_nameLabel(new QLabel(this))
    , m_name(new QLineEdit(info.name, this))
    , m_dateLabel(new QLabel(this))
    , m_date(new QLineEdit(
          DateText::write(info.date.isValid() ? info.date : QDate::currentDate(), QLocale()), this))
    , m_rulesLabel(new QLabel(this))
    , m_rules(new QComboBox(this))
    , m_custom(new QWidget(this))
    , m_points4Label(new QLabel(m_custom))
    , m_points4(new QLineEdit(m_custom))
    , m_points3Label(new QLabel(m_custom))
    , m_points3(new QLineEdit(m_custom))
    , m_capLabel(new QLabel(m_custom))
    , m_cap(new QLineEdit(m_custom))
    , m_shareLabel(new QLabel(m_custom))
    , m_share(new QComboBox(m_custom))
    , m_orderLabel(new QLabel(m_custom))
    , m_order(new QLineEdit(m_custom))
    , m_cutLabel(new QLabel(this))
    , m_cut(new QSpinBox(this))
    , m_summary(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("tournamentInfoDialog"));
    m_name->setObjectName(QStringLiteral("tournamentName"));
    m_date->setObjectName(QStringLiteral("tournamentDate"));
    // Typed whole, in the locale's order or as ISO, and read back as typed
    // or refused: a date field that moves from section to section as digits
    // arrive turned 3/14/26 into 3/1/14.
    connect(m_date, &QLineEdit::editingFinished, this, [this] {
        QString problem;
        if (!DateText::read(m_date->text(), QLocale(), &problem).isValid()) {
            showDateProblem(problem);
        } else if (!m_problem->text().isEmpty() && m_problem->text() == m_dateProblem) {
            m_problem->clear();
        }
        m_dateProblem = problem;
    });
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->setObjectName(QStringLiteral("detailsProblem"));
    m_problem->setWordWrap(true); // a date's message names the form: it wraps, the dialog stays
    m_nameLabel->setBuddy(m_name);
    m_dateLabel->setBuddy(m_date);
    m_rules->setObjectName(QStringLiteral("ruleSet"));
    m_rulesLabel->setBuddy(m_rules);
    for (QLineEdit *e : {m_points4, m_points3, m_cap, m_order})
        e->setObjectName(e == m_points4       ? QStringLiteral("points4")
                             : e == m_points3 ? QStringLiteral("points3")
                             : e == m_cap     ? QStringLiteral("vpCap")
                                              : QStringLiteral("tieBreaks"));
    m_share->setObjectName(QStringLiteral("shareMode"));
    for (ShareMode mode :
         {ShareMode::Pooled, ShareMode::AveragePerTable, ShareMode::SumVirtualFourth})
        m_share->addItem(QString(), int(mode));
    m_points4Label->setBuddy(m_points4);
    m_points3Label->setBuddy(m_points3);
    m_capLabel->setBuddy(m_cap);
    m_shareLabel->setBuddy(m_share);
    m_orderLabel->setBuddy(m_order);
    auto *custom = new QFormLayout(m_custom);
    custom->setContentsMargins(0, 0, 0, 0);
    custom->addRow(m_points4Label, m_points4);
    custom->addRow(m_points3Label, m_points3);
    custom->addRow(m_capLabel, m_cap);
    custom->addRow(m_shareLabel, m_share);
    custom->addRow(m_orderLabel, m_order);
    m_cut->setObjectName(QStringLiteral("noWinCut"));
    m_cut->setRange(0, 99);
    m_cutLabel->setBuddy(m_cut);
    m_summary->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_dateLabel, m_date);
    form->addRow(m_rulesLabel, m_rules);
    form->addRow(m_custom);
    form->addRow(m_cutLabel, m_cut);
    form->addRow(m_summary);
    form->addRow(m_problem);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TournamentInfoDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &TournamentInfoDialog::reject);
    m_name->selectAll();
    retranslateUi();
    // The rule set: the ones a director chooses by name, the tournament's own
    // if it is another, and a custom one built from the parts.
    const QList<RuleSet> choices = RuleSet::choices();
    int current = -1;
    for (const RuleSet &r : choices) {
        if (r == info.rules)
            current = m_rules->count();
        m_rules->addItem(r.title(), r.id);
    }
    if (current < 0 && info.rules.id != QLatin1String("custom")) {
        current = m_rules->count();
        m_rules->addItem(info.rules.title(), info.rules.id);
    }
    m_rules->addItem(QString(), QStringLiteral("custom"));
    if (current < 0)
        current = m_rules->count() - 1;
    m_rules->setCurrentIndex(current);
    connect(m_rules, &QComboBox::currentIndexChanged, this, &TournamentInfoDialog::ruleSetChosen);
    ruleSetChosen();
    retranslateUi();
    resize(460, sizeHint().height());
}

void TournamentInfoDialog::showDateProblem(const QString &text)
{
    m_problem->setText(text);
    // A message of two lines makes the dialog taller, never wider.
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : sizeHint().height();
    if (needed > height())
        resize(width(), needed);
}

void TournamentInfoDialog::setNoWinCut(int game)
{
    m_cut->setValue(game);
}

int TournamentInfoDialog::noWinCut() const
{
    return m_cut->value();
}

TournamentInfoDialog::~TournamentInfoDialog()
{
    // The date field says editingFinished when it loses the focus, also while
    // the dialog's children are destroyed, after this dialog's own members.
    disconnect(m_date, nullptr, this, nullptr);
}

void TournamentInfoDialog::ruleSetChosen()
{
    const QString id = m_rules->currentData().toString();
    const bool custom = id == QLatin1String("custom");
    // The parts shown are those of the rule set chosen; custom starts from the last one.
    RuleSet shown = m_info.rules;
    if (!custom) {
        bool preset = false;
        shown = RuleSet::byId(id, &preset);
        if (!preset)
            shown = m_info.rules;
    }
    if (!custom || m_points4->text().isEmpty()) {
        const auto ints = [](const QList<int> &v) {
            QStringList parts;
            for (int p : v)
                parts.append(QString::number(p));
            return parts.join(QLatin1Char(' '));
        };
        m_points4->setText(ints(shown.pointsTable4));
        m_points3->setText(ints(shown.pointsTable3));
        m_cap->setText(shown.tieBreakVpCap > 0 ? QString::number(shown.tieBreakVpCap)
                                               : QStringLiteral("none"));
        m_share->setCurrentIndex(m_share->findData(int(shown.shareMode)));
        QStringList words;
        for (TieBreak t : shown.order.mid(1))
            words.append(tieBreakWord(t));
        m_order->setText(words.join(QLatin1Char(' ')));
    }
    m_custom->setVisible(custom);
    m_summary->setText(
        custom ? tr("Tie-breaks after round points, in order: vp, share, first, second, third "
                    "(places); the name decides last.")
               : tr("Round points %1 at tables of 4, %2 at tables of 3; VP cap: %3.")
                     .arg(m_points4->text().replace(QLatin1Char(' '), QLatin1Char('-')),
                          m_points3->text().replace(QLatin1Char(' '), QLatin1Char('-')),
                          shown.tieBreakVpCap > 0 ? QString::number(shown.tieBreakVpCap)
                                                  : tr("none")));
    fitHeight();
}

void TournamentInfoDialog::fitHeight()
{
    // Taller or shorter with the custom parts, never narrower: adjustSize()
    // would shrink the dialog to its hint and cut the name.
    layout()->activate();
    const int w = qMax(width(), minimumSizeHint().width());
    const int h =
        layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(w) : sizeHint().height();
    resize(w, qMax(h, minimumSizeHint().height()));
}

void TournamentInfoDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    // The paragraphs (the rule set's summary, the team event's line) wrap at
    // the width the dialog opens with.
    fitHeight();
}

bool TournamentInfoDialog::chosenRules(RuleSet *rules) const
{
    const QString id = m_rules->currentData().toString();
    if (id != QLatin1String("custom")) {
        bool preset = false;
        *rules = RuleSet::byId(id, &preset);
        if (!preset)
            *rules = m_info.rules;
        return true;
    }
    const QString text =
        QStringLiteral(
            "id = custom\nname = %1\npoints-4 = %2\npoints-3 = %3\nvp-cap = %4\nshare = %5\ntie-breaks = %6\n")
            .arg(tr("Custom rule set"), m_points4->text(), m_points3->text(), m_cap->text(),
                 shareModeWord(ShareMode(m_share->currentData().toInt())), m_order->text());
    QList<RuleSetTextProblem> problems;
    *rules = ruleSetFromText(text, &problems);
    if (!problems.isEmpty()) {
        m_problem->setText(problems.first().message);
        return false;
    }
    return true;
}

TournamentInfo TournamentInfoDialog::info() const
{
    TournamentInfo out = m_info;
    out.name = m_name->text().trimmed();
    const QDate date = DateText::read(m_date->text(), QLocale(), nullptr);
    if (date.isValid())
        out.date = date;
    RuleSet rules;
    if (chosenRules(&rules))
        out.rules = rules;
    return out;
}

void TournamentInfoDialog::setName(const QString &name)
{
    m_name->setText(name);
}

void TournamentInfoDialog::accept()
{
    if (m_name->text().trimmed().isEmpty()) {
        m_problem->setText(tr("The tournament needs a name; it heads every printed page."));
        m_name->setFocus();
        return;
    }
    QString problem;
    if (!DateText::read(m_date->text(), QLocale(), &problem).isValid()) {
        showDateProblem(problem);
        m_dateProblem = problem;
        m_date->setFocus();
        m_date->selectAll();
        return;
    }
    RuleSet rules;
    if (!chosenRules(&rules))
        return;
    QDialog::accept();
}

void TournamentInfoDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void TournamentInfoDialog::retranslateUi()
{
    if (m_teams)
        showTeams(m_teamOf);
    setWindowTitle(tr("Tournament details"));
    m_nameLabel->setText(tr("&Name:"));
    m_dateLabel->setText(tr("&Date:"));
    m_date->setPlaceholderText(DateText::form(QLocale()));
    m_date->setToolTip(tr("Type the date as %1, or as year-month-day (2026-03-14).")
                           .arg(DateText::form(QLocale())));
    m_rulesLabel->setText(tr("&Rule set:"));
    m_points4Label->setText(tr("Points, table of &4:"));
    m_points3Label->setText(tr("Points, table of &3:"));
    m_capLabel->setText(tr("&VP cap (or none):"));
    m_shareLabel->setText(tr("&Share:"));
    m_orderLabel->setText(tr("&Tie-breaks:"));
    m_cutLabel->setText(tr("No-&win cut after game:"));
    m_cut->setSpecialValueText(tr("off"));
    m_cut->setToolTip(tr("Players without a win after this game play no more preliminary "
                         "rounds; they stay in the standings below everyone still playing."));
    m_share->setItemText(0, tr("pooled over the tables"));
    m_share->setItemText(1, tr("average of the tables' shares"));
    m_share->setItemText(2, tr("sum of the percentages, virtual fourth player at tables of 3"));
    for (int i = 0; i < m_rules->count(); ++i) {
        const QString id = m_rules->itemData(i).toString();
        bool preset = false;
        const RuleSet r = RuleSet::byId(id, &preset);
        if (id == QLatin1String("custom"))
            m_rules->setItemText(i, tr("Custom\u2026"));
        else if (preset)
            m_rules->setItemText(i, r.title());
    }
}

} // namespace ctd
