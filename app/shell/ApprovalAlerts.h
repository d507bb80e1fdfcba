// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tells an approver that a payout waits for them, when another workstation submits one to a team
// database (store::ChangeListener: a row of the outbox enters AWAITING_APPROVAL): "A payout waits
// for your approval". Only to an approver signed in here who is not the payout's maker. Many
// submitted together make one alert, not one each: the first at once, those within the next
// alertInterval counted in the next ("3 payouts wait for your approval"). A front end shows alert()
// its own way (the window: the system tray, ui::PayoutNotifier).

#include <QObject>
#include <QString>

#include <chrono>

namespace paydesk::operators {
class SignedIn;
}
namespace paydesk::store {
class ChangeListener;
struct TableChange;
} // namespace paydesk::store
namespace paydesk {
class Throttle;
}

namespace paydesk::shell {

class ApprovalAlerts : public QObject
{
    Q_OBJECT
public:
    static constexpr std::chrono::milliseconds alertInterval {3000};

    // Both must outlive this object.
    ApprovalAlerts(store::ChangeListener *changes, operators::SignedIn *signedIn, QObject *parent = nullptr);

    static QString title(int count);
    static QString text(int count);

Q_SIGNALS:
    void alert(const QString &title, const QString &text);

private:
    void onChange(const store::TableChange &change);

    operators::SignedIn *m_signedIn;
    Throttle *m_throttle;
    int m_waiting = 0; // submitted since the last alert
};

} // namespace paydesk::shell
