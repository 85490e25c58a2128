// The per-call cost of the C# binding next to the raw P/Invoke call it makes
// (make bench compiles it with bindings/csharp and runs it under mono).
// It prints "bench csharp <call> <calls/s> <ns/call> -" lines: raw_* calls
// the library through DllImport declarations of its own with arrays made
// once, the others go through LibSudoku.Sudoku as a program would, first
// directly on the calling thread (the default: this thread's first call made
// under the binding's lock, the others directly), then on the binding's
// worker threads (UseWorkerThreads = true, _workers). Each is the median of
// five runs, timed by the wall clock: a worker call spends its time on other
// threads and in waiting, which is the cost the caller sees.

using System;
using System.Diagnostics;
using System.Runtime.InteropServices;
using LibSudoku;

static class CsharpCalls
{
    [DllImport("sudoku", CallingConvention = CallingConvention.Cdecl)]
    static extern int sudoku_abi_version();

    [DllImport("sudoku", CallingConvention = CallingConvention.Cdecl)]
    static extern int sudoku_validate([In] byte[] grid, [In, Out] byte[] error);

    [DllImport("sudoku", CallingConvention = CallingConvention.Cdecl)]
    static extern int sudoku_format([In] byte[] grid, [Out] byte[] buf, int cap);

    [DllImport("sudoku", CallingConvention = CallingConvention.Cdecl)]
    static extern int sudoku_solve([In] byte[] puzzle, [Out] byte[] solution);

    [DllImport("sudoku", CallingConvention = CallingConvention.Cdecl)]
    static extern int sudoku_count_solutions([In] byte[] puzzle, int limit, [Out] int[] count);

    const string SolvedText = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    const string PuzzleText = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    static double seconds = 0.5;

    static void Measure(string name, Action fn)
    {
        for (int i = 0; i < 200; i++)
            fn();
        var rates = new double[5];
        for (int r = 0; r < 5; r++)
        {
            long n = 0;
            double elapsed;
            var wall = Stopwatch.StartNew();
            do
            {
                for (int i = 0; i < 100; i++)
                    fn();
                n += 100;
                elapsed = wall.Elapsed.TotalSeconds;
            } while (elapsed < seconds / 5);
            rates[r] = n / elapsed;
        }
        Array.Sort(rates);
        Console.WriteLine("bench csharp {0} {1:F0} {2:F0} -", name, rates[2], 1e9 / rates[2]);
    }

    static void Main(string[] args)
    {
        if (args.Length > 0)
            seconds = double.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture);
        byte[] solved = Sudoku.Parse(SolvedText), puzzle = Sudoku.Parse(PuzzleText);
        var count = new int[1];
        var buf = new byte[82];
        var outGrid = new byte[81];
        Measure("raw_abi_version", () => sudoku_abi_version());
        Measure("raw_validate", () => { if (sudoku_validate(solved, null) != 0) throw new Exception(); });
        Measure("raw_format", () => { if (sudoku_format(puzzle, buf, 82) != 0) throw new Exception(); });
        Measure("raw_solve", () => { if (sudoku_solve(puzzle, outGrid) != 0) throw new Exception(); });
        Measure("raw_count2", () => { if (sudoku_count_solutions(puzzle, 2, count) != 0) throw new Exception(); });
        foreach (bool workers in new[] { false, true })
        {
            Sudoku.UseWorkerThreads = workers;
            string suffix = workers ? "_workers" : "";
            Measure("validate" + suffix, () => Sudoku.Validate(solved));
            Measure("format" + suffix, () => Sudoku.Format(puzzle));
            Measure("solve" + suffix, () => Sudoku.Solve(puzzle));
            Measure("count_solutions" + suffix, () => Sudoku.CountSolutions(puzzle, 2));
            Measure("solve_text" + suffix, () => Sudoku.Format(Sudoku.Solve(Sudoku.Parse(PuzzleText))));
        }
    }
}
