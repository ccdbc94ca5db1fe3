# SPDX-License-Identifier: GPL-3.0-or-later
# Raster icons are rendered at build time from the one scalable SVG, by a
# small Qt program, so no binary icon is committed.
set(ICON_SVG ${CMAKE_CURRENT_SOURCE_DIR}/icons/${PLAYERS_CLUB_APP_ID}.svg)
add_executable(render-icon tools/render_icon.cpp)
target_link_libraries(render-icon PRIVATE Qt6::Gui Qt6::Svg)

set(icon_outputs "")
set(PLAYERS_CLUB_ICON_SIZES 16 22 24 32 48 64 128 256 512)
foreach(size IN LISTS PLAYERS_CLUB_ICON_SIZES)
    set(png ${CMAKE_CURRENT_BINARY_DIR}/icons/hicolor/${size}x${size}/apps/${PLAYERS_CLUB_APP_ID}.png)
    add_custom_command(OUTPUT ${png}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/icons/hicolor/${size}x${size}/apps
        COMMAND render-icon ${ICON_SVG} ${png} ${size}
        DEPENDS render-icon ${ICON_SVG}
        COMMENT "Rendering the ${size}x${size} icon" VERBATIM)
    list(APPEND icon_outputs ${png})
endforeach()
if(WIN32)
    set(PLAYERS_CLUB_ICO ${CMAKE_CURRENT_BINARY_DIR}/players-club.ico)
    add_custom_command(OUTPUT ${PLAYERS_CLUB_ICO}
        COMMAND render-icon ${ICON_SVG} ${PLAYERS_CLUB_ICO} 256
        DEPENDS render-icon ${ICON_SVG} VERBATIM)
    list(APPEND icon_outputs ${PLAYERS_CLUB_ICO})
endif()
add_custom_target(players-club-icons ALL DEPENDS ${icon_outputs})

if(WIN32)
    # The program's own icon in Explorer and the task bar.
    file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/players-club.rc
         "IDI_ICON1 ICON \"${PLAYERS_CLUB_ICO}\"\n")
    target_sources(players-club PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/players-club.rc)
    add_dependencies(players-club players-club-icons)
elseif(UNIX AND NOT APPLE)
    install(DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/icons/hicolor
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
    install(FILES ${ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()
