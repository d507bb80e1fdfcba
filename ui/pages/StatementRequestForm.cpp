// SPDX-License-Identifier: GPL-3.0-or-later
#include "pages/StatementRequestForm.h"

#include "Style.h"
#include "api/Resources.h"
#include "models/WalletsModel.h"
#include "statements/StatementPeriod.h"
#include "wallets/WalletNames.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDateTimeEdit>
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
    m_periodCombo = new QComboBox(box);
    m_periodCombo->setObjectName(u"periodCombo"_s);
    m_periodCombo->addItem(tr("This month"), int(PeriodChoice::ThisMonth));
    m_periodCombo->addItem(tr("Last month"), int(PeriodChoice::LastMonth));
    m_periodCombo->addItem(tr("Last 7 days"), int(PeriodChoice::LastSevenDays));
    m_periodCombo->addItem(tr("Dates\u2026"), int(PeriodChoice::Dates));
    m_periodCombo->addItem(tr("Dates and hours\u2026"), int(PeriodChoice::DatesAndHours));
    m_periodCombo->setCurrentIndex(1);

    m_fromDate = new QDateEdit(box);
    m_fromDate->setObjectName(u"fromDate"_s);
    m_toDate = new QDateEdit(box);
    m_toDate->setObjectName(u"toDate"_s);
    for (QDateEdit *e : {m_fromDate, m_toDate}) {
        e->setCalendarPopup(true);
        e->setDisplayFormat(u"yyyy-MM-dd"_s);
    }
    m_fromTime = new QDateTimeEdit(box);
    m_fromTime->setObjectName(u"fromTime"_s);
    m_toTime = new QDateTimeEdit(box);
    m_toTime->setObjectName(u"toTime"_s);
    for (QDateTimeEdit *e : {m_fromTime, m_toTime}) {
        e->setCalendarPopup(true);
        // Whole hours only: the service takes nothing else, so minutes cannot be typed.
        e->setDisplayFormat(u"yyyy-MM-dd HH:00"_s);
    }
    m_fromTime->setToolTip(tr("The first hour of the period"));
    m_toTime->setToolTip(tr("The hour the period ends at (not included)"));
    m_fromDate->setToolTip(tr("The first day of the period"));
    m_toDate->setToolTip(tr("The last day of the period (included)"));

    m_zoneCombo = new QComboBox(box);
    m_zoneCombo->setObjectName(u"zoneCombo"_s);
    const QTimeZone mine = QTimeZone::systemTimeZone();
    m_zoneCombo->addItem(tr("My time (%1)").arg(QString::fromUtf8(mine.id())), false);
    m_zoneCombo->addItem(tr("UTC"), true);
    m_zoneCombo->setToolTip(tr("The clock the period is read on"));
    if (!wholeHourZone(mine)) // a period of days here would not start on a whole hour in UTC
        m_zoneCombo->setCurrentIndex(1);

    m_generateButton = new QPushButton(tr("Generate"), box);
    m_generateButton->setObjectName(u"generateButton"_s);
    m_generateButton->setDefault(true);

    auto *walletLabel = new QLabel(tr("&Wallet:"), box);
    walletLabel->setBuddy(m_walletCombo);
    auto *periodLabel = new QLabel(tr("&Period:"), box);
    periodLabel->setBuddy(m_periodCombo);
    auto *dash = new QLabel(u"\u2013"_s, box);
    grid->addWidget(walletLabel);
    grid->addWidget(m_walletCombo);
    grid->addSpacing(12);
    grid->addWidget(periodLabel);
    grid->addWidget(m_periodCombo);
    grid->addWidget(m_fromDate);
    grid->addWidget(m_fromTime);
    grid->addWidget(dash);
    grid->addWidget(m_toDate);
    grid->addWidget(m_toTime);
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

    fillPeriodFromChoice();
    showPeriodEditors();
    connect(m_periodCombo, &QComboBox::currentIndexChanged, this, [this] {
        fillPeriodFromChoice();
        showPeriodEditors();
    });
    connect(m_zoneCombo, &QComboBox::currentIndexChanged, this, [this] {
        fillPeriodFromChoice();
        setMessage({});
    });
    for (QDateTimeEdit *e : {static_cast<QDateTimeEdit *>(m_fromDate), static_cast<QDateTimeEdit *>(m_toDate),
                             m_fromTime, m_toTime})
        connect(e, &QDateTimeEdit::dateTimeChanged, this, [this] {
            // The period is wrong as a whole (its end before its start, say): any change clears it.
            for (QWidget *w : {static_cast<QWidget *>(m_fromDate), static_cast<QWidget *>(m_toDate),
                               static_cast<QWidget *>(m_fromTime), static_cast<QWidget *>(m_toTime)})
                style::markInvalid(w, false);
            setMessage({});
        });
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

void StatementRequestForm::fillPeriodFromChoice()
{
    const auto choice = PeriodChoice(m_periodCombo->currentData().toInt());
    const QTimeZone zone = chosenZone();
    const QDate today = QDateTime::currentDateTimeUtc().toTimeZone(zone).date();
    QDate first, last;
    switch (choice) {
    case PeriodChoice::ThisMonth:
        first = QDate(today.year(), today.month(), 1);
        last = today;
        break;
    case PeriodChoice::LastMonth:
        first = QDate(today.year(), today.month(), 1).addMonths(-1);
        last = QDate(today.year(), today.month(), 1).addDays(-1);
        break;
    case PeriodChoice::LastSevenDays:
        first = today.addDays(-6);
        last = today;
        break;
    case PeriodChoice::Dates:
    case PeriodChoice::DatesAndHours:
        return; // the person's own: left as they are
    }
    for (QDateEdit *e : {m_fromDate, m_toDate})
        e->blockSignals(true);
    m_fromDate->setDate(first);
    m_toDate->setDate(last);
    for (QDateEdit *e : {m_fromDate, m_toDate})
        e->blockSignals(false);
    m_fromTime->setDateTime(QDateTime(first, QTime(0, 0)));
    m_toTime->setDateTime(QDateTime(last.addDays(1), QTime(0, 0)));
}

void StatementRequestForm::showPeriodEditors()
{
    const auto choice = PeriodChoice(m_periodCombo->currentData().toInt());
    const bool hours = choice == PeriodChoice::DatesAndHours;
    m_fromDate->setVisible(!hours);
    m_toDate->setVisible(!hours);
    m_fromTime->setVisible(hours);
    m_toTime->setVisible(hours);
    const bool own = choice == PeriodChoice::Dates || hours;
    for (QWidget *w : {static_cast<QWidget *>(m_fromDate), static_cast<QWidget *>(m_toDate)})
        w->setEnabled(own);
}

StatementPeriod StatementRequestForm::period() const
{
    const QTimeZone zone = chosenZone();
    if (PeriodChoice(m_periodCombo->currentData().toInt()) == PeriodChoice::DatesAndHours) {
        const QDateTime a = m_fromTime->dateTime();
        const QDateTime b = m_toTime->dateTime();
        return StatementPeriod(QDateTime(a.date(), QTime(a.time().hour(), 0), zone),
                               QDateTime(b.date(), QTime(b.time().hour(), 0), zone));
    }
    return StatementPeriod::fromDates(m_fromDate->date(), m_toDate->date(), zone);
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
        const bool hours = PeriodChoice(m_periodCombo->currentData().toInt()) == PeriodChoice::DatesAndHours;
        for (QWidget *w :
             hours ? QList<QWidget *> {m_fromTime, m_toTime} : QList<QWidget *> {m_fromDate, m_toDate})
            style::markInvalid(w, true);
        setMessage(error, style::Tone::Error);
        (hours ? static_cast<QWidget *>(m_fromTime) : m_fromDate)->setFocus();
        return false;
    }
    return true;
}

} // namespace paydesk::ui
