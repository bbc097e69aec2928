// HarfBuzz: OpenType shaping (GSUB substitutions, GPOS positioning, the 'kern' table,
// mark attachment, bidi mirroring in right-to-left runs) over faces read from font files.
#include <hb.h>
#include <hb-ot.h>
