// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The band across the top of the main window that says the store's administrator key is not the
// one this computer trusts (operators::TrustCheck: Changed), in the error colour, for as long as a
// check says so. It has no close button: nothing but the store's root being the kept one again
// takes it away, for payouts are held meanwhile. Its label is selectable (the fingerprints, for
// whoever looks into it).

#include <QFrame>

class QLabel;

namespace paydesk::operators {
class TrustCheck;
}

namespace paydesk::ui {

class TrustBanner : public QFrame
{
    Q_OBJECT
public:
    // `check` must outlive this widget.
    explicit TrustBanner(operators::TrustCheck *check, QWidget *parent = nullptr);

    QString text() const;

private:
    void update();

    operators::TrustCheck *const m_check;
    QLabel *m_label;
};

} // namespace paydesk::ui
