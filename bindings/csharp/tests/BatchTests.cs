// Tests of SolveBatch and CountSolutionsBatch against the real library:
// every item equals the single call's result and solves its puzzle by the
// rules, bad puzzles get their own status without stopping the batch, and
// 1 and 2 threads give the same results.

using System;
using System.Collections.Generic;

namespace LibSudoku.Tests
{
    static class BatchTests
    {
        public static void Run()
        {
            var lines = new List<string>(Grids.Hard);
            lines.Add(Grids.Classic);
            List<string> data = Grids.DataSet("17_clue.txt", 300);
            if (data != null)
                lines.AddRange(data);
            var grids = new List<byte[]>();
            foreach (string line in lines)
                grids.Add(Grids.FromLine(line));
            var conflict = new byte[81];
            conflict[3] = conflict[30] = 7;
            var outOfRange = new byte[81];
            outOfRange[40] = 12;
            grids.Add(conflict);
            grids.Add(outOfRange);
            grids.Add(Grids.FromLine(Grids.Unsolvable));
            byte[] sol0 = Sudoku.Solve(grids[0]);
            for (int k = 0; k < 10; k++)
            {
                var g = (byte[])sol0.Clone();
                for (int i = k % 4; i < 81; i += 1 + k % 3)
                    g[i] = 0;
                grids.Add(g);
            }
            byte[] two = Grids.TwoSolutions(sol0);
            Check.That(two != null, "a grid with two solutions");
            grids.Add(two ?? sol0);
            byte[] puzzles = Join(grids);
            int n = grids.Count;

            SolveBatch(grids, puzzles);
            CountBatch(grids, puzzles);

            // In place: the solutions overwrite the puzzles, bad puzzles stay.
            var inPlace = (byte[])puzzles.Clone();
            SudokuStatus[] st = Sudoku.SolveBatch(inPlace, inPlace, 2);
            var fresh = new byte[puzzles.Length];
            Sudoku.SolveBatch(puzzles, fresh, 1);
            bool same = true;
            for (int i = 0; i < n; i++)
                same &= Same(Slice(inPlace, i), st[i] == SudokuStatus.Ok ? Slice(fresh, i) : grids[i]);
            Check.That(same, "solving in place");

            Check.Equal(0, Sudoku.SolveBatch(new byte[0], new byte[0]).Length, "an empty batch");
            Check.Throws<ArgumentException>(() => Sudoku.SolveBatch(new byte[80], new byte[80]), "80 bytes");
            Check.Throws<ArgumentException>(() => Sudoku.SolveBatch(puzzles, new byte[81]), "short solutions");
            Check.Throws<ArgumentNullException>(() => Sudoku.SolveBatch(null, new byte[81]), "null puzzles");
            Check.Throws<ArgumentOutOfRangeException>(() => Sudoku.CountSolutionsBatch(puzzles, 0, new int[n]), "limit 0");
            Check.Throws<ArgumentException>(() => Sudoku.CountSolutionsBatch(puzzles, 2, new int[1]), "short counts");
        }

        static void SolveBatch(List<byte[]> grids, byte[] puzzles)
        {
            int n = grids.Count;
            byte[] first = null;
            SudokuStatus[] firstStatuses = null;
            foreach (int threads in new[] { 1, 2, 0 })
            {
                var sols = new byte[puzzles.Length];
                SudokuStatus[] st = Sudoku.SolveBatch(puzzles, sols, threads);
                Check.Equal(n, st.Length, "statuses");
                int ok = 0;
                for (int i = 0; i < n; i++)
                {
                    SudokuStatus want = SudokuStatus.Ok;
                    byte[] single = null;
                    try
                    {
                        single = Sudoku.Solve(grids[i]);
                    }
                    catch (SudokuException e)
                    {
                        want = e.Status;
                    }
                    if (st[i] != want)
                        Check.Equal(want, st[i], "solve batch item " + i + " status, threads " + threads);
                    else if (want == SudokuStatus.Ok)
                    {
                        byte[] got = Slice(sols, i);
                        Check.That(Same(single, got) && Grids.IsSolutionOf(grids[i], got), "solve batch item " + i + " solution");
                        ok++;
                    }
                    else
                        Check.That(Same(new byte[81], Slice(sols, i)), "a failed item leaves its solution bytes alone");
                }
                Check.Equal(n - 3, ok, "solved items, threads " + threads);
                Check.Equal(SudokuStatus.Conflict, st[n - 14], "the conflict");
                Check.Equal(SudokuStatus.Range, st[n - 13], "the value out of range");
                Check.Equal(SudokuStatus.Unsolvable, st[n - 12], "the unsolvable puzzle");
                if (first == null)
                {
                    first = sols;
                    firstStatuses = st;
                }
                Check.That(Same(first, sols) && string.Join(",", firstStatuses) == string.Join(",", st),
                    "threads " + threads + " gives what 1 thread gives");
            }
        }

        static void CountBatch(List<byte[]> grids, byte[] puzzles)
        {
            int n = grids.Count;
            foreach (int limit in new[] { 1, 2, 30 })
            {
                string first = null;
                foreach (int threads in new[] { 1, 2 })
                {
                    var counts = new int[n];
                    SudokuStatus[] st = Sudoku.CountSolutionsBatch(puzzles, limit, counts, threads);
                    int several = 0, bad = 0;
                    for (int i = 0; i < n; i++)
                    {
                        SudokuStatus want = SudokuStatus.Ok;
                        int single = 0;
                        try
                        {
                            single = Sudoku.CountSolutions(grids[i], limit);
                        }
                        catch (SudokuException e)
                        {
                            want = e.Status;
                        }
                        if (st[i] != want || counts[i] != single)
                            Check.That(false, "count batch item " + i + ": " + st[i] + " " + counts[i] + ", want " + want + " " + single);
                        if (counts[i] > 1)
                            several++;
                        if (st[i] != SudokuStatus.Ok)
                            bad++;
                    }
                    Check.Equal(2, bad, "bad items, limit " + limit);
                    Check.That((several > 0) == (limit > 1), "several solutions seen, limit " + limit);
                    Check.Equal(Math.Min(2, limit), counts[n - 1], "the two-solution grid, limit " + limit);
                    string all = string.Join(",", counts) + "/" + string.Join(",", st);
                    if (first == null)
                        first = all;
                    Check.Equal(first, all, "count batch, threads " + threads + ", limit " + limit);
                }
            }
        }

        static byte[] Join(List<byte[]> grids)
        {
            var all = new byte[81 * grids.Count];
            for (int i = 0; i < grids.Count; i++)
                Buffer.BlockCopy(grids[i], 0, all, 81 * i, 81);
            return all;
        }

        static byte[] Slice(byte[] all, int i)
        {
            var g = new byte[81];
            Buffer.BlockCopy(all, 81 * i, g, 0, 81);
            return g;
        }

        static bool Same(byte[] a, byte[] b)
        {
            if (a == null || b == null || a.Length != b.Length)
                return false;
            for (int i = 0; i < a.Length; i++)
                if (a[i] != b[i])
                    return false;
            return true;
        }
    }
}
