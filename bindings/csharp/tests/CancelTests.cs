// Cancellation of the long calls with a CancellationToken: a token
// cancelled before the call stops it at once, one cancelled while it runs
// stops it soon (the time is printed), and the calls throw
// OperationCanceledException. Also the names a game shows: ToString of
// hints and ratings.

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

            // Names: ToString gives the header's names.
            SudokuHint h = Sudoku.Hint(Sudoku.Parse(Grids.Classic), Sudoku.Parse(Grids.Classic));
            Check.That(h.ToString().StartsWith("Hidden Single (1.2): "), "hint ToString: " + h);
            Check.Equal("X-Wing", SudokuTechnique.XWing.Name(), "technique name");
            Check.Equal("1.2 easy (Hidden Single)", Sudoku.Rate(Sudoku.Parse(Grids.Classic)).ToString(), "rating ToString");
            Check.Equal("the call was cancelled", Sudoku.StatusMessage(SudokuStatus.Cancelled), "status message");
            Check.That(Sudoku.Rate(Sudoku.Parse(Grids.Classic), 10).Capped, "a capped rating");

            // A hint on any board: a puzzle with several solutions.
            byte[] many = Sudoku.Parse("........." + Grids.Classic.Substring(9));
            Check.Equal(SudokuHintStatus.NotUnique, Sudoku.Hint(many, many).Status, "without anyBoard");
            SudokuHint any = Sudoku.Hint(many, many, null, true);
            Check.Equal(SudokuHintStatus.Step, any.Status, "with anyBoard");
            Check.Equal(2, any.Solutions, "solutions");
            Check.That(any.Text.EndsWith("so mistakes cannot be judged.)"), "the text says so: " + any.Text);

            // Candidates against the rules read directly.
            byte[] g = Sudoku.Parse(Grids.Classic);
            ushort[] marks = Sudoku.Candidates(g);
            bool right = true;
            for (int i = 0; i < 81; i++)
            {
                int mask = 0;
                if (g[i] == 0)
                    for (int d = 1; d <= 9; d++)
                    {
                        bool free = true;
                        for (int j = 0; j < 81; j++)
                            if (j != i && g[j] == d && (j / 9 == i / 9 || j % 9 == i % 9 || (j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3)))
                                free = false;
                        if (free)
                            mask |= 1 << (d - 1);
                    }
                right &= marks[i] == mask;
            }
            Check.That(right, "candidates");
            g[1] = 5;
            var ce = Check.Throws<SudokuException>(() => Sudoku.Candidates(g), "candidates of a grid with two 5s in a row");
            Check.That(ce != null && ce.Cells.Length == 2 && ce.Cells[0] == 0 && ce.Cells[1] == 1, "the cells of the conflict");
        }
    }
}
