// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/StatementRequestForm.h"

#include "Style.h"
#include "api/Resources.h"
#include "core/DateText.h"
#include "models/WalletsModel.h"
#include "statements/StatementPeriod.h"
#include "wallets/WalletNames.h"
#include "widgets/PeriodPicker.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimeZone>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

using statements::StatementPeriod;

namespace {

bool wholeHourZone(const QTimeZone &zone)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    return zone.offsetFromUtc(now) % 3600 == 0 && zone.offsetFromUtc(now.addMonths(-6)) % 3600 == 0;
}

} // namespace

StatementRequestForm::StatementRequestForm(QWidget *parent)
    : QWidget(parent)
{
    auto *box = new QGroupBox(tr("New statement"), this);
    auto *grid = new QHBoxLayout(box);

    m_walletCombo = new QComboBox(box);
    m_walletCombo->setObjectName(u"walletCombo"_s);
    m_walletCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    // The one period picker (History's too); whole hours: the service takes nothing else.
    m_period = new PeriodPicker(PeriodPicker::Times::WholeHours, box);
    m_period->setPreset(core::PeriodPreset::LastMonth);

    m_zoneCombo = new QComboBox(box);
    m_zoneCombo->setObjectName(u"zoneCombo"_s);
    const QTimeZone mine = QTimeZone::systemTimeZone();
    // The zone as a city ("My time (Nairobi)"); its IANA id in the tooltip.
    m_zoneCombo->addItem(tr("My time (%1)").arg(core::dates::zoneName(mine)), false);
    m_zoneCombo->setItemData(0, QString::fromUtf8(mine.id()), Qt::ToolTipRole);
    m_zoneCombo->addItem(tr("UTC"), true);
    m_zoneCombo->setToolTip(tr("The clock the period is read on"));
    m_zoneCombo->setAccessibleName(tr("Time zone"));
    if (!wholeHourZone(mine)) // a period of days here would not start on a whole hour in UTC
        m_zoneCombo->setCurrentIndex(1);

    m_generateButton = new QPushButton(tr("Generate"), box);
    m_generateButton->setObjectName(u"generateButton"_s);
    m_generateButton->setDefault(true);

    auto *walletLabel = new QLabel(tr("&Wallet:"), box);
    walletLabel->setBuddy(m_walletCombo);
    auto *periodLabel = new QLabel(tr("&Period:"), box);
    periodLabel->setBuddy(m_period->combo());
    grid->addWidget(walletLabel);
    grid->addWidget(m_walletCombo);
    grid->addSpacing(12);
    grid->addWidget(periodLabel);
    grid->addWidget(m_period);
    grid->addWidget(m_zoneCombo);
    grid->addStretch(1);
    grid->addWidget(m_generateButton);

    m_periodMessage = new QLabel(box);
    m_periodMessage->setObjectName(u"periodMessage"_s);
    m_periodMessage->setWordWrap(true);
    m_periodMessage->hide();
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(box);
    outer->addWidget(m_periodMessage);

    m_period->setTimeZone(chosenZone());
    connect(m_zoneCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_period->setTimeZone(chosenZone()); // "today" of the presets on that clock
        setMessage({});
    });
    // The period is wrong as a whole (its end before its start, say): any change clears it.
    connect(m_period, &PeriodPicker::edited, this, [this] { setMessage({}); });
    connect(m_walletCombo, &QComboBox::currentIndexChanged, this,
            [this] { style::markInvalid(m_walletCombo, false); });
    connect(m_generateButton, &QPushButton::clicked, this, &StatementRequestForm::generateClicked);
}

QTimeZone StatementRequestForm::chosenZone() const
{
    if (m_zoneCombo->currentData().toBool())
        return QTimeZone::utc();
    return QTimeZone::systemTimeZone();
}

QString StatementRequestForm::walletId() const
{
    return m_walletCombo->currentData().toString();
}

QString StatementRequestForm::currency() const
{
    return m_walletCombo->currentData(Qt::UserRole + 1).toString();
}

void StatementRequestForm::setBusy(bool busy)
{
    m_generateButton->setEnabled(!busy);
}

void StatementRequestForm::setMessage(const QString &text, style::Tone tone)
{
    m_periodMessage->setText(text);
    m_periodMessage->setVisible(!text.isEmpty());
    style::setToneText(m_periodMessage, tone);
}

StatementPeriod StatementRequestForm::period() const
{
    const QTimeZone zone = chosenZone();
    if (m_period->withTimes()) {
        const QDateTime a = m_period->start();
        const QDateTime b = m_period->end();
        return StatementPeriod(QDateTime(a.date(), QTime(a.time().hour(), 0), zone),
                               QDateTime(b.date(), QTime(b.time().hour(), 0), zone));
    }
    const core::DaySpan days = m_period->days();
    return StatementPeriod::fromDates(days.first, days.last, zone);
}

void StatementRequestForm::showWallets(const models::WalletsModel *wallets)
{
    const QString chosen = m_walletCombo->currentData().toString();
    m_walletCombo->blockSignals(true);
    m_walletCombo->clear();
    for (int row = 0; row < wallets->rowCount(); ++row) {
        const api::Wallet w = wallets->wallet(row);
        // The name and what is available tell wallets apart at a glance; the id is the tooltip.
        m_walletCombo->addItem(
            tr("%1 \u00b7 %2 available").arg(wallets->displayName(row), w.available.toDisplay(locale())),
            w.id);
        m_walletCombo->setItemData(m_walletCombo->count() - 1, w.currency, Qt::UserRole + 1);
        m_walletCombo->setItemData(m_walletCombo->count() - 1, wallets::WalletNames::idTooltip(w.id),
                                   Qt::ToolTipRole);
    }
    const int again = m_walletCombo->findData(chosen);
    m_walletCombo->setCurrentIndex(again >= 0 ? again : (m_walletCombo->count() > 0 ? 0 : -1));
    m_walletCombo->setPlaceholderText(wallets->state() == models::WalletsModel::State::Failed
                                          ? tr("The wallets could not be loaded")
                                          : tr("Loading wallets\u2026"));
    m_walletCombo->blockSignals(false);
}

bool StatementRequestForm::check()
{
    setMessage({});
    if (m_walletCombo->currentIndex() < 0) {
        style::markInvalid(m_walletCombo, true);
        setMessage(tr("Choose the wallet first."), style::Tone::Error);
        m_walletCombo->setFocus();
        return false;
    }
    const statements::StatementPeriod wanted = period();
    if (const QString error = wanted.validationError(); !error.isEmpty()) {
        m_period->setInvalid(true);
        setMessage(error, style::Tone::Error);
        m_period->firstField()->setFocus();
        return false;
    }
    return true;
}

} // namespace paydesk::ui
