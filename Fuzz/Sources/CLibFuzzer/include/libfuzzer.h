// libFuzzer's driver, called from Swift (the fuzz executables link libFuzzer without its
// main(), so each is an ordinary Swift executable that hands libFuzzer its arguments).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
