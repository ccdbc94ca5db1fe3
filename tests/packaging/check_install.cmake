# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --install` into a scratch prefix lays out everything a desktop needs.
# cmake -DBUILD_DIR=... -DPREFIX=... -DAPP_ID=... -DBINDIR=... -P check_install.cmake
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${result})")
endif()
set(expected
    ${BINDIR}/players-club
    ${BINDIR}/players-club-engine
    share/applications/${APP_ID}.desktop
    share/metainfo/${APP_ID}.metainfo.xml
    share/mime/packages/${APP_ID}.xml
    share/icons/hicolor/scalable/apps/${APP_ID}.svg
    share/doc/players-club/copyright
    share/doc/players-club/changelog.gz
    share/man/man6/players-club.6.gz)
foreach(size 16 22 24 32 48 64 128 256 512)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${APP_ID}.png)
endforeach()
set(missing "")
foreach(file IN LISTS expected)
    if(NOT EXISTS ${PREFIX}/${file})
        list(APPEND missing ${file})
    endif()
endforeach()
file(REMOVE_RECURSE ${PREFIX})
if(missing)
    message(FATAL_ERROR "not installed: ${missing}")
endif()
list(LENGTH expected count)
message(STATUS "${count} expected files installed")
