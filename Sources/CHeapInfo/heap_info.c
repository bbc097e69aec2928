#include "heap_info.h"
#include <malloc.h>

size_t lamina_heap_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
