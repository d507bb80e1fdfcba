# SPDX-License-Identifier: GPL-3.0-or-later
# vcpkg triplet for Paydesk's Windows builds (CMakePresets.json: windows-ci, windows-release).
# Static libraries on the dynamic MSVC runtime: libphonenumber (with protobuf, abseil, ICU, RE2 and
# Boost) and libcrypto end up inside the two modules, paydesk_phonenumbers.dll and
# paydesk_crypto.dll, which need no other DLL. Release only: Paydesk's Windows builds are
# RelWithDebInfo (tests) and Release (installer), never Debug, and this halves vcpkg's build.
set(VCPKG_TARGET_ARCHITECTURE x64)
set(VCPKG_CRT_LINKAGE dynamic)
set(VCPKG_LIBRARY_LINKAGE static)
set(VCPKG_BUILD_TYPE release)
