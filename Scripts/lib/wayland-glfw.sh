# GLFW's Wayland build, for the Wayland window tests and for running Lamina natively on a
# Wayland desktop. Debian packages it as libglfw3-wayland, which conflicts with libglfw3
# (the X11 build the project links against) although both ship the same soname; so it is
# taken without installing it: `apt-get download` + `dpkg -x`, cached under
# .build/glfw-wayland/ (git-ignored). A program then loads it with
# LD_LIBRARY_PATH=.build/glfw-wayland/lib (GLFW's version string says "Wayland").
#
# Sourced by Scripts/test (lamina_fetch_wayland_glfw), or run directly:
#   Scripts/lib/wayland-glfw.sh        prints the library folder (fetching it if needed)
# Needs the network once; without it the Wayland tests skip and say why.

LAMINA_WAYLAND_GLFW_DIR="${LAMINA_WAYLAND_GLFW_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/.build/glfw-wayland}"

# Prints the folder holding GLFW's Wayland libglfw.so.3, fetching it first when missing.
# Returns non-zero (saying why on stderr) when it cannot.
lamina_fetch_wayland_glfw() {
  local dir="$LAMINA_WAYLAND_GLFW_DIR"
  if [ -e "$dir/lib/libglfw.so.3" ]; then
    printf '%s\n' "$dir/lib"
    return 0
  fi
  if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg >/dev/null 2>&1; then
    printf 'lamina: no apt-get/dpkg: cannot fetch GLFW'"'"'s Wayland build (the Wayland window test will skip)\n' >&2
    return 1
  fi
  local work
  work=$(mktemp -d) || return 1
  # apt-get download writes into the current folder; run it in a subshell there.
  if ! (cd "$work" && apt-get download -qq libglfw3-wayland >/dev/null 2>&1); then
    if [ "$(id -u)" -eq 0 ] && apt-get update -qq >/dev/null 2>&1 \
        && (cd "$work" && apt-get download -qq libglfw3-wayland >/dev/null 2>&1); then
      :
    else
      printf 'lamina: could not download libglfw3-wayland (no network or no package index?); the Wayland window test will skip\n' >&2
      rm -rf "$work"
      return 1
    fi
  fi
  local deb lib
  deb=$(ls "$work"/libglfw3-wayland_*.deb 2>/dev/null | head -n 1)
  if [ -z "$deb" ] || ! dpkg -x "$deb" "$work/root"; then
    printf 'lamina: could not unpack libglfw3-wayland\n' >&2
    rm -rf "$work"
    return 1
  fi
  lib=$(find "$work/root" -name 'libglfw.so.3*' -type f | head -n 1)
  if [ -z "$lib" ]; then
    printf 'lamina: libglfw3-wayland holds no libglfw.so.3\n' >&2
    rm -rf "$work"
    return 1
  fi
  mkdir -p "$dir/lib.partial"
  cp "$lib" "$dir/lib.partial/libglfw.so.3"
  cp "$deb" "$dir/"
  rm -rf "$dir/lib"
  mv "$dir/lib.partial" "$dir/lib"
  rm -rf "$work"
  printf 'lamina: GLFW'"'"'s Wayland build is in %s\n' "$dir/lib" >&2
  printf '%s\n' "$dir/lib"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  lamina_fetch_wayland_glfw
fi
