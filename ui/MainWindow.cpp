// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include <QLabel>

namespace paydesk::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Paydesk"));
    auto *label = new QLabel(tr("Paydesk"), this);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(1100, 700);
}

} // namespace paydesk::ui
