// SPDX-License-Identifier: GPL-3.0-or-later
// The keychain module (KeychainModule.h): QtKeychain's read, write and delete jobs.
#include "secrets/KeychainModule.h"

#include <QObject>

#include <qt6keychain/keychain.h>

#include <utility>

namespace {

// Hands a job's answer on, once, unless forgotten; deletes itself once the job has finished.
class Relay : public QObject
{
public:
    PaydeskKeychain::Done done;
};

void *start(int operation, const QString &service, const QString &key, const QString &secret,
            PaydeskKeychain::Done done)
{
    QKeychain::Job *job = nullptr;
    switch (operation) {
    case PaydeskKeychainWrite: {
        auto *write = new QKeychain::WritePasswordJob(service);
        write->setTextData(secret);
        job = write;
        break;
    }
    case PaydeskKeychainRemove:
        job = new QKeychain::DeletePasswordJob(service);
        break;
    default:
        job = new QKeychain::ReadPasswordJob(service);
        break;
    }
    // No parent: QtKeychain's back ends keep a raw pointer to the job until their callback runs, so
    // a job must never be deleted early. It deletes itself once it has finished.
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    auto *relay = new Relay;
    relay->done = std::move(done);
    QObject::connect(job, &QKeychain::Job::finished, relay, [relay, operation](QKeychain::Job *finished) {
        // Read now (the job deletes itself), handed on from the event loop: never from within
        // start(), whatever the back end does.
        const int error = finished->error();
        const QString text = finished->errorString();
        const QString secret = operation == PaydeskKeychainRead && error == QKeychain::NoError
            ? static_cast<QKeychain::ReadPasswordJob *>(finished)->textData()
            : QString();
        QMetaObject::invokeMethod(
            relay,
            [relay, error, text, secret] {
                if (const PaydeskKeychain::Done done = std::exchange(relay->done, nullptr))
                    done(error, text, secret);
                relay->deleteLater();
            },
            Qt::QueuedConnection);
    });
    job->start();
    return relay;
}

void forget(void *handle)
{
    if (handle)
        static_cast<Relay *>(handle)->done = nullptr;
}

const PaydeskKeychain keychain {start, forget};

} // namespace

extern "C" Q_DECL_EXPORT const PaydeskKeychain *paydesk_keychain_v1()
{
    return &keychain;
}
