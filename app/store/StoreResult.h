// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The outcome of a store operation: a value of type T, or a StoreError that says why there is
// none. StoreResult<void> carries no value.

#include "store/StoreError.h"

#include <optional>
#include <utility>

namespace paydesk::store {

template<typename T> class StoreResult
{
public:
    StoreResult(T value)
        : m_value(std::move(value))
    { }
    StoreResult(StoreError error)
        : m_error(std::move(error))
    {
        Q_ASSERT(m_error.isError());
    }

    bool ok() const { return m_value.has_value(); }
    const StoreError &error() const { return m_error; }
    const T &value() const &
    {
        Q_ASSERT(ok());
        return *m_value;
    }
    T &&value() &&
    {
        Q_ASSERT(ok());
        return std::move(*m_value);
    }

private:
    std::optional<T> m_value;
    StoreError m_error;
};

template<> class StoreResult<void>
{
public:
    StoreResult() = default;
    StoreResult(StoreError error)
        : m_error(std::move(error))
    { }

    bool ok() const { return !m_error.isError(); }
    const StoreError &error() const { return m_error; }

private:
    StoreError m_error;
};

} // namespace paydesk::store
