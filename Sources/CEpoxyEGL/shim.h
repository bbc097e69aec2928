// EGL through libepoxy, for offscreen contexts without any display server.
#include <epoxy/egl.h>

// EGL's cast macros do not reach Swift; the values it needs are re-exported here.
static const EGLint LAMINA_EGL_PLATFORM_SURFACELESS_MESA = 0x31DD;
static const EGLint LAMINA_EGL_PLATFORM_DEVICE_EXT = 0x313F;
static const EGLint LAMINA_EGL_EXTENSIONS = 0x3055;
