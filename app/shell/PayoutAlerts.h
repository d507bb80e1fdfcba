// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the person at the desk is told of a payout that went wrong after they stopped looking at it:
// the follower's failed() (FAILED or REVERSED once accepted) as a title and a sentence, "Payout
// PD-0042 failed: The wallet did not have enough money ...". A front end shows alert() its own way
// (the window: the system tray, ui::PayoutNotifier), holding this instead of the follower.

#include <QObject>
#include <QString>

namespace paydesk::outbox {
class PayoutFollower;
}

namespace paydesk::shell {

class PayoutAlerts : public QObject
{
    Q_OBJECT
public:
    // `follower` must outlive this object.
    explicit PayoutAlerts(outbox::PayoutFollower *follower, QObject *parent = nullptr);

    static QString failedTitle();
    static QString failedMessage(const QString &customId, const QString &contextText);

Q_SIGNALS:
    void alert(const QString &title, const QString &text);
};

} // namespace paydesk::shell
