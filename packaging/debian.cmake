# SPDX-License-Identifier: GPL-3.0-or-later
# Files a Debian package needs beside the program (Debian policy 12.5-12.7):
# the copyright notice, a compressed changelog and manual pages.
set(deb_doc ${CMAKE_INSTALL_DATADIR}/doc/players-club)

# The copyright file is machine-readable (DEP-5): the program under
# GPL-3.0-or-later, then a paragraph for each font embedded in it, whose
# licence text is the font package's own copyright file as Debian ships it
# (indented as a continuation of the License field, empty lines as " .").
file(READ debian/copyright.in copyright_text)
foreach(font "fonts-century-catalogue|Century-Catalogue.ttf|2006 Raph Levien|OFL-1.0"
             "fonts-league-spartan|LeagueSpartan-*.otf|2011-2020 Micah Rich, Caroline Hadilaksono, Tyler Finck|OFL-1.1")
    string(REPLACE "|" ";" font "${font}")
    list(GET font 0 font_package)
    list(GET font 1 font_files)
    list(GET font 2 font_holders)
    list(GET font 3 font_licence)
    set(font_copyright /usr/share/doc/${font_package}/copyright)
    if(EXISTS ${font_copyright})
        file(READ ${font_copyright} font_text)
        # Blank lines become " ." (twice, as two blank lines may follow each
        # other), then every line is indented by one space.
        string(REGEX REPLACE "\n[ \t]*\n" "\n.\n" font_text "\n${font_text}")
        string(REGEX REPLACE "\n[ \t]*\n" "\n.\n" font_text "${font_text}")
        string(REGEX REPLACE "\n+$" "" font_text "${font_text}")
        string(REPLACE "\n" "\n " font_text "${font_text}")
        string(APPEND copyright_text "
Files: embedded-fonts/${font_files}
Copyright: ${font_holders}
Comment: Embedded in the program from Debian's ${font_package}; its copyright
 file follows as the licence text.
License: ${font_licence}${font_text}
")
    endif()
endforeach()
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/debian/copyright "${copyright_text}")
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/debian/copyright DESTINATION ${deb_doc})

find_program(GZIP_PROGRAM gzip)
if(GZIP_PROGRAM)
    set(compressed "")
    foreach(source changelog players-club.6 players-club-engine.6)
        set(out ${CMAKE_CURRENT_BINARY_DIR}/debian/${source}.gz)
        # -n: no name or time stamp, so the package is reproducible.
        add_custom_command(OUTPUT ${out}
            COMMAND ${GZIP_PROGRAM} -9nc ${CMAKE_CURRENT_SOURCE_DIR}/debian/${source} > ${out}
            DEPENDS debian/${source})
        list(APPEND compressed ${out})
    endforeach()
    add_custom_target(players-club-debian-docs ALL DEPENDS ${compressed})
    install(FILES ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog.gz DESTINATION ${deb_doc})
    install(FILES ${CMAKE_CURRENT_BINARY_DIR}/debian/players-club.6.gz
                  ${CMAKE_CURRENT_BINARY_DIR}/debian/players-club-engine.6.gz
            DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endif()
