# SPDX-License-Identifier: GPL-3.0-or-later
# macOS: the bundle's icon (an .icns made by iconutil from rendered PNGs),
# its Info.plist with the saved-game document types, and the engine tool
# inside the bundle. Configured here, built on a Mac (see README.md).
set(iconset ${CMAKE_CURRENT_BINARY_DIR}/players-club.iconset)
set(icns ${CMAKE_CURRENT_BINARY_DIR}/players-club.icns)
set(iconset_commands "")
foreach(size 16 32 128 256 512)
    math(EXPR double "${size} * 2")
    list(APPEND iconset_commands
        COMMAND render-icon ${ICON_SVG} ${iconset}/icon_${size}x${size}.png ${size}
        COMMAND render-icon ${ICON_SVG} ${iconset}/icon_${size}x${size}@2x.png ${double})
endforeach()
add_custom_command(OUTPUT ${icns}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${iconset}
    ${iconset_commands}
    COMMAND iconutil -c icns -o ${icns} ${iconset}
    DEPENDS render-icon ${ICON_SVG} VERBATIM)
target_sources(players-club PRIVATE ${icns})
set_source_files_properties(${icns} TARGET_DIRECTORY players-club
                            PROPERTIES MACOSX_PACKAGE_LOCATION Resources)

set_target_properties(players-club PROPERTIES
    MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_SOURCE_DIR}/macos/Info.plist.in
    MACOSX_BUNDLE_GUI_IDENTIFIER ${PLAYERS_CLUB_APP_ID}
    MACOSX_BUNDLE_BUNDLE_NAME "Players Club"
    MACOSX_BUNDLE_ICON_FILE players-club.icns
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_COPYRIGHT "The Players Club developers. GPL-3.0-or-later")

# The engine tool travels inside the bundle, beside the game.
install(TARGETS players-club-engine
        RUNTIME DESTINATION players-club.app/Contents/MacOS)
