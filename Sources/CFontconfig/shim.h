// fontconfig: finding font files by family name, style and the characters they cover.
#include <fontconfig/fontconfig.h>

// The property names are string macros; Swift imports them, but as constants they
// read the same everywhere.
static const char *const LAMINA_FC_FAMILY = FC_FAMILY;
static const char *const LAMINA_FC_STYLE = FC_STYLE;
static const char *const LAMINA_FC_WEIGHT = FC_WEIGHT;
static const char *const LAMINA_FC_SLANT = FC_SLANT;
static const char *const LAMINA_FC_FILE = FC_FILE;
static const char *const LAMINA_FC_INDEX = FC_INDEX;
static const char *const LAMINA_FC_CHARSET = FC_CHARSET;
static const char *const LAMINA_FC_POSTSCRIPT_NAME = FC_POSTSCRIPT_NAME;
static const char *const LAMINA_FC_FULLNAME = FC_FULLNAME;
static const char *const LAMINA_FC_SCALABLE = FC_SCALABLE;
static const char *const LAMINA_FC_COLOR = FC_COLOR;
