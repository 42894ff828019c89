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

/* AddressSanitizer (and the other allocator-replacing sanitizers) bring a
 * malloc of their own; two interposers on one symbol crash at start-up. In
 * such a build nothing is counted and the counter says so. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define SP_ALLOCATOR_REPLACED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SP_ALLOCATOR_REPLACED 1
#endif

#ifdef SP_ALLOCATOR_REPLACED
int sp_allocations_available(void) { return 0; }
#else
int sp_allocations_available(void) { return 1; }
#endif

void sp_allocations_begin(void) {
    counted = 0;
    counting = 1;
}

long sp_allocations_end(void) {
    counting = 0;
    return counted;
}

#ifndef SP_ALLOCATOR_REPLACED
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
#endif
