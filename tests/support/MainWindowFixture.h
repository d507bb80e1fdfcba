// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test support: the main window as main() builds it, on an AppContext of the test's own
// (AppContextSupport.h), in the two ways the window tests need it:
// - LocalSandboxApp: a fresh install, whose Local sandbox profile is played by a running sandbox
//   (LocalSandbox, SessionSupport.h); the test builds the window when the profiles are as it wants.
// - MainWindowFixture: the profile "Acme test" (a Sandbox one) in view, on a running sandbox seen
//   through a RecordingProxy, with its key given for the session; someone of the test team
//   (OperatorSupport.h) signed in when the test asks; the window built and shown.

#include "AppContextSupport.h"
#include "MainWindow.h"
#include "OperatorSupport.h"
#include "RecordingProxy.h"
#include "SessionSupport.h"
#include "session/Sessions.h"
#include "store/Store.h"

#include <QSize>
#include <QTest>

#include <memory>

namespace paydesk::test {

struct LocalSandboxApp : LocalSandbox
{
    LocalSandboxApp(const SandboxFixture &sandbox, const QString &settingsFile)
        : LocalSandbox(sandbox)
        , context(appContextOptions(settingsFile))
        , store(context.profiles())
        , keys(context.keys())
    {
        context.sessions().setLocalSandboxStarter(starter());
    }

    session::Session *current() { return context.sessions().current(); }

    AppContext context;
    profiles::ProfileStore &store;
    secrets::KeyStore &keys;
};

// What a MainWindowFixture does besides its profile (designated initializers: {.signedIn = ...}).
struct MainWindowOptions
{
    QString signedIn = {}; // the id of a member of the test team signed in first; nobody when empty
    QSize size = {}; // the window's size; its own when not valid
};

struct MainWindowFixture
{
    using Options = MainWindowOptions;

    MainWindowFixture(const SandboxFixture &sandbox, const QString &settingsFile, const Options &options = {})
        : MainWindowFixture(sandbox.baseUrl(), sandbox.key(), settingsFile, options)
    { }
    // On a service at `serviceUrl` (seen through the proxy) with `key`; fresh settings and store.
    MainWindowFixture(const QUrl &serviceUrl, const QString &key, const QString &settingsFile,
                      const Options &options = {})
        : proxy(serviceUrl)
        , context(makeAppContext(settingsFile))
    {
        using namespace Qt::StringLiterals;
        const profiles::Profile p = addSessionProfile(*context, profiles::Profile::Kind::Sandbox,
                                                      u"Acme test"_s, proxy.baseUrl(), key);
        profileId = p.id;
        context->profiles().setCurrent(p.id);
        if (!options.signedIn.isEmpty()) {
            // Someone at the keyboard: what they do is recorded under their name.
            if (!QTest::qWaitFor([this] { return context->store().state() == store::Store::State::Open; }))
                qFatal("the store did not open");
            addTeam(*context);
            signIn(*context, options.signedIn);
        }
        window = std::make_unique<ui::MainWindow>(*context);
        if (options.size.isValid())
            window->resize(options.size);
        window->show();
    }

    // The child `name` of `in`; the test stops when there is none.
    template<typename T> static T *find(const QWidget *in, const QString &name)
    {
        T *w = in->findChild<T *>(name);
        if (!w)
            qFatal("no %s", qPrintable(name));
        return w;
    }

    RecordingProxy proxy;
    QString profileId;
    std::unique_ptr<AppContext> context;
    std::unique_ptr<ui::MainWindow> window;
};

} // namespace paydesk::test
