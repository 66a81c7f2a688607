#include "sharedialog.h"

#include "playersviewactions.h"

#include "paper/qrcode.h"
#include "web/httpserver.h"
#include "web/playersserver.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QNetworkInterface>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ctd {

namespace {

// The machine's IPv4 addresses on the networks that are up, loopback left out:
// what a phone on the venue's Wi-Fi can reach.
QList<QHostAddress> networkAddresses()
{
    QList<QHostAddress> out;
    const QList<QNetworkInterface> interfaces = QNetworkInterface::allInterfaces();
    for (const QNetworkInterface &i : interfaces) {
        const auto flags = i.flags();
        if (!(flags & QNetworkInterface::IsUp) || (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol)
                out.append(e.ip());
    }
    return out;
}

} // namespace

ShareDialog::ShareDialog(PlayersViewActions *view, QWidget *parent)
    : QDialog(parent)
    , m_view(view)
    , m_intro(new QLabel(this))
    , m_addressLabel(new QLabel(this))
    , m_address(new QComboBox(this))
    , m_portLabel(new QLabel(this))
    , m_port(new QSpinBox(this))
    , m_toggle(new QPushButton(this))
    , m_state(new QLabel(this))
    , m_code(new QLabel(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("shareDialog"));
    m_address->setObjectName(QStringLiteral("shareAddress"));
    m_port->setObjectName(QStringLiteral("sharePort"));
    m_toggle->setObjectName(QStringLiteral("shareToggle"));
    m_state->setObjectName(QStringLiteral("shareState"));
    m_code->setObjectName(QStringLiteral("shareCode"));
    m_intro->setWordWrap(true);
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_code->setAlignment(Qt::AlignCenter);
    m_port->setRange(1, 65535);
    m_port->setValue(8080);
    m_addressLabel->setBuddy(m_address);
    m_portLabel->setBuddy(m_port);

    auto *form = new QFormLayout;
    form->addRow(m_addressLabel, m_address);
    form->addRow(m_portLabel, m_port);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_toggle);
    layout->addWidget(m_state);
    layout->addWidget(m_code, 1);
    layout->addWidget(m_close, 0, Qt::AlignRight);
    connect(m_toggle, &QPushButton::clicked, this, &ShareDialog::toggle);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_view, &PlayersViewActions::sharingChanged, this, &ShareDialog::refreshState);
    connect(m_address, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_view->isSharing())
            refreshState();
    });
    m_toggle->setDefault(true);
    retranslate();
}

QString ShareDialog::shownHost(const QHostAddress &listening)
{
    if (listening == QHostAddress::AnyIPv4 || listening == QHostAddress::Any) {
        const QList<QHostAddress> network = networkAddresses();
        if (!network.isEmpty())
            return network.first().toString();
        return QHostAddress(QHostAddress::LocalHost).toString();
    }
    return listening.toString();
}

void ShareDialog::fillAddresses()
{
    const QString chosen = m_address->currentData().toString();
    m_address->clear();
    // What phones can reach first: the computer's own network addresses,
    // then all of them; this computer alone last (no phone reaches it).
    for (const QHostAddress &a : networkAddresses())
        m_address->addItem(tr("The network of %1").arg(a.toString()), a.toString());
    m_address->addItem(tr("Every network of this computer (0.0.0.0)"), QStringLiteral("0.0.0.0"));
    m_address->addItem(tr("This computer only (127.0.0.1): no phone can reach it"),
                       QStringLiteral("127.0.0.1"));
    const int index = m_address->findData(chosen);
    m_address->setCurrentIndex(index >= 0 ? index : 0);
}

void ShareDialog::toggle()
{
    if (m_view->isSharing()) {
        m_view->stopSharing();
    } else {
        QString error;
        m_error.clear();
        if (!m_view->startSharing(QHostAddress(m_address->currentData().toString()),
                                  quint16(m_port->value()), &error))
            m_error = error;
    }
    refreshState();
}

void ShareDialog::refreshState()
{
    const bool sharing = m_view->isSharing();
    m_address->setEnabled(!sharing);
    m_port->setEnabled(!sharing);
    m_toggle->setText(sharing ? tr("&Stop sharing") : tr("&Start sharing"));
    if (sharing) {
        // The address in use, however sharing was started.
        const int inUse = m_address->findData(m_view->server()->http()->address().toString());
        if (inUse >= 0)
            m_address->setCurrentIndex(inUse);
        const QString url = m_view->sharedUrl().toString();
        if (QHostAddress(m_view->sharedUrl().host()).isLoopback())
            m_state->setText(tr("Only this computer can open %1: no phone can reach it, and "
                                "slips printed now carry a code that no phone can open. Stop "
                                "sharing and choose the network of this computer.")
                                 .arg(url));
        else
            m_state->setText(tr("Players open %1 on their phones (on the same network as this "
                                "computer), or scan the code.")
                                 .arg(url));
        const QImage code = qrCode(url, 6);
        m_code->setPixmap(QPixmap::fromImage(code));
        // The whole code or none: a squeezed label cuts it, and a phone
        // cannot read a code without its edges.
        m_code->setMinimumSize(code.size());
    } else {
        QString state = m_error.isEmpty() ? tr("Not shared.") : m_error;
        if (QHostAddress(m_address->currentData().toString()).isLoopback())
            state += QLatin1Char(' ') + tr("No phone can reach 127.0.0.1: only this computer.");
        m_state->setText(state);
        m_code->clear();
        m_code->setMinimumSize(0, 0);
    }
    fitContents();
}

void ShareDialog::fitContents()
{
    // The dialog grows with the code and with wrapped text (a German
    // sentence takes more lines): its layout's minimum alone leaves out the
    // lines that word wrap adds.
    layout()->activate();
    const int w = qMax(width(), minimumSizeHint().width());
    const int h =
        layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(w) : sizeHint().height();
    if (w != width() || h > height())
        resize(w, qMax(h, height()));
}

void ShareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ShareDialog::retranslate()
{
    setWindowTitle(tr("Share on the local network"));
    m_intro->setText(tr("The players' page shows the newest round's seating, the standings "
                        "and the round clock, read-only, and follows every save. Nothing is "
                        "shared until you start it."));
    m_addressLabel->setText(tr("&Address:"));
    m_portLabel->setText(tr("P&ort:"));
    m_close->setText(tr("&Close"));
    fillAddresses();
    refreshState();
}

} // namespace ctd
