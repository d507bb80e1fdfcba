// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/KeyStore.h"

#include "core/Logging.h"
#include "core/Module.h"
#include "secrets/KeychainModule.h"

#include <qt6keychain/keychain.h> // its error codes only: the jobs are the module's (KeychainModule.h)

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace paydesk::secrets {

PAYDESK_LOGGING_CATEGORY(lcSecrets, "secrets")

namespace {

using Operation = KeyStoreResult::Operation;
using ErrorKind = KeyStoreResult::ErrorKind;

const char *operationName(Operation operation)
{
    switch (operation) {
    case Operation::Read:
        return "read";
    case Operation::Write:
        return "write";
    case Operation::Remove:
        return "remove";
    }
    return "?";
}

// QtKeychain reports most Secret Service failures as OtherError with the back end's own text. Two
// families mean that there is no keychain Paydesk can use right now: nothing to talk to (libsecret: "Cannot
// autolaunch D-Bus without X11 $DISPLAY", "Could not connect: ...", "The name org.freedesktop.secrets was not
// provided by any .service files"), and a keychain with no usable keyring ("... locked collection", or
// "Object does not exist at path /org/freedesktop/secrets/collection/login" when the prompt to create or
// unlock it cannot appear).
enum class Unreachable { No, NoService, NotReady };

Unreachable unreachableFrom(const QString &detail)
{
    const auto has
        = [&](const char *marker) { return detail.contains(QLatin1StringView(marker), Qt::CaseInsensitive); };
    if (has("locked") || has("/org/freedesktop/secrets/collection"))
        return Unreachable::NotReady;
    for (const char *marker : {"d-bus", "dbus", "autolaunch", "org.freedesktop.secrets", "could not connect",
                               "connection refused", "no keychain", "wallet"}) {
        if (has(marker))
            return Unreachable::NoService;
    }
    return Unreachable::No;
}

// QtKeychain is loaded the first time a key is read, saved or removed (the Local sandbox needs
// none): a start of Paydesk does not map and relocate it. Looked for once; nullptr when missing
// (keychainModuleProblem() says why, and the log once).
const core::ModuleSymbol &keychainSymbol()
{
    static const core::ModuleSymbol symbol
        = core::resolveModuleSymbol(QStringLiteral("paydesk_keychain"), PAYDESK_KEYCHAIN_SYMBOL);
    return symbol;
}

const PaydeskKeychain *keychainModule()
{
    static const PaydeskKeychain *const table = keychainSymbol().function
        ? reinterpret_cast<PaydeskKeychainGet>(keychainSymbol().function)()
        : nullptr;
    return table;
}

QString keychainModuleProblem()
{
    return keychainSymbol().problem;
}

} // namespace

KeyStore::KeyStore(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &KeyStore::onTimeout);
}

KeyStore::~KeyStore()
{
    // A job in flight cannot be stopped; it finishes on its own and deletes itself. Only our
    // connection to it goes (this is its context object).
    abandonJob();
    // The handles go with us (they are our children), without finished().
    for (KeyStoreOp *op : findChildren<KeyStoreOp *>(Qt::FindDirectChildrenOnly))
        op->m_store = nullptr;
    clearSessionKeys();
}

QString KeyStore::serviceName()
{
    return QStringLiteral("Paydesk");
}

QString KeyStore::keyName(const QString &profileId)
{
    return QStringLiteral("profile/") + profileId + QStringLiteral("/api-key");
}

QString KeyStore::masked(QStringView secret)
{
    constexpr qsizetype shown = 4;
    constexpr qsizetype longEnough = 16; // a shorter key would be mostly given away
    if (secret.isEmpty())
        return {};
    if (secret.size() < longEnough)
        return QString(8, QChar(u'\u2022'));
    return secret.first(shown).toString() + QChar(u'\u2026') + secret.last(shown).toString();
}

void KeyStore::setTimeout(std::chrono::milliseconds timeout)
{
    m_timeout = std::max(timeout, std::chrono::milliseconds(0));
}

int KeyStore::pendingOperations() const
{
    int count = m_current ? 1 : 0;
    for (const auto &op : m_queue)
        count += (op && !op->isFinished()) ? 1 : 0;
    return count;
}

KeyStoreOp *KeyStore::read(const QString &profileId)
{
    return enqueue(Operation::Read, profileId, {});
}

KeyStoreOp *KeyStore::write(const QString &profileId, const QString &secret)
{
    return enqueue(Operation::Write, profileId, secret);
}

KeyStoreOp *KeyStore::remove(const QString &profileId)
{
    clearSessionKey(profileId);
    return enqueue(Operation::Remove, profileId, {});
}

KeyStoreOp *KeyStore::readEntry(const QString &entry)
{
    return enqueue(Operation::Read, entry, {}, false);
}

KeyStoreOp *KeyStore::writeEntry(const QString &entry, const QString &secret)
{
    return enqueue(Operation::Write, entry, secret, false);
}

KeyStoreOp *KeyStore::removeEntry(const QString &entry)
{
    return enqueue(Operation::Remove, entry, {}, false);
}

void KeyStore::setSessionKey(const QString &profileId, const QString &secret)
{
    if (secret.isEmpty()) {
        clearSessionKey(profileId);
        return;
    }
    m_sessionKeys.insert(profileId, secret);
    qCInfo(lcSecrets) << "keeping the key of profile" << profileId << "for this session only";
    Q_EMIT keyEvent(profileId, KeyEvent::KeptForSession);
}

QString KeyStore::sessionKey(const QString &profileId) const
{
    return m_sessionKeys.value(profileId);
}

void KeyStore::clearSessionKey(const QString &profileId)
{
    m_sessionKeys.remove(profileId);
}

void KeyStore::clearSessionKeys()
{
    m_sessionKeys.clear();
}

KeyStoreOp *KeyStore::enqueue(Operation operation, const QString &profileId, const QString &secret,
                              bool isApiKey)
{
    auto *op = new KeyStoreOp(operation, profileId, this);
    op->m_secret = secret;
    op->m_isApiKey = isApiKey;
    op->m_entry = isApiKey ? keyName(profileId) : profileId;
    m_queue.enqueue(op);
    qCDebug(lcSecrets) << "queued" << operationName(operation) << "for profile" << profileId;
    scheduleNext();
    return op;
}

void KeyStore::scheduleNext()
{
    if (m_current || m_startScheduled || m_queue.isEmpty())
        return;
    // Always through the event loop: finished() is never emitted from inside read()/write()/remove().
    m_startScheduled = true;
    QMetaObject::invokeMethod(this, &KeyStore::startNext, Qt::QueuedConnection);
}

void KeyStore::startNext()
{
    m_startScheduled = false;
    if (m_current)
        return;
    KeyStoreOp *op = nullptr;
    while (!op && !m_queue.isEmpty()) {
        KeyStoreOp *candidate = m_queue.dequeue();
        if (candidate && !candidate->isFinished())
            op = candidate;
    }
    if (!op)
        return;
    m_current = op;

    if (op->profileId().isEmpty()) {
        complete(
            KeyStoreResult::failure(op->operation(), op->profileId(), ErrorKind::Other,
                                    tr("This profile has no name, so Paydesk cannot tell its key apart."),
                                    QStringLiteral("empty profile id")));
        return;
    }
    if (op->operation() == Operation::Write && op->m_secret.isEmpty()) {
        complete(KeyStoreResult::failure(op->operation(), op->profileId(), ErrorKind::Other,
                                         tr("There is no key to save."), QStringLiteral("empty secret")));
        return;
    }

    const PaydeskKeychain *keychain = keychainModule();
    if (!keychain) {
        complete(resultFromJob(*op, QKeychain::NotImplemented, keychainModuleProblem(), {}));
        return;
    }
    PaydeskKeychainOperation operation = PaydeskKeychainRead;
    switch (op->operation()) {
    case Operation::Read:
        break;
    case Operation::Write:
        operation = PaydeskKeychainWrite;
        break;
    case Operation::Remove:
        operation = PaydeskKeychainRemove;
        break;
    }
    const QString secret = std::exchange(op->m_secret, QString());
    m_timer.start(m_timeout);
    qCDebug(lcSecrets) << "started" << operationName(op->operation()) << "for profile" << op->profileId();
    // (The answer comes from the event loop, after this; abandonJob() forgets a job not answered,
    // as the destructor does: `this` is there whenever it comes.)
    m_job = keychain->start(operation, serviceName(), op->m_entry, secret,
                            [this](int error, const QString &errorText, const QString &read) {
                                onJobFinished(error, errorText, read);
                            });
}

void KeyStore::onJobFinished(int error, const QString &errorText, const QString &secret)
{
    if (!m_job || !m_current)
        return;
    m_timer.stop();
    m_job = nullptr; // answered: nothing to forget
    complete(resultFromJob(*m_current, error, errorText, secret));
}

void KeyStore::onTimeout()
{
    if (!m_current)
        return;
    abandonJob();
    const Operation operation = m_current->operation();
    const auto seconds = int(std::max<qint64>(1, (m_timeout.count() + 999) / 1000));
    QString message;
    switch (operation) {
    case Operation::Read:
        message = tr("The system keychain did not answer within %n second(s), so Paydesk cannot read the "
                     "saved API key. You can enter the key to use it for this session only; it will not "
                     "be saved.",
                     nullptr, seconds);
        break;
    case Operation::Write:
        message = tr("The system keychain did not answer within %n second(s). You can use the key for this "
                     "session only; it will not be saved.",
                     nullptr, seconds);
        break;
    case Operation::Remove:
        message = tr("The system keychain did not answer within %n second(s); the saved key may not have "
                     "been removed.",
                     nullptr, seconds);
        break;
    }
    complete(KeyStoreResult::failure(operation, m_current->profileId(), ErrorKind::Timeout, message,
                                     QStringLiteral("no answer within %1 ms").arg(m_timeout.count())));
}

void KeyStore::abandonJob()
{
    m_timer.stop();
    if (m_job)
        keychainModule()->forget(m_job); // its answer, whenever it comes, is dropped (a job: a module)
    m_job = nullptr;
}

void KeyStore::withdraw(KeyStoreOp *op)
{
    if (op == m_current) {
        qCDebug(lcSecrets) << "withdrew" << operationName(op->operation()) << "for profile" << op->profileId()
                           << "while in flight";
        abandonJob();
        m_current = nullptr;
        scheduleNext();
    }
    // A queued one is skipped by startNext(): it is finished, and gone once deleted.
}

void KeyStore::complete(const KeyStoreResult &result)
{
    QPointer<KeyStoreOp> op = m_current;
    m_current = nullptr;
    const bool isApiKey = !op || op->m_isApiKey;
    if (result.ok()) {
        qCInfo(lcSecrets) << operationName(result.operation()) << "for profile" << result.profileId()
                          << "done";
        if (result.operation() == Operation::Write && isApiKey)
            clearSessionKey(result.profileId());
    } else if (result.errorKind() == ErrorKind::NotFound) {
        qCInfo(lcSecrets) << "no key saved for profile" << result.profileId();
    } else {
        qCWarning(lcSecrets) << operationName(result.operation()) << "for profile" << result.profileId()
                             << "failed:" << result.errorKind() << result.detail();
    }
    noteAvailability(result);

    QPointer<KeyStore> self(this);
    if (result.ok() && result.operation() != Operation::Read && isApiKey) {
        Q_EMIT keyEvent(result.profileId(),
                        result.operation() == Operation::Write ? KeyEvent::Saved : KeyEvent::Removed);
        if (!self)
            return;
    }
    if (op)
        op->finish(result); // a slot may queue more work, or even delete this KeyStore
    if (self)
        scheduleNext();
}

void KeyStore::noteAvailability(const KeyStoreResult &result)
{
    Availability availability = m_availability;
    switch (result.errorKind()) {
    case ErrorKind::None:
    case ErrorKind::NotFound:
    case ErrorKind::AccessDenied:
        availability = Availability::Available;
        break;
    case ErrorKind::Unavailable:
        availability = Availability::Unavailable;
        break;
    case ErrorKind::Timeout:
    case ErrorKind::Other:
        break;
    }
    if (availability != m_availability) {
        m_availability = availability;
        Q_EMIT availabilityChanged(availability);
    }
}

KeyStoreResult KeyStore::resultFromJob(const KeyStoreOp &op, int error, const QString &detail,
                                       const QString &secret) const
{
    const Operation operation = op.operation();
    const QString &profileId = op.profileId();

    QString reason; // for Unavailable
    ErrorKind kind = ErrorKind::Other;
    switch (QKeychain::Error(error)) {
    case QKeychain::NoError:
        if (operation == Operation::Read)
            return KeyStoreResult::success(operation, profileId, secret);
        return KeyStoreResult::success(operation, profileId);
    case QKeychain::EntryNotFound:
        if (operation == Operation::Remove) // nothing to remove is what was asked for
            return KeyStoreResult::success(operation, profileId);
        return KeyStoreResult::failure(operation, profileId, ErrorKind::NotFound,
                                       tr("No API key is saved in the system keychain for this profile."),
                                       detail);
    case QKeychain::AccessDeniedByUser:
        kind = ErrorKind::AccessDenied;
        break;
    case QKeychain::AccessDenied: // libsecret: the keyring is locked
        kind = ErrorKind::Unavailable;
        reason = tr("the keychain is locked or has no keyring ready");
        break;
    case QKeychain::NoBackendAvailable:
        kind = ErrorKind::Unavailable;
        reason = tr("no keychain service is running");
        break;
    case QKeychain::NotImplemented:
        kind = ErrorKind::Unavailable;
        reason = tr("this system has no keychain that Paydesk can use");
        break;
    case QKeychain::OtherError:
        switch (unreachableFrom(detail)) {
        case Unreachable::NoService:
            kind = ErrorKind::Unavailable;
            reason = tr("no keychain service is running");
            break;
        case Unreachable::NotReady:
            kind = ErrorKind::Unavailable;
            reason = tr("the keychain is locked or has no keyring ready");
            break;
        case Unreachable::No:
            break;
        }
        break;
    case QKeychain::CouldNotDeleteEntry:
        break;
    }

    QString message;
    switch (kind) {
    case ErrorKind::Unavailable:
        switch (operation) {
        case Operation::Read:
            message
                = tr("Paydesk cannot reach the system keychain (%1), so it cannot read the saved API key. "
                     "You can enter the key to use it for this session only; it will not be saved.")
                      .arg(reason);
            break;
        case Operation::Write:
            message
                = tr("Paydesk cannot reach the system keychain (%1). You can use the key for this session "
                     "only; it will not be saved.")
                      .arg(reason);
            break;
        case Operation::Remove:
            message = tr("Paydesk cannot reach the system keychain (%1), so no saved key could be removed.")
                          .arg(reason);
            break;
        }
        break;
    case ErrorKind::AccessDenied:
        message = operation == Operation::Remove
            ? tr("Access to the system keychain was refused, so the saved key was not removed.")
            : tr("Access to the system keychain was refused. You can use the key for this session only; "
                 "it will not be saved.");
        break;
    default:
        switch (operation) {
        case Operation::Read:
            message = tr("The system keychain could not read the saved API key. You can enter the key to use "
                         "it for this session only; it will not be saved.");
            break;
        case Operation::Write:
            message = tr("The system keychain could not save the key. You can use the key for this session "
                         "only; it will not be saved.");
            break;
        case Operation::Remove:
            message = tr("The system keychain could not remove the saved key.");
            break;
        }
        break;
    }
    return KeyStoreResult::failure(operation, profileId, kind, message, detail);
}

} // namespace paydesk::secrets
