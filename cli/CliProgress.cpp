// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliProgress.h"

#include "CliConsole.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace paydesk::cli {

namespace {
constexpr int barWidth = 30;
constexpr qint64 redrawMs = 100;
} // namespace

CliProgress::CliProgress(QString label, QString unit)
    : m_label(std::move(label))
    , m_unit(std::move(unit))
    , m_enabled(CliConsole::errorIsTerminal())
{ }

CliProgress::~CliProgress()
{
    finish();
}

QString CliProgress::line(const QString &label, const QString &unit, qint64 done, qint64 total, int width)
{
    const QLocale locale;
    QString count = locale.toString(done);
    if (!unit.isEmpty())
        count += u' ' + unit;
    if (total <= 0)
        return u"%1  %2"_s.arg(label, count);
    const qint64 shown = qBound<qint64>(0, done, total);
    const int filled = int(shown * width / total);
    const int percent = int(shown * 100 / total);
    return u"%1 [%2%3] %4%  %5"_s.arg(label, QString(filled, u'#'), QString(width - filled, u' '))
        .arg(percent, 3)
        .arg(count);
}

void CliProgress::update(qint64 done, qint64 total)
{
    if (!m_enabled)
        return;
    if (m_drawn && m_since.isValid() && m_since.elapsed() < redrawMs)
        return;
    m_since.start();
    // "\r" to the line's start, "\x1b[K" to clear what a longer line left.
    CliConsole::errorRaw(u"\r"_s + line(m_label, m_unit, done, total, barWidth) + u"\x1b[K"_s);
    m_drawn = true;
}

void CliProgress::finish()
{
    if (!m_drawn)
        return;
    CliConsole::errorRaw(u"\r\x1b[K"_s);
    m_drawn = false;
}

} // namespace paydesk::cli
