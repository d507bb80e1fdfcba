# SPDX-License-Identifier: GPL-3.0-or-later
# Windows: paydesk.exe's own parts, included from ui/CMakeLists.txt after `install(TARGETS paydesk)`
# (the install steps below must run after it):
#  - its icon and version information (paydesk.rc.in; paydesk.ico, made by make-ico);
#  - what `cmake --install` (and so CPack) puts beside bin\paydesk.exe so that it runs anywhere:
#    QtKeychain's DLL (which the keychain module loads); the DLLs the other two modules need
#    (app/CMakeLists.txt puts them in bin\; none when their libraries are static, as with the CI's
#    vcpkg triplet); then Qt, by windeployqt:
#    its DLLs, its plug-ins (platforms, styles, image formats, the SQL drivers: QSQLITE works as
#    installed; QPSQL also needs PostgreSQL's libpq.dll beside paydesk.exe or on PATH, which is not
#    shipped) and a qt.conf; last Qt's own French messages (qtbase_fr.qm, loaded by
#    app/core/Application.cpp).
# The MSVC runtime and the NSIS installer: packaging/windows/Windows.cmake.

enable_language(RC)
set(PAYDESK_WINDOWS_ICON "${CMAKE_CURRENT_LIST_DIR}/paydesk.ico")
configure_file(${CMAKE_CURRENT_LIST_DIR}/paydesk.rc.in ${CMAKE_CURRENT_BINARY_DIR}/paydesk.rc @ONLY)
# In a target of its own: through paydesk, paydesk_settings's MSVC options (/W4 /permissive- ...)
# would be given to rc.exe as well, which refuses them.
add_library(paydesk_windows_resources OBJECT ${CMAKE_CURRENT_BINARY_DIR}/paydesk.rc)
set_target_properties(paydesk_windows_resources PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
target_link_libraries(paydesk PRIVATE paydesk_windows_resources)

# QtKeychain's DLL, then whatever it and the modules load that is neither Windows' own nor Qt's: an
# install fails, rather than makes an installer that cannot start, when such a DLL is not found.
install(IMPORTED_RUNTIME_ARTIFACTS qt6keychain RUNTIME_DEPENDENCY_SET paydesk_runtime RUNTIME DESTINATION bin)
set(paydesk_dll_folders "$<TARGET_FILE_DIR:qt6keychain>")
if(VCPKG_INSTALLED_DIR AND VCPKG_TARGET_TRIPLET)
    list(APPEND paydesk_dll_folders "${VCPKG_INSTALLED_DIR}/${VCPKG_TARGET_TRIPLET}/bin")
endif()
install(RUNTIME_DEPENDENCY_SET paydesk_runtime DESTINATION bin
    # Names are lower case here. The API sets are Windows'; Qt's DLLs are windeployqt's to copy.
    PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-" "^qt6[a-z]*\\.dll$"
    # Windows' own DLLs, and the MSVC runtime found there (Windows.cmake installs that one).
    POST_EXCLUDE_REGEXES "[/\\\\][Ss][Yy][Ss][Tt][Ee][Mm]32[/\\\\]"
    DIRECTORIES ${paydesk_dll_folders})

# Qt, by windeployqt (through Qt's deploy support: `qt_generate_deploy_app_script()` does the same
# but cannot name the second program). paydesk-sandbox.exe is in bin\ too (sandbox/CMakeLists.txt).
set(paydesk_deploy_options GENERATE_QT_CONF)
if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
    # Qt's messages in French only (below), not in every language; the MSVC runtime: Windows.cmake.
    list(APPEND paydesk_deploy_options NO_TRANSLATIONS NO_COMPILER_RUNTIME)
endif()
set(paydesk_deploy_script "${CMAKE_CURRENT_BINARY_DIR}/deploy-paydesk-$<CONFIG>.cmake")
file(GENERATE OUTPUT "${paydesk_deploy_script}" CONTENT "
include(\"${QT_DEPLOY_SUPPORT}\")
qt_deploy_runtime_dependencies(
    EXECUTABLE \"\${QT_DEPLOY_BIN_DIR}/$<TARGET_FILE_NAME:paydesk>\"
    ADDITIONAL_EXECUTABLES \"\${QT_DEPLOY_BIN_DIR}/$<TARGET_FILE_NAME:paydesk-sandbox>\"
    ${paydesk_deploy_options}
)
")
install(SCRIPT "${paydesk_deploy_script}")

# qt.conf puts the prefix one level above bin\, so Qt looks for its catalogues in translations\.
set(paydesk_qt_french "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_TRANSLATIONS}/qtbase_fr.qm")
if(EXISTS "${paydesk_qt_french}")
    install(FILES "${paydesk_qt_french}" DESTINATION translations)
else()
    message(WARNING "${paydesk_qt_french} is missing: an installed Paydesk will show Qt's own "
                    "dialogs and messages in English under a French locale")
endif()
