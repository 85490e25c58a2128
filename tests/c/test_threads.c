/*
** Concurrency: 8 threads make thousands of mixed calls each (parse, check,
** format, validate, solve, count, hint, hint with its chain, rate) on shared read-only inputs and their own
** output buffers, all started together at a barrier; every result (status
** and output bytes) must equal the result of the same call made on one
** thread beforehand. Then thread churn: many short-lived threads, each new to
** the Go runtime, make a few calls and exit.
**
** Usage: test_threads [threads [calls-per-thread]] (default 8 x 20000).
*/
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sudoku.h"
#include "check.h"
#include "guard.h"

enum op { OP_PARSE, OP_CHECK_TEXT, OP_FORMAT, OP_PRETTY, OP_VALIDATE, OP_SOLVE, OP_COUNT, OP_HINT, OP_RATE, OP_HINT_CHAIN, OP_N };

/* A job is one call: an operation on one input. */
typedef struct job {
    enum op op;
    uint8_t grid[81];
    char text[100];
    int32_t text_len;
    int32_t limit;
} job;

/* A result is the status and a hash of everything the call wrote. */
typedef struct result {
    int32_t status;
    uint64_t hash;
} result;

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    while (n--) h = (h ^ *b++) * 1099511628211ULL;
    return h;
}

/* rate_cap stops ratings above 8.5: past it, the dynamic (+) and nested
** forcing chains take seconds on the hardest puzzle here, which would make
** this test minutes long without calling the library any differently. */
static const sudoku_rate_options rate_cap = {sizeof(sudoku_rate_options), 85};

/* run_job makes the call into buffers of its own and hashes what it wrote. */
static result run_job(const job *j)
{
    uint8_t out[81];
    char text[SUDOKU_PRETTY_SIZE];
    sudoku_hint_result hint;
    sudoku_rate_result rating;
    sudoku_error err;
    sudoku_chain_result chain;
    sudoku_chain_branch branches[SUDOKU_CHAIN_BRANCHES_MAX];
    sudoku_chain_node nodes[64];
    int32_t parents[128];
    int32_t count = -2;
    result r;
    uint64_t h = 14695981039346656037ULL;

    memset(out, 0xEE, sizeof out);
    memset(text, 0xEE, sizeof text);
    memset(&hint, 0xEE, sizeof hint);
    memset(&rating, 0xEE, sizeof rating);
    memset(&err, 0xEE, sizeof err);
    memset(&chain, 0xEE, sizeof chain);
    memset(branches, 0xEE, sizeof branches);
    memset(nodes, 0xEE, sizeof nodes);
    memset(parents, 0xEE, sizeof parents);
    hint.size = sizeof hint;
    chain.size = sizeof chain;
    branches[0].size = sizeof branches[0];
    nodes[0].size = sizeof nodes[0];
    rating.size = sizeof rating;
    err.size = sizeof err;
    switch (j->op) {
    case OP_PARSE: r.status = sudoku_parse(j->text, j->text_len, out); break;
    case OP_CHECK_TEXT: r.status = sudoku_check_text(j->text, j->text_len, out, &err); break;
    case OP_FORMAT: r.status = sudoku_format(j->grid, text, sizeof text); break;
    case OP_PRETTY: r.status = sudoku_format_pretty(j->grid, text, sizeof text); break;
    case OP_VALIDATE: r.status = sudoku_validate(j->grid, &err); break;
    case OP_SOLVE: r.status = sudoku_solve(j->grid, out); break;
    case OP_HINT: r.status = sudoku_hint(j->grid, j->grid, NULL, NULL, &hint, text, sizeof text); break;
    case OP_RATE: r.status = sudoku_rate(j->grid, &rate_cap, &rating, NULL); break;
    case OP_HINT_CHAIN:
        r.status = sudoku_hint_chain(j->grid, j->grid, NULL, NULL, &hint, &chain, branches, SUDOKU_CHAIN_BRANCHES_MAX, nodes, 64,
                                     parents, 128, text, sizeof text, NULL);
        break;
    default: r.status = sudoku_count_solutions(j->grid, j->limit, &count); break;
    }
    h = fnv(h, &hint, sizeof hint);
    h = fnv(h, &rating, sizeof rating);
    h = fnv(h, out, sizeof out);
    h = fnv(h, text, sizeof text);
    h = fnv(h, &err, sizeof err);
    h = fnv(h, &count, sizeof count);
    h = fnv(h, &chain, sizeof chain);
    h = fnv(h, branches, sizeof branches);
    h = fnv(h, nodes, sizeof nodes);
    h = fnv(h, parents, sizeof parents);
    r.hash = h;
    return r;
}

#define MAX_JOBS 4096
static job jobs[MAX_JOBS];
static result want[MAX_JOBS];
static int njobs;

static uint32_t next_rand(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* make_jobs builds every operation on a set of inputs: proper puzzles of
** our own (needing search), puzzles with many solutions, invalid and
** unsolvable grids, texts with errors. */
static void make_jobs(void)
{
    static const char *const lines[] = {
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "..46..9......95..81.8.4..6.......4..4.6.53..17.3............2....741...5....8...9",
        "...6.........9.348.9...25.785.....2.4268.37..............5..........9.3.345.8.1..",
        "..4....1....19.....983.....85.7...23..6......7..92........3...42...1.6..3..2...7.",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        "12345678.........9...............................................................",
        "55...............................................................................",
        ".................................................................................",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7",
    };
    uint32_t seed = 99;
    size_t li;
    int i, v, op;
    uint8_t sol[81];

    guard_grid(guard_classic_solution, sol);
    for (li = 0; li < sizeof lines / sizeof lines[0]; li++)
        for (op = 0; op < OP_N; op++) {
            job *j = &jobs[njobs++];
            j->op = (enum op)op;
            j->text_len = (int32_t)strlen(lines[li]);
            memcpy(j->text, lines[li], (size_t)j->text_len);
            guard_grid(lines[li], j->grid);
            j->limit = (int32_t)(li % 4) + 1;
        }
    /* Grids with many solutions (limit up to 50), invalid values and
    ** conflicts: the classic solution with cells removed and one changed. */
    while (njobs < 600) {
        job *j = &jobs[njobs++];
        j->op = (enum op)(next_rand(&seed) % OP_N);
        memcpy(j->grid, sol, 81);
        for (i = 0; i < 81; i++)
            if (next_rand(&seed) % 100 < 60) j->grid[i] = 0;
        if (next_rand(&seed) % 3 == 0) {
            v = (int)(next_rand(&seed) % 12);
            j->grid[next_rand(&seed) % 81] = (uint8_t)v;
        }
        for (i = 0; i < 81; i++) j->text[i] = j->grid[i] <= 9 ? (char)('0' + j->grid[i]) : '?';
        j->text_len = 81;
        j->limit = (int32_t)(next_rand(&seed) % 50) + 1;
    }
}

static pthread_barrier_t start;

typedef struct worker {
    int id, calls;
    long mismatches;
    long made;
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    uint32_t seed = 0x9E3779B9u * (uint32_t)(w->id + 1);
    int k;
    pthread_barrier_wait(&start);
    for (k = 0; k < w->calls; k++) {
        int i = (int)(next_rand(&seed) % (uint32_t)njobs);
        result r = run_job(&jobs[i]);
        w->made++;
        if (r.status != want[i].status || r.hash != want[i].hash) {
            if (w->mismatches++ < 5)
                fprintf(stderr, "thread %d: job %d (op %d) gave %s, single-threaded %s\n", w->id, i,
                        (int)jobs[i].op, sudoku_status_string(r.status), sudoku_status_string(want[i].status));
        }
    }
    return NULL;
}

/* churn is the body of a short-lived thread: a few calls, then exit. */
static void *churn(void *arg)
{
    worker *w = arg;
    int k;
    for (k = 0; k < 20; k++) {
        int i = (w->id * 20 + k) % njobs;
        result r = run_job(&jobs[i]);
        w->made++;
        if (r.status != want[i].status || r.hash != want[i].hash) w->mismatches++;
    }
    return NULL;
}

int main(int argc, char **argv)
{
    int nthreads = argc > 1 ? atoi(argv[1]) : 8;
    int calls = argc > 2 ? atoi(argv[2]) : 20000;
    pthread_t tid[64];
    worker w[64];
    long made = 0, bad = 0;
    int i, round, counts[8] = {0}, hints = 0;

    if (nthreads < 1 || nthreads > 64 || calls < 1) {
        fprintf(stderr, "usage: test_threads [threads 1-64 [calls]]\n");
        return 2;
    }
    watchdog_start(300);
    make_jobs();
    for (i = 0; i < njobs; i++) {
        want[i] = run_job(&jobs[i]);
        CHECK(run_job(&jobs[i]).hash == want[i].hash); /* deterministic on one thread */
        if (want[i].status <= 0 && want[i].status >= -7) counts[-want[i].status]++;
        if (jobs[i].op == OP_HINT && want[i].status == SUDOKU_OK) hints++;
    }
    /* The mix must exercise success and every error the calls can give. */
    CHECK(counts[0] > 0 && counts[-SUDOKU_E_PARSE] > 0 && counts[-SUDOKU_E_RANGE] > 0);
    CHECK(counts[-SUDOKU_E_CONFLICT] > 0 && counts[-SUDOKU_E_UNSOLVABLE] > 0 && hints > 0);

    pthread_barrier_init(&start, NULL, (unsigned)nthreads);
    for (i = 0; i < nthreads; i++) {
        w[i] = (worker){.id = i, .calls = calls};
        CHECK(pthread_create(&tid[i], NULL, work, &w[i]) == 0);
    }
    for (i = 0; i < nthreads; i++) {
        pthread_join(tid[i], NULL);
        made += w[i].made;
        bad += w[i].mismatches;
    }
    CHECK(bad == 0);
    printf("threads x calls: %d x %d = %ld mixed calls on %d distinct jobs, %ld mismatches\n", nthreads, calls,
           made, njobs, bad);

    /* Thread churn: 25 rounds of 8 fresh threads (200 threads new to Go). */
    made = bad = 0;
    for (round = 0; round < 25; round++) {
        for (i = 0; i < 8; i++) {
            w[i] = (worker){.id = round * 8 + i};
            CHECK(pthread_create(&tid[i], NULL, churn, &w[i]) == 0);
        }
        for (i = 0; i < 8; i++) {
            pthread_join(tid[i], NULL);
            made += w[i].made;
            bad += w[i].mismatches;
        }
    }
    CHECK(bad == 0);
    printf("thread churn: 200 short-lived threads made %ld calls, %ld mismatches\n", made, bad);
    return check_summary("concurrency tests");
}
