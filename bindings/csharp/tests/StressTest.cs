// The stress test for the Mono hazard: in each round, 8 new threads make
// their first libsudoku calls while another thread forces garbage
// collections in a loop. A round that does not finish within the deadline is
// reported as a hang and the process exits with status 2.
//
// When the hazard strikes, no managed code runs at all (Mono's collector
// waits forever for threads that the Go runtime keeps with signals blocked),
// so this deadline cannot fire either: the Makefile's timeout around the
// process is what reports the hang. Run with "stress-direct" (no worker
// threads) to see it happen.

using System;
using System.Diagnostics;
using System.Threading;

namespace LibSudoku.Tests
{
    static class StressTest
    {
        const int Callers = 8;
        static readonly TimeSpan Deadline = TimeSpan.FromSeconds(60);

        /// <summary>Runs rounds rounds of calls calls per thread; returns the exit code.</summary>
        public static int Run(int rounds, int calls)
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
                "{4} wrong, {5} errors, {6} ms, workers={7}",
                rounds, Callers, calls, collections, wrong, errors, total.ElapsedMilliseconds, Sudoku.UseWorkerThreads);
            return wrong == 0 && errors == 0 ? 0 : 1;
        }
    }
}
