#pragma once

#include <QDialog>
#include <QHostAddress>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace ctd {

class PlayersViewActions;

/// View → Share on the local network: where the players' page is served,
/// started and stopped by the director, with its address and QR code. Nothing
/// is shared until the director starts it; the first choice is an address
/// phones can reach (the computer's network), this computer only (127.0.0.1)
/// last, and the dialog says so when that one is chosen.
class ShareDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShareDialog(PlayersViewActions *view, QWidget *parent = nullptr);

    /// The address a phone uses: a network address when serving on all of them.
    static QString shownHost(const QHostAddress &listening);

public slots:
    void toggle();
    void refreshState();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillAddresses();
    /// Grows the dialog to show its code and texts whole.
    void fitContents();

    PlayersViewActions *m_view;
    QLabel *m_intro;
    QLabel *m_addressLabel;
    QComboBox *m_address;
    QLabel *m_portLabel;
    QSpinBox *m_port;
    QPushButton *m_toggle;
    QLabel *m_state;
    QLabel *m_code;
    QPushButton *m_close;
    QString m_error; ///< why the last start failed
};

} // namespace ctd
