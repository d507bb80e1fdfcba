# SPDX-License-Identifier: GPL-3.0-or-later
# Linux: a Debian package (included from packaging/CMakeLists.txt).
install(FILES ${CMAKE_CURRENT_LIST_DIR}/io.paydesk.Paydesk.desktop DESTINATION share/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/io.paydesk.Paydesk.metainfo.xml DESTINATION share/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/paydesk.svg
        DESTINATION share/icons/hicolor/scalable/apps RENAME io.paydesk.Paydesk.svg)
set(CPACK_GENERATOR "DEB")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Paydesk developers")
set(CPACK_DEBIAN_PACKAGE_SECTION "misc")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
