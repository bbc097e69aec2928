# Shared by Scripts/demo and Scripts/test: makes sure the system packages and the Swift
# toolchain that Lamina builds with are present, installing missing packages with
# apt-get (through sudo when not root) and saying so.

# The Debian/Ubuntu packages the build and its tests use. "a|b" means either package
# satisfies the need (names differ between Debian and Ubuntu releases).
LAMINA_PACKAGES=(
  "g++"                            # C/C++ toolchain pieces Swift links with (libstdc++, libc6-dev, binutils)
  "libsqlite3-0"                   # the Swift package manager
  "libncurses6"                    # the Swift package manager
  "libcurl4|libcurl4t64"           # the Swift package manager
  "libxml2|libxml2-16"             # the Swift package manager
  "libuuid1"                       # the Swift compiler
  "zlib1g"                         # the Swift compiler
  "tzdata"                         # Foundation's time zones
  "pkg-config"                     # finds the system libraries below
  "libpng-dev"                     # PNG files (LaminaRaster)
  "libfreetype-dev"                # glyphs, outlines and kerning (LaminaText)
  "libfontconfig-dev"              # finding fonts by name (LaminaText)
  "libharfbuzz-dev"                # shaping: ligatures, contextual forms, kerning, marks (LaminaText)
  "libfribidi-dev"                 # bidirectional text: paragraph direction, visual order (LaminaText)
  "fonts-dejavu-core"              # the default sans-serif (Helvetica's stand-in) and its bold
  "fonts-wqy-microhei"             # CJK glyphs for fallback (the text tests draw Chinese)
  "fonts-noto-color-emoji"         # colour emoji (CBDT bitmaps) for fallback
  "fonts-lohit-deva"               # Devanagari for fallback (the shaping tests draw a conjunct)
  "zlib1g-dev"                     # libpng's compression
  "libcairo2-dev"                  # lamina-bench compares the path rasterizer with cairo
  "libglfw3-dev"                   # the window (LaminaHost)
  "libepoxy-dev"                   # OpenGL and EGL entry points (LaminaGL)
  "libgl-dev"                      # OpenGL headers
  "libegl-dev"                     # EGL headers
  "libgl1-mesa-dri"                # Mesa's drivers (llvmpipe without a GPU)
  "libglx-mesa0"                   # GLX for windows on X11
  "libegl-mesa0"                   # EGL for offscreen rendering and Wayland
  "xvfb"                           # the X11 window tests (and the demo without a display)
  "xauth"                          # xvfb-run needs it
  "x11-xserver-utils"              # xrdb: the X11 HiDPI test sets Xft.dpi
  "weston"                         # the Wayland window tests (headless compositor)
  "libwayland-cursor0"             # GLFW's Wayland build
  "libxtst6"                       # the X11 input test synthesizes pointer and key events (XTest)
)

lamina_say() { printf 'lamina: %s\n' "$*" >&2; }

lamina_is_installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "ok installed"
}

# Installs whatever in LAMINA_PACKAGES is missing.
lamina_ensure_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    lamina_say "not a Debian/Ubuntu system (no dpkg/apt-get): install the equivalents of ${LAMINA_PACKAGES[*]} yourself"
    return 0
  fi
  local missing=() spec alternative found
  for spec in "${LAMINA_PACKAGES[@]}"; do
    found=""
    IFS='|' read -r -a alternatives <<<"$spec"
    for alternative in "${alternatives[@]}"; do
      if lamina_is_installed "$alternative"; then found=1; break; fi
    done
    [ -n "$found" ] || missing+=("$spec")
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      lamina_say "missing packages (${missing[*]}) and not root, without sudo: install them as root and rerun"
      return 1
    fi
  fi
  lamina_say "some system packages are missing; updating the package index"
  $sudo apt-get update -qq || { lamina_say "apt-get update failed"; return 1; }
  local names=()
  for spec in "${missing[@]}"; do
    IFS='|' read -r -a alternatives <<<"$spec"
    local chosen="${alternatives[0]}"
    for alternative in "${alternatives[@]}"; do
      if apt-cache show "$alternative" >/dev/null 2>&1; then chosen="$alternative"; break; fi
    done
    names+=("$chosen")
  done
  lamina_say "installing missing system packages: ${names[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${names[@]}" \
    || { lamina_say "apt-get install ${names[*]} failed"; return 1; }
}

# Puts a Swift 6 toolchain on PATH (/opt/swift or /usr/share/swift are looked at too).
lamina_ensure_swift() {
  local dir
  if ! command -v swift >/dev/null 2>&1; then
    for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin "$HOME/.swiftly/bin"; do
      if [ -x "$dir/swift" ]; then export PATH="$dir:$PATH"; break; fi
    done
  fi
  if ! command -v swift >/dev/null 2>&1; then
    lamina_say "no Swift toolchain found. Lamina needs Swift 6.0 or later: https://www.swift.org/install/linux/"
    lamina_say "(unpack the Debian/Ubuntu tarball to /opt/swift, or put its usr/bin on PATH)"
    return 1
  fi
  local version
  version=$(swift --version 2>/dev/null | grep -Eo 'Swift version [0-9]+' | grep -Eo '[0-9]+$')
  if [ -n "$version" ] && [ "$version" -lt 6 ]; then
    lamina_say "Swift $version found; Lamina needs Swift 6.0 or later"
    return 1
  fi
}

lamina_prepare() {
  lamina_ensure_packages && lamina_ensure_swift
}
