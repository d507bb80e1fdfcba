// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support for widget tests: a process without a reachable keychain, and a search of every
// text a window shows (labels, fields, placeholders, list rows, titles) for a string.

#include <QAbstractButton>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTest>
#include <QWidget>

namespace paydesk::test {

// Points this process's D-Bus session at a socket that does not exist, before anything reaches
// for the keychain: every KeyStore operation then fails with "no keychain" at once, whatever the
// machine running the tests has (a GUI test never touches the person's real keychain).
inline void useNoKeychain()
{
    const QString nowhere = QDir::temp().filePath(
        QStringLiteral("paydesk-no-bus-%1/bus").arg(QString::number(QCoreApplication::applicationPid())));
    qputenv("DBUS_SESSION_BUS_ADDRESS", (QStringLiteral("unix:path=") + nowhere).toUtf8());
}

// Every text `root` and its children show, for "is the key ever shown" checks.
inline QStringList shownTexts(const QWidget *root)
{
    QStringList texts {root->windowTitle(), root->toolTip()};
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        texts << w->toolTip() << w->windowTitle();
        if (const auto *label = qobject_cast<const QLabel *>(w))
            texts << label->text();
        if (const auto *edit = qobject_cast<const QLineEdit *>(w))
            texts << edit->displayText() << edit->placeholderText();
        if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            texts << button->text();
        if (const auto *combo = qobject_cast<const QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        }
        if (const auto *list = qobject_cast<const QListWidget *>(w)) {
            for (int i = 0; i < list->count(); ++i)
                texts << list->item(i)->text() << list->item(i)->toolTip();
        }
    }
    texts.removeAll(QString());
    return texts;
}

// Chooses item `index` of `combo` the way a person does, with the keyboard, so that activated()
// fires (a profile switcher, say).
inline void choose(QComboBox *combo, int index)
{
    combo->setFocus();
    while (combo->currentIndex() < index)
        QTest::keyClick(combo, Qt::Key_Down);
    while (combo->currentIndex() > index)
        QTest::keyClick(combo, Qt::Key_Up);
}

inline QStringList textsContaining(const QWidget *root, const QString &needle)
{
    QStringList hits;
    for (const QString &text : shownTexts(root)) {
        if (text.contains(needle))
            hits << text;
    }
    return hits;
}

// With PAYDESK_SCREENSHOTS set to a folder, `window` as it is now (resized to `size` when one is
// given), saved there as `name`: the pictures of docs/screenshots/. The short wait lets the window
// lay itself out and paint: a fixed wait for a picture only, never for a result.
inline void saveScreenshot(QWidget &window, const QString &name, QSize size = {})
{
    const QString dir = qEnvironmentVariable("PAYDESK_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    if (size.isValid())
        window.resize(size);
    QTest::qWait(200);
    QVERIFY(window.grab().save(QDir(dir).filePath(name)));
}

} // namespace paydesk::test
