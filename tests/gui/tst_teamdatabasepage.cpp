// SPDX-License-Identifier: GPL-3.0-or-later
// Settings > Team database and the start-up sign-in, driven offscreen: the fields and the field at
// fault framed in red, TLS modes with verify-full explained, Save (the settings hold no password;
// a change of the place of the data asks to restart), Test connection's answers, and the sign-in
// dialog (Cancel offers this computer only for this run). With PAYDESK_TEST_STORE=postgres
// (tst_teamdatabasepage_postgres, label postgres) Test connection and the sign-in run against the
// PostgreSQL server of the tests: a wrong password, a database that is not a team one, a team
// database of a newer Paydesk, a login that is no operator, TLS refused, and connected as <name>
// (<role>). This process has no keychain (useNoKeychain()): nothing is remembered here; the
// keychain's part is tst_teamdatabase_keychain.

#include "FakeTeamDatabase.h"
#include "GuiSupport.h"
#include "MessageBox.h"
#include "Style.h"
#include "TeamDatabase.h"
#include "dialogs/TeamDatabasePage.h"
#include "dialogs/TeamSignInDialog.h"
#include "secrets/KeyStore.h"
#include "settings/TeamConnectionCheck.h"
#include "settings/TeamDatabaseSettings.h"
#include "settings/TeamDatabaseSignIn.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::test;
using settings::StorePlace;
using settings::TeamCheck;
using Outcome = TeamCheck::Outcome;

namespace {

constexpr int kWaitMs = 30000;

int freePort()
{
    QTcpServer server;
    server.listen(QHostAddress::LocalHost, 0);
    return server.serverPort(); // closed again when it goes: nobody listens there
}

} // namespace

class TestTeamDatabasePage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void fieldAtFaultIsFramed();
    void tlsModesOfferVerifyFull();
    void savingKeepsNoPasswordAndAsksToRestart();
    void savingTheSamePlaceAsksNothing();
    void unreachableServerIsSaid();
    void signInCancelOffersThisComputerOnly();

    // postgres
    void testConnectionSaysWhatIsWrong_data();
    void testConnectionSaysWhatIsWrong();
    void signInAsksAgainAfterAWrongPassword();
    void realTeamDatabaseConnects();

private:
    std::unique_ptr<QSettings> newSettings()
    {
        return std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")),
                                           QSettings::IniFormat);
    }
    template<typename T> static T *child(QWidget &w, const char *name)
    {
        auto *c = w.findChild<T *>(QLatin1StringView(name));
        if (!c)
            qWarning("no widget %s", name);
        return c;
    }
    // Fills the page's team fields.
    static void fill(QWidget &page, const StorePlace &c, const QString &password);
    bool needsPostgres();

    QTemporaryDir m_dir;
    bool m_postgres = false;
    FakeTeamDatabase m_team;
};

void TestTeamDatabasePage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    useNoKeychain();
    QVERIFY(m_dir.isValid());
    m_postgres = qEnvironmentVariable("PAYDESK_TEST_STORE") == u"postgres";
    if (m_postgres) {
        QString why;
        QVERIFY2(m_team.setUp(&why), qPrintable(why));
    }
}

void TestTeamDatabasePage::init()
{
    newSettings()->clear();
}

void TestTeamDatabasePage::cleanupTestCase()
{
    m_team.tearDown();
}

bool TestTeamDatabasePage::needsPostgres()
{
    return m_postgres;
}

void TestTeamDatabasePage::fill(QWidget &page, const StorePlace &c, const QString &password)
{
    child<QRadioButton>(page, "teamRadio")->setChecked(c.isTeam());
    auto typeInto = [&page](const char *name, const QString &text) {
        auto *edit = child<QLineEdit>(page, name);
        edit->clear();
        QTest::keyClicks(edit, text);
    };
    typeInto("hostEdit", c.host);
    child<QSpinBox>(page, "portSpin")->setValue(c.port);
    typeInto("databaseEdit", c.database);
    auto *ssl = child<QComboBox>(page, "sslModeCombo");
    ssl->setCurrentIndex(ssl->findData(c.sslMode));
    typeInto("loginEdit", c.login);
    typeInto("passwordEdit", password);
}

void TestTeamDatabasePage::fieldAtFaultIsFramed()
{
    auto settings = newSettings();
    secrets::KeyStore keys;
    settings::TeamDatabaseSettings controller(settings.get(), &keys);
    ui::TeamDatabasePage page(&controller);
    page.show();
    QVERIFY(child<QRadioButton>(page, "localRadio")->isChecked());
    QVERIFY(!child<QLineEdit>(page, "hostEdit")->isEnabled()); // this computer only: nothing to fill

    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = u"db.example.com"_qs;
    c.database = u"treasury"_qs;
    c.login = u"ana"_qs;
    struct Case
    {
        const char *field;
        std::function<void(StorePlace &)> spoil;
    };
    const QList<Case> cases {
        {"hostEdit", [](StorePlace &t) { t.host.clear(); }},
        {"hostEdit", [](StorePlace &t) { t.host = u"db example com"_qs; }},
        {"portSpin", [](StorePlace &t) { t.port = 0; }},
        {"databaseEdit", [](StorePlace &t) { t.database.clear(); }},
        {"loginEdit", [](StorePlace &t) { t.login.clear(); }},
    };
    auto *status = child<QLabel>(page, "teamStatusLabel");
    for (const Case &k : cases) {
        StorePlace spoilt = c;
        k.spoil(spoilt);
        fill(page, spoilt, {});
        for (const char *button : {"teamSaveButton", "testButton"}) {
            QTest::mouseClick(child<QPushButton>(page, button), Qt::LeftButton);
            QWidget *field = child<QWidget>(page, k.field);
            QVERIFY2(ui::style::isMarkedInvalid(field), k.field);
            QVERIFY2(!status->text().isEmpty(), k.field);
            for (const char *other : {"hostEdit", "portSpin", "databaseEdit", "loginEdit"}) {
                if (qstrcmp(other, k.field) != 0)
                    QVERIFY2(!ui::style::isMarkedInvalid(child<QWidget>(page, other)), other);
            }
        }
        QVERIFY(!StorePlace::load(*settings).isTeam()); // nothing saved
    }
    // Typing in the field takes the frame away.
    fill(page, c, {});
    QTest::keyClicks(child<QLineEdit>(page, "loginEdit"), u"x"_qs);
    QVERIFY(!ui::style::isMarkedInvalid(child<QLineEdit>(page, "loginEdit")));
}

void TestTeamDatabasePage::tlsModesOfferVerifyFull()
{
    auto settings = newSettings();
    secrets::KeyStore keys;
    settings::TeamDatabaseSettings controller(settings.get(), &keys);
    ui::TeamDatabasePage page(&controller);
    auto *combo = child<QComboBox>(page, "sslModeCombo");
    QStringList modes;
    for (int i = 0; i < combo->count(); ++i)
        modes << combo->itemData(i).toString();
    QCOMPARE(modes,
             QStringList({u"disable"_qs, u"prefer"_qs, u"require"_qs, u"verify-ca"_qs, u"verify-full"_qs}));
    combo->setCurrentIndex(combo->findData(u"verify-full"_qs));
    const QString hint = child<QLabel>(page, "sslHintLabel")->text();
    QVERIFY2(hint.contains(u"certificate"_qs) && hint.contains(u"host name"_qs), qPrintable(hint));
    combo->setCurrentIndex(combo->findData(u"disable"_qs));
    QVERIFY(child<QLabel>(page, "sslHintLabel")->text() != hint);
}

void TestTeamDatabasePage::savingKeepsNoPasswordAndAsksToRestart()
{
    auto settings = newSettings();
    secrets::KeyStore keys;
    settings::TeamDatabaseSettings controller(settings.get(), &keys);
    ui::TeamDatabasePage page(&controller);
    QSignalSpy restart(&page, &ui::TeamDatabasePage::restartRequested);
    page.show();
    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = u"db.example.com"_qs;
    c.port = 6543;
    c.database = u"treasury"_qs;
    c.sslMode = u"verify-full"_qs;
    c.login = u"ana"_qs;
    const QString password = u"secret-"_qs + QUuid::createUuid().toString(QUuid::Id128);
    fill(page, c, password);
    child<QCheckBox>(page, "rememberCheck")->setChecked(false);
    const int asked = ui::MessageBox::questionsAsked();
    ui::MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::mouseClick(child<QPushButton>(page, "teamSaveButton"), Qt::LeftButton);
    // Remember unticked: the keychain is asked to forget (it cannot be reached here), then Restart.
    QTRY_COMPARE_WITH_TIMEOUT(restart.count(), 1, kWaitMs);
    QCOMPARE(ui::MessageBox::questionsAsked(), asked + 1);
    QCOMPARE(StorePlace::load(*settings), c);
    QVERIFY(child<QLineEdit>(page, "passwordEdit")->text().isEmpty());
    settings->sync();
    QFile file(settings->fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    QVERIFY(written.contains("db.example.com"));
    QVERIFY(!written.contains(password.toUtf8()));
    QVERIFY(!written.contains("password"));

    // Back to this computer only: asked again (the window uses the team database meanwhile).
    controller.setInUse(c);
    child<QRadioButton>(page, "localRadio")->setChecked(true);
    ui::MessageBox::setNextAnswer(QMessageBox::No);
    QTest::mouseClick(child<QPushButton>(page, "teamSaveButton"), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(ui::MessageBox::questionsAsked(), asked + 2, kWaitMs);
    QCOMPARE(restart.count(), 1); // No: from the next start
    QVERIFY(!StorePlace::load(*settings).isTeam());
    QVERIFY(child<QLabel>(page, "teamStatusLabel")->text().contains(u"next start"_qs));
}

void TestTeamDatabasePage::savingTheSamePlaceAsksNothing()
{
    auto settings = newSettings();
    secrets::KeyStore keys;
    settings::TeamDatabaseSettings controller(settings.get(), &keys);
    ui::TeamDatabasePage page(&controller);
    QSignalSpy saved(&controller, &settings::TeamDatabaseSettings::saveFinished);
    const int asked = ui::MessageBox::questionsAsked();
    // This computer only, as in use: typed team fields are kept for later, nothing to restart.
    StorePlace c;
    c.host = u"db.example.com"_qs;
    c.database = u"treasury"_qs;
    c.login = u"ana"_qs;
    c.mode = StorePlace::Mode::Team;
    fill(page, c, {});
    child<QRadioButton>(page, "localRadio")->setChecked(true);
    QTest::mouseClick(child<QPushButton>(page, "teamSaveButton"), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, kWaitMs);
    QCOMPARE(saved.at(0).at(0).toBool(), false);
    QCOMPARE(ui::MessageBox::questionsAsked(), asked);
    QCOMPARE(StorePlace::load(*settings).host, u"db.example.com"_qs);
}

void TestTeamDatabasePage::unreachableServerIsSaid()
{
    auto settings = newSettings();
    secrets::KeyStore keys;
    settings::TeamDatabaseSettings controller(settings.get(), &keys);
    ui::TeamDatabasePage page(&controller);
    page.show();
    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = u"127.0.0.1"_qs;
    c.port = freePort();
    c.database = u"treasury"_qs;
    c.sslMode = u"disable"_qs;
    c.login = u"ana"_qs;
    fill(page, c, u"whatever"_qs);
    auto *result = child<QLabel>(page, "testResultLabel");
    QTest::mouseClick(child<QPushButton>(page, "testButton"), Qt::LeftButton);
    QVERIFY(!child<QPushButton>(page, "testButton")->isEnabled()); // one test at a time
    QTRY_VERIFY_WITH_TIMEOUT(result->property("outcome").isValid(), kWaitMs);
    QCOMPARE(result->property("outcome").toInt(), int(Outcome::Unreachable));
    QVERIFY2(result->text().contains(u"cannot be reached"_qs), qPrintable(result->text()));
    QVERIFY(!result->text().contains(u"whatever"_qs));
    QVERIFY(child<QPushButton>(page, "testButton")->isEnabled());
}

void TestTeamDatabasePage::signInCancelOffersThisComputerOnly()
{
    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = u"127.0.0.1"_qs;
    c.port = freePort();
    c.database = u"treasury"_qs;
    c.login = u"ana"_qs;
    for (const auto answer : {QMessageBox::Yes, QMessageBox::No}) {
        secrets::KeyStore keys;
        settings::TeamDatabaseSignIn signIn(c, &keys);
        ui::TeamSignInDialog dialog(&signIn);
        QSignalSpy finished(&dialog, &ui::TeamSignInDialog::finishedWith);
        signIn.start(); // what run() does, without its loop
        // Nothing remembered (no keychain here): the dialog asks, showing the login.
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isVisible(), kWaitMs);
        QCOMPARE(child<QLabel>(dialog, "loginLabel")->text(), u"ana"_qs);
        QVERIFY(child<QLineEdit>(dialog, "passwordEdit")->echoMode() == QLineEdit::Password);
        ui::MessageBox::setNextAnswer(answer);
        QTest::mouseClick(child<QPushButton>(dialog, "cancelButton"), Qt::LeftButton);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<ui::TeamSignInDialog::Outcome>(),
                 answer == QMessageBox::Yes ? ui::TeamSignInDialog::Outcome::LocalForThisRun
                                            : ui::TeamSignInDialog::Outcome::Quit);
    }
}

void TestTeamDatabasePage::testConnectionSaysWhatIsWrong_data()
{
    QTest::addColumn<QString>("login");
    QTest::addColumn<QString>("password");
    QTest::addColumn<QString>("database"); // empty: the fake team database
    QTest::addColumn<QString>("sslMode");
    QTest::addColumn<QString>("before"); // SQL run on the team database first (undone by "after")
    QTest::addColumn<QString>("after");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QString>("words");
    if (!m_postgres)
        return;
    const QString pw = m_team.password();
    QTest::newRow("connected") << m_team.login() << pw << QString() << u"disable"_qs << QString() << QString()
                               << int(Outcome::Connected)
                               << u"Connected as Ana Approver (approver, administrator)"_qs;
    QTest::newRow("wrong password") << m_team.login() << u"not-it"_qs << QString() << u"disable"_qs
                                    << QString() << QString() << int(Outcome::WrongPassword)
                                    << u"refused the password"_qs;
    QTest::newRow("no such login") << u"tst_nobody_here"_qs << pw << QString() << u"disable"_qs << QString()
                                   << QString() << int(Outcome::WrongPassword) << u"refused the password"_qs;
    QTest::newRow("not a team database")
        << m_team.login() << pw << m_team.server().database << u"disable"_qs << QString() << QString()
        << int(Outcome::NotTeamDatabase) << u"not a Paydesk team database"_qs;
    QTest::newRow("team of a newer Paydesk")
        << m_team.login() << pw << QString() << u"disable"_qs
        << u"UPDATE team_settings SET value = '%1' WHERE key = 'team_version'"_qs.arg(
               store::TeamSchema::version + 1)
        << u"UPDATE team_settings SET value = '%1' WHERE key = 'team_version'"_qs.arg(
               store::TeamSchema::version)
        << int(Outcome::SchemaTooNew) << u"newer Paydesk"_qs;
    QTest::newRow("schema of a newer Paydesk") << m_team.login() << pw << QString() << u"disable"_qs
                                               << u"INSERT INTO schema_version VALUES (9999)"_qs
                                               << u"DELETE FROM schema_version WHERE version = 9999"_qs
                                               << int(Outcome::SchemaTooNew) << u"newer Paydesk"_qs;
    QTest::newRow("team behind this Paydesk")
        << m_team.login() << pw << QString() << u"disable"_qs
        << u"UPDATE team_settings SET value = '0' WHERE key = 'team_version'"_qs
        << u"UPDATE team_settings SET value = '%1' WHERE key = 'team_version'"_qs.arg(
               store::TeamSchema::version)
        << int(Outcome::SchemaTooOld) << u"team init"_qs;
    QTest::newRow("not an operator") << m_team.outsider() << pw << QString() << u"disable"_qs << QString()
                                     << QString() << int(Outcome::NotOperator)
                                     << u"not an active operator"_qs;
    QTest::newRow("disabled operator")
        << m_team.login() << pw << QString() << u"disable"_qs << u"UPDATE operators SET disabled = 1"_qs
        << u"UPDATE operators SET disabled = 0"_qs << int(Outcome::NotOperator)
        << u"not an active operator"_qs;
    // The test server speaks no TLS (or, if it does, this computer trusts no authority for it).
    QTest::newRow("TLS refused") << m_team.login() << pw << QString() << u"verify-full"_qs << QString()
                                 << QString() << int(Outcome::TlsRefused) << u"secure connection"_qs;
}

void TestTeamDatabasePage::testConnectionSaysWhatIsWrong()
{
    if (!m_postgres)
        QSKIP("needs the PostgreSQL server (tst_teamdatabasepage_postgres)");
    QFETCH(QString, login);
    QFETCH(QString, password);
    QFETCH(QString, database);
    QFETCH(QString, sslMode);
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(int, outcome);
    QFETCH(QString, words);
    if (!before.isEmpty())
        QVERIFY(m_team.exec(before));
    auto undo = qScopeGuard([&] {
        if (!after.isEmpty())
            m_team.exec(after);
    });

    auto settings = newSettings();
    secrets::KeyStore keys;
    settings::TeamDatabaseSettings controller(settings.get(), &keys);
    ui::TeamDatabasePage page(&controller);
    page.show();
    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = m_team.server().host;
    c.port = m_team.server().port;
    c.database = database.isEmpty() ? m_team.database() : database;
    c.sslMode = sslMode;
    c.login = login;
    fill(page, c, password);
    auto *result = child<QLabel>(page, "testResultLabel");
    QTest::mouseClick(child<QPushButton>(page, "testButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(result->property("outcome").isValid(), kWaitMs);
    QVERIFY2(result->text().contains(words), qPrintable(result->text()));
    QCOMPARE(result->property("outcome").toInt(), outcome);
    QVERIFY(!result->text().contains(password));
    // A refused password points at the password field.
    QCOMPARE(ui::style::isMarkedInvalid(child<QLineEdit>(page, "passwordEdit")),
             outcome == int(Outcome::WrongPassword));
    QVERIFY(!StorePlace::load(*settings).isTeam()); // a test saves nothing
}

void TestTeamDatabasePage::signInAsksAgainAfterAWrongPassword()
{
    if (!m_postgres)
        QSKIP("needs the PostgreSQL server (tst_teamdatabasepage_postgres)");
    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = m_team.server().host;
    c.port = m_team.server().port;
    c.database = m_team.database();
    c.sslMode = u"disable"_qs;
    c.login = m_team.login();
    secrets::KeyStore keys;
    settings::TeamDatabaseSignIn signIn(c, &keys);
    ui::TeamSignInDialog dialog(&signIn);
    QSignalSpy finished(&dialog, &ui::TeamSignInDialog::finishedWith);
    signIn.start();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.isVisible(), kWaitMs);
    auto *password = child<QLineEdit>(dialog, "passwordEdit");
    auto *message = child<QLabel>(dialog, "messageLabel");
    QTest::keyClicks(password, u"not-it"_qs);
    QTest::mouseClick(child<QPushButton>(dialog, "signInButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(message->text().contains(u"refused the password"_qs), kWaitMs);
    QVERIFY(ui::style::isMarkedInvalid(password));
    QVERIFY(finished.isEmpty());
    QVERIFY(dialog.isVisible());

    password->clear();
    QTest::keyClicks(password, m_team.password());
    child<QCheckBox>(dialog, "rememberCheck")->setChecked(false);
    QTest::mouseClick(child<QPushButton>(dialog, "signInButton"), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kWaitMs);
    QCOMPARE(finished.at(0).at(0).value<ui::TeamSignInDialog::Outcome>(),
             ui::TeamSignInDialog::Outcome::Team);
    QCOMPARE(signIn.config().user, m_team.login());
    QCOMPARE(signIn.config().password, m_team.password());
    QCOMPARE(signIn.config().database, m_team.database());
    QVERIFY(password->text().isEmpty());
}

void TestTeamDatabasePage::realTeamDatabaseConnects()
{
    if (!m_postgres)
        QSKIP("needs the PostgreSQL server (tst_teamdatabasepage_postgres)");
    // A team database made as `paydesk-cli team init` makes it, and an operator added to it.
    TeamDatabase team;
    QString why;
    QVERIFY2(team.setUp(&why), qPrintable(why));
    const store::StoreConfig maker = team.addOperator(u"mia"_qs, operators::Operator::Role::Maker);
    QVERIFY(!maker.user.isEmpty());
    auto settings = newSettings();
    secrets::KeyStore keys;
    settings::TeamDatabaseSettings controller(settings.get(), &keys);
    ui::TeamDatabasePage page(&controller);
    page.show();
    StorePlace c;
    c.mode = StorePlace::Mode::Team;
    c.host = maker.host;
    c.port = maker.port;
    c.database = maker.database;
    c.sslMode = u"disable"_qs;
    c.login = maker.user;
    fill(page, c, maker.password);
    auto *result = child<QLabel>(page, "testResultLabel");
    QTest::mouseClick(child<QPushButton>(page, "testButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(result->property("outcome").isValid(), kWaitMs);
    QVERIFY2(result->property("outcome").toInt() == int(Outcome::Connected), qPrintable(result->text()));
    QVERIFY2(result->text().contains(u"(maker)"_qs), qPrintable(result->text()));
}

QTEST_MAIN(TestTeamDatabasePage)
#include "tst_teamdatabasepage.moc"
