# SPDX-License-Identifier: GPL-3.0-or-later
# vcpkg triplet for Paydesk's macOS builds (CMakePresets.json: macos-ci, macos-release).
# Static libraries, so that libphonenumber (with protobuf, abseil, ICU, RE2 and Boost) and libcrypto
# end up inside the two modules in Paydesk.app/Contents/PlugIns; built for the same oldest macOS as
# the app (Qt 6.8's: 12), which Homebrew's bottles are not (they need the runner's own macOS).
# Release only, as the app's builds are.
set(VCPKG_TARGET_ARCHITECTURE arm64)
set(VCPKG_CRT_LINKAGE dynamic)
set(VCPKG_LIBRARY_LINKAGE static)
set(VCPKG_CMAKE_SYSTEM_NAME Darwin)
set(VCPKG_OSX_ARCHITECTURES arm64)
set(VCPKG_OSX_DEPLOYMENT_TARGET 12.0)
set(VCPKG_BUILD_TYPE release)
