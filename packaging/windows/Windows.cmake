# SPDX-License-Identifier: GPL-3.0-or-later
# Windows: an NSIS installer (included from packaging/CMakeLists.txt).
set(CPACK_GENERATOR "NSIS")
