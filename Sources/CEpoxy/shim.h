// OpenGL through libepoxy: Swift sees each entry point as a function-pointer variable
// (`epoxy_glClear`), which LaminaGL wraps with GL's own names.
#include <epoxy/gl.h>
