// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace paydesk::sandbox {

// What the service does with an idempotency key whose request completed, when the same request
// comes again: replay the kept answer (the default), or refuse it with 409
// IDEMPOTENCY_KEY_ALREADY_USED, as a production service may (decisions.md, Idempotency).
enum class IdempotencyMode { Replay, RejectReuse };

inline QString idempotencyModeName(IdempotencyMode mode) // replay, reject-reuse
{
    return mode == IdempotencyMode::RejectReuse ? QStringLiteral("reject-reuse") : QStringLiteral("replay");
}

inline std::optional<IdempotencyMode> idempotencyModeFromName(QStringView name)
{
    if (name == u"replay")
        return IdempotencyMode::Replay;
    if (name == u"reject-reuse")
        return IdempotencyMode::RejectReuse;
    return std::nullopt;
}

} // namespace paydesk::sandbox
