// SPDX-License-Identifier: GPL-3.0-or-later
#include "operators/TrustAnchor.h"

#include "operators/OperatorsLogging.h"
#include "operators/SigningKey.h"

#include <QCryptographicHash>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace paydesk::operators {

namespace {

// "trust/<SHA-256 of the store's identity, hex>/<name>": one entry per store, whatever characters
// its path or host has.
QString keyOf(const QString &identity, const QString &name)
{
    const QByteArray hash = QCryptographicHash::hash(identity.toUtf8(), QCryptographicHash::Sha256).toHex();
    return u"trust/%1/%2"_s.arg(QString::fromLatin1(hash), name);
}

} // namespace

TrustAnchor::TrustAnchor(QString storeIdentity)
    : m_identity(std::move(storeIdentity))
{ }

QString TrustAnchor::keptRoot() const
{
    return QSettings().value(keyOf(m_identity, u"root"_s)).toString();
}

QString TrustAnchor::keptFingerprint() const
{
    return QSettings().value(keyOf(m_identity, u"fingerprint"_s)).toString();
}

QString TrustAnchor::keptOperator() const
{
    return QSettings().value(keyOf(m_identity, u"operator"_s)).toString();
}

TrustAnchor::Outcome TrustAnchor::consider(const std::optional<OperatorKey> &storeRoot)
{
    const QString kept = keptRoot();
    if (!storeRoot || storeRoot->keyId.isEmpty())
        return kept.isEmpty() ? Outcome::NoRoot : Outcome::Changed; // a kept root gone is a change too
    if (kept.isEmpty()) {
        QSettings settings;
        settings.setValue(keyOf(m_identity, u"root"_s), storeRoot->keyId);
        settings.setValue(keyOf(m_identity, u"fingerprint"_s), SigningKey::fingerprint(storeRoot->publicKey));
        settings.setValue(keyOf(m_identity, u"operator"_s), storeRoot->operatorId);
        settings.sync();
        qCInfo(lcOperators).noquote() << "kept the root key" << storeRoot->keyId.left(16) << "of"
                                      << storeRoot->operatorId << "for" << m_identity;
        return Outcome::KeptNow;
    }
    if (kept == storeRoot->keyId)
        return Outcome::Kept;
    qCWarning(lcOperators).noquote() << "the root key of" << m_identity << "is" << storeRoot->keyId.left(16)
                                     << "but this workstation kept" << kept.left(16) << ": refused";
    return Outcome::Changed;
}

void TrustAnchor::forget()
{
    QSettings settings;
    for (const QString &name : {u"root"_s, u"fingerprint"_s, u"operator"_s})
        settings.remove(keyOf(m_identity, name));
    settings.sync();
    qCInfo(lcOperators).noquote() << "forgot the kept root key for" << m_identity;
}

} // namespace paydesk::operators
