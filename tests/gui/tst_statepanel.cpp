// SPDX-License-Identifier: GPL-3.0-or-later
// The one panel around a page's content (ui/widgets/StatePanel): its message (with Retry and Open
// Settings) is made the first time one is shown, and then sits in the Tab order right after the
// content, before whatever follows the panel. The content (and a page in the window's stack) is
// laid out when it is shown, not when it joins the stack (ui/widgets/StackedAdd).
#include "widgets/StackedAdd.h"
#include "widgets/StatePanel.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using paydesk::ui::StatePanel;

namespace {

// A content of two labels in a column; the second one's place says whether it was laid out.
QWidget *twoLabels(QLabel **second)
{
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->addWidget(new QLabel(u"First line"_s));
    *second = new QLabel(u"Second line"_s);
    layout->addWidget(*second);
    return content;
}

} // namespace

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

    void aWidgetJoiningAStackIsLaidOutWhenShown()
    {
        // What a stack does by itself: the first widget is shown, and laid out, at once.
        QStackedWidget plain;
        QLabel *plainSecond = nullptr;
        plain.addWidget(twoLabels(&plainSecond));
        QVERIFY2(plainSecond->y() > 0, "a QStackedWidget lays out its first widget when given it");

        QStackedWidget stack;
        QLabel *second = nullptr;
        QWidget *content = twoLabels(&second);
        QCOMPARE(paydesk::ui::addToStackUnlaidOut(&stack, content), 0);
        QCOMPARE(stack.currentWidget(), content);
        QCOMPARE(second->y(), 0); // not laid out yet
        QVERIFY(content->layout()->isEnabled());

        stack.resize(300, 200);
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        QVERIFY2(second->y() > 0, "laid out once shown");
        QCOMPARE(content->size(), stack.size());

        // In a stack already on the screen a widget is added as usual.
        QLabel *third = nullptr;
        QWidget *more = twoLabels(&third);
        QCOMPARE(paydesk::ui::addToStackUnlaidOut(&stack, more), 1);
        stack.setCurrentIndex(1);
        QTRY_VERIFY(third->y() > 0);
    }

    void thePanelLaysItsContentOutWhenShown()
    {
        QLabel *second = nullptr;
        QWidget *content = twoLabels(&second);
        StatePanel panel(content);
        QCOMPARE(second->y(), 0);
        panel.resize(300, 200);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(second->y() > 0);
    }
};

QTEST_MAIN(tst_StatePanel)
#include "tst_statepanel.moc"
