# SPDX-License-Identifier: GPL-3.0-or-later
# macOS: a DMG holding the app bundle (included from packaging/CMakeLists.txt).
set(CPACK_GENERATOR "DragNDrop")
