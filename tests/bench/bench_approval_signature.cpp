// SPDX-License-Identifier: GPL-3.0-or-later
// What an approval's signature costs (issue 27): the approver's side, the signing key unwrapped
// with the passphrase under the real policy (scrypt N = 2^17, r = 8, p = 1) and the payout's
// canonical statement (ApprovalStatement::fromPayout(), about 700 bytes) signed, median of 7 runs;
// the checker's side, SignatureVerifier::verify() of 1,000 approved rows of the outbox, each with
// its own statement and one signature by one of 10 approvers whose keys are vouched by an
// administrator vouched by the root (a chain of two vouches: three Ed25519 checks and the
// statement's per row). Baseline, same run: scrypt alone with the same parameters (what checking
// a passphrase at sign-in already costs). Targets: unlock_and_sign_ms under 500, verifying 1,000
// rows under 1,000 ms. Figures are printed, not asserted; the run fails only when a row does not
// pass. Run by scripts/bench (PAYDESK_MODULE_DIR: the crypto module of the build).
#include "SignedApprovals.h"
#include "approvals/SignatureVerifier.h"
#include "operators/PassphraseHash.h"
#include "operators/SigningKey.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace paydesk;
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
    const QByteArray data = wrappingContext(u"ben"_s, key.publicKey());
    const QByteArray wrapped = key.wrap(passphrase, data, policy);
    const payouts::PayoutDraft approved = test::SignedTeam::payout(0);

    // Baseline: scrypt alone, same parameters, same passphrase.
    QList<double> baseline;
    QList<double> approval;
    QByteArray message;
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
        message = approvals::ApprovalStatement::fromPayout(approved, test::SignedTeam::profile(),
                                                           approvals::ApprovalStatement::Decision::Approve,
                                                           u"ben"_s, QDateTime::currentDateTimeUtc(), 1)
                      .canonicalBytes();
        const QByteArray signature = unlocked ? unlocked->sign(message) : QByteArray();
        approval << double(t.nsecsElapsed()) / 1e6;
        if (!SigningKey::verify(key.publicKey(), message, signature)) {
            std::fprintf(stderr, "the approval's signature does not verify: %s\n", qPrintable(why));
            return 1;
        }
    }

    // 1,000 approved rows, by 10 approvers vouched by an administrator vouched by the root.
    const test::TestSigner root = test::SignedTeam::root();
    const test::TestSigner admin = test::SignedTeam::vouched(u"zara"_s, Operator::Role::Viewer, root, true);
    std::vector<test::TestSigner> approvers;
    QHash<QString, OperatorKey> keys {{root.id(), root.row}, {admin.id(), admin.row}};
    for (int i = 0; i < 10; ++i) {
        approvers.push_back(
            test::SignedTeam::vouched(u"approver%1"_s.arg(i), Operator::Role::Approver, admin));
        keys.insert(approvers.back().id(), approvers.back().row);
    }
    QList<approvals::SignatureVerifier::Input> inputs;
    for (int i = 0; i < kRows; ++i) {
        approvals::SignatureVerifier::Input in;
        in.row = test::SignedTeam::payout(i);
        in.service = test::SignedTeam::service();
        in.signatures = {test::SignedTeam::sign(approvers.at(size_t(i) % approvers.size()), in.row)};
        in.keys = keys;
        in.trustedRoot = root.id();
        inputs << in;
    }
    // Baseline: the Ed25519 checks alone of the same rows (their statements' signatures).
    QElapsedTimer bare;
    bare.start();
    for (const approvals::SignatureVerifier::Input &in : std::as_const(inputs))
        (void)SigningKey::verify(keys.value(in.signatures.first().keyId).publicKey,
                                 in.signatures.first().statement, in.signatures.first().signature);
    const double bareMs = double(bare.nsecsElapsed()) / 1e6;

    QElapsedTimer t;
    t.start();
    int valid = 0;
    QString firstFailure;
    for (const approvals::SignatureVerifier::Input &in : std::as_const(inputs)) {
        const approvals::SignatureVerifier::Verdict verdict = approvals::SignatureVerifier::verify(in);
        valid += verdict.ok() ? 1 : 0;
        if (!verdict.ok() && firstFailure.isEmpty())
            firstFailure = verdict.detail;
    }
    const double verifyMs = double(t.nsecsElapsed()) / 1e6;
    if (valid != kRows) {
        std::fprintf(stderr, "only %d of %d rows pass: %s\n", valid, kRows, qPrintable(firstFailure));
        return 1;
    }

    const double base = median(baseline);
    const double x = median(approval);
    std::printf("# statement: %lld bytes; policy ln=%d r=%d p=%d; median of %d runs\n",
                static_cast<long long>(message.size()), policy.log2Cost, policy.blockSize, policy.parallelism,
                kRuns);
    std::printf("# baseline: scrypt alone with the same parameters: ms=%.1f\n", base);
    std::printf("# unlock and sign against scrypt alone: ratio=%.3f\n", x / base);
    std::printf("# baseline: 1,000 statements' Ed25519 checks alone: ms=%.1f\n", bareMs);
    std::printf("approval signature: unlock_and_sign_ms=%.1f\n", x);
    std::printf("approval signatures verified: rows=%d ms=%.1f\n", kRows, verifyMs);
    return 0;
}
