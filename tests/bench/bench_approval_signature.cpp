// SPDX-License-Identifier: GPL-3.0-or-later
// What an approval's signature costs (issue 27): the approver's side, the signing key unwrapped
// with the passphrase under the real policy (scrypt N = 2^17, r = 8, p = 1) and a statement of
// about 600 bytes signed, median of 7 runs; the checker's side, 1,000 signatures of 1,000
// different statements verified. Baseline, same run: scrypt alone with the same parameters (what
// checking a passphrase at sign-in already costs). Targets: unlock_and_sign_ms under 500, verifying
// 1,000 under 1,000 ms. Figures are printed, not asserted; the run fails only when a signature
// does not verify. Run by scripts/bench (PAYDESK_MODULE_DIR: the crypto module of the build).
#include "operators/PassphraseHash.h"
#include "operators/SigningKey.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace paydesk::operators;
using namespace Qt::StringLiterals;

namespace {

constexpr int kRuns = 7;
constexpr int kRows = 1000;

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

// A canonical statement of a payout, about 600 bytes, as an approval will sign one.
QByteArray statement(int n)
{
    QByteArray s = "paydesk-approval-v1\n"
                   "profile: acme-treasury\n"
                   "service: https://api.example.com/v1\n"
                   "wallet: wlt-2aZ9Qm0Lx7cJ4sVtH1bN8kRfEw\n"
                   "amount: "
        + QByteArray::number(1000 + n) + ".50 EUR\n"
        + "recipient: pac-2aZ9Qm0Lx7cJ4sVtH1bN8kRfEw\n"
          "purpose: SALARY_AND_WAGES\n"
          "sender: {\"name\":\"Acme Holdings Ltd\",\"type\":\"BUSINESS\",\"address\":{\"city\":\"Nairobi\","
          "\"country\":\"KE\",\"line_1\":\"1 Kenyatta Ave\",\"postal_code\":\"00100\"}}\n"
          "body_sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\n"
          "idempotency_key: 7f1c2d9e-4b3a-4e8f-9a61-"
        + QByteArray::number(100000000000LL + n) + "\ncustom_id: invoice-2026-" + QByteArray::number(n)
        + "\napprover: operator 12 (ben)\n"
          "time: 2026-11-27T05:30:00.000Z\n"
          "decision: approve\n";
    return s.leftJustified(600, '.');
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("PAYDESK_MODULE_DIR"))
        qputenv("PAYDESK_MODULE_DIR", PAYDESK_BUILD_MODULE_DIR);
    QCoreApplication app(argc, argv);
    const QString passphrase = u"correct horse battery staple"_s;
    const PassphraseHash::Parameters policy = PassphraseHash::defaultParameters();

    const SigningKey key = SigningKey::generate();
    if (key.isNull()) {
        std::fprintf(stderr, "no signing key: the crypto module could not be loaded\n");
        return 1;
    }
    const QByteArray data = "operator:12\npublic_key:" + key.publicKey().toHex();
    const QByteArray wrapped = key.wrap(passphrase, data, policy);
    const QByteArray message = statement(0);

    // Baseline: scrypt alone, same parameters, same passphrase.
    QList<double> baseline;
    QList<double> approval;
    const QByteArray salt(SigningKey::saltBytes, 's');
    for (int i = 0; i < kRuns; ++i) {
        QByteArray kek(32, '\0');
        QElapsedTimer t;
        t.start();
        if (!PassphraseHash::deriveKey(passphrase, salt, policy, kek))
            return 1;
        baseline << double(t.nsecsElapsed()) / 1e6;

        t.restart();
        QString why;
        const std::optional<SigningKey> unlocked = SigningKey::unwrap(wrapped, passphrase, data, &why);
        const QByteArray signature = unlocked ? unlocked->sign(message) : QByteArray();
        approval << double(t.nsecsElapsed()) / 1e6;
        if (!SigningKey::verify(key.publicKey(), message, signature)) {
            std::fprintf(stderr, "the approval's signature does not verify: %s\n", qPrintable(why));
            return 1;
        }
    }

    // 1,000 approvals of 1,000 statements, by 10 approvers, verified one by one.
    std::vector<SigningKey> keys;
    for (int i = 0; i < 10; ++i)
        keys.push_back(SigningKey::generate());
    QList<QByteArray> messages, signatures, publicKeys;
    for (int i = 0; i < kRows; ++i) {
        const SigningKey &k = keys.at(size_t(i) % keys.size());
        messages << statement(i);
        signatures << k.sign(messages.last());
        publicKeys << k.publicKey();
    }
    QElapsedTimer t;
    t.start();
    int valid = 0;
    for (int i = 0; i < kRows; ++i)
        valid += SigningKey::verify(publicKeys.at(i), messages.at(i), signatures.at(i)) ? 1 : 0;
    const double verifyMs = double(t.nsecsElapsed()) / 1e6;
    if (valid != kRows) {
        std::fprintf(stderr, "only %d of %d signatures verify\n", valid, kRows);
        return 1;
    }

    const double base = median(baseline);
    const double x = median(approval);
    std::printf("# statement: %lld bytes; policy ln=%d r=%d p=%d; median of %d runs\n",
                static_cast<long long>(message.size()), policy.log2Cost, policy.blockSize, policy.parallelism,
                kRuns);
    std::printf("# baseline: scrypt alone with the same parameters: ms=%.1f\n", base);
    std::printf("# unlock and sign against scrypt alone: ratio=%.3f\n", x / base);
    std::printf("approval signature: unlock_and_sign_ms=%.1f\n", x);
    std::printf("approval signatures verified: rows=%d ms=%.1f\n", kRows, verifyMs);
    return 0;
}
