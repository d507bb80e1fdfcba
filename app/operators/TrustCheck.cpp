// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/TrustCheck.h"

#include "operators/SigningKey.h"
#include "store/Operators.h"
#include "store/SigningKeys.h"
#include "store/Store.h"
#include "store/StoreCall.h"

using namespace Qt::StringLiterals;

namespace paydesk::operators {

TrustCheck::TrustCheck(store::Store *store, store::Operators *operators, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_operators(operators)
{
    Q_ASSERT(m_store && m_operators);
}

void TrustCheck::check()
{
    if (!m_reads.start())
        return; // one runs: it checks once more when it is done
    store::postCall(
        m_store, this,
        [store = m_store, operators = m_operators]() -> Result {
            Result result;
            const store::StoreResult<std::optional<OperatorKey>> root = store::SigningKeys(store).root();
            if (!root.ok()) {
                result.error = root.error().message();
                return result;
            }
            // Here, on the store's thread, so that it is kept before the outbox processor's first check.
            TrustAnchor anchor(store->config().identity());
            result.outcome = anchor.consider(root.value());
            result.keptFingerprint = anchor.keptFingerprint();
            if (root.value()) {
                result.fingerprint = SigningKey::fingerprint(root.value()->publicKey);
                result.operatorId = root.value()->operatorId;
                const store::StoreResult<Operator> op = operators->load(result.operatorId);
                result.operatorName = op.ok() ? op.value().displayName : result.operatorId;
            }
            return result;
        },
        [this](const Result &result) {
            // Kept at first sight by this check: said even when a check after it answers instead
            // (it would say Kept, and nobody would hear that the key was kept now).
            if (result.outcome == Outcome::KeptNow)
                m_keptNow = true;
            if (m_reads.finish())
                return check(); // keys changed meanwhile
            if (!result.error.isEmpty() && m_checked)
                return; // what was known stays (a band shown stays shown)
            m_result = result;
            if (m_keptNow && m_result.outcome == Outcome::Kept)
                m_result.outcome = Outcome::KeptNow;
            m_keptNow = false;
            m_checked = true;
            Q_EMIT checked(m_result.outcome, m_result.fingerprint, m_result.operatorName);
        });
}

QString TrustCheck::changedMessage()
{
    return tr("The administrator key of this database is not the one this computer trusts. Payouts are "
              "held until an administrator looks into it.");
}

QString TrustCheck::keptNowMessage(const Result &result)
{
    return tr("This computer now trusts the administrator key of %1 for this team database. Its "
              "fingerprint is:\n\n%2\n\nCompare it with the fingerprint %1 gave you. If they differ, do not "
              "approve anything and tell %1 at once.")
        .arg(result.operatorName, result.fingerprint);
}

} // namespace paydesk::operators
