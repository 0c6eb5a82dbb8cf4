#!/usr/bin/env bash
# Install (or remove) Dealer Trainer's one-folder bundle on Linux.
#
#     sudo ./install.sh                  everyone on this machine, under /usr/local
#     sudo ./install.sh --kiosk          and the kiosk session, its launcher and user unit
#     ./install.sh --prefix ~/.local     one user, no root needed
#     sudo ./install.sh --uninstall      remove what the same options installed
#
# Run from the unpacked release archive (dealer-trainer-<version>-linux-<machine>/), or
# from a checkout after packaging/build (it then takes dist/dealer-trainer). Installs:
#   PREFIX/lib/dealer-trainer/                    the bundle
#   PREFIX/bin/dealer-trainer                     a link to its executable
#   PREFIX/share/applications/, metainfo/, icons/hicolor/   menu entry, AppStream, icons
# and with --kiosk:
#   PREFIX/bin/dealer-trainer-kiosk-session       cage with the trainer alone in it
#   SESSIONS_DIR/dealer-trainer-kiosk.desktop     the display managers' session entry
#   UNIT_DIR/dealer-trainer-kiosk.service         the systemd user unit
# Options: --prefix DIR (default /usr/local), --bundle DIR, --sessions-dir DIR (default
# /usr/share/wayland-sessions, where every display manager looks), --unit-dir DIR.
# DESTDIR, if set, is put in front of every path (for building packages).
set -euo pipefail

APP_ID=org.dealertrainer.DealerTrainer
here=$(cd "$(dirname "$0")" && pwd)
prefix=/usr/local
bundle=""
sessions_dir=/usr/share/wayland-sessions
unit_dir=""
kiosk=0
uninstall=0

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) prefix=$2; shift ;;
    --bundle) bundle=$2; shift ;;
    --sessions-dir) sessions_dir=$2; shift ;;
    --unit-dir) unit_dir=$2; shift ;;
    --kiosk) kiosk=1 ;;
    --uninstall) uninstall=1 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

prefix=${prefix%/}
case $prefix in
  /*) ;;
  *) echo "install.sh: --prefix must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac
if [ -z "$unit_dir" ]; then
  case $prefix in
    /usr | /usr/local) unit_dir=$prefix/lib/systemd/user ;;
    *) unit_dir=$prefix/share/systemd/user ;; # ~/.local/share/systemd/user is searched
  esac
fi

# The packaging files: beside this script in a release archive, or in packaging/ of a checkout.
if [ -d "$here/icons" ]; then files=$here; else files=$(cd "$here/.." && pwd); fi
if [ -z "$bundle" ]; then
  if [ -x "$here/dealer-trainer/dealer-trainer" ]; then
    bundle=$here/dealer-trainer
  else
    bundle=$(cd "$files/.." && pwd)/dist/dealer-trainer
  fi
fi

dest=${DESTDIR:-}
lib=$prefix/lib/dealer-trainer
bin=$prefix/bin
share=$prefix/share
icon_sizes="16 32 48 64 128 256"

installed=(
  "$dest$bin/dealer-trainer"
  "$dest$share/applications/$APP_ID.desktop"
  "$dest$share/metainfo/$APP_ID.metainfo.xml"
  "$dest$share/icons/hicolor/scalable/apps/$APP_ID.svg"
)
for size in $icon_sizes; do
  installed+=("$dest$share/icons/hicolor/${size}x${size}/apps/$APP_ID.png")
done
kiosk_files=(
  "$dest$bin/dealer-trainer-kiosk-session"
  "$dest$sessions_dir/dealer-trainer-kiosk.desktop"
  "$dest$unit_dir/dealer-trainer-kiosk.service"
  "$dest$share/doc/dealer-trainer/kiosk/README.md"
)

refresh_caches() {
  [ -z "$dest" ] || return 0
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" 2>/dev/null || true
  fi
  if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$share/icons/hicolor" 2>/dev/null || true
  fi
}

if [ "$uninstall" = 1 ]; then
  rm -rf "$dest$lib"
  rm -f "${installed[@]}"
  [ "$kiosk" = 0 ] || rm -f "${kiosk_files[@]}"
  refresh_caches
  echo "install.sh: removed Dealer Trainer from $prefix"
  exit 0
fi

if [ ! -x "$bundle/dealer-trainer" ]; then
  echo "install.sh: no bundle at $bundle (run packaging/build first, or pass --bundle DIR)" >&2
  exit 2
fi

# The bundle: replaced whole, so no file of an older version stays behind.
mkdir -p "$dest$prefix/lib"
rm -rf "$dest$lib.new"
cp -a "$bundle" "$dest$lib.new"
rm -rf "$dest$lib"
mv "$dest$lib.new" "$dest$lib"
mkdir -p "$dest$bin"
ln -sfn ../lib/dealer-trainer/dealer-trainer "$dest$bin/dealer-trainer"

# The menu entry runs the installed program by its full path (PREFIX/bin may not be on PATH).
mkdir -p "$dest$share/applications" "$dest$share/metainfo"
sed "s|^Exec=dealer-trainer\$|Exec=$bin/dealer-trainer|" \
  "$files/linux/$APP_ID.desktop" >"$dest$share/applications/$APP_ID.desktop"
chmod 644 "$dest$share/applications/$APP_ID.desktop"
install -m 644 "$files/linux/$APP_ID.metainfo.xml" "$dest$share/metainfo/"
install -D -m 644 "$files/icons/$APP_ID.svg" "$dest$share/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in $icon_sizes; do
  install -D -m 644 "$files/icons/${size}x${size}/$APP_ID.png" \
    "$dest$share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done

if [ "$kiosk" = 1 ]; then
  sed "s|^DEALER_TRAINER=\${DEALER_TRAINER:-dealer-trainer}\$|DEALER_TRAINER=\${DEALER_TRAINER:-$bin/dealer-trainer}|" \
    "$files/kiosk/dealer-trainer-kiosk-session" >"$dest$bin/dealer-trainer-kiosk-session"
  chmod 755 "$dest$bin/dealer-trainer-kiosk-session"
  mkdir -p "$dest$sessions_dir" "$dest$unit_dir"
  sed "s|^Exec=dealer-trainer-kiosk-session\$|Exec=$bin/dealer-trainer-kiosk-session|; s|^TryExec=dealer-trainer-kiosk-session\$|TryExec=$bin/dealer-trainer-kiosk-session|" \
    "$files/kiosk/dealer-trainer-kiosk.desktop" >"$dest$sessions_dir/dealer-trainer-kiosk.desktop"
  chmod 644 "$dest$sessions_dir/dealer-trainer-kiosk.desktop"
  sed "s|^ExecStart=/usr/local/bin/dealer-trainer-kiosk-session\$|ExecStart=$bin/dealer-trainer-kiosk-session|; s|/usr/local/share/doc/|$share/doc/|" \
    "$files/kiosk/dealer-trainer-kiosk.service" >"$dest$unit_dir/dealer-trainer-kiosk.service"
  chmod 644 "$dest$unit_dir/dealer-trainer-kiosk.service"
  install -D -m 644 "$files/kiosk/README.md" "$dest$share/doc/dealer-trainer/kiosk/README.md"
  if ! command -v cage >/dev/null 2>&1; then
    echo "install.sh: note: the kiosk session needs cage and Xwayland (Debian: apt install cage xwayland)"
  fi
fi

refresh_caches
echo "install.sh: installed Dealer Trainer in $lib"
echo "install.sh: check it with: $bin/dealer-trainer --self-test"
