// SPDX-License-Identifier: GPL-3.0-or-later
// The one panel around a page's content (ui/widgets/StatePanel): its message (with Retry and Open
// Settings) is made the first time one is shown, and then sits in the Tab order right after the
// content, before whatever follows the panel.
#include "widgets/StatePanel.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using paydesk::ui::StatePanel;

class tst_StatePanel : public QObject
{
    Q_OBJECT

private slots:
    void theMessageIsMadeWhenShownAndTabReachesItInItsPlace()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *before = new QPushButton(u"Before"_s);
        auto *content = new QLineEdit;
        auto *panel = new StatePanel(content);
        auto *after = new QPushButton(u"After"_s);
        layout->addWidget(before);
        layout->addWidget(panel);
        layout->addWidget(after);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(panel->isShowingContent());
        QVERIFY2(!panel->findChild<QPushButton *>(u"retryButton"_s), "made before any message");
        QVERIFY(panel->messageText().isEmpty());

        panel->showError(u"The service did not answer."_s, StatePanel::Action::Retry);
        auto *retry = panel->findChild<QPushButton *>(u"retryButton"_s);
        QVERIFY(retry);
        QVERIFY(retry->isVisible());
        QVERIFY(!content->isVisible());
        QCOMPARE(panel->messageText(), u"The service did not answer."_s);
        QCOMPARE(panel->findChild<QLabel *>(u"messageLabel"_s)->text(), u"The service did not answer."_s);

        // Tab: Before, then Retry (the content is hidden), then After.
        before->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), before);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), retry);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), after);

        // And back to the content.
        panel->showContent();
        QVERIFY(content->isVisible());
        QVERIFY(!retry->isVisible());
    }
};

QTEST_MAIN(tst_StatePanel)
#include "tst_statepanel.moc"
