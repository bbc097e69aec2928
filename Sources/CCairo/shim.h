// cairo, linked only by lamina-bench, to compare the path rasterizer with it.
#include <cairo/cairo.h>
