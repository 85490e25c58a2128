// A game's short calls stay quick while long calls run (issue 17.7): more
// long generations than the binding has worker threads for short calls,
// and meanwhile a player's solve and validate must each return in well
// under the time a generation takes (4 s here). When long calls took the
// workers that short calls use, a short call waited for a generation to
// end. This runs with UseWorkerThreads, where calls share threads; direct
// calls (the default) each run on their caller's thread.

using System;
using System.Diagnostics;
using System.Threading;

namespace LibSudoku.Tests
{
    static class LatencyTests
    {
        public static void Run()
        {
            bool saved = Sudoku.UseWorkerThreads;
            Sudoku.UseWorkerThreads = true;
            try
            {
                RunOnWorkers();
            }
            finally
            {
                Sudoku.UseWorkerThreads = saved;
            }
        }

        static void RunOnWorkers()
        {
            byte[] classic = Sudoku.Parse(Grids.Classic);
            byte[] want = Sudoku.Solve(classic); // and the worker threads started

            // Generations that cannot succeed (17 clues, unbounded attempts),
            // each stopped by its token after GenerateMs.
            const int GenerateMs = 4000;
            int longCalls = Math.Max(2, Math.Min(4, Environment.ProcessorCount)) + 2;
            var started = new CountdownEvent(longCalls);
            var threads = new Thread[longCalls];
            int cancelledCalls = 0;
            for (int i = 0; i < longCalls; i++)
            {
                int seed = i;
                threads[i] = new Thread(() =>
                {
                    var token = new CancellationTokenSource(GenerateMs);
                    started.Signal();
                    try
                    {
                        Sudoku.Generate(new SudokuGenerateOptions
                            { Seed = (ulong)(1000 + seed), Clues = 17, MaxAttempts = int.MaxValue, BudgetMs = 60000 }, token.Token);
                    }
                    catch (OperationCanceledException)
                    {
                        Interlocked.Increment(ref cancelledCalls);
                    }
                });
                threads[i].IsBackground = true;
                threads[i].Start();
            }
            started.Wait();
            Thread.Sleep(300); // the generations are running

            var clock = new Stopwatch();
            var times = new long[40];
            for (int i = 0; i < times.Length; i++)
            {
                clock.Restart();
                byte[] got = i % 2 == 0 ? Sudoku.Solve(classic) : null;
                if (i % 2 == 1)
                    Sudoku.Validate(classic);
                times[i] = clock.ElapsedTicks * 1000000 / Stopwatch.Frequency; // microseconds
                if (got != null && got[80] != want[80])
                    Check.That(false, "solve during generations");
                Thread.Sleep(5);
            }
            foreach (Thread t in threads)
                t.Join();
            Array.Sort(times);
            long median = times[times.Length / 2], worst = times[times.Length - 1];
            Console.WriteLine("latency: " + times.Length + " short calls during " + longCalls +
                " long generations: median " + (median / 1000.0).ToString("0.0") + " ms, worst " + (worst / 1000.0).ToString("0.0") + " ms");
            Check.Equal(longCalls, cancelledCalls, "every generation ran until its token stopped it");
            // The Go runtime shares its GOMAXPROCS threads among the calls by
            // time slices of 10 ms, and CI machines are loaded: well under a
            // second, against the seconds a generation takes.
            Check.That(worst < 1000000, "a short call took " + worst / 1000 + " ms while long calls ran (want < 1000 ms)");
        }
    }
}
