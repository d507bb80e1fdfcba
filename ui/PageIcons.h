// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paydesk's own icons of the pages (the navigation and each page's title row), drawn with QPainter
// on a 24-unit grid: no file is read and no image or SVG plugin is loaded for them, so they cost
// nothing at start-up until they are painted, and they are sharp at every scale (100 %, 150 %,
// 200 %). They are line drawings in the colours of the palette in use when they are painted: the
// text colour (light or dark mode, high contrast), the highlighted text colour when selected, the
// disabled text colour when disabled. resources/icons/README.md shows them and says their licence
// (Paydesk's).

#include <QIcon>
#include <QStringList>

class QPainter;
class QRectF;

namespace paydesk::ui::icons {

// The names of the icons there are, one per page: "overview", "wallets", "new-payout",
// "approvals", "history", "statements", "recipients", "operators", "audit".
QStringList pageIconNames();
// The icon `name` (a null icon for a name not in pageIconNames()).
QIcon pageIcon(const QString &name);
// Draws the icon `name` in `rect` with `painter`'s pen colour (for tools that draw them: a sheet
// of the icons). False for an unknown name.
bool drawPageIcon(QPainter *painter, const QString &name, const QRectF &rect);

} // namespace paydesk::ui::icons
