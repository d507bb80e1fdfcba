// SPDX-License-Identifier: GPL-3.0-or-later
// The wallets page says what went wrong and offers the remedy the core gives with it: the way to
// Settings, named for what is to be done there, for a key or an address to mend; a word about
// support for what trying again did not mend; and, in the banner over balances out of date, the
// remedy as a sentence.
#include "ApiClientSupport.h"
#include "models/WalletsModel.h"
#include "pages/WalletsPage.h"

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
    void initTestCase() { QVERIFY2(m_sandbox.started(), qPrintable(m_sandbox.error())); }

    void refusedKeyOffersToCheckIt()
    {
        auto client = makeClient(m_sandbox);
        client->setApiKey(u"sbx_wrong"_s);
        Page page(client.get());
        QCOMPARE(page.message(), u"The wallets could not be loaded.\nThe API key was refused."_s);
        QVERIFY(page.button("retryButton")->isVisible());
        QVERIFY(page.button("openSettingsButton")->isVisible());
        QCOMPARE(page.button("openSettingsButton")->text(), u"Check Key…"_s);
    }

    void refusedAddressOrNoKeyOffersSettings()
    {
        auto client = makeClient(m_sandbox);
        client->setBaseUrl(QUrl(u"http://payments.example.com/v1"_s));
        Page address(client.get());
        QVERIFY2(address.message().contains(u"https://"), qPrintable(address.message()));
        QVERIFY2(!address.message().contains(u"Settings"),
                 qPrintable(address.message())); // the button says it
        QVERIFY(address.button("openSettingsButton")->isVisible());
        QCOMPARE(address.button("openSettingsButton")->text(), u"Open Settings…"_s);

        client->setBaseUrl(m_sandbox.baseUrl());
        client->setApiKey(QString());
        Page noKey(client.get());
        QCOMPARE(noKey.message(), u"The wallets could not be loaded.\nNo API key is set."_s);
        QVERIFY(noKey.button("openSettingsButton")->isVisible());
        QCOMPARE(noKey.button("openSettingsButton")->text(), u"Open Settings…"_s);
    }

    void internalErrorMentionsSupport()
    {
        auto client = makeClient(m_sandbox);
        client->setRetryPolicy(api::RetryPolicy::none());
        QCOMPARE(m_sandbox.addFault(fault("GET", "/v1/wallets", "status")).status, 201);
        Page page(client.get());
        QVERIFY2(page.message().contains(u"internal error"), qPrintable(page.message()));
        QVERIFY2(page.message().endsWith(u"If it keeps happening, contact support."),
                 qPrintable(page.message()));
        QVERIFY(page.button("retryButton")->isVisible());
        QVERIFY(!page.button("openSettingsButton")->isVisible());
    }

    void bannerSaysTheRemedy()
    {
        auto client = makeClient(m_sandbox);
        Page page(client.get(), State::Loaded);
        QVERIFY(page.model.rowCount() > 0);
        client->setApiKey(u"sbx_wrong"_s);
        page.model.refresh();
        QTRY_COMPARE(page.model.state(), State::Failed);
        auto *banner = page.view.findChild<QLabel *>(u"bannerLabel"_s);
        QTRY_VERIFY(banner->isVisible());
        QVERIFY2(banner->text().endsWith(u"\nThe API key was refused. Check the key in Settings."),
                 qPrintable(banner->text()));
    }

    void connectionProblemOffersSettingsAgain()
    {
        // After a refused key the button read "Check Key…"; a profile without a key reads
        // "Open Settings…" again.
        auto client = makeClient(m_sandbox);
        client->setApiKey(u"sbx_wrong"_s);
        Page page(client.get());
        QCOMPARE(page.button("openSettingsButton")->text(), u"Check Key…"_s);
        page.view.setConnectionProblem(u"No API key is saved."_s, ui::WalletsPage::Remedy::OpenSettings);
        QCOMPARE(page.message(), u"No API key is saved."_s);
        QVERIFY(page.button("openSettingsButton")->isVisible());
        QCOMPARE(page.button("openSettingsButton")->text(), u"Open Settings…"_s);
    }

private:
    // A page on a model of `client`, shown, once the first refresh has ended in `state`.
    struct Page
    {
        explicit Page(api::ApiClient *client, State state = State::Failed)
            : model(client)
            , view(&model)
        {
            view.show();
            model.refresh();
            if (!QTest::qWaitFor([&] { return model.state() == state; }))
                qWarning("the wallets did not reach the state expected");
        }
        QString message() const { return view.findChild<QLabel *>(u"messageLabel"_s)->text(); }
        QPushButton *button(const char *name) const
        {
            return view.findChild<QPushButton *>(QString::fromLatin1(name));
        }

        models::WalletsModel model;
        ui::WalletsPage view;
    };

    SandboxFixture m_sandbox {u"demo"_s};
};

QTEST_MAIN(TestWalletsPage)
#include "tst_walletspage.moc"
