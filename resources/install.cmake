# What `cmake --install` puts where (GNUInstallDirs), and the Debian package
# that `cpack -G DEB` builds from it (tests/install_package.sh installs,
# runs and removes that package). Translations are built into the programs.
include(GNUInstallDirs)

# The desktop id names the menu entry, icon, AppStream data and file type.
set(CATAN_APP_ID io.github.catandesk.CatanDesk)
set(CATAN_HOMEPAGE "https://github.com/catandesk/catan-desk" CACHE STRING
    "The project's home page (AppStream data and the package)")
set(CATAN_SOURCE_URL "https://raw.githubusercontent.com/catandesk/catan-desk/main" CACHE STRING
    "Where the repository's files can be downloaded (AppStream's screenshot)")

install(TARGETS catan-desk catan-desk-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# print and serve: catan-desk-cli runs this one for them (app/CMakeLists.txt).
install(TARGETS catan-desk-cli-full RUNTIME DESTINATION ${CATAN_CLI_FULL_DIR})

install(FILES desktop/${CATAN_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
set(CATAN_METAINFO_FILE ${CMAKE_CURRENT_BINARY_DIR}/${CATAN_APP_ID}.metainfo.xml CACHE INTERNAL "")
configure_file(desktop/${CATAN_APP_ID}.metainfo.xml.in ${CATAN_METAINFO_FILE} @ONLY)
install(FILES ${CATAN_METAINFO_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES desktop/${CATAN_APP_ID}.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${CATAN_APP_ID}.xml)

install(FILES icons/catan-desk.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME ${CATAN_APP_ID}.svg)
foreach(size IN LISTS CATAN_ICON_SIZES)
    install(FILES icons/catan-desk-${size}.png
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
        RENAME ${CATAN_APP_ID}.png)
endforeach()

install(FILES man/catan-desk.1 man/catan-desk-cli.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CATAN_DOC_DIR} RENAME copyright)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CATAN_DOC_DIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CATAN_DOCS_DIR})

# The Debian package.
set(CPACK_PACKAGE_NAME catan-desk)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Catan Tournament Desk authors")
set(CPACK_PACKAGE_CONTACT "The Catan Tournament Desk authors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "result entry and standings for CATAN tournaments")
set(CPACK_PACKAGE_DESCRIPTION
    "A desktop program for the person who runs a CATAN tournament. Between "
    "rounds the director types each table's result sheet, and the desk checks the "
    "sheet while it is typed, shows every player's game VP, placing and round "
    "points, keeps the whole tournament in one local SQLite file, and turns it "
    "into standings on screen, printed, as PDF and as CSV. It seats rounds so "
    "that players meet again as seldom as possible.\n"
    "catan-desk-cli does the same from scripts: import, score, standings, "
    "seating, export and printing.\n"
    "In English, German and Portuguese.")
list(JOIN CPACK_PACKAGE_DESCRIPTION "" CPACK_PACKAGE_DESCRIPTION)
set(CPACK_PACKAGE_HOMEPAGE_URL ${CATAN_HOMEPAGE})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time as a Qt plugin, so dpkg-shlibdeps cannot see it: the
# SQLite driver (every tournament file). Qt Gui brings its platform plugins.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# Qt's PostgreSQL driver is loaded at run time, for tournaments on a server.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-dejavu-core, libqt6sql6-psql")
include(CPack)
