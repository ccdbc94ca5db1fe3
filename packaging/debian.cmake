# SPDX-License-Identifier: GPL-3.0-or-later
# Files a Debian package needs beside the program (Debian policy 12.5-12.7):
# the copyright notice, a compressed changelog and manual pages.
set(deb_doc ${CMAKE_INSTALL_DATADIR}/doc/players-club)

# The copyright file names the embedded fonts and carries their licences,
# taken from the same Debian packages the fonts are embedded from.
file(READ debian/copyright.in copyright_text)
foreach(font_package fonts-century-catalogue fonts-league-spartan)
    set(font_copyright /usr/share/doc/${font_package}/copyright)
    if(EXISTS ${font_copyright})
        file(READ ${font_copyright} font_text)
        string(APPEND copyright_text "\n---- ${font_package} ----\n\n${font_text}")
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
