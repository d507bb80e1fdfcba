# SPDX-License-Identifier: GPL-3.0-or-later
# Linux: a Debian package, paydesk_<version>_<arch>.deb (included from packaging/CMakeLists.txt).
# Under /usr: bin/paydesk, bin/paydesk-cli (cli/CMakeLists.txt) and bin/paydesk-sandbox,
# lib/paydesk/modules/ (app/CMakeLists.txt), the user guide (share/paydesk/user-guide), the systemd user units (disabled), their manual pages, and what the desktop reads: the desktop entry, the AppStream metainfo, the icon in every hicolor
# size. The translations are built into the programs (app/CMakeLists.txt), so nothing else is
# needed for French. No maintainer scripts: the icon cache and the desktop database are refreshed by
# the triggers of hicolor-icon-theme and desktop-file-utils. tests/install/deb-install-test checks
# all of it on the built package.

set(PAYDESK_APP_ID "io.paydesk.Paydesk")
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PAYDESK_APP_ID}.desktop DESTINATION share/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PAYDESK_APP_ID}.metainfo.xml DESTINATION share/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/paydesk.svg
        DESTINATION share/icons/hicolor/scalable/apps RENAME ${PAYDESK_APP_ID}.svg)
foreach(size 16 24 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/png/paydesk-${size}.png
            DESTINATION share/icons/hicolor/${size}x${size}/apps RENAME ${PAYDESK_APP_ID}.png)
endforeach()
install(FILES ${CMAKE_CURRENT_LIST_DIR}/copyright DESTINATION share/doc/paydesk)
# The user guide (docs/user-guide.md, French user-guide.fr.md) and the screenshots it shows, where
# About's "User guide" looks for it (AboutDialog::installedGuideFolder()): the pictures are those the
# guides name (screenshots/<name>.png), so that a picture added to a guide is installed with it.
set(paydesk_guide_pictures)
foreach(guide user-guide.md user-guide.fr.md)
    file(STRINGS ${PROJECT_SOURCE_DIR}/docs/${guide} lines REGEX "screenshots/[a-z0-9-]+\\.png")
    foreach(line IN LISTS lines)
        string(REGEX MATCHALL "screenshots/[a-z0-9-]+\\.png" pictures "${line}")
        list(APPEND paydesk_guide_pictures ${pictures})
    endforeach()
    install(FILES ${PROJECT_SOURCE_DIR}/docs/${guide} DESTINATION share/paydesk/user-guide)
endforeach()
list(REMOVE_DUPLICATES paydesk_guide_pictures)
foreach(picture IN LISTS paydesk_guide_pictures)
    if(EXISTS ${PROJECT_SOURCE_DIR}/docs/${picture}) # until scripts/screenshots has taken it
        install(FILES ${PROJECT_SOURCE_DIR}/docs/${picture} DESTINATION share/paydesk/user-guide/screenshots)
    endif()
endforeach()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${PROJECT_SOURCE_DIR}/docs/user-guide.md ${PROJECT_SOURCE_DIR}/docs/user-guide.fr.md)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/lintian-overrides DESTINATION share/lintian/overrides RENAME paydesk)
# The manual pages and the changelog, compressed as Debian wants them (gzip -n: the same bytes at
# every build).
find_program(PAYDESK_GZIP gzip REQUIRED)
set(compressed)
foreach(file paydesk.1 paydesk-cli.1 paydesk-sandbox.1 changelog)
    set(out ${CMAKE_CURRENT_BINARY_DIR}/${file}.gz)
    add_custom_command(OUTPUT ${out}
        COMMAND ${PAYDESK_GZIP} -9nc ${CMAKE_CURRENT_LIST_DIR}/${file} > ${out}
        DEPENDS ${CMAKE_CURRENT_LIST_DIR}/${file} VERBATIM)
    list(APPEND compressed ${out})
endforeach()
add_custom_target(paydesk_linux_docs ALL DEPENDS ${compressed})
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/paydesk.1.gz ${CMAKE_CURRENT_BINARY_DIR}/paydesk-cli.1.gz
              ${CMAKE_CURRENT_BINARY_DIR}/paydesk-sandbox.1.gz
        DESTINATION share/man/man1)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/changelog.gz DESTINATION share/doc/paydesk)
# systemd user units (lib/systemd/user, where the user's systemd looks), installed disabled: the
# outbox as a service (`paydesk-cli outbox run`) and a morning statement export as an example to copy.
# Nothing enables them (no maintainer script, no .wants link): a person does, with systemctl --user.
install(FILES ${CMAKE_CURRENT_LIST_DIR}/systemd/paydesk-outbox.service
              ${CMAKE_CURRENT_LIST_DIR}/systemd/paydesk-statement-export.service
              ${CMAKE_CURRENT_LIST_DIR}/systemd/paydesk-statement-export.timer
        DESTINATION lib/systemd/user)

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # paydesk_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Paydesk developers <developers@paydesk.io>")
set(CPACK_DEBIAN_PACKAGE_SECTION "misc")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Treasury console for payouts to mobile money, bank and UPI accounts
Paydesk shows wallet balances, checks a recipient's registered name live while
a payout is entered, has every payout approved by a second person before money
moves and sends it exactly once, lists payout history by date and generates
wallet statements with CSV and PDF export. API keys are kept in the system
keychain. A built-in local sandbox lets anyone try it with no account.")
# The libraries the programs and modules link, found by dpkg-shlibdeps; then what is loaded at run
# time, which it cannot see:
#  - the SQLite driver of Qt SQL, for the local store;
#  - libsecret, which QtKeychain loads to reach the Secret Service (the API keys).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# (The modules are Paydesk's own, loaded by path, in lib/paydesk/modules: CPack would add an
# ldconfig call as maintainer scripts for a shared object in lib/ or a folder of it.)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libsecret-1-0")
# What most people want and a few may do without:
#  - a Secret Service to keep the keys in (without one, a key is kept for the session only);
#  - Wayland sessions, and Qt's own French messages (the standard dialogs);
#  - the PostgreSQL driver, for a team's shared store.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "gnome-keyring | kwalletmanager | keepassxc, qt6-wayland, qt6-translations-l10n, libqt6sql6-psql")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${CPACK_PACKAGE_HOMEPAGE_URL}")
