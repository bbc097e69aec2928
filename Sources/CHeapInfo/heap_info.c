#include "heap_info.h"
#include <malloc.h>

size_t lamina_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    return mallinfo2().uordblks;
#elif defined(__GLIBC__)
    /* Older glibc: the int-sized figures (enough below 2 GiB). */
    return (size_t)(unsigned int)mallinfo().uordblks;
#else
    return 0;
#endif
}
