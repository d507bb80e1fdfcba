# SPDX-License-Identifier: GPL-3.0-or-later
# Every test runs offscreen, finds Paydesk's modules in the build, and sees only Paydesk's own
# fonts (tests/support/fonts.conf.in): a result must not change with what else a machine has.
set(PAYDESK_TEST_FONTCONFIG ${PROJECT_BINARY_DIR}/tests/fonts.conf)
set(PAYDESK_TEST_ENVIRONMENT
    QT_QPA_PLATFORM=offscreen
    PAYDESK_MODULE_DIR=${PROJECT_BINARY_DIR}/bin
    FONTCONFIG_FILE=${PAYDESK_TEST_FONTCONFIG})

# paydesk_add_test(<name> SOURCES <files...> [LIBS <targets...>] LABELS <labels...> [TIMEOUT <s>])
#
# One Qt Test executable per class under test, registered with CTest. Labels say which real
# server the test needs: unit, integration, gui, keychain, postgres, bench. scripts/test runs each
# label inside the server it needs.
function(paydesk_add_test name)
    cmake_parse_arguments(ARG "" "TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
    if(NOT ARG_SOURCES)
        message(FATAL_ERROR "paydesk_add_test(${name}): SOURCES is required")
    endif()
    if(NOT ARG_LABELS)
        message(FATAL_ERROR "paydesk_add_test(${name}): LABELS is required")
    endif()
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test paydesk_settings ${ARG_LIBS})
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests/support)
    # The programs a test may run (tests/support/Programs.h).
    target_compile_definitions(${name} PRIVATE PAYDESK_TEST_PROGRAMS="${PROJECT_SOURCE_DIR}/tests/programs")
    add_test(NAME ${name} COMMAND ${name})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 300)
    endif()
    set_tests_properties(${name} PROPERTIES
        LABELS "${ARG_LABELS}"
        TIMEOUT ${ARG_TIMEOUT}
        ENVIRONMENT "${PAYDESK_TEST_ENVIRONMENT}")
endfunction()

# paydesk_add_test_run(<name> TARGET <test executable> LABELS <labels...> [ENVIRONMENT <VAR=value...>]
#                      [TIMEOUT <s>])
#
# Registers a test executable of paydesk_add_test() a second time, in another setting: the same
# suite against another server (tst_store on SQLite, tst_store_postgres on PostgreSQL).
function(paydesk_add_test_run name)
    cmake_parse_arguments(ARG "" "TARGET;TIMEOUT" "LABELS;ENVIRONMENT" ${ARGN})
    if(NOT ARG_TARGET OR NOT ARG_LABELS)
        message(FATAL_ERROR "paydesk_add_test_run(${name}): TARGET and LABELS are required")
    endif()
    add_test(NAME ${name} COMMAND ${ARG_TARGET})
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 300)
    endif()
    set_tests_properties(${name} PROPERTIES
        LABELS "${ARG_LABELS}"
        TIMEOUT ${ARG_TIMEOUT}
        ENVIRONMENT "${PAYDESK_TEST_ENVIRONMENT};${ARG_ENVIRONMENT}")
endfunction()

# paydesk_statement_format_checks(<test>...)
#
# Gives the tests the independent checks of tests/support/StatementFormatChecks.h: the ISO 20022
# schemas (tests/data/iso20022) and the MT940 reader (tests/tools/mt940/parse.js, whose npm
# package scripts/setup ci installs), through their environment.
function(paydesk_statement_format_checks)
    foreach(test IN LISTS ARGN)
        set_property(TEST ${test} APPEND PROPERTY ENVIRONMENT
            "PAYDESK_TEST_ISO20022=${PROJECT_SOURCE_DIR}/tests/data/iso20022"
            "PAYDESK_TEST_MT940_TOOL=${PROJECT_SOURCE_DIR}/tests/tools/mt940/parse.js")
    endforeach()
endfunction()
