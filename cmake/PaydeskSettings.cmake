# SPDX-License-Identifier: GPL-3.0-or-later
# The one INTERFACE target that carries Paydesk's shared compile settings.
add_library(paydesk_settings INTERFACE)
add_library(Paydesk::settings ALIAS paydesk_settings)

target_compile_features(paydesk_settings INTERFACE cxx_std_20)
target_compile_definitions(paydesk_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    PAYDESK_VERSION="${PROJECT_VERSION}"
    # Warned of what Qt 6.4 (Debian 12's, the oldest Paydesk builds with) deprecates, not of what
    # newer Qts do (Windows and macOS build with Qt 6.8): one code base for both.
    QT_WARN_DEPRECATED_UP_TO=0x060400)

if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(paydesk_settings INTERFACE -Wall -Wextra -pedantic)
    if(PAYDESK_WERROR)
        target_compile_options(paydesk_settings INTERFACE -Werror)
        target_compile_definitions(paydesk_settings INTERFACE QT_FORCE_ASSERTS)
    endif()
elseif(MSVC)
    target_compile_options(paydesk_settings INTERFACE /W4 /permissive- /utf-8)
    if(PAYDESK_WERROR)
        target_compile_options(paydesk_settings INTERFACE /WX)
        target_compile_definitions(paydesk_settings INTERFACE QT_FORCE_ASSERTS)
    endif()
endif()

# A released Linux build is hardened as the distributions build their own packages: stack
# protector, checked libc calls, relocations read-only and bound at start (lintian checks these on
# the .deb). PIE is the compilers' default there.
if(CMAKE_SYSTEM_NAME STREQUAL "Linux" AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(paydesk_settings INTERFACE $<$<CONFIG:Release>:-fstack-protector-strong>)
    # (-U first, in the same list so that the order holds: compilers that define their own level,
    # as Ubuntu's do, would warn of a redefinition.)
    target_compile_options(paydesk_settings INTERFACE
        "$<$<CONFIG:Release>:-U_FORTIFY_SOURCE;-D_FORTIFY_SOURCE=2>")
    target_link_options(paydesk_settings INTERFACE $<$<CONFIG:Release>:LINKER:-z,relro,-z,now>)
endif()
