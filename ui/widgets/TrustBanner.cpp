// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/TrustBanner.h"

#include "operators/TrustCheck.h"

#include <QHBoxLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

TrustBanner::TrustBanner(operators::TrustCheck *check, QWidget *parent)
    : QFrame(parent)
    , m_check(check)
    , m_label(new QLabel(this))
{
    Q_ASSERT(m_check);
    setObjectName(u"trustBanner"_s);
    m_label->setObjectName(u"trustBannerLabel"_s);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette alarm = palette();
    // A deep red with white text: readable in any theme, and unlike the team band's amber.
    alarm.setColor(QPalette::Window, QColor(0xb0, 0x00, 0x20));
    alarm.setColor(QPalette::WindowText, Qt::white);
    setPalette(alarm);
    m_label->setPalette(alarm);
    QFont bold = m_label->font();
    bold.setBold(true);
    m_label->setFont(bold);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_label, 1);
    connect(m_check, &operators::TrustCheck::checked, this, &TrustBanner::update);
    update();
}

QString TrustBanner::text() const
{
    return m_label->text();
}

void TrustBanner::update()
{
    const bool changed = m_check->isChanged();
    QString text;
    if (changed) {
        const operators::TrustCheck::Result &r = m_check->result();
        text = operators::TrustCheck::changedMessage();
        if (!r.keptFingerprint.isEmpty())
            text += u"\n"_s
                + (r.fingerprint.isEmpty()
                       ? tr("Trusted here: %1. This database has no administrator key now.")
                             .arg(r.keptFingerprint)
                       : tr("Trusted here: %1. This database's: %2 (%3).")
                             .arg(r.keptFingerprint, r.fingerprint, r.operatorName));
    }
    m_label->setText(text);
    setVisible(changed);
    setAccessibleName(changed ? operators::TrustCheck::changedMessage() : QString());
}

} // namespace paydesk::ui
