# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a test program under DIR is larger than LIMIT_MB megabytes.
# Each program links most of the game: with full debug information they
# reached 127 MB each (249 MB under the sanitizers), and the builds ran a CI
# machine out of disk. CMakeLists.txt keeps line tables only (-g1), and the
# sanitizer build links shared libraries.
file(GLOB_RECURSE programs LIST_DIRECTORIES false "${DIR}/tst_*")
set(count 0)
set(largest 0)
set(too_large "")
foreach(program IN LISTS programs)
    get_filename_component(name ${program} NAME)
    if(NOT name MATCHES "^tst_[a-z0-9_]+$" OR program MATCHES "/CMakeFiles/|_autogen/")
        continue()
    endif()
    file(SIZE ${program} bytes)
    math(EXPR megabytes "${bytes} / 1048576")
    math(EXPR count "${count} + 1")
    if(megabytes GREATER largest)
        set(largest ${megabytes})
    endif()
    if(megabytes GREATER LIMIT_MB)
        string(APPEND too_large "\n  ${name}: ${megabytes} MB")
    endif()
endforeach()
if(count EQUAL 0)
    message(FATAL_ERROR "No test programs found under ${DIR}")
endif()
if(too_large)
    message(FATAL_ERROR "Test programs over ${LIMIT_MB} MB:${too_large}")
endif()
message(STATUS "${count} test programs, the largest ${largest} MB (limit ${LIMIT_MB} MB)")
