# SPDX-License-Identifier: GPL-3.0-or-later
# macOS: a disk image, paydesk-<version>-macos-<arch>.dmg, holding Paydesk.app and a link to
# /Applications to drag it onto (included from packaging/CMakeLists.txt). What is in the bundle:
# packaging/macos/App.cmake. Removing Paydesk.app leaves each person's data alone (settings,
# local store and logs under ~/Library, the API keys in the login keychain).

set(CPACK_GENERATOR "DragNDrop")
if(CMAKE_OSX_ARCHITECTURES MATCHES ";")
    set(paydesk_mac_arch universal)
elseif(CMAKE_OSX_ARCHITECTURES)
    set(paydesk_mac_arch ${CMAKE_OSX_ARCHITECTURES})
else()
    set(paydesk_mac_arch ${CMAKE_SYSTEM_PROCESSOR})
endif()
set(CPACK_PACKAGE_FILE_NAME "paydesk-${PROJECT_VERSION}-macos-${paydesk_mac_arch}")
set(CPACK_DMG_VOLUME_NAME "Paydesk")
set(CPACK_DMG_FORMAT "UDBZ")
set(CPACK_PACKAGE_ICON "${CMAKE_CURRENT_LIST_DIR}/paydesk.icns") # the mounted volume's icon
# The /Applications link is CPack's default (CPACK_DMG_DISABLE_APPLICATIONS_SYMLINK); no background
# picture, no license prompt.

# Signing, the last install step (this file is included last): anything written into the bundle
# after it would break the signature. With PAYDESK_CODESIGN_IDENTITY set in the environment (a
# "Developer ID Application: ..." identity in the keychain), a release signature with the hardened
# runtime and a timestamp, ready to be notarized; without it, an ad-hoc one ("-"), which is what
# Apple silicon needs to run the app at all (the Gatekeeper warning on a downloaded copy stays).
install(CODE [=[
    set(app "$ENV{DESTDIR}${CMAKE_INSTALL_PREFIX}/$<TARGET_FILE_NAME:paydesk>.app")
    set(identity "$ENV{PAYDESK_CODESIGN_IDENTITY}")
    if(identity STREQUAL "")
        set(how --sign -)
    else()
        set(how --sign "${identity}" --options runtime --timestamp)
    endif()
    message(STATUS "Signing ${app} (${how})")
    execute_process(COMMAND codesign --force --deep ${how} "${app}" RESULT_VARIABLE failed)
    if(NOT failed)
        execute_process(COMMAND codesign --verify --deep --strict "${app}" RESULT_VARIABLE failed)
    endif()
    if(failed)
        message(FATAL_ERROR "codesign failed on ${app}")
    endif()
]=])
