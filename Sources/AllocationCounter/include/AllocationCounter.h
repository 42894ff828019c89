/*
 * Counts heap allocations made by the calling thread between begin and end,
 * so a test can show that a frame of the core allocates nothing. The test
 * executable's malloc family forwards to glibc's and counts on threads that
 * asked to be counted; other threads are not slowed or counted.
 */
#ifndef SLIDING_PAGES_ALLOCATION_COUNTER_H
#define SLIDING_PAGES_ALLOCATION_COUNTER_H

/* 0 in a sanitizer build, whose allocator replaces the counting one. */
int sp_allocations_available(void);
void sp_allocations_begin(void);
long sp_allocations_end(void);

#endif
