// SPDX-License-Identifier: GPL-3.0-or-later
// Paydesk's look: an icon of its own for every page of the navigation, drawn in the palette's
// colours; tone colours (error, success, warning) that read on light, dark and high-contrast
// palettes; and, at twice the scale (QT_SCALE_FACTOR=2, set before the application), a window that
// fits a 1920 x 1080 screen (960 x 540 device-independent pixels, less a task bar) with no text of
// a label, button or list cut off on any page; every table with the same column header
// (ui::RowTableHeader): not turned bold by the selected row, each label measured as it is drawn.
#include "GuiSupport.h"
#include "MainWindow.h"
#include "MainWindowFixture.h"
#include "PageIcons.h"
#include "SandboxFixture.h"
#include "Style.h"
#include "pages/Page.h"
#include "widgets/DataTable.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace paydesk;
using namespace paydesk::test;

namespace {

// WCAG 2's contrast ratio, computed here rather than taken from the code under test.
double contrast(const QColor &a, const QColor &b)
{
    auto luminance = [](const QColor &c) {
        auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette darkPalette()
{
    QPalette p(QColor(0x3a, 0x3a, 0x3e), QColor(0x2b, 0x2b, 0x2e));
    p.setColor(QPalette::Base, QColor(0x1f, 0x1f, 0x22));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(role, QColor(0xe8, 0xe8, 0xea));
    return p;
}

// Windows' "High contrast black" and "High contrast white" as far as the palette goes.
QPalette highContrast(bool black)
{
    const QColor back = black ? Qt::black : Qt::white, fore = black ? Qt::white : Qt::black;
    QPalette p(fore, back, back, back, back, fore, fore, back, back);
    p.setColor(QPalette::Highlight, black ? QColor(0x1a, 0xeb, 0xff) : QColor(0x37, 0x00, 0x6e));
    return p;
}

// The opaque pixels of `image`, and their average colour.
int opaquePixels(const QImage &image, QColor *average = nullptr)
{
    int n = 0;
    double r = 0, g = 0, b = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() < 250)
                continue;
            ++n;
            r += c.redF();
            g += c.greenF();
            b += c.blueF();
        }
    }
    if (average && n)
        *average = QColor::fromRgbF(float(r / n), float(g / n), float(b / n));
    return n;
}

QList<ui::Page *> pagesOf(ui::MainWindow &window)
{
    window.overviewPage(); // asking for a page makes those the window makes after its first paint
    QList<ui::Page *> pages;
    const auto *stack = window.findChild<QStackedWidget *>(u"pageStack"_s);
    for (int i = 0; stack && i < stack->count(); ++i)
        pages << qobject_cast<ui::Page *>(stack->widget(i));
    return pages;
}

// The widgets of `root` in view whose text is cut: narrower or lower than they need to be read.
QStringList clipped(const QWidget *root)
{
    QStringList found;
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root->window()) || !w->isVisible())
            continue;
        QString text;
        if (const auto *label = qobject_cast<const QLabel *>(w); label && !label->wordWrap())
            text = label->text();
        else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            text = button->text();
        else if (qobject_cast<const QComboBox *>(w))
            text = static_cast<const QComboBox *>(w)->currentText();
        else
            continue;
        if (text.isEmpty())
            continue;
        // A pixel less than the hint cuts no text (the frame gives way first); layouts sharing out
        // the last pixels of a tall form do that.
        const QSize need = w->minimumSizeHint() - QSize(1, 1);
        if (w->width() < need.width() || w->height() < need.height())
            found << u"%1 \"%2\" %3x%4 < %5x%6"_s.arg(w->objectName(), text)
                         .arg(w->width())
                         .arg(w->height())
                         .arg(need.width())
                         .arg(need.height());
    }
    return found;
}

// The tables of `page` whose column header is not the one of every table (ui::RowTableHeader: a
// row selected leaves its labels as they are, where Qt's own header turns them bold, every column
// of a selected row being "selected"), or narrower than a label in the font it is drawn in.
QStringList headerProblems(const QWidget *page)
{
    QStringList found;
    for (const QTableView *table : page->findChildren<QTableView *>()) {
        const auto *header = qobject_cast<const ui::RowTableHeader *>(table->horizontalHeader());
        if (!header || header->highlightSections() || !header->sectionsClickable()) {
            found << table->objectName() + u": not the tables' header"_s;
            continue;
        }
        for (int column = 0; column < header->count(); ++column) {
            const QString label = table->model()->headerData(column, Qt::Horizontal).toString();
            if (header->sectionSizeHint(column) < header->fontMetrics().horizontalAdvance(label))
                found << u"%1: the column \"%2\" is measured narrower than its label"_s.arg(
                    table->objectName(), label);
        }
    }
    return found;
}

} // namespace

class TestLook : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString settingsFile() const { return m_dir.filePath(u"look.ini"_s); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        useNoKeychain();
        QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
    }

    void cleanup() { QApplication::setPalette(QApplication::style()->standardPalette()); }

    // Each row of the navigation has an icon, each page's own (no two alike), drawn: something is
    // painted at the sizes of 100 % and 200 %.
    void everyPageHasAnIconOfItsOwn()
    {
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto *navigation = window.findChild<QListWidget *>(u"navigationList"_s);
        QVERIFY(navigation);
        const QList<ui::Page *> pages = pagesOf(window);
        QCOMPARE(navigation->count(), pages.size());
        QList<QImage> seen;
        for (int row = 0; row < navigation->count(); ++row) {
            const QString name = pages.at(row)->iconName();
            QVERIFY2(
                ui::icons::pageIconNames().contains(name),
                qPrintable(u"%1 has no icon (Page::iconName() \"%2\")"_s.arg(pages.at(row)->title(), name)));
            const QIcon icon = navigation->item(row)->icon();
            QVERIFY2(!icon.isNull(), qPrintable(pages.at(row)->title()));
            for (qreal dpr : {1.0, 2.0}) {
                const QImage image = icon.pixmap(QSize(20, 20), dpr).toImage();
                QVERIFY2(image.size() == QSize(20, 20) * dpr,
                         qPrintable(u"%1x%2 at %3"_s.arg(image.width()).arg(image.height()).arg(dpr)));
                QVERIFY2(opaquePixels(image) > 20 * dpr * dpr, qPrintable(name));
            }
            const QImage image = icon.pixmap(QSize(24, 24), 1.0).toImage();
            QVERIFY2(!seen.contains(image), qPrintable(name + u" looks like another page's icon"_s));
            seen << image;
        }
        // Beside the title of the page in view, too, drawn again when the palette turns dark.
        auto *titleIcon = window.currentPage()->findChild<QWidget *>(u"pageTitleIcon"_s);
        QVERIFY(titleIcon);
        const auto drawnColour = [titleIcon] {
            QColor drawn;
            QImage image(titleIcon->size(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            titleIcon->render(&image, {}, {}, QWidget::DrawChildren); // what is drawn, without a background
            opaquePixels(image, &drawn);
            return drawn;
        };
        QVERIFY2(drawnColour().lightnessF() < 0.4, qPrintable(drawnColour().name()));
        QApplication::setPalette(darkPalette());
        QTRY_VERIFY2(drawnColour().lightnessF() > 0.6, qPrintable(drawnColour().name()));
    }

    // An icon is drawn in the palette's text colour: dark on a light window, light on a dark one,
    // and readable on the list's background either way.
    void iconsFollowThePalette_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << QApplication::style()->standardPalette();
        QTest::newRow("dark") << darkPalette();
        QTest::newRow("high contrast black") << highContrast(true);
    }

    void iconsFollowThePalette()
    {
        QFETCH(QPalette, palette);
        QApplication::setPalette(palette);
        for (const QString &name : ui::icons::pageIconNames()) {
            QColor drawn;
            QVERIFY(opaquePixels(ui::icons::pageIcon(name).pixmap(QSize(48, 48), 1.0).toImage(), &drawn) > 0);
            QVERIFY2(
                contrast(drawn, palette.color(QPalette::Base)) >= 4.5,
                qPrintable(u"%1: %2 on %3"_s.arg(name, drawn.name(), palette.color(QPalette::Base).name())));
        }
    }

    // The error, success and warning colours read (4.5:1, WCAG AA) on the window and on the base
    // (tables, fields) of light, dark and high-contrast palettes.
    void toneColoursReadOnEveryPalette_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << QApplication::style()->standardPalette();
        QTest::newRow("dark") << darkPalette();
        QTest::newRow("high contrast black") << highContrast(true);
        QTest::newRow("high contrast white") << highContrast(false);
    }

    void toneColoursReadOnEveryPalette()
    {
        QFETCH(QPalette, palette);
        QApplication::setPalette(palette);
        using ui::style::Tone;
        for (Tone tone : {Tone::Error, Tone::Success, Tone::Warning}) {
            const QColor colour = ui::style::toneColor(tone);
            for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base})
                QVERIFY2(contrast(colour, palette.color(role)) >= 4.5,
                         qPrintable(u"tone %1: %2 on %3 is %4:1"_s.arg(int(tone))
                                        .arg(colour.name(), palette.color(role).name())
                                        .arg(contrast(colour, palette.color(role)), 0, 'f', 2)));
        }
        QCOMPARE(ui::style::errorColor(), ui::style::toneColor(Tone::Error));
        // A label given a tone gets the colour for its own palette.
        QLabel label;
        label.setPalette(palette);
        ui::style::setToneText(&label, Tone::Error);
        QVERIFY(label.styleSheet().contains(ui::style::toneColor(Tone::Error, palette).name()));
    }

    // At 200 % on a 1920 x 1080 screen (960 x 540, less 40 for a task bar): the window fits with
    // every page built, and no label, button or combo box on any page is cut; every table has the
    // tables' header, its columns measured as wide as their labels at least.
    void nothingIsCutAtTwiceTheScale()
    {
        QCOMPARE(qgetenv("QT_SCALE_FACTOR"), QByteArray("2"));
        SandboxFixture sandbox(u"demo"_s);
        QVERIFY2(sandbox.started(), qPrintable(sandbox.error()));
        LocalSandboxApp setup(sandbox, settingsFile());
        ui::MainWindow window(setup.context);
        const QSize screen(960, 500);
        window.resize(screen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.devicePixelRatioF(), 2.0);
        QStringList problems;
        for (ui::Page *page : pagesOf(window)) {
            window.showPage(page);
            QTRY_VERIFY(page->isBuilt() && page->isVisible());
            const QSize need = window.minimumSizeHint();
            if (need.width() > screen.width() || need.height() > screen.height())
                problems << u"%1: the window needs %2x%3"_s.arg(page->title())
                                .arg(need.width())
                                .arg(need.height());
            window.resize(screen);
            QTRY_VERIFY(window.size() == screen.expandedTo(window.minimumSize()));
            for (const QString &cut : clipped(&window))
                problems << u"%1: %2"_s.arg(page->title(), cut);
            for (const QString &header : headerProblems(page))
                problems << u"%1: %2"_s.arg(page->title(), header);
            const auto *navigation = window.findChild<QListWidget *>(u"navigationList"_s);
            if (navigation->viewport()->width() < navigation->sizeHintForColumn(0))
                problems << u"%1: the navigation is %2 wide for rows of %3"_s.arg(page->title())
                                .arg(navigation->viewport()->width())
                                .arg(navigation->sizeHintForColumn(0));
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

int main(int argc, char *argv[])
{
    qputenv("QT_SCALE_FACTOR", "2"); // before the application: every window at 200 %
    QApplication app(argc, argv);
    TestLook test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_look.moc"
