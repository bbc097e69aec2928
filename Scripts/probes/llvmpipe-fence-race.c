/*
 * Preloaded into a Lamina process (LD_PRELOAD) by Scripts/probe-llvmpipe-fence-race.
 *
 * Mesa's llvmpipe signals a fence by locking the fence's mutex, counting, broadcasting the
 * fence's condition and unlocking; a waiter that reads the count as complete does not take
 * the mutex, so the driver may free the fence before the signalling thread has unlocked it.
 * This probe makes that window wide (each pthread_cond_broadcast first sleeps
 * LAMINA_PROBE_DELAY_US microseconds, as a descheduled thread would) and counts the
 * mutexes destroyed while a thread still holds them: each is the race, caught before the
 * unlock writes into freed memory. It prints one line at exit:
 *
 *   llvmpipe-fence-race: B broadcasts, D mutexes destroyed, H destroyed while held
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int (*next_mutex_destroy)(pthread_mutex_t *);
static int (*next_cond_broadcast)(pthread_cond_t *);
static useconds_t delay_us;
static atomic_long broadcasts, destroys, destroyed_while_held;

static void report(void) {
    fprintf(stderr, "llvmpipe-fence-race: %ld broadcasts, %ld mutexes destroyed, %ld destroyed while held\n",
            atomic_load(&broadcasts), atomic_load(&destroys), atomic_load(&destroyed_while_held));
}

__attribute__((constructor)) static void start(void) {
    next_mutex_destroy = (int (*)(pthread_mutex_t *))dlsym(RTLD_NEXT, "pthread_mutex_destroy");
    next_cond_broadcast = (int (*)(pthread_cond_t *))dlvsym(RTLD_NEXT, "pthread_cond_broadcast", "GLIBC_2.3.2");
    if (!next_cond_broadcast)
        next_cond_broadcast = (int (*)(pthread_cond_t *))dlsym(RTLD_NEXT, "pthread_cond_broadcast");
    const char *delay = getenv("LAMINA_PROBE_DELAY_US");
    delay_us = delay ? (useconds_t)strtoul(delay, NULL, 10) : 0;
    atexit(report);
}

int pthread_mutex_destroy(pthread_mutex_t *mutex) {
    atomic_fetch_add(&destroys, 1);
    int held = mutex->__data.__lock != 0;
    int result = next_mutex_destroy(mutex);
    if (held || result == EBUSY)
        atomic_fetch_add(&destroyed_while_held, 1);
    return result;
}

int pthread_cond_broadcast(pthread_cond_t *condition) {
    atomic_fetch_add(&broadcasts, 1);
    if (delay_us > 0)
        usleep(delay_us);
    return next_cond_broadcast(condition);
}
