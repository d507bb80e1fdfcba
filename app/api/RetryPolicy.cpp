// SPDX-License-Identifier: GPL-3.0-or-later
#include "RetryPolicy.h"

#include <QRandomGenerator>

#include <algorithm>

namespace paydesk::api {

std::chrono::milliseconds RetryPolicy::backoff(int retry) const
{
    const int doublings = std::clamp(retry - 1, 0, 30);
    const qint64 base = std::max<qint64>(0, baseDelay.count());
    const qint64 ceiling = std::min<qint64>(std::max<qint64>(0, maxDelay.count()),
                                            base > (qint64(1) << 32) ? base : base << doublings);
    if (ceiling <= 0)
        return std::chrono::milliseconds(0);
    return std::chrono::milliseconds(QRandomGenerator::global()->bounded(ceiling + 1));
}

} // namespace paydesk::api
