// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The records the sandbox service keeps. Each has writeApi() (its JSON in the interface, written
// straight into an answer; toApi() is the same as a QJsonObject, for webhooks and the control
// surface) and toStored()/fromStored() (the JSON kept in the SQLite file with --data).

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace paydesk::sandbox {

class JsonWriter;

QString rfc3339(const QDateTime &utc); // "2026-11-22T10:00:00.000Z"

struct Bank
{
    QString id;
    QString name;
    QString country;
    void writeApi(JsonWriter &w) const;
    QJsonObject toApi() const;
};

struct Wallet
{
    QString id;
    QString currency;
    qint64 available = 0; // minor units
    qint64 balance = 0;
    qint64 seq = 0;
    void writeApi(JsonWriter &w) const;
    QJsonObject toApi() const;
    QJsonObject toStored() const;
    static Wallet fromStored(const QJsonObject &o);
};

struct PaymentAccount
{
    QString id;
    QString identity; // type|country|coordinates: what makes two requests the same account
    QJsonObject body; // the request as validated (type, country, holder, and the type's object)
    QDateTime createdAt;
    qint64 seq = 0;
    QString type() const { return body.value(QStringLiteral("type")).toString(); }
    QString country() const { return body.value(QStringLiteral("country")).toString(); }
    // The account number, mobile number or handle that magic values look at.
    QString coordinate() const;
    void writeApi(JsonWriter &w) const;
    QJsonObject toApi() const;
    QJsonObject toStored() const;
    static PaymentAccount fromStored(const QJsonObject &o);
    static QString identityOf(const QJsonObject &body);
};

struct Payout
{
    QString id;
    QJsonObject request; // custom_id, on_behalf_of, purpose, sender as submitted
    qint64 amount = 0;
    QString currency;
    QString walletId;
    QString paymentAccountId;
    QString state = QStringLiteral("PENDING");
    QString context;
    QString receipt;
    QDateTime createdAt;
    qint64 seq = 0;
    QString plan; // what the sandbox will do with it (see SandboxEngine::planFor)
    void writeApi(JsonWriter &w) const;
    QJsonObject toApi() const;
    QJsonObject toStored() const;
    static Payout fromStored(const QJsonObject &o);
};

struct Payin
{
    QString id;
    QString customId;
    qint64 amount = 0;
    QString currency;
    QString walletId;
    QString paymentAccountId;
    QString state = QStringLiteral("PENDING");
    QString context;
    QDateTime createdAt;
    qint64 seq = 0;
    QString plan;
    void writeApi(JsonWriter &w) const;
    QJsonObject toApi() const;
    QJsonObject toStored() const;
    static Payin fromStored(const QJsonObject &o);
};

// One movement of a wallet; the lines of a statement are these, oldest first.
struct LedgerLine
{
    QString id;
    QString walletId;
    QString type;
    qint64 amount = 0; // negative for a debit
    qint64 balanceAfter = 0;
    QString currency;
    QDateTime createdAt;
    QString payoutId;
    QString payinId;
    qint64 seq = 0;
    void writeApi(JsonWriter &w) const;
    QJsonObject toApi() const;
    QJsonObject toStored() const;
    static LedgerLine fromStored(const QJsonObject &o);
};

struct Statement
{
    QString id;
    QString walletId;
    QString currency;
    QString state = QStringLiteral("PENDING");
    QString context;
    QDateTime from;
    QDateTime to;
    qint64 opening = 0;
    qint64 closing = 0;
    QList<qint64> lineSeqs; // the ledger lines of the period, fixed when READY
    QDateTime createdAt;
    qint64 seq = 0;
    void writeApi(JsonWriter &w) const;
    QJsonObject toApi() const;
    QJsonObject toStored() const;
    static Statement fromStored(const QJsonObject &o);
};

struct IdempotencyEntry
{
    // The request body as received, kept in memory: most requests sent again are the same bytes,
    // which compare faster than any hash is made. Entries read back from a data file have only
    // bodyHash, the SHA-256 of the body's canonical JSON (made when the entry is stored).
    QByteArray requestBody;
    QByteArray bodyHash;
    // The same request body: the same bytes, or the same JSON value whatever the spacing or the
    // order of keys.
    bool isSameBody(const QByteArray &raw, const QJsonObject &parsed) const;
    static QByteArray canonicalHash(const QJsonObject &body);
    bool inFlight = true;
    int status = 0;
    QByteArray responseBody;
    QDateTime expiresAt;
    QJsonObject toStored() const;
    static IdempotencyEntry fromStored(const QJsonObject &o);
};

} // namespace paydesk::sandbox

// Moved in memory as they are when the store's lists grow, instead of copied one by one (every
// record is made of implicitly shared Qt values).
Q_DECLARE_TYPEINFO(paydesk::sandbox::Bank, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(paydesk::sandbox::Wallet, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(paydesk::sandbox::PaymentAccount, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(paydesk::sandbox::Payout, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(paydesk::sandbox::Payin, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(paydesk::sandbox::LedgerLine, Q_RELOCATABLE_TYPE);
