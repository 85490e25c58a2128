// A panic inside a batch worker of the library becomes a SudokuException
// with status Internal, and the process goes on. Run as
//
//   mono test_csharp.exe faultinject
//
// against the test copy of the library built with -tags sudoku_faultinject
// (mk/faultinject.mk), in which the designated inputs below panic inside a
// worker.

using System;

namespace LibSudoku.Tests
{
    static class FaultInjectTests
    {
        const string Classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        const ulong FaultSeed = 0xFA11; // panics in the generator's batches

        static byte[] Cells(string text)
        {
            var g = new byte[81];
            for (int i = 0; i < 81; i++)
                g[i] = text[i] == '.' ? (byte)0 : (byte)(text[i] - '0');
            return g;
        }

        public static void Run()
        {
            byte[] easy = Cells(Classic);
            // Row 1 is 9 8 7 6 5 4 3 2 1, the rest empty: panics in the
            // solve and count batches.
            byte[] fault = Cells("987654321" + new string('.', 72));
            const int n = 200;
            var puzzles = new byte[81 * n];
            for (int i = 0; i < n; i++)
                Buffer.BlockCopy(easy, 0, puzzles, 81 * i, 81);
            Buffer.BlockCopy(fault, 0, puzzles, 81 * 150, 81);
            foreach (int threads in new[] { 1, 2, 4 })
            {
                var e = Check.Throws<SudokuException>(() => Sudoku.SolveBatch(puzzles, new byte[81 * n], threads), "SolveBatch, threads " + threads);
                if (e != null)
                    Check.Equal(SudokuStatus.Internal, e.Status, "SolveBatch's status");
                e = Check.Throws<SudokuException>(() => Sudoku.CountSolutionsBatch(puzzles, 2, new int[n], threads), "CountSolutionsBatch, threads " + threads);
                if (e != null)
                    Check.Equal(SudokuStatus.Internal, e.Status, "CountSolutionsBatch's status");
                var opts = new SudokuGenerateOptions { Seed = FaultSeed, Level = SudokuLevel.Easy };
                e = Check.Throws<SudokuException>(() => Sudoku.GenerateBatch(opts, 3, threads), "GenerateBatch, threads " + threads);
                if (e != null)
                    Check.Equal(SudokuStatus.Internal, e.Status, "GenerateBatch's status");
            }

            // The library still works, and other inputs were never affected.
            Buffer.BlockCopy(easy, 0, puzzles, 81 * 150, 81);
            var solutions = new byte[81 * n];
            SudokuStatus[] st = Sudoku.SolveBatch(puzzles, solutions, 4);
            Check.Equal(SudokuStatus.Ok, st[150], "the easy puzzle's status");
            Check.Equal((byte)9, solutions[81 * 151 - 1], "the easy puzzle's last cell");
            var more = Sudoku.GenerateBatch(new SudokuGenerateOptions { Seed = FaultSeed + 1, Level = SudokuLevel.Easy }, 2, 2);
            Check.Equal(2, more.Length, "puzzles of another seed");
        }
    }
}
