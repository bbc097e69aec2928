#include "heap_info.h"
#include <malloc.h>

size_t lamina_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#elif defined(__GLIBC__)
    /* Older glibc: the int-sized figures (enough below 2 GiB). */
    struct mallinfo info = mallinfo();
    return (size_t)(unsigned int)info.uordblks + (size_t)(unsigned int)info.hblkhd;
#else
    return 0;
#endif
}

void lamina_heap_trim(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
