# SPDX-License-Identifier: GPL-3.0-or-later
# Windows: an NSIS installer, paydesk-<version>-win64.exe (included from packaging/CMakeLists.txt).
# 64-bit, for all users of the machine (it asks for administrator rights), into
# Program Files\Paydesk: bin\ holds paydesk.exe and paydesk-sandbox.exe, the two modules, Qt,
# QtKeychain and the rest (packaging/windows/App.cmake), and the MSVC runtime (below). It makes a
# Start menu entry, an "Apps" entry with the icon and version, and an uninstaller; the finish page
# offers to start Paydesk. Installing another version removes the one installed first (same
# registry key). Uninstalling removes what was installed and nothing else: each person's settings
# (HKEY_CURRENT_USER\Software\Paydesk), local store and logs (%APPDATA%\Paydesk) and the API
# keys in Windows Credential Manager stay, for a reinstall or an upgrade to find them.
# No desktop shortcut: CPack's NSIS template offers one only on its "add to PATH" page, and a
# program whose folder holds Qt's DLLs has no business on everyone's PATH.

set(CPACK_GENERATOR "NSIS")
set(CPACK_PACKAGE_FILE_NAME "paydesk-${PROJECT_VERSION}-win64")
set(CPACK_PACKAGE_EXECUTABLES "paydesk" "Paydesk")
# Without a version in it, so that a newer installer finds (and removes) the older install.
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "Paydesk")

set(CPACK_NSIS_PACKAGE_NAME "Paydesk")
set(CPACK_NSIS_DISPLAY_NAME "Paydesk")
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH OFF)
# Forward slashes: CPackConfig.cmake is read back as CMake code (no CPACK_VERBATIM_VARIABLES), where a
# single backslash is an escape, hence the four below for one in the installer script.
set(CPACK_NSIS_MUI_ICON "${CMAKE_CURRENT_LIST_DIR}/paydesk.ico")
set(CPACK_NSIS_MUI_UNIICON "${CMAKE_CURRENT_LIST_DIR}/paydesk.ico")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\paydesk.exe")
set(CPACK_NSIS_MUI_FINISHPAGE_RUN "paydesk.exe")
set(CPACK_NSIS_URL_INFO_ABOUT "${CPACK_PACKAGE_HOMEPAGE_URL}")
set(CPACK_NSIS_HELP_LINK "${CPACK_PACKAGE_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "developers@paydesk.io")
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
set(CPACK_NSIS_COMPRESSOR "/SOLID lzma")

# The MSVC runtime (msvcp140.dll, vcruntime140.dll...) beside paydesk.exe, for machines without the
# Visual C++ Redistributable; Windows 10 and later have the Universal CRT.
set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION bin)
include(InstallRequiredSystemLibraries)
