// SPDX-License-Identifier: GPL-3.0-or-later
// The wallets page says what went wrong and offers the remedy the core gives with it: the way to
// Settings, named for what is to be done there, for a key or an address to mend; a word about
// support for what trying again did not mend; and, in the banner over balances out of date, the
// remedy as a sentence.
#include "ApiClientSupport.h"
#include "GuiSupport.h"
#include "SessionSupport.h"
#include "models/WalletsModel.h"
#include "pages/WalletsPage.h"
#include "secrets/KeyStore.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;
using State = models::WalletsModel::State;

class TestWalletsPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        useNoKeychain();
        QVERIFY2(m_sandbox.started(), qPrintable(m_sandbox.error()));
    }

    void refusedKeyOffersToCheckIt()
    {
        Page page(m_sandbox, [](api::ApiClient &client) { client.setApiKey(u"sbx_wrong"_s); });
        QCOMPARE(page.message(), u"The wallets could not be loaded.\nThe API key was refused."_s);
        QVERIFY(page.button("retryButton")->isVisible());
        QVERIFY(page.button("openSettingsButton")->isVisible());
        QCOMPARE(page.button("openSettingsButton")->text(), u"Check Key…"_s);
    }

    void refusedAddressOrNoKeyOffersSettings()
    {
        Page address(m_sandbox, [](api::ApiClient &client) {
            client.setBaseUrl(QUrl(u"http://payments.example.com/v1"_s));
        });
        QVERIFY2(address.message().contains(u"https://"), qPrintable(address.message()));
        QVERIFY2(!address.message().contains(u"Settings"),
                 qPrintable(address.message())); // the button says it
        QVERIFY(address.button("openSettingsButton")->isVisible());
        QCOMPARE(address.button("openSettingsButton")->text(), u"Open Settings…"_s);

        Page noKey(m_sandbox, [](api::ApiClient &client) { client.setApiKey(QString()); });
        QCOMPARE(noKey.message(), u"The wallets could not be loaded.\nNo API key is set."_s);
        QVERIFY(noKey.button("openSettingsButton")->isVisible());
        QCOMPARE(noKey.button("openSettingsButton")->text(), u"Open Settings…"_s);
    }

    void internalErrorMentionsSupport()
    {
        QCOMPARE(m_sandbox.addFault(fault("GET", "/v1/wallets", "status")).status, 201);
        Page page(m_sandbox, [](api::ApiClient &client) { client.setRetryPolicy(api::RetryPolicy::none()); });
        QVERIFY2(page.message().contains(u"internal error"), qPrintable(page.message()));
        QVERIFY2(page.message().endsWith(u"If it keeps happening, contact support."),
                 qPrintable(page.message()));
        QVERIFY(page.button("retryButton")->isVisible());
        QVERIFY(!page.button("openSettingsButton")->isVisible());
    }

    void bannerSaysTheRemedy()
    {
        Page page(m_sandbox, {}, State::Loaded);
        QVERIFY(page.model()->rowCount() > 0);
        page.session->client()->setApiKey(u"sbx_wrong"_s);
        page.model()->refresh();
        QTRY_COMPARE(page.model()->state(), State::Failed);
        auto *banner = page.view.findChild<QLabel *>(u"bannerLabel"_s);
        QTRY_VERIFY(banner->isVisible());
        QVERIFY2(banner->text().endsWith(u"\nThe API key was refused. Check the key in Settings."),
                 qPrintable(banner->text()));
    }

    void connectionProblemOffersSettingsAgain()
    {
        // After a refused key the button read "Check Key…"; a profile whose key cannot be read
        // reads "Open Settings…" again.
        Page page(m_sandbox, [](api::ApiClient &client) { client.setApiKey(u"sbx_wrong"_s); });
        QCOMPARE(page.button("openSettingsButton")->text(), u"Check Key…"_s);
        secrets::KeyStore keys; // no keychain in this process
        session::Session unreadable(
            profiles::Profile::create(profiles::Profile::Kind::Sandbox, u"Acme"_s, m_sandbox.baseUrl()),
            &keys, nullptr, {});
        unreadable.reconnect();
        page.view.setSession(&unreadable);
        QTRY_COMPARE_WITH_TIMEOUT(unreadable.state(), session::Session::State::KeychainFailed, 20000);
        QCOMPARE(page.message(), unreadable.message());
        QVERIFY(page.button("openSettingsButton")->isVisible());
        QVERIFY(!page.button("retryButton")->isVisible());
        QCOMPARE(page.button("openSettingsButton")->text(), u"Open Settings…"_s);
        page.view.setSession(nullptr);
    }

private:
    // A wallets page in front, on a session of `sandbox` whose client `change` alters, shown, once
    // the first refresh has ended in `state`.
    struct Page
    {
        Page(SandboxFixture &sandbox, const std::function<void(api::ApiClient &)> &change,
             State state = State::Failed)
            : session(makeSession(sandbox))
        {
            if (change)
                change(*session->client());
            view.setSession(session.get());
            view.setCurrent(true);
            view.show();
            if (!QTest::qWaitFor([&] { return model()->state() == state; }))
                qWarning("the wallets did not reach the state expected");
        }
        models::WalletsModel *model() const { return view.model(); }
        QString message() const { return view.findChild<QLabel *>(u"messageLabel"_s)->text(); }
        QPushButton *button(const char *name) const
        {
            return view.findChild<QPushButton *>(QString::fromLatin1(name));
        }
        std::unique_ptr<session::Session> session;
        ui::WalletsPage view;
    };

    SandboxFixture m_sandbox {u"demo"_s};
};

QTEST_MAIN(TestWalletsPage)
#include "tst_walletspage.moc"
