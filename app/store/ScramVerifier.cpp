// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/ScramVerifier.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QPasswordDigestor>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace paydesk::store {

QString ScramVerifier::make(const QString &password)
{
    QByteArray salt(saltLength, Qt::Uninitialized);
    QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(salt.data()),
                                         reinterpret_cast<quint32 *>(salt.data() + salt.size()));
    return make(password, salt, iterations);
}

QString ScramVerifier::make(const QString &password, const QByteArray &salt, int iterationCount)
{
    constexpr auto sha256 = QCryptographicHash::Sha256;
    const QByteArray salted
        = QPasswordDigestor::deriveKeyPbkdf2(sha256, password.toUtf8(), salt, iterationCount, 32);
    const QByteArray clientKey = QMessageAuthenticationCode::hash("Client Key", salted, sha256);
    const QByteArray storedKey = QCryptographicHash::hash(clientKey, sha256);
    const QByteArray serverKey = QMessageAuthenticationCode::hash("Server Key", salted, sha256);
    return u"SCRAM-SHA-256$%1:%2$%3:%4"_s.arg(iterationCount)
        .arg(QString::fromLatin1(salt.toBase64()), QString::fromLatin1(storedKey.toBase64()),
             QString::fromLatin1(serverKey.toBase64()));
}

} // namespace paydesk::store
