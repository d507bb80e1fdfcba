// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Operators page without its widgets: the operators of the installation (by name shown, then
// sign-in name) and the approval rules, read together on the store's thread
// (OperatorDirectory::readAll()). A reload() asked while one runs reads once more when it is done.
// loaded() once a read is in: operators() and rules() hold it, or error() says why not (what was
// read before stays). The changes themselves go through directory().

#include "core/ReadGuard.h"
#include "operators/ApprovalRule.h"
#include "operators/Operator.h"
#include "operators/OperatorDirectory.h"

#include <QList>
#include <QObject>

#include <optional>

namespace paydesk::operators {

class OperatorsController : public QObject
{
    Q_OBJECT
public:
    explicit OperatorsController(const OperatorDirectory &directory, QObject *parent = nullptr);

    const OperatorDirectory &directory() const { return m_directory; }

    void reload();
    bool isLoading() const { return m_reads.isReading(); }
    // Whether a read ever succeeded.
    bool hasLoaded() const { return m_loaded; }
    // Why the last read failed; empty when it read.
    QString error() const { return m_error; }

    const QList<Operator> &operators() const { return m_operators; }
    const QList<ApprovalRule> &rules() const { return m_rules; }
    std::optional<Operator> findOperator(const QString &id) const;
    std::optional<ApprovalRule> findRule(const QString &currency) const;
    QStringList currenciesWithRule() const;

Q_SIGNALS:
    void loadingChanged();
    void loaded();

private:
    OperatorDirectory m_directory;
    QList<Operator> m_operators;
    QList<ApprovalRule> m_rules;
    QString m_error;
    ReadGuard m_reads; // one read at a time, one more for the changes during it
    bool m_loaded = false;
};

} // namespace paydesk::operators
