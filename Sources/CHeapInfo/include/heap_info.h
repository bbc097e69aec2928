#ifndef LAMINA_HEAP_INFO_H
#define LAMINA_HEAP_INFO_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not had back: the heap's chunks in use and
/// the blocks it mapped on its own for large allocations (glibc's `mallinfo2()`
/// `uordblks + hblkhd`), for lamina-bench's memory figures.
size_t lamina_heap_bytes_in_use(void);

/// Gives the heap's free pages back to the system (glibc's `malloc_trim(0)`), so that the
/// resident set size a soak run reads follows what is allocated, not what was once.
void lamina_heap_trim(void);

#endif
