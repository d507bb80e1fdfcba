# SPDX-License-Identifier: GPL-3.0-or-later
# macOS: the paydesk target as Paydesk.app, included from ui/CMakeLists.txt after
# `install(TARGETS paydesk)` (the install steps below must run after it):
#  - its Info.plist (Info.plist.in: identifier io.paydesk.Paydesk, version, oldest macOS, finance
#    category, Retina) and icon (paydesk.icns, made by make-icns.py from the SVG);
#  - what `cmake --install` (and so CPack) adds to the bundle so that it runs on any Mac: Qt's
#    frameworks and plug-ins, QtKeychain, the modules' own libraries (deploy.cmake.in, by
#    macdeployqt) and Qt's French messages. Of the SQL drivers, QSQLITE works as installed; QPSQL
#    also needs PostgreSQL's libpq, which is not shipped.
# The modules are installed into Contents/PlugIns by app/CMakeLists.txt; signing and the DMG:
# packaging/macos/MacOS.cmake.

# The oldest macOS the app and everything in it are built for: the preset's deployment target (Qt
# 6.8's own oldest, 12), which the vcpkg triplet uses too.
set(PAYDESK_MACOS_MINIMUM "${CMAKE_OSX_DEPLOYMENT_TARGET}")
if(NOT PAYDESK_MACOS_MINIMUM)
    set(PAYDESK_MACOS_MINIMUM 12.0)
endif()

set(paydesk_icns ${CMAKE_CURRENT_LIST_DIR}/paydesk.icns)
target_sources(paydesk PRIVATE ${paydesk_icns})
set_source_files_properties(${paydesk_icns} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
set_target_properties(paydesk PROPERTIES
    OUTPUT_NAME Paydesk # Paydesk.app, as it shows in Finder and in /Applications
    MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_LIST_DIR}/Info.plist.in
    MACOSX_BUNDLE_GUI_IDENTIFIER io.paydesk.Paydesk
    MACOSX_BUNDLE_BUNDLE_NAME Paydesk
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_ICON_FILE paydesk.icns
    MACOSX_BUNDLE_COPYRIGHT "Paydesk is free software under the GPL, version 3 or later")

# Qt's French catalogue, where deploy.cmake.in's qt.conf line points.
set(paydesk_qt_french "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_TRANSLATIONS}/qtbase_fr.qm")
if(EXISTS "${paydesk_qt_french}")
    install(FILES "${paydesk_qt_french}"
            DESTINATION "$<TARGET_FILE_NAME:paydesk>.app/Contents/Resources/translations")
else()
    message(WARNING "${paydesk_qt_french} is missing: an installed Paydesk will show Qt's own "
                    "dialogs and messages in English under a French locale")
endif()

# Qt, QtKeychain and the rest, by macdeployqt (through Qt's deploy support:
# `qt_generate_deploy_app_script()` does the same but cannot name the modules, whose libraries
# macdeployqt must see). QtKeychain's library has an @rpath name, which macdeployqt resolves in the
# folder given here (Qt 6.7 and later; for older Qt, build QtKeychain with an absolute install name,
# as the CI does anyway).
set(PAYDESK_DEPLOY_TOOL_OPTIONS "")
if(Qt6_VERSION VERSION_GREATER_EQUAL 6.7)
    set(PAYDESK_DEPLOY_TOOL_OPTIONS "DEPLOY_TOOL_OPTIONS \"-libpath=$<TARGET_FILE_DIR:qt6keychain>\"")
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/deploy.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/deploy-paydesk.cmake.in @ONLY)
set(paydesk_deploy_script "${CMAKE_CURRENT_BINARY_DIR}/deploy-paydesk-$<CONFIG>.cmake")
file(GENERATE OUTPUT "${paydesk_deploy_script}" INPUT ${CMAKE_CURRENT_BINARY_DIR}/deploy-paydesk.cmake.in)
install(SCRIPT "${paydesk_deploy_script}")
