// FreeType: faces, glyph outlines, anti-aliased glyph bitmaps, kerning.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H

// Function-like and composite macros Swift cannot import, as constants.
static const FT_Int32 LAMINA_FT_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const FT_Int32 LAMINA_FT_LOAD_NO_BITMAP = FT_LOAD_NO_BITMAP;
static const FT_Int32 LAMINA_FT_LOAD_NO_SCALE = FT_LOAD_NO_SCALE;
static const FT_Long LAMINA_FT_FACE_FLAG_KERNING = FT_FACE_FLAG_KERNING;
static const FT_Long LAMINA_FT_FACE_FLAG_SCALABLE = FT_FACE_FLAG_SCALABLE;
static const FT_Int32 LAMINA_FT_LOAD_COLOR = FT_LOAD_COLOR;
static const FT_Int32 LAMINA_FT_LOAD_DEFAULT = FT_LOAD_DEFAULT;
static const FT_Long LAMINA_FT_FACE_FLAG_COLOR = FT_FACE_FLAG_COLOR;
static const FT_Long LAMINA_FT_FACE_FLAG_FIXED_SIZES = FT_FACE_FLAG_FIXED_SIZES;
