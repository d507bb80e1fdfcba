// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The operator at the keyboard of this window, once their passphrase was checked
// (store::Operators::authenticate()): who drafts (the maker recorded with a draft) and whose
// administrator flag enables the Operators page's changes. One per AppContext; nobody signed in
// at start. Approving does not rely on it: the approver's passphrase is asked again at that moment,
// so that a second person at the same workstation approves as themselves.
//
// Signing out, or the operator changed or disabled in the store (refresh()), leaves nobody signed in.

#include "store/Operators.h"

#include <QObject>

#include <optional>

namespace paydesk::operators {

class SignedIn : public QObject
{
    Q_OBJECT
public:
    explicit SignedIn(QObject *parent = nullptr)
        : QObject(parent)
    { }

    bool isSignedIn() const { return m_operator.has_value(); }
    // Valid while isSignedIn().
    const store::AuthenticatedOperator &authenticated() const { return *m_operator; }
    std::optional<Operator> current() const
    {
        return m_operator ? std::optional<Operator>(m_operator->op()) : std::nullopt;
    }
    QString id() const { return m_operator ? m_operator->id() : QString(); }

    void signIn(const store::AuthenticatedOperator &op)
    {
        m_operator = op;
        Q_EMIT changed();
    }
    void signOut()
    {
        if (!m_operator)
            return;
        m_operator.reset();
        Q_EMIT changed();
    }

Q_SIGNALS:
    void changed();

private:
    std::optional<store::AuthenticatedOperator> m_operator;
};

} // namespace paydesk::operators
