// SPDX-License-Identifier: GPL-3.0-or-later
// paydesk-screenshots: the real main window, offscreen, on the demo data of the Local sandbox, and
// a picture of each of its pages: <out>/<page>-<scale>-<theme>.png, where <page> is the page's
// icon name (wallets, new-payout, ...), <scale> 100 or 200 (QT_SCALE_FACTOR 1 or 2) and <theme>
// light or dark (the Fusion style with a light or a dark palette, as a system in dark mode gives).
// Every page the window has is taken, so a page added later comes in without a change here; then
// the dialogs sign-in, settings and about, under the same names (<dialog>-<scale>-<theme>.png),
// and a sheet of the pages' icons (page-icons-<scale>-<theme>.png).
// Run by scripts/screenshots (which runs it for each scale and theme); not a test.
//
//   paydesk-screenshots --out DIR [--scale 1|1.5|2] [--theme light|dark] [--size WxH]
//
// Only Paydesk's own fonts (resources/fonts, through the tests' fontconfig file) are seen, so the
// pictures do not change with the fonts of the machine that takes them. The data: the sandbox's
// demo wallets and recipients; the test team of tests/support/OperatorSupport.h; two payouts of
// Mia's waiting for approval, one approved by Abe and sent, one draft not yet submitted. Each page
// is taken with the person who works there signed in (New payout: Mia, a maker; Operators and the
// audit log: Ada, the administrator; the others: Abe, an approver).
#include "AppContext.h"
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "OperatorSupport.h"
#include "PageIcons.h"
#include "SandboxFixture.h"
#include "Waits.h"
#include "approvals/ApprovalDesk.h"
#include "core/Application.h"
#include "dialogs/AboutDialog.h"
#include "dialogs/SettingsDialog.h"
#include "dialogs/SignInDialog.h"
#include "pages/Page.h"
#include "store/PayoutDrafts.h"
#include "widgets/StatePanel.h"

#include <QApplication>
#include <QDir>
#include <QGridLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPalette>
#include <QPointer>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <cstdio>
#include <functional>

using namespace Qt::Literals::StringLiterals;
using namespace paydesk;

namespace {

struct Options
{
    QString out;
    QByteArray scale = "1";
    QString theme = u"light"_s;
    QSize size {1100, 680};
};

int usage(const char *why)
{
    std::fprintf(stderr,
                 "paydesk-screenshots: %s\nusage: paydesk-screenshots --out DIR [--scale 1|1.5|2] "
                 "[--theme light|dark] [--size WxH]\n",
                 why);
    return 2;
}

// The palette of a system in dark mode, as the Fusion style shows it.
QPalette darkPalette()
{
    QPalette p(QColor(0x3a, 0x3a, 0x3e), QColor(0x2b, 0x2b, 0x2e)); // button, window
    const QColor text(0xe8, 0xe8, 0xea), disabled(0x80, 0x80, 0x86);
    p.setColor(QPalette::Base, QColor(0x1f, 0x1f, 0x22));
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x27, 0x2b));
    for (QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText})
        p.setColor(role, text);
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3e));
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0xa0));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xd0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7c, 0xb8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb4, 0x9c, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

// A payout to a Kenyan mobile money number, as New payout makes it.
payouts::PayoutDraft::Content kenyaPayoutDraft(const QString &name, const QString &number,
                                               const QString &mobileOperator, const QString &value,
                                               const QString &customId)
{
    payouts::PayoutDraft::Content content;
    content.requestBody = QJsonObject {
        {u"amount"_s, QJsonObject {{u"currency"_s, u"KES"_s}, {u"value"_s, value}}},
        {u"custom_id"_s, customId},
        {u"payment_account"_s,
         QJsonObject {
             {u"type"_s, u"MOBILE_MONEY"_s},
             {u"country"_s, u"KE"_s},
             {u"holder"_s, QJsonObject {{u"name"_s, name}, {u"type"_s, u"INDIVIDUAL"_s}}},
             {u"mobile_money"_s, QJsonObject {{u"number"_s, number}, {u"operator"_s, mobileOperator}}}}},
        {u"sender"_s, test::kenyaSender()},
    };
    content.recipientSummary = u"%1, %2 (Mobile money, Kenya)"_s.arg(name, number); // as the form writes it
    content.maker = u"mia"_s;
    return content;
}

bool seed(AppContext &context, const QString &profileId, QTextStream &err)
{
    test::addTeam(context);
    test::signIn(context, u"mia"_s);
    enum Step { Draft, Submit, Approve };
    const struct
    {
        const char *name, *number, *mobileOperator, *value, *customId;
        Step step;
    } payouts[] = {
        {"Wanjiru Kamau", "+254712345678", "SAFARICOM", "12500.00", "PAYROLL-NOV-014", Approve},
        {"Otieno Ochieng", "+254733456789", "AIRTEL", "8400.00", "PAYROLL-NOV-015", Submit},
        {"Peter Kamau", "+254712450003", "SAFARICOM", "23000.00", "SUPPLIER-0412", Submit},
        {"Grace Wanjiku", "+254712450004", "SAFARICOM", "3150.00", "REFUND-2291", Draft},
    };
    for (const auto &p : payouts) {
        const auto saved = context.payoutDrafts().save(
            profileId,
            kenyaPayoutDraft(QString::fromUtf8(p.name), QString::fromUtf8(p.number),
                             QString::fromUtf8(p.mobileOperator), QString::fromUtf8(p.value),
                             QString::fromUtf8(p.customId)));
        if (!saved.ok()) {
            err << "a draft was not saved: " << saved.error().toString() << Qt::endl;
            return false;
        }
        if (p.step == Draft)
            continue;
        const auto submitted = context.approvalDesk().submit(context.signedIn().authenticated(), profileId,
                                                             saved.value().id, saved.value().revision);
        if (!submitted.ok()) {
            err << "a draft was not submitted: " << submitted.message << Qt::endl;
            return false;
        }
        if (p.step != Approve)
            continue;
        const auto approved = context.approvalDesk().approve(
            profileId, saved.value().id, submitted.row.revision, u"abe"_s, test::passphraseOf(u"abe"_s));
        if (!approved.ok()) {
            err << "a payout was not approved: " << approved.message << Qt::endl;
            return false;
        }
    }
    return true;
}

QString operatorFor(const QString &page)
{
    if (page == u"new-payout")
        return u"mia"_s;
    if (page == u"operators" || page == u"audit")
        return u"ada"_s;
    return u"abe"_s;
}

// Until the page shows what it loaded (or says why not): not while it connects or loads, whose
// messages end with an ellipsis.
bool pageSettled(ui::Page *page)
{
    const ui::StatePanel *panel = page->statePanel();
    return panel && (panel->isShowingContent() || !panel->messageText().endsWith(u'\u2026'));
}

// `widget` as it is now, once laid out and painted, written to `file` (its path printed).
bool save(QWidget &widget, const QString &file)
{
    test::letTimePass(std::chrono::milliseconds(300), "what came laid out and painted: for a picture");
    if (!widget.grab().save(file)) {
        QTextStream(stderr) << "could not write " << file << Qt::endl;
        return false;
    }
    QTextStream(stdout) << file << Qt::endl;
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--out" && hasValue)
            options.out = QString::fromLocal8Bit(argv[++i]);
        else if (arg == "--scale" && hasValue)
            options.scale = argv[++i];
        else if (arg == "--theme" && hasValue)
            options.theme = QString::fromLatin1(argv[++i]);
        else if (arg == "--size" && hasValue) {
            const QList<QByteArray> wh = QByteArray(argv[++i]).split('x');
            options.size = wh.size() == 2 ? QSize(wh[0].toInt(), wh[1].toInt()) : QSize();
        } else
            return usage("unknown argument");
    }
    if (options.out.isEmpty())
        return usage("--out is required");
    if (options.theme != u"light" && options.theme != u"dark")
        return usage("--theme is light or dark");
    bool scaleOk = false;
    const double scale = options.scale.toDouble(&scaleOk);
    if (!scaleOk || scale < 1 || scale > 3 || !options.size.isValid())
        return usage("bad --scale or --size");

    // Before the application: the scale, the platform, the fonts, a home of its own (nothing of the
    // person's settings, keychain or data is read or written), English.
    QTemporaryDir home;
    if (!home.isValid())
        return usage("no temporary folder");
    qputenv("QT_SCALE_FACTOR", options.scale);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_LOGGING_RULES", "paydesk.*.debug=false;paydesk.*.info=false");
    if (!qEnvironmentVariableIsSet("FONTCONFIG_FILE"))
        qputenv("FONTCONFIG_FILE", PAYDESK_TEST_FONTCONFIG);
    if (!qEnvironmentVariableIsSet("PAYDESK_MODULE_DIR"))
        qputenv("PAYDESK_MODULE_DIR", PAYDESK_BUILD_MODULE_DIR); // the build's crypto module
    for (const char *var : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"})
        qputenv(var, home.path().toLocal8Bit());
    qputenv("LANGUAGE", "en");
    qputenv("LC_ALL", "en_GB.UTF-8");
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    core::setApplicationIdentity();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    test::useNoKeychain();
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
    QApplication::setPalette(options.theme == u"dark" ? darkPalette()
                                                      : QApplication::style()->standardPalette());
    QApplication::setFont(QFont(u"Noto Sans"_s, 10));
    QTextStream err(stderr);

    test::SandboxFixture sandbox(u"demo"_s);
    if (!sandbox.started()) {
        err << "the sandbox did not start: " << sandbox.error() << Qt::endl;
        return 1;
    }
    test::LocalSandboxApp setup(sandbox, QDir(home.path()).filePath(u"paydesk.ini"_s));
    if (!QTest::qWaitFor([&] { return setup.context.store().state() == store::Store::State::Open; }, 30000)) {
        err << "the local database did not open" << Qt::endl;
        return 1;
    }
    const QString profileId = setup.context.profiles().current().id;
    if (!seed(setup.context, profileId, err))
        return 1;

    ui::MainWindow window(setup.context);
    window.resize(options.size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    const auto *stack = window.findChild<QStackedWidget *>(u"pageStack"_s);
    if (!stack)
        return 1;

    const QString suffix = u"-%1-%2.png"_s.arg(qRound(scale * 100)).arg(options.theme);
    QDir().mkpath(options.out);
    int failures = 0;
    for (int i = 0; i < stack->count(); ++i) {
        auto *page = qobject_cast<ui::Page *>(stack->widget(i));
        if (!page || page->iconName().isEmpty()) {
            err << "page " << i << " has no name (Page::iconName()): not taken" << Qt::endl;
            ++failures;
            continue;
        }
        const QString name = page->iconName();
        if (const QString id = operatorFor(name); setup.context.signedIn().current()->id != id)
            test::signIn(setup.context, id);
        window.showPage(page);
        if (!QTest::qWaitFor([page] { return pageSettled(page); }, 15000))
            err << name << ": still loading after 15 s, taken as it is" << Qt::endl;
        failures += save(window, QDir(options.out).filePath(name + suffix)) ? 0 : 1;
    }

    // The sheet of the pages' icons (resources/icons/README.md shows it), at 48 and 24 pixels.
    {
        QWidget sheet;
        sheet.setObjectName(u"pageIconSheet"_s);
        auto *grid = new QGridLayout(&sheet);
        const QStringList names = ui::icons::pageIconNames();
        for (int i = 0; i < names.size(); ++i) {
            const QIcon icon = ui::icons::pageIcon(names.at(i));
            for (int size : {48, 24}) {
                auto *label = new QLabel(&sheet);
                label->setPixmap(icon.pixmap(QSize(size, size), sheet.devicePixelRatioF()));
                label->setAlignment(Qt::AlignCenter);
                grid->addWidget(label, size == 48 ? 0 : 1, i);
            }
            auto *name = new QLabel(names.at(i), &sheet);
            name->setAlignment(Qt::AlignCenter);
            grid->addWidget(name, 2, i);
        }
        sheet.show();
        if (QTest::qWaitForWindowExposed(&sheet))
            failures += save(sheet, QDir(options.out).filePath(u"page-icons"_s + suffix)) ? 0 : 1;
    }

    // The dialogs a person meets first: signing in (Abe chosen), About Paydesk, Settings (as an
    // administrator: profiles and keys can be changed).
    const auto takeDialog = [&](const QString &name, const std::function<QWidget *()> &open) {
        QWidget *dialog = open();
        if (!dialog || !QTest::qWaitForWindowExposed(dialog)) {
            err << name << ": the dialog did not open" << Qt::endl;
            ++failures;
            return;
        }
        failures += save(*dialog, QDir(options.out).filePath(name + suffix)) ? 0 : 1;
        const QPointer<QWidget> shown(dialog);
        dialog->close();
        (void)QTest::qWaitFor([shown] { return !shown || !shown->isVisible(); }, 5000);
    };
    setup.context.signedIn().signOut();
    takeDialog(u"sign-in"_s, [&]() -> QWidget * {
        window.requestSignIn();
        return window.signInDialog();
    });
    test::signIn(setup.context, u"ada"_s);
    takeDialog(u"settings"_s, [&]() -> QWidget * {
        window.openSettings();
        return window.settingsDialog();
    });
    takeDialog(u"about"_s, [&]() -> QWidget * {
        window.openAbout();
        return window.aboutDialog();
    });
    return failures ? 1 : 0;
}
