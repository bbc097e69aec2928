#ifndef LAMINA_HEAP_INFO_H
#define LAMINA_HEAP_INFO_H

#include <stddef.h>

/// Bytes of the heap the C allocator has handed out and not had back (glibc's
/// `mallinfo2().uordblks`), for lamina-bench's memory figures.
size_t lamina_heap_bytes_in_use(void);

#endif
