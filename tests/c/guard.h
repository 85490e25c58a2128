/*
** Helpers for the reliability tests (test_hostile, test_threads, test_leak):
** guarded buffers that catch any access outside the caller's memory, an
** independent rule checker, and a watchdog against hangs. POSIX (Linux).
**
** A guarded buffer of n bytes ends where an inaccessible page begins, so a
** read or write one byte past its end faults at once; 64 canary bytes before
** it (and the padding after it, when the buffer is deliberately misaligned)
** are checked afterwards, so a write before it is caught too.
**
** Compile with -D_GNU_SOURCE (mmap, sigaction, clock_gettime under -std=c99).
*/
#ifndef SUDOKU_TEST_GUARD_H
#define SUDOKU_TEST_GUARD_H

#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "sudoku.h"

#define GUARD_CANARY 0xA5
#define GUARD_BEFORE 64

typedef struct guarded {
    unsigned char *map;   /* the whole mapping */
    size_t map_len;
    unsigned char *p;     /* the caller's buffer */
    size_t n;             /* its size */
    size_t pad;           /* canary bytes between its end and the guard page */
} guarded;

/* guard_alloc maps a buffer of n bytes whose address is pad bytes short of
** the guard page after it (pad 0: the buffer ends at the page; pad 1..3 with
** n = 4 gives a misaligned int32_t). The buffer is filled with fill. */
static inline unsigned char *guard_alloc(guarded *g, size_t n, size_t pad, int fill)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t body = n + pad + GUARD_BEFORE;
    size_t pages = (body + page - 1) / page + 1;
    g->map_len = pages * page;
    g->map = mmap(NULL, g->map_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (g->map == MAP_FAILED) {
        perror("mmap");
        exit(2);
    }
    unsigned char *guard = g->map + g->map_len - page;
    if (mprotect(guard, page, PROT_NONE) != 0) {
        perror("mprotect");
        exit(2);
    }
    g->n = n;
    g->pad = pad;
    g->p = guard - pad - n;
    memset(g->map, GUARD_CANARY, (size_t)(guard - g->map));
    memset(g->p, fill, n);
    return g->p;
}

/* guard_reuse is guard_alloc for a guarded that lives across calls (static,
** so zeroed at first): it keeps the mapping when the shape is the same and
** only restores the canaries and the fill, which saves the system calls. */
static inline unsigned char *guard_reuse(guarded *g, size_t n, size_t pad, int fill)
{
    if (g->map != NULL && g->n == n && g->pad == pad) {
        memset(g->p - GUARD_BEFORE, GUARD_CANARY, GUARD_BEFORE);
        memset(g->p + n, GUARD_CANARY, pad);
        memset(g->p, fill, n);
        return g->p;
    }
    if (g->map != NULL) munmap(g->map, g->map_len);
    return guard_alloc(g, n, pad, fill);
}

/* guard_intact reports whether the canaries before and after the buffer are
** untouched. */
static inline int guard_intact(const guarded *g)
{
    const unsigned char *q;
    for (q = g->p - GUARD_BEFORE; q < g->p; q++)
        if (*q != GUARD_CANARY) return 0;
    for (q = g->p + g->n; q < g->p + g->n + g->pad; q++)
        if (*q != GUARD_CANARY) return 0;
    return 1;
}

/* guard_same reports whether every byte of the buffer still holds fill. */
static inline int guard_same(const guarded *g, int fill)
{
    size_t i;
    for (i = 0; i < g->n; i++)
        if (g->p[i] != (unsigned char)fill) return 0;
    return 1;
}

static inline void guard_free(guarded *g)
{
    munmap(g->map, g->map_len);
}

/* ref_rules checks a grid by the rules without the library: SUDOKU_E_RANGE
** for the first cell above 9, SUDOKU_E_CONFLICT for the first clash (by its
** later cell in reading order; the earlier cell is looked for in the row,
** then the column, then the box), else SUDOKU_OK. cells receives the cells
** as sudoku_validate reports them. */
static inline int32_t ref_rules(const uint8_t *g, int32_t cells[2])
{
    int i, j;
    cells[0] = cells[1] = -1;
    for (i = 0; i < 81; i++)
        if (g[i] > 9) {
            cells[0] = i;
            return SUDOKU_E_RANGE;
        }
    for (i = 0; i < 81; i++) {
        int kind;
        if (g[i] == 0) continue;
        for (kind = 0; kind < 3; kind++)
            for (j = 0; j < i; j++) {
                int same = kind == 0 ? j / 9 == i / 9
                         : kind == 1 ? j % 9 == i % 9
                         : j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3;
                if (same && g[j] == g[i]) {
                    cells[0] = j;
                    cells[1] = i;
                    return SUDOKU_E_CONFLICT;
                }
            }
    }
    return SUDOKU_OK;
}

/* ref_solution reports whether sol is a complete valid grid keeping every
** given of puzzle. */
static inline int ref_solution(const uint8_t *puzzle, const uint8_t *sol)
{
    int32_t cells[2];
    int i;
    for (i = 0; i < 81; i++)
        if (sol[i] < 1 || sol[i] > 9 || (puzzle[i] && puzzle[i] != sol[i])) return 0;
    return ref_rules(sol, cells) == SUDOKU_OK;
}

/* A watchdog: watchdog_start(s) makes the process fail loudly if it is still
** running s seconds later, so a hang is a test failure, not a stuck CI job.
** The handler is installed with SA_ONSTACK, as the header asks of hosts. */
static inline void watchdog_fire(int sig)
{
    static const char msg[] = "watchdog: the test hung (a call did not return in time)\n";
    (void)sig;
    if (write(2, msg, sizeof msg - 1) < 0) { /* nothing more to do */ }
    _exit(3);
}

static inline void watchdog_start(unsigned seconds)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = watchdog_fire;
    sa.sa_flags = SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, NULL);
    alarm(seconds);
}

/* thread_cpu_seconds is the CPU time of the calling thread. A call into the
** library runs its Go code on the calling thread, so this bounds a call's work
** however loaded the machine is. */
static inline double thread_cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Fixtures. */
static const char *const guard_classic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char *const guard_classic_solution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/* guard_grid converts a fixture line to cells without the library. */
static inline void guard_grid(const char *line, uint8_t *g)
{
    int i;
    for (i = 0; i < 81; i++)
        g[i] = line[i] >= '1' && line[i] <= '9' ? (uint8_t)(line[i] - '0') : 0;
}

#endif
