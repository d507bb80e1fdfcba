// SPDX-License-Identifier: GPL-3.0-or-later
#include "audit/AuditText.h"

#include "core/DateText.h"
#include "operators/Operator.h"
#include "payouts/PayoutStateText.h"
#include "profiles/Profile.h"
#include "store/AuditEvent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace paydesk::audit {

namespace {

using Action = store::AuditEvent::Action;

QString quoted(const QString &text)
{
    return u"\u201C"_s + text + u"\u201D"_s;
}

Money moneyOf(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    const MoneyParseResult parsed
        = Money::parse(o.value(u"value"_s).toString(), o.value(u"currency"_s).toString());
    return parsed.isOk() ? parsed.money : Money();
}

QString amountText(const Money &amount, const QLocale &locale)
{
    return amount.isValid() ? amount.toDisplayWithCurrency(locale) : QString();
}

// "Payroll · KES" or "the KES wallet" from a wallet entry's detail.
QString walletText(const QJsonObject &d)
{
    const QString name = d.value(u"name"_s).toString();
    const QString currency = d.value(u"currency"_s).toString();
    return name.isEmpty() ? AuditText::tr("the %1 wallet").arg(currency)
                          : AuditText::tr("the wallet %1 \u00b7 %2").arg(name, currency);
}

QString walletSentence(Action action, const QJsonObject &d, const QString &who, const QLocale &locale)
{
    const QString level = amountText(moneyOf(d.value(u"alert_level"_s)), locale);
    if (action == Action::WalletBalanceLow)
        return AuditText::tr("The available balance of %1, %2, went under its alert level of %3")
            .arg(walletText(d), amountText(moneyOf(d.value(u"available"_s)), locale), level);
    if (action == Action::WalletBalanceRecovered)
        return AuditText::tr("The available balance of %1, %2, is back at or above its alert level of %3")
            .arg(walletText(d), amountText(moneyOf(d.value(u"available"_s)), locale), level);
    const QJsonObject after = d.value(u"after"_s).toObject();
    QJsonObject named = after;
    named.insert(u"currency"_s, d.value(u"currency"_s));
    const QString afterLevel = amountText(moneyOf(after.value(u"alert_level"_s)), locale);
    return afterLevel.isEmpty()
        ? AuditText::tr("%1 named %2 (%3), with no low-balance alert")
              .arg(who, walletText(named), d.value(u"wallet_id"_s).toString())
        : AuditText::tr("%1 named %2 (%3), with a low-balance alert under %4")
              .arg(who, walletText(named), d.value(u"wallet_id"_s).toString(), afterLevel);
}

// Whatever a JSON value says, as text: strings as they are, lists and objects of strings joined.
QString plainText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? AuditText::tr("yes") : AuditText::tr("no");
    if (value.isDouble())
        return QString::number(value.toInteger());
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue &item : value.toArray())
            parts << plainText(item);
        parts.removeAll(QString());
        return parts.join(u"; "_s);
    }
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (const QString &k : {u"message"_s, u"reason"_s, u"description"_s, u"code"_s}) {
            if (o.value(k).isString())
                return o.value(k).toString();
        }
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    return {};
}

QString timeText(const QString &stored, const QLocale &locale)
{
    const QDateTime t = store::AuditEntry::timeFromText(stored);
    return t.isValid() ? core::dates::dateTime(t.toTimeZone(QTimeZone::systemTimeZone()), locale) : stored;
}

QString roleName(const QString &key)
{
    const std::optional<operators::Operator::Role> role = operators::Operator::roleFromKey(key);
    return role ? operators::Operator::roleName(*role) : key;
}

QString kindName(const QString &key)
{
    const std::optional<profiles::Profile::Kind> kind = profiles::Profile::kindFromKey(key);
    return kind ? profiles::Profile::kindName(*kind) : key;
}

} // namespace

QString AuditNames::operatorName(const QString &id) const
{
    return operators.value(id, id);
}

QString AuditText::actorId(const store::AuditEntry &entry)
{
    const QJsonObject d = entry.detailObject();
    for (const QString &key : {u"actor"_s, u"by"_s}) {
        if (const QString id = d.value(key).toString(); !id.isEmpty())
            return id;
    }
    // A draft is saved, changed and deleted by its maker.
    if (entry.action.startsWith(u"draft."))
        return d.value(u"maker"_s).toString();
    return {};
}

QString AuditText::who(const store::AuditEntry &entry, const AuditNames &names)
{
    if (const QString id = actorId(entry); !id.isEmpty())
        return names.operatorName(id);
    // A refused passphrase proves nobody: someone at this computer, giving an operator's name.
    if (entry.action == store::AuditEvent::actionKey(Action::SignInRefused)) {
        const QString as = names.operatorName(entry.detailObject().value(u"operator_id"_s).toString());
        return entry.osUser.isEmpty() ? tr("Someone, as %1").arg(as)
                                      : tr("Someone at %1's session, as %2").arg(entry.osUser, as);
    }
    const std::optional<Action> action = store::AuditEvent::actionFromKey(entry.action);
    if (action) {
        switch (*action) {
        case Action::OutboxAttempt:
        case Action::OutboxAccepted:
        case Action::OutboxRejected:
        case Action::OutboxUncertain:
        case Action::OutboxReturned:
        case Action::OutboxHeld:
        case Action::ApprovalExpired:
        case Action::PayoutStateChanged:
        case Action::StatementReady:
        case Action::StatementFailed:
        case Action::OperatorPassphraseRehashed:
        case Action::OperatorKeyMade:
        case Action::OperatorKeyRevoked:
        case Action::OperatorKeyRewrapped:
        case Action::AuditVerified:
        case Action::WalletBalanceLow:
        case Action::WalletBalanceRecovered:
            return tr("Paydesk");
        default:
            break;
        }
    }
    return entry.osUser.isEmpty() ? tr("Someone") : tr("%1 (computer user)").arg(entry.osUser);
}

QString AuditText::subjectId(const store::AuditEntry &entry)
{
    return entry.detailObject().value(u"outbox_id"_s).toString();
}

QString AuditText::recipientName(const QJsonObject &requestBody, const QString &summary)
{
    // The list summary names the account as it will be paid ("Jane Wanjiku, +254712345678 (Mobile
    // money, Kenya)"; a new account already saved under another name has the saved one): the name
    // is before the number.
    QString name = summary;
    if (const qsizetype open = name.lastIndexOf(u" ("_s); open > 0)
        name.truncate(open);
    if (const qsizetype comma = name.lastIndexOf(u", "_s); comma > 0)
        name.truncate(comma);
    if (!name.simplified().isEmpty())
        return name.simplified();
    return requestBody.value(u"payment_account"_s)
        .toObject()
        .value(u"holder"_s)
        .toObject()
        .value(u"name"_s)
        .toString()
        .simplified();
}

QString AuditText::sentence(const store::AuditEntry &entry, const AuditNames &names, const QLocale &locale)
{
    const QJsonObject d = entry.detailObject();
    const std::optional<Action> action = store::AuditEvent::actionFromKey(entry.action);
    if (!action)
        return store::AuditEvent::describe(entry.action);
    const QString w = who(entry, names);
    const QString profile = names.profiles.value(entry.profileId, entry.profileId);

    // The payout, as much of it as is known: "KES 1,500.50 to Wanjiru Kamau (PD-…)".
    const AuditSubject subject = names.payouts.value(subjectId(entry));
    const Money amount = d.contains(u"amount"_s) ? moneyOf(d.value(u"amount"_s)) : subject.amount;
    QString recipient = subject.recipient;
    if (recipient.isEmpty() && d.value(u"recipient"_s).isString())
        recipient = recipientName({}, d.value(u"recipient"_s).toString());
    const QString customId = d.value(u"custom_id"_s).toString().isEmpty()
        ? subject.customId
        : d.value(u"custom_id"_s).toString();
    QString payout;
    if (amount.isValid() && !recipient.isEmpty())
        payout = tr("%1 to %2").arg(amountText(amount, locale), recipient);
    else if (amount.isValid())
        payout = tr("a payout of %1").arg(amountText(amount, locale));
    else if (!recipient.isEmpty())
        payout = tr("a payout to %1").arg(recipient);
    else
        payout = tr("a payout");
    if (!customId.isEmpty())
        payout = tr("%1 (%2)").arg(payout, customId);

    const auto operatorNamed = [&](const QJsonObject &o) {
        const QString name = o.value(u"display_name"_s).toString();
        return name.isEmpty() ? names.operatorName(o.value(u"operator_id"_s).toString()) : name;
    };
    switch (*action) {
    case Action::ProfileAdded:
        return tr("%1 added the profile %2 (%3)")
            .arg(w, quoted(d.value(u"name"_s).toString()), kindName(d.value(u"kind"_s).toString()));
    case Action::ProfileChanged: {
        const QString before = d.value(u"before"_s).toObject().value(u"name"_s).toString();
        const QString after = d.value(u"after"_s).toObject().value(u"name"_s).toString();
        return before == after ? tr("%1 changed the profile %2").arg(w, quoted(after))
                               : tr("%1 renamed the profile %2 to %3").arg(w, quoted(before), quoted(after));
    }
    case Action::ProfileRemoved:
        return tr("%1 removed the profile %2").arg(w, quoted(d.value(u"name"_s).toString()));
    case Action::KeySaved:
        return tr("%1 saved the API key of %2 in the keychain").arg(w, quoted(profile));
    case Action::KeyRemoved:
        return tr("%1 removed the API key of %2 from the keychain").arg(w, quoted(profile));
    case Action::KeyKeptForSession:
        return tr("%1 gave the API key of %2 for this session only").arg(w, quoted(profile));
    case Action::DraftSaved:
        return tr("%1 drafted %2").arg(w, payout);
    case Action::DraftEdited:
        return tr("%1 changed the draft %2").arg(w, payout);
    case Action::DraftDeleted:
        return tr("%1 deleted the draft %2").arg(w, payout);
    case Action::DraftOpened:
        return tr("%1 opened %2 again to correct it").arg(w, payout);
    case Action::OperatorAdded: {
        const QString role = roleName(d.value(u"role"_s).toString());
        const QString name = operatorNamed(d);
        if (d.value(u"first"_s).toBool())
            return tr("%1 was set up as the first administrator, with the role %2").arg(name, role);
        return d.value(u"administrator"_s).toBool()
            ? tr("%1 added %2 as %3, with the administrator flag").arg(w, name, role)
            : tr("%1 added %2 as %3").arg(w, name, role);
    }
    case Action::OperatorChanged: {
        const QJsonObject before = d.value(u"before"_s).toObject();
        const QJsonObject after = d.value(u"after"_s).toObject();
        QStringList changes;
        if (before.value(u"display_name"_s) != after.value(u"display_name"_s))
            changes << tr("name from %1 to %2")
                           .arg(quoted(before.value(u"display_name"_s).toString()),
                                quoted(after.value(u"display_name"_s).toString()));
        if (before.value(u"role"_s) != after.value(u"role"_s))
            changes << tr("role from %1 to %2")
                           .arg(roleName(before.value(u"role"_s).toString()),
                                roleName(after.value(u"role"_s).toString()));
        if (before.value(u"administrator"_s) != after.value(u"administrator"_s))
            changes << (after.value(u"administrator"_s).toBool() ? tr("administrator flag given")
                                                                 : tr("administrator flag taken away"));
        return changes.isEmpty()
            ? tr("%1 changed %2").arg(w, operatorNamed(after))
            : tr("%1 changed %2: %3").arg(w, operatorNamed(after), changes.join(u", "_s));
    }
    case Action::OperatorDisabled:
        return tr("%1 disabled %2").arg(w, operatorNamed(d));
    case Action::OperatorEnabled:
        return tr("%1 enabled %2 again").arg(w, operatorNamed(d));
    case Action::OperatorPassphraseChanged:
        return d.value(u"reset"_s).toBool() ? tr("%1 reset the passphrase of %2").arg(w, operatorNamed(d))
                                            : tr("%1 changed their passphrase").arg(operatorNamed(d));
    case Action::OperatorPassphraseRehashed:
        return tr("The passphrase of %1 is now protected more strongly").arg(operatorNamed(d));
    case Action::OperatorKeyMade: {
        const QString fingerprint = d.value(u"fingerprint"_s).toString();
        if (d.value(u"root"_s).toBool())
            return tr("A signing key was made for %1 (fingerprint %2): the root that vouches for the others")
                .arg(operatorNamed(d), fingerprint);
        if (const QString by = d.value(u"vouched_by"_s).toString(); !by.isEmpty())
            return tr("A signing key was made for %1 (fingerprint %2), vouched for by %3")
                .arg(operatorNamed(d), fingerprint, names.operatorName(by));
        return tr("A signing key was made for %1 (fingerprint %2), not vouched for yet")
            .arg(operatorNamed(d), fingerprint);
    }
    case Action::OperatorKeyVouched:
        return tr("%1 vouched for the signing key of %2").arg(w, operatorNamed(d));
    case Action::OperatorKeyRevoked:
        return d.value(u"why"_s).toString() == u"disabled"
            ? tr("The signing key of %1 was revoked: the operator was disabled").arg(operatorNamed(d))
            : tr("The signing key of %1 was revoked: the passphrase was reset").arg(operatorNamed(d));
    case Action::OperatorKeyRewrapped:
        return tr("The signing key of %1 is now protected by the new passphrase").arg(operatorNamed(d));
    case Action::SignInRefused: {
        const QString name = operatorNamed(d);
        const QString reason = store::AuditEvent::refusalText(d.value(u"reason"_s).toString());
        const int inARow = d.value(u"failures_in_a_row"_s).toInt();
        const QString attempt = inARow > 1 ? tr(" (%n in a row)", nullptr, inARow) : QString();
        return d.value(u"for"_s).toString() == u"approval"
            ? tr("Approval by %1 refused: %2%3").arg(name, reason, attempt)
            : tr("Sign-in of %1 refused: %2%3").arg(name, reason, attempt);
    }
    case Action::RulesChanged: {
        const QString currency = d.value(u"currency"_s).toString();
        if (!d.contains(u"after"_s))
            return tr("%1 removed the approval rule for %2").arg(w, currency);
        const QJsonObject after = d.value(u"after"_s).toObject();
        const Money above = moneyOf(after.value(u"second_approver_above"_s));
        const int days = after.value(u"expiry_days"_s).toInt();
        return above.isValid()
            ? tr("%1 set the approval rule for %2: a second approver above %3, waiting at most %n day(s)",
                 nullptr, days)
                  .arg(w, currency, amountText(above, locale))
            : tr("%1 set the approval rule for %2: one approver, waiting at most %n day(s)", nullptr, days)
                  .arg(w, currency);
    }
    case Action::ApprovalRequested:
        return tr("%1 sent %2 for approval").arg(w, payout);
    case Action::ApprovalGranted:
        if (d.value(u"needed"_s).toInt() > 1 && !d.value(u"complete"_s).toBool())
            return tr("%1 approved %2 (the first of two approvals)").arg(w, payout);
        return tr("%1 approved %2").arg(w, payout);
    case Action::ApprovalRejected:
        return tr("%1 sent %2 back to its maker: %3").arg(w, payout, quoted(d.value(u"reason"_s).toString()));
    case Action::ApprovalWithdrawn:
        return tr("%1 withdrew %2 from approval").arg(w, payout);
    case Action::ApprovalExpired:
        return tr("%1 expired: it waited more than %n day(s) for approval", nullptr,
                  d.value(u"expiry_days"_s).toInt())
            .arg(payout);
    case Action::OutboxAttempt:
        return tr("Paydesk sent %1 to the service (attempt %2)")
            .arg(payout, QString::number(d.value(u"attempt"_s).toInteger()));
    case Action::OutboxAccepted:
        return tr("The service accepted %1 as %2").arg(payout, d.value(u"payout_id"_s).toString());
    case Action::OutboxRejected: {
        const QString reasons = plainText(d.value(u"reasons"_s));
        return reasons.isEmpty() ? tr("The service refused %1").arg(payout)
                                 : tr("The service refused %1: %2").arg(payout, reasons);
    }
    case Action::OutboxUncertain:
        return d.contains(u"retry_at"_s)
            ? tr("No answer yet from the service for %1; asked again at %2")
                  .arg(payout, timeText(d.value(u"retry_at"_s).toString(), locale))
            : tr("No answer yet from the service for %1").arg(payout);
    case Action::OutboxReturned:
        return tr("%1 went back to its maker as a draft").arg(payout);
    case Action::OutboxHeld: {
        // The sentence for people when there is one, else the detail for the log.
        const QString why = d.value(u"held_reason"_s).toString();
        return tr("Paydesk held %1 and did not send it: %2")
            .arg(payout, why.isEmpty() ? d.value(u"reason"_s).toString() : why);
    }
    case Action::PayoutStateChanged: {
        // In the middle of a sentence: "is sent", not "is Sent".
        const QString now = payouts::PayoutStateText::label(d.value(u"state"_s).toString()).toLower();
        const QString before = d.value(u"previous_state"_s).toString();
        return before.isEmpty() ? tr("%1 is %2 at the service").arg(payout, now)
                                : tr("%1 is %2 at the service (it was %3)")
                                      .arg(payout, now, payouts::PayoutStateText::label(before).toLower());
    }
    case Action::StatementRequested:
    case Action::StatementReady:
    case Action::StatementFailed: {
        const QString period = tr("%1 to %2")
                                   .arg(timeText(d.value(u"from"_s).toString(), locale),
                                        timeText(d.value(u"to"_s).toString(), locale));
        const QString currency = d.value(u"currency"_s).toString();
        if (*action == Action::StatementRequested)
            return tr("%1 asked for a statement of the %2 wallet, %3").arg(w, currency, period);
        if (*action == Action::StatementFailed)
            return tr("The statement of the %1 wallet, %2, could not be made").arg(currency, period);
        return tr("The statement of the %1 wallet, %2, is ready: opening balance %3, closing balance %4")
            .arg(currency, period, amountText(moneyOf(d.value(u"opening_balance"_s)), locale),
                 amountText(moneyOf(d.value(u"closing_balance"_s)), locale));
    }
    case Action::AuditVerified: {
        // "1,000,000 entries", as the person's locale writes numbers.
        const qint64 entries = d.value(u"entries"_s).toInteger();
        return entries == 1 ? tr("The audit log was verified whole: 1 entry as it was written")
                            : tr("The audit log was verified whole: %1 entries as they were written")
                                  .arg(locale.toString(entries));
    }
    case Action::WalletSettingsChanged:
    case Action::WalletBalanceLow:
    case Action::WalletBalanceRecovered:
        return walletSentence(*action, d, w, locale);
    }
    return store::AuditEvent::describe(entry.action);
}

QList<std::pair<QString, QString>> AuditText::fields(const store::AuditEntry &entry, const AuditNames &names,
                                                     const QLocale &locale)
{
    QList<std::pair<QString, QString>> out;
    const QDateTime local = entry.time.toTimeZone(QTimeZone::systemTimeZone());
    out.append({tr("When"),
                local.offsetFromUtc() == 0 ? tr("%1 UTC").arg(core::dates::dateTime(local, locale))
                                           : tr("%1 (%2 UTC)")
                                                 .arg(core::dates::dateTime(local, locale),
                                                      core::dates::dateTime(entry.time.toUTC(), locale))});
    out.append({tr("What"), store::AuditEvent::describe(entry.action)});
    out.append({tr("Who"), who(entry, names)});
    if (!entry.profileId.isEmpty())
        out.append({tr("Profile"), names.profiles.value(entry.profileId, entry.profileId)});
    out.append({tr("Computer user"), entry.osUser});

    // The detail's fields, in words where Paydesk knows them; others as they are stored.
    const QJsonObject d = entry.detailObject();
    const AuditSubject subject = names.payouts.value(subjectId(entry));
    if (!subject.recipient.isEmpty() && !d.contains(u"recipient"_s))
        out.append({tr("Recipient"), subject.recipient});
    if (subject.amount.isValid() && !d.contains(u"amount"_s))
        out.append({tr("Amount"), amountText(subject.amount, locale)});
    static const QList<std::pair<QString, const char *>> known {
        {u"amount"_s, QT_TR_NOOP("Amount")},
        {u"recipient"_s, QT_TR_NOOP("Recipient")},
        {u"custom_id"_s, QT_TR_NOOP("Reference")},
        {u"reason"_s, QT_TR_NOOP("Reason")},
        {u"reasons"_s, QT_TR_NOOP("The service's reasons")},
        {u"payout_id"_s, QT_TR_NOOP("The service's payout id")},
        {u"state"_s, QT_TR_NOOP("State")},
        {u"context"_s, QT_TR_NOOP("Context")},
        {u"previous_state"_s, QT_TR_NOOP("State before")},
        {u"maker"_s, QT_TR_NOOP("Maker")},
        {u"approvals"_s, QT_TR_NOOP("Approvals so far")},
        {u"needed"_s, QT_TR_NOOP("Approvals needed")},
        {u"lookup"_s, QT_TR_NOOP("Holder name check")},
        {u"registered_name"_s, QT_TR_NOOP("Registered name")},
        {u"attempt"_s, QT_TR_NOOP("Attempt")},
        {u"retry_at"_s, QT_TR_NOOP("Asked again at")},
        {u"expiry_days"_s, QT_TR_NOOP("Days allowed")},
        {u"operator_id"_s, QT_TR_NOOP("Operator")},
        {u"for"_s, QT_TR_NOOP("For")},
        {u"failures_in_a_row"_s, QT_TR_NOOP("Wrong passphrases in a row")},
        {u"retry_after_seconds"_s, QT_TR_NOOP("Asked to wait (seconds)")},
        {u"via"_s, QT_TR_NOOP("Known from")},
        {u"owner"_s, QT_TR_NOOP("Sent by (this Paydesk's process)")},
        {u"outbox_id"_s, QT_TR_NOOP("Outbox row")},
        {u"idempotency_key"_s, QT_TR_NOOP("Idempotency key")},
        {u"revision"_s, QT_TR_NOOP("Revision")},
        {u"entries"_s, QT_TR_NOOP("Entries checked")},
        {u"through_seq"_s, QT_TR_NOOP("Checked through entry")},
        {u"through_hash"_s, QT_TR_NOOP("Hash of that entry")},
    };
    QStringList done {u"actor"_s, u"by"_s}; // said as "Who"
    for (const auto &[key, label] : known) {
        if (!d.contains(key))
            continue;
        done << key;
        const QJsonValue v = d.value(key);
        QString value;
        if (key == u"amount")
            value = amountText(moneyOf(v), locale);
        else if (key == u"state" || key == u"previous_state")
            value = payouts::PayoutStateText::label(v.toString());
        else if (key == u"maker" || key == u"operator_id")
            value = names.operatorName(v.toString());
        else if (key == u"reason" && entry.action == store::AuditEvent::actionKey(Action::SignInRefused))
            value = store::AuditEvent::refusalText(v.toString());
        else if (key == u"for")
            value = v.toString() == u"approval"        ? tr("an approval")
                : v.toString() == u"passphrase_change" ? tr("a change of passphrase")
                                                       : tr("signing in");
        else if (key == u"via")
            value = v.toString() == u"created" ? tr("the service's answer to the request")
                : v.toString() == u"replay"    ? tr("the service's answer to the request sent again")
                : v.toString() == u"lookup"    ? tr("a look-up by reference, after no answer")
                                               : v.toString();
        else if (key == u"retry_at")
            value = timeText(v.toString(), locale);
        else
            value = plainText(v);
        if (!value.isEmpty())
            out.append({tr(label), value});
    }
    for (auto it = d.constBegin(); it != d.constEnd(); ++it) {
        if (!done.contains(it.key()))
            out.append({it.key(), plainText(it.value())});
    }
    out.append({tr("Action key"), entry.action});
    out.append({tr("Entry"), QString::number(entry.seq)});
    out.append({tr("Hash"), entry.hash});
    out.append({tr("Previous hash"), entry.previousHash});
    return out;
}

} // namespace paydesk::audit
