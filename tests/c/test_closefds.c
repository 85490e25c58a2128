/*
** A host that closes file descriptors it did not open must not end the
** process (issue 17.3). Daemons close every descriptor above 2 at start-up
** (closefrom(3), or close() in a loop up to the descriptor limit), and so do
** Python's os.closerange and some process launchers, possibly after the
** library was loaded and used. The Go runtime opens an epoll descriptor and
** an eventfd for its network poller the first time anything needs the
** poller (a timer, a pollable file); once the host closes them, the
** runtime's next poll ends the process ("runtime: netpoll failed"). The
** library therefore never starts the poller: this test uses every kind of
** call, closes descriptors 3 and up, and checks that the calls go on
** giving the same results while the runtime's threads go idle and wake.
**
** Three ways the runtime would start the poller are provoked:
**   nonblocking  stdin is a non-blocking pipe when the library loads (a
**                host started from an event loop's child process: Node.js,
**                some shells and IDEs). Go's os package registers such
**                standard descriptors with the poller when it initializes.
**   batches      big batches would grow the Go heap, and a collection
**                after them free it; the runtime's background scavenger,
**                returning that memory to the system, sleeps on a timer.
**   calls        four threads make every kind of call, generations
**                included, over and over: calls that allocate make the
**                garbage collector run, and the scavenger after it. This
**                child runs with GODEBUG=gctrace=1, which makes the
**                runtime print a line for each collection: after the
**                warm-up there must be none (issue 17.5: the calls
**                allocate nothing).
**
** Usage: test_closefds runs each scenario in a child process (exec of
** itself, so that the library loads with the child's stdin and
** environment) and checks it printed "ok"; test_closefds child SCENARIO is
** one child.
*/
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sudoku.h"
#include "check.h"

static const char classic[] =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/* An X-Sudoku (both diagonals), published (engine/variant_published_test.go). */
static const char x_puzzle[] =
    "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3";
static const char classic_solution[] =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/* The puzzles of the big batches: BATCH copies of the classic solution
** (counting a complete grid is quick, so the batches cost their bookkeeping
** rather than their search). */
#define BATCH 1000000

/* results holds what one round of calls gave, to compare rounds. */
typedef struct results {
    uint8_t solution[81];
    int32_t count;
    int32_t rating;
    uint8_t generated[81];
    int32_t batch_count0, batch_status_last;
    uint8_t x_solution[81]; /* the variant calls: an X-Sudoku */
    int32_t x_rating, x_hint_cell;
} results;

/* same reports whether two rounds gave the same results. */
static int same(const results *a, const results *b)
{
    return memcmp(a->solution, b->solution, 81) == 0 && a->count == b->count && a->rating == b->rating &&
           memcmp(a->generated, b->generated, 81) == 0 && a->batch_count0 == b->batch_count0 &&
           a->batch_status_last == b->batch_status_last && memcmp(a->x_solution, b->x_solution, 81) == 0 &&
           a->x_rating == b->x_rating && a->x_hint_cell == b->x_hint_cell;
}

static void grid_of(const char *s, uint8_t g[81])
{
    for (int i = 0; i < 81; i++) g[i] = (uint8_t)(s[i] == '.' ? 0 : s[i] - '0');
}

/* round makes one call of each kind and fills r. */
static void round_of_calls(results *r)
{
    uint8_t p[81], g[81];
    char text[SUDOKU_PRETTY_SIZE];
    sudoku_error error;
    memset(&error, 0, sizeof error);
    error.size = sizeof error;

    CHECK_RC(sudoku_check_text(classic, 81, p, &error), SUDOKU_OK);
    CHECK_RC(sudoku_validate(p, &error), SUDOKU_OK);
    CHECK_RC(sudoku_format_pretty(p, text, sizeof text), SUDOKU_OK);
    CHECK_RC(sudoku_solve(p, r->solution), SUDOKU_OK);
    CHECK_RC(sudoku_count_solutions(p, 2, &r->count), SUDOKU_OK);
    sudoku_rate_result rating;
    memset(&rating, 0, sizeof rating);
    rating.size = sizeof rating;
    CHECK_RC(sudoku_rate(p, NULL, &rating, NULL), SUDOKU_OK);
    r->rating = rating.rating;
    sudoku_hint_result hint;
    memset(&hint, 0, sizeof hint);
    hint.size = sizeof hint;
    CHECK_RC(sudoku_hint(p, p, NULL, NULL, &hint, NULL, 0), SUDOKU_OK);

    sudoku_generate_options o;
    memset(&o, 0, sizeof o);
    o.size = sizeof o;
    o.seed = 17;
    o.clues = 30;
    CHECK_RC(sudoku_generate(&o, r->generated, g, NULL, NULL), SUDOKU_OK);

    enum { SMALL = 200 };
    uint8_t puzzles[SMALL * 81];
    int32_t counts[SMALL], statuses[SMALL];
    for (int i = 0; i < SMALL; i++) memcpy(puzzles + 81 * i, p, 81);
    puzzles[81 * (SMALL - 1)] = 10; /* the last one is out of range */
    CHECK_RC(sudoku_count_solutions_batch(puzzles, SMALL, 2, counts, statuses, 2, NULL), SUDOKU_OK);
    r->batch_count0 = counts[0];
    r->batch_status_last = statuses[SMALL - 1];

    /* A variant: every call reads its text (the library keeps it compiled). */
    static const char x[] = "9x9,x";
    uint8_t xp[81];
    grid_of(x_puzzle, xp);
    CHECK_RC(sudoku_variant_validate(x, 5, xp, 81, &error), SUDOKU_OK);
    CHECK_RC(sudoku_variant_solve(x, 5, xp, r->x_solution, 81), SUDOKU_OK);
    sudoku_rate_result x_rating;
    memset(&x_rating, 0, sizeof x_rating);
    x_rating.size = sizeof x_rating;
    CHECK_RC(sudoku_variant_rate(x, 5, xp, 81, NULL, &x_rating, NULL), SUDOKU_OK);
    r->x_rating = x_rating.rating;
    sudoku_variant_hint_result x_hint;
    memset(&x_hint, 0, sizeof x_hint);
    x_hint.size = sizeof x_hint;
    CHECK_RC(sudoku_variant_hint(x, 5, xp, xp, NULL, 81, NULL, &x_hint, NULL, 0), SUDOKU_OK);
    r->x_hint_cell = x_hint.cell;
}

/* big_batches counts BATCH complete grids twice, on every core. */
static void big_batches(void)
{
    uint8_t full[81];
    grid_of(classic_solution, full);
    uint8_t *puzzles = malloc((size_t)BATCH * 81);
    int32_t *counts = malloc((size_t)BATCH * sizeof *counts);
    int32_t *statuses = malloc((size_t)BATCH * sizeof *statuses);
    if (puzzles == NULL || counts == NULL || statuses == NULL) {
        perror("malloc");
        exit(2);
    }
    for (size_t i = 0; i < BATCH; i++) memcpy(puzzles + 81 * i, full, 81);
    for (int k = 0; k < 2; k++) {
        CHECK_RC(sudoku_count_solutions_batch(puzzles, BATCH, 2, counts, statuses, 0, NULL), SUDOKU_OK);
        CHECK(counts[BATCH - 1] == 1 && statuses[BATCH - 1] == SUDOKU_OK);
    }
    free(puzzles);
    free(counts);
    free(statuses);
}

/* close_from closes every descriptor from first up, as a daemon does. */
static void close_from(int first)
{
    struct rlimit rl;
    long last = 1024;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < 65536)
        last = (long)rl.rlim_cur;
    for (long fd = first; fd < last; fd++) close((int)fd);
}

static void pause_ms(long ms)
{
    struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {}
}

/* check_round makes a round of calls and checks its results against want. */
static void check_round(const results *want)
{
    results got;
    memset(&got, 0xEE, sizeof got);
    round_of_calls(&got);
    CHECK(same(&got, want));
    /* A refused grid, as players make them. */
    uint8_t bad[81];
    grid_of(classic, bad);
    bad[1] = 5;
    sudoku_error error;
    memset(&error, 0, sizeof error);
    error.size = sizeof error;
    CHECK_RC(sudoku_validate(bad, &error), SUDOKU_E_CONFLICT);
    CHECK(error.n_cells == 2 && error.cells[0] == 0 && error.cells[1] == 1);
}

static results first;

/* rounds is a thread of the "calls" scenario. */
static void *rounds(void *arg)
{
    for (int i = 0; i < 25; i++) check_round(&first);
    return arg;
}

/* threads_of_rounds runs rounds on four threads. */
static void threads_of_rounds(void)
{
    pthread_t t[4];
    for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, rounds, NULL);
    for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
}

static int child(const char *scenario)
{
    alarm(120); /* a hang fails the test instead of stalling it */
    memset(&first, 0, sizeof first);
    round_of_calls(&first);
    uint8_t want[81];
    grid_of(classic_solution, want);
    CHECK(memcmp(first.solution, want, 81) == 0);
    CHECK(first.count == 1);
    CHECK(first.batch_count0 == 1 && first.batch_status_last == SUDOKU_E_RANGE);
    int calls = strcmp(scenario, "calls") == 0, batches = strcmp(scenario, "batches") == 0;
    if (batches) {
        big_batches();
        threads_of_rounds(); /* calls that allocated would collect the batches' heap */
    }
    if (calls) {
        threads_of_rounds(); /* the warm-up: the runtime's threads, caches and pools */
        printf("warm\n");
        fflush(stdout);
        threads_of_rounds();
    }

    close_from(3);

    /* The runtime's threads go idle between the calls and wake for them
    ** (its monitor thread polls every few milliseconds while code runs). */
    for (int i = 0; i < 8; i++) {
        pause_ms(150);
        check_round(&first);
    }
    if (batches) big_batches();
    if (calls) threads_of_rounds();
    pause_ms(300);
    check_round(&first);
    if (check_failed == 0) printf("ok\n");
    fflush(stdout);
    return check_failed == 0 ? 0 : 1;
}

/* run starts "self child scenario" with stdin from a pipe, non-blocking
** when asked, and checks that it exits 0 having printed only "ok" (after
** the line "warm" and whatever came before it when want_warm is set). */
static void run(const char *self, const char *scenario, int nonblocking, int want_warm)
{
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) {
        perror("pipe");
        exit(2);
    }
    if (nonblocking) fcntl(in[0], F_SETFL, fcntl(in[0], F_GETFL) | O_NONBLOCK);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        exit(2);
    }
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(out[1], 2);
        close(in[0]);
        close(in[1]);
        close(out[0]);
        close(out[1]);
        execl(self, self, "child", scenario, (char *)NULL);
        perror("exec");
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    /* The child's output; only its start is kept (a runtime crash prints
    ** every goroutine's stack). */
    static char buf[4096];
    char rest[4096];
    size_t got = 0;
    ssize_t k;
    while ((k = read(out[0], got < sizeof buf - 1 ? buf + got : rest,
                     got < sizeof buf - 1 ? sizeof buf - 1 - got : sizeof rest)) > 0)
        if (got < sizeof buf - 1) got += (size_t)k;
    buf[got] = 0;
    close(out[0]);
    close(in[1]);
    int status = 0;
    waitpid(pid, &status, 0);
    const char *tail = buf;
    if (want_warm) {
        const char *warm = strstr(buf, "warm\n");
        tail = warm != NULL ? warm + 5 : "(no warm line)";
    }
    int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0 && strcmp(tail, "ok\n") == 0;
    printf("scenario %s: %s\n", scenario, ok ? "the calls went on after closing descriptors 3 and up" : "FAILED");
    if (!ok) {
        if (WIFSIGNALED(status))
            printf("  the child was killed by signal %d; its output began:\n", WTERMSIG(status));
        else
            printf("  the child exited with %d; its output began:\n", WEXITSTATUS(status));
        const char *line = tail;
        for (int i = 0; i < 4 && line != NULL && *line != 0; i++) {
            const char *end = strchr(line, '\n');
            printf("    %.*s\n", end ? (int)(end - line) : (int)strlen(line), line);
            line = end ? end + 1 : NULL;
        }
    }
    CHECK(ok);
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "child") == 0) return child(argv[2]);
    run(argv[0], "nonblocking", 1, 0);
    run(argv[0], "batches", 0, 0);
    /* Every collection after the warm-up prints a line that is not "ok". */
    setenv("GODEBUG", "gctrace=1", 1);
    run(argv[0], "calls", 0, 1);
    return check_summary("test_closefds");
}
