#include <stddef.h>
#include <errno.h>
#include "AllocationCounter.h"

/* glibc's own entry points, which its malloc/free pair with. */
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *ptr, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread int counting;
static __thread long counted;

void sp_allocations_begin(void) {
    counted = 0;
    counting = 1;
}

long sp_allocations_end(void) {
    counting = 0;
    return counted;
}

void *malloc(size_t size) {
    if (counting) counted++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (counting) counted++;
    return __libc_calloc(count, size);
}

void *realloc(void *ptr, size_t size) {
    if (counting) counted++;
    return __libc_realloc(ptr, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    if (counting) counted++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (counting) counted++;
    void *p = __libc_memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}
