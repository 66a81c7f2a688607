#!/usr/bin/env bash
# Installs the Debian package that `cmake --workflow --preset release` built
# (cpack -G DEB) with apt, runs both programs from /usr/bin, checks the
# installed desktop files, and removes the package again.
#   tests/install_package.sh build/release
# Needs root, or sudo. Prints the package's Depends line.
set -euo pipefail
build=${1:?usage: tests/install_package.sh BUILD_DIR}
shopt -s nullglob
debs=("$build"/catan-desk_*.deb)
if [ ${#debs[@]} -ne 1 ]; then
    echo "install_package: expected one catan-desk_*.deb in $build, found ${#debs[@]}" >&2
    exit 1
fi
deb=$(realpath "${debs[0]}")
if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 -y -qq)

if dpkg-query -W -f='${db:Status-Status}' catan-desk 2>/dev/null | grep -qx installed; then
    echo "install_package: catan-desk is installed already; remove it first" >&2
    exit 1
fi

tmp=$(mktemp -d)
cleanup() {
    "${apt[@]}" purge catan-desk >/dev/null 2>&1 || true
    rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "install_package: $*" >&2; exit 1; }

echo "Depends: $(dpkg-deb -f "$deb" Depends)"
cp "$deb" "$tmp/"   # apt reads it as its own user
chmod 755 "$tmp"
"${apt[@]}" install --no-install-recommends "$tmp/$(basename "$deb")" >"$tmp/apt.log" 2>&1 \
    || { cat "$tmp/apt.log" >&2; fail "apt could not install $(basename "$deb")"; }

for f in /usr/bin/catan-desk /usr/bin/catan-desk-cli /usr/libexec/catan-desk/catan-desk-cli-full \
         /usr/share/applications/io.github.catandesk.CatanDesk.desktop \
         /usr/share/metainfo/io.github.catandesk.CatanDesk.metainfo.xml \
         /usr/share/mime/packages/io.github.catandesk.CatanDesk.xml \
         /usr/share/icons/hicolor/scalable/apps/io.github.catandesk.CatanDesk.svg \
         /usr/share/icons/hicolor/48x48/apps/io.github.catandesk.CatanDesk.png \
         /usr/share/doc/catan-desk/copyright /usr/share/catan-desk/docs/rules.md; do
    [ -e "$f" ] || fail "$f is not installed"
done
# The manual that Help → Manual shows: catan-desk reads it from
# ../share/catan-desk/docs/manual beside its own folder, with every
# picture the manual shows.
manual=/usr/bin/../share/catan-desk/docs/manual
for lang in en de; do
    [ -f "$manual/$lang.md" ] || fail "the manual $manual/$lang.md is not installed"
    for picture in $(grep -oE 'pictures/[A-Za-z0-9_-]+\.png' "$manual/$lang.md" | sort -u); do
        [ -s "$manual/$picture" ] || fail "the manual's picture $picture is not installed"
    done
done
desktop-file-validate /usr/share/applications/io.github.catandesk.CatanDesk.desktop
appstreamcli validate --no-net --no-color /usr/share/metainfo/io.github.catandesk.CatanDesk.metainfo.xml >/dev/null

version=$(/usr/bin/catan-desk-cli --version)
echo "$version"
[[ $version == "catan-desk-cli "* ]] || fail "catan-desk-cli --version printed: $version"

# The desk, offscreen, on its default tournament (created on first start;
# a file named on its command line must exist): it keeps running until
# stopped, and the file it created is a tournament the command line reads.
export HOME="$tmp/home" QT_QPA_PLATFORM=offscreen XDG_DATA_HOME="$tmp/home/data"
mkdir -p "$HOME"
status=0
timeout 10 /usr/bin/catan-desk >"$tmp/desk.log" 2>&1 || status=$?
[ "$status" -eq 124 ] || { cat "$tmp/desk.log" >&2; fail "catan-desk ended with status $status before it was stopped"; }
made=$(find "$XDG_DATA_HOME" -name tournament.sqlite -print -quit)
[ -n "$made" ] || { cat "$tmp/desk.log" >&2; fail "the desk created no default tournament"; }
cp "$made" "$tmp/cup.catan"
header=$(/usr/bin/catan-desk-cli --db "$tmp/cup.catan" standings)
[ "$header" = "rank,player,round_points,vp,vp_share,tables,adjustment" ] || fail "the desk's file reads as: $header"

# A file manager (GLib's database) knows the file by its content, also
# under the default name, and offers the desk for it.
cp "$tmp/cup.catan" "$tmp/tournament.sqlite"
type=$(gio info -a standard::content-type "$tmp/tournament.sqlite" | sed -n 's/^ *standard::content-type: //p')
[ "$type" = application/x-catan-tournament ] || fail "tournament.sqlite is seen as $type"
handlers=$(gio mime application/x-catan-tournament)
[[ $handlers == *"Default application"*io.github.catandesk.CatanDesk.desktop* ]] \
    || fail "the desk does not open application/x-catan-tournament: $handlers"

"${apt[@]}" purge catan-desk >"$tmp/apt.log" 2>&1 || { cat "$tmp/apt.log" >&2; fail "apt could not remove catan-desk"; }
[ ! -e /usr/bin/catan-desk ] && [ ! -e /usr/bin/catan-desk-cli ] || fail "the programs are still there after removal"
echo "install_package: installed, ran and removed $(basename "$deb")"
