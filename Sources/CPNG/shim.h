// libpng's simplified API (no setjmp), with the composite macros Swift cannot import
// re-exported as constants.
#include <png.h>

static const png_uint_32 LAMINA_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 LAMINA_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 LAMINA_PNG_FORMAT_FLAG_ALPHA = PNG_FORMAT_FLAG_ALPHA;
