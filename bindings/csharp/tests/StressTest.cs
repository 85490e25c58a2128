// The stress test for the Mono hazard: in each round, 16 new threads make
// their first libsudoku calls and then many more, all at once, while another
// thread forces garbage collections in a loop. A round that does not finish
// within the deadline is reported as a hang and the process exits with
// status 2.
//
// When the hazard strikes, no managed code runs at all (Mono's collector
// waits forever for threads that the Go runtime keeps with signals blocked),
// so this deadline cannot fire either: the Makefile's timeout around the
// process is what reports the hang. Run with "stress-unsafe" (each thread's
// first call made directly, without the binding's FirstCall lock) to see it
// happen: on a 2-core Linux machine with Mono 6.8 it hangs in every run,
// where "stress" (direct calls after a first call under the lock) and
// "stress-workers" (every call on the worker threads) finish.

using System;
using System.Diagnostics;
using System.Threading;

namespace LibSudoku.Tests
{
    static class StressTest
    {
        const int Callers = 16;
        static readonly TimeSpan Deadline = TimeSpan.FromSeconds(60);

        /// <summary>
        /// Runs rounds rounds of calls calls per thread; returns the exit code.
        /// With unsafeFirstCall each thread first calls the library directly,
        /// outside the binding's lock.
        /// </summary>
        public static int Run(int rounds, int calls, bool unsafeFirstCall)
        {
            var total = Stopwatch.StartNew();
            int collections = 0, wrong = 0, errors = 0;
            var stop = new ManualResetEventSlim(false);
            // The collector starts before the first call, so the library load
            // and the workers' warm-up happen under garbage collections too.
            var collector = new Thread(() =>
            {
                while (!stop.IsSet)
                {
                    var junk = new byte[64][];
                    for (int i = 0; i < junk.Length; i++)
                        junk[i] = new byte[1024];
                    GC.Collect();
                    Interlocked.Increment(ref collections);
                }
            });
            collector.IsBackground = true;
            collector.Start();

            for (int round = 1; round <= rounds; round++)
            {
                var threads = new Thread[Callers];
                for (int t = 0; t < Callers; t++)
                {
                    int seed = round * Callers + t;
                    threads[t] = new Thread(() =>
                    {
                        try
                        {
                            if (unsafeFirstCall)
                                Native.sudoku_abi_version();
                            for (int i = 0; i < calls; i++)
                            {
                                string text = Grids.Hard[(seed + i) % Grids.Hard.Length];
                                byte[] p = Sudoku.Parse(text);
                                if (!Grids.IsSolutionOf(p, Sudoku.Solve(p)) || Sudoku.CountSolutions(p, 2) != 1 || Sudoku.Format(p) != text)
                                    Interlocked.Increment(ref wrong);
                            }
                        }
                        catch (Exception e)
                        {
                            Console.Error.WriteLine(e);
                            Interlocked.Increment(ref errors);
                        }
                    });
                    threads[t].IsBackground = true;
                }
                var clock = Stopwatch.StartNew();
                foreach (Thread th in threads)
                    th.Start();
                foreach (Thread th in threads)
                {
                    TimeSpan left = Deadline - clock.Elapsed;
                    if (left < TimeSpan.Zero || !th.Join(left))
                    {
                        Console.WriteLine("stress: HANG in round {0}: a thread did not finish within {1} s", round, Deadline.TotalSeconds);
                        Console.Out.Flush();
                        Environment.Exit(2);
                    }
                }
            }
            stop.Set();
            collector.Join();
            Console.WriteLine("stress: {0} rounds x {1} threads x {2} calls (x4 library calls) with {3} forced collections: " +
                "{4} wrong, {5} errors, {6} ms, workers={7}, unsafe first call={8}",
                rounds, Callers, calls, collections, wrong, errors, total.ElapsedMilliseconds, Sudoku.UseWorkerThreads,
                unsafeFirstCall);
            return wrong == 0 && errors == 0 ? 0 : 1;
        }
    }
}
