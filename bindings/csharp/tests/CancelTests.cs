// Cancellation of the long calls with a CancellationToken: a token
// cancelled before the call stops it at once, one cancelled while it runs
// stops it soon (the time is printed), and the calls throw
// OperationCanceledException.

using System;
using System.Diagnostics;
using System.Threading;

namespace LibSudoku.Tests
{
    static class CancelTests
    {
        const string Hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

        public static void Run()
        {
            var cancelled = new CancellationTokenSource();
            cancelled.Cancel();
            byte[] p = Sudoku.Parse(Hard);
            Check.Throws<OperationCanceledException>(() => Sudoku.SolveBatch(p, new byte[81], 0, cancelled.Token), "solve batch, cancelled before");
            Check.Throws<OperationCanceledException>(() => Sudoku.CountSolutionsBatch(p, 2, new int[1], 0, cancelled.Token), "count batch, cancelled before");
            Check.Throws<OperationCanceledException>(() => Sudoku.Generate(null, cancelled.Token), "generate, cancelled before");
            Check.Throws<OperationCanceledException>(() => Sudoku.GenerateBatch(null, 3, 1, cancelled.Token), "generate batch, cancelled before");

            // A batch of many seconds, cancelled after 300 ms.
            const int n = 200000;
            var puzzles = new byte[81 * n];
            for (int i = 0; i < n; i++)
                Buffer.BlockCopy(p, 0, puzzles, 81 * i, 81);
            var solutions = new byte[81 * n];
            var source = new CancellationTokenSource();
            var clock = Stopwatch.StartNew();
            long cancelledAt = 0;
            var timer = new Thread(() =>
            {
                Thread.Sleep(300);
                cancelledAt = clock.ElapsedMilliseconds;
                source.Cancel();
            });
            timer.Start();
            var e = Check.Throws<OperationCanceledException>(() => Sudoku.SolveBatch(puzzles, solutions, 2, source.Token), "solve batch cancelled while it runs");
            long stopped = clock.ElapsedMilliseconds - cancelledAt;
            timer.Join();
            Console.WriteLine("cancel: SolveBatch threw " + stopped + " ms after the token was cancelled");
            Check.That(stopped < 2000, "stopped in " + stopped + " ms");
            Check.That(e == null || e.CancellationToken == source.Token, "the exception carries the token");
            byte[] want = Sudoku.Solve(p);
            int solved = 0;
            for (int i = 0; i < n; i++)
                if (solutions[81 * i] != 0)
                {
                    solved++;
                    if (solutions[81 * i + 80] != want[80])
                        Check.That(false, "solution " + i);
                }
            Check.That(solved > 0 && solved < n, solved + " of " + n + " solved before the cancel");

            // A generation that cannot succeed, cancelled while it runs.
            var gen = new CancellationTokenSource(200);
            clock.Restart();
            Check.Throws<OperationCanceledException>(() => Sudoku.Generate(new SudokuGenerateOptions
                { Clues = 17, MaxAttempts = int.MaxValue, BudgetMs = 60000 }, gen.Token), "generate cancelled while it runs");
            Console.WriteLine("cancel: Generate with a 200 ms token threw after " + clock.ElapsedMilliseconds + " ms");
            Check.That(clock.ElapsedMilliseconds < 2200, "generate stopped");
        }
    }
}
