# SPDX-License-Identifier: GPL-3.0-or-later
# Installers: a .deb on Linux, an NSIS installer on Windows, a DMG holding
# the app bundle on macOS. `cpack` in the build directory makes the one for
# the system it runs on (packaging/README.md).
set(CPACK_PACKAGE_NAME players-club)
set(CPACK_PACKAGE_VENDOR "The Players Club developers")
set(CPACK_PACKAGE_CONTACT "Players Club maintainers <maintainers@playersclub.example>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "period parlour games: P.M., Patchesi, King's Men, Cribbage")
set(CPACK_PACKAGE_DESCRIPTION
    "A compendium of parlour games of the 1930s and earlier, drawn like the boxed
games on a parlour table: P.M. (Plus and Minus), Patchesi, King's Men and
Once Around Cribbage. Play with family and friends round one computer,
alone against the computer, or print score sheets for play with a real set.")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/playersclub/players-club")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Players Club")
# The Windows installer and the macOS disk image show the licence first.
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_EXECUTABLES players-club "Players Club")
set(CPACK_STRIP_FILES ON)
# Values reach the generators as written here (CMake escapes only), so the
# NSIS commands below can hold quotes and backslashes.
set(CPACK_VERBATIM_VARIABLES ON)
set(CPACK_SOURCE_IGNORE_FILES "/build.*/" "/\\.git/")

# Debian: dependencies from dpkg-shlibdeps; Qt's own translations and the
# Wayland platform plugin are welcome but not required.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The club's book is SQLite through Qt Sql: its driver is a plugin, which
# dpkg-shlibdeps cannot see (dpkg-shlibdeps' findings are added to this).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# A club's book on a PostgreSQL server needs Qt's PostgreSQL driver.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-wayland, libqt6sql6-psql")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# Windows: Start-menu shortcut and the program's icon for the installer.
set(CPACK_NSIS_DISPLAY_NAME "Players Club")
set(CPACK_NSIS_PACKAGE_NAME "Players Club")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\players-club.exe")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
if(PLAYERS_CLUB_ICO)
    set(CPACK_NSIS_MUI_ICON ${PLAYERS_CLUB_ICO})
    set(CPACK_NSIS_MUI_UNIICON ${PLAYERS_CLUB_ICO})
endif()

# Saved games open in the game from Explorer: a ProgID per type (name, the
# program's icon, open with "%1") and the extension pointing to it, the same
# types as the freedesktop MIME file and the macOS Info.plist. SHCTX is
# HKLM for an install for all users and HKCU otherwise (the template's
# SetShellVarContext), so Software\Classes lands where the install does.
# Uninstalling removes the ProgIDs, and an extension only while it is still
# ours; SHChangeNotify makes Explorer redraw the files' icons at once.
set(nsis_install "")
set(nsis_uninstall "")
foreach(type "pmrubber|PlayersClub.PMRubber|P.M. rubber|application/x-players-club-pm-rubber"
             "kingsmen|PlayersClub.KingsMen|King's Men game|application/x-players-club-kings-men"
             "patchesi|PlayersClub.Patchesi|Patchesi game|application/x-players-club-patchesi"
             "cribbage|PlayersClub.Cribbage|Cribbage match|application/x-players-club-cribbage"
             "pcnight|PlayersClub.PartyNight|Party night|application/x-players-club-party-night")
    string(REPLACE "|" ";" type "${type}")
    list(GET type 0 ext)
    list(GET type 1 progid)
    list(GET type 2 name)
    list(GET type 3 mime)
    set(classes "Software\\Classes")
    string(APPEND nsis_install "
  WriteRegStr SHCTX \"${classes}\\${progid}\" \"\" \"${name}\"
  WriteRegStr SHCTX \"${classes}\\${progid}\\DefaultIcon\" \"\" \"$INSTDIR\\bin\\players-club.exe,0\"
  WriteRegStr SHCTX \"${classes}\\${progid}\\shell\\open\\command\" \"\" '\"$INSTDIR\\bin\\players-club.exe\" \"%1\"'
  WriteRegStr SHCTX \"${classes}\\.${ext}\" \"\" \"${progid}\"
  WriteRegStr SHCTX \"${classes}\\.${ext}\" \"Content Type\" \"${mime}\"
  WriteRegStr SHCTX \"${classes}\\.${ext}\\OpenWithProgids\" \"${progid}\" \"\"")
    string(APPEND nsis_uninstall "
  DeleteRegKey SHCTX \"${classes}\\${progid}\"
  DeleteRegValue SHCTX \"${classes}\\.${ext}\\OpenWithProgids\" \"${progid}\"
  DeleteRegKey /ifempty SHCTX \"${classes}\\.${ext}\\OpenWithProgids\"
  ReadRegStr $0 SHCTX \"${classes}\\.${ext}\" \"\"
  StrCmp $0 \"${progid}\" 0 not_ours_${ext}
    DeleteRegValue SHCTX \"${classes}\\.${ext}\" \"\"
    DeleteRegValue SHCTX \"${classes}\\.${ext}\" \"Content Type\"
  not_ours_${ext}:
  DeleteRegKey /ifempty SHCTX \"${classes}\\.${ext}\"")
endforeach()
# SHCNE_ASSOCCHANGED, SHCNF_IDLIST
set(nsis_refresh "
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'")
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "${nsis_install}${nsis_refresh}")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "${nsis_uninstall}${nsis_refresh}")

# macOS: a drag-and-drop disk image with the bundle.
set(CPACK_DMG_VOLUME_NAME "Players Club")

if(WIN32)
    set(CPACK_GENERATOR NSIS)
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
else()
    set(CPACK_GENERATOR DEB)
endif()
include(CPack)
