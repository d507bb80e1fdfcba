// SPDX-License-Identifier: GPL-3.0-or-later
#include "ApiResult.h"

namespace paydesk::api {

ApiResult ApiResult::failure(ApiError error, int attempts)
{
    ApiResult result;
    result.m_httpStatus = error.httpStatus();
    result.m_error = std::move(error);
    result.m_attempts = attempts;
    return result;
}

} // namespace paydesk::api
