// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/TeamBanner.h"

#include "shell/TeamLink.h"

#include <QHBoxLayout>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

TeamBanner::TeamBanner(shell::TeamLink *link, QWidget *parent)
    : QFrame(parent)
    , m_label(new QLabel(this))
{
    Q_ASSERT(link);
    setObjectName(u"teamBanner"_s);
    m_label->setObjectName(u"teamBannerLabel"_s);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette warning = palette();
    warning.setColor(QPalette::Window,
                     QColor(0xff, 0xf4, 0xce)); // a pale amber, readable in any theme's text
    warning.setColor(QPalette::WindowText, QColor(0x3d, 0x2e, 0x00));
    setPalette(warning);
    m_label->setPalette(warning);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_label, 1);
    connect(link, &shell::TeamLink::changed, this, [this, link] { update(link->isLost()); });
    update(link->isLost());
}

QString TeamBanner::text() const
{
    return m_label->text();
}

void TeamBanner::update(bool lost)
{
    m_label->setText(lost ? shell::TeamLink::lostMessage() : QString());
    setVisible(lost);
}

} // namespace paydesk::ui
