// GLFW without its own GL header: LaminaGL's epoxy provides GL (PLATFORM.md: without
// GLFW_INCLUDE_NONE, Swift binds GL names to symbols that do not link).
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
