// The per-call cost of the C# binding next to the raw P/Invoke call it makes
// (make bench compiles it with bindings/csharp and runs it under mono).
// It prints "bench csharp <call> <calls/s> <ns/call> -" lines: raw_* calls
// the library through DllImport declarations of its own with arrays made
// once, the others go through LibSudoku.Sudoku as a program would, directly
// on the calling thread (the default: this thread's first call made under
// the binding's lock, the others directly) and on the binding's worker
// threads (UseWorkerThreads = true, _workers). A C function's raw call and
// its calls through the binding are timed together, interleaved: Rounds
// rounds of a run of each, each going first in turn, timed by the wall
// clock (a worker call spends its time on other threads and in waiting,
// which is the cost the caller sees). The raw figure is the median of its
// runs; a binding call's is that times the median of its runs' ratios to
// the raw run of the same round, so that a change of the machine's speed
// during the runs moves both alike and leaves the ratio.

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

    const int Rounds = 25;

    // One call of a group: its name, whether it goes through the worker
    // threads, and the call.
    sealed class Call
    {
        public string Name;
        public bool Workers;
        public Action Fn;
        public int N; // calls in a run
        public double[] Runs = new double[Rounds]; // ns per call
    }

    static Call C(string name, bool workers, Action fn)
    {
        return new Call { Name = name, Workers = workers, Fn = fn };
    }

    static double Run(Call c)
    {
        Sudoku.UseWorkerThreads = c.Workers;
        var wall = Stopwatch.StartNew();
        for (int i = 0; i < c.N; i++)
            c.Fn();
        return wall.Elapsed.TotalSeconds * 1e9 / c.N;
    }

    static double Median(double[] xs)
    {
        var s = (double[])xs.Clone();
        Array.Sort(s);
        return s.Length % 2 == 1 ? s[s.Length / 2] : (s[s.Length / 2 - 1] + s[s.Length / 2]) / 2;
    }

    // Measure times the calls of a group together, the raw call first, and
    // prints a line for each (see the comment at the top).
    static void Measure(params Call[] calls)
    {
        foreach (var c in calls) // warm up, and size each call's runs
        {
            c.N = 200;
            double ns = Run(c);
            c.N = Math.Max(20, (int)(seconds * 1e9 / Rounds / ns)); // each call timed for about seconds in all
        }
        for (int r = 0; r < Rounds; r++)
            for (int k = 0; k < calls.Length; k++)
            {
                var c = calls[(r + k) % calls.Length];
                c.Runs[r] = Run(c);
            }
        Sudoku.UseWorkerThreads = false;
        double raw = Median(calls[0].Runs);
        foreach (var c in calls)
        {
            var ratios = new double[Rounds];
            for (int r = 0; r < Rounds; r++)
                ratios[r] = c.Runs[r] / calls[0].Runs[r];
            double ns = raw * Median(ratios);
            Console.WriteLine("bench csharp {0} {1:F0} {2:F0} -", c.Name, 1e9 / ns, ns);
        }
    }

    static void Main(string[] args)
    {
        if (args.Length > 0)
            seconds = double.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture);
        byte[] solved = Sudoku.Parse(SolvedText), puzzle = Sudoku.Parse(PuzzleText);
        var count = new int[1];
        var buf = new byte[82];
        var outGrid = new byte[81];
        Measure(C("raw_abi_version", false, () => sudoku_abi_version()));
        Measure(C("raw_validate", false, () => { if (sudoku_validate(solved, null) != 0) throw new Exception(); }),
                C("validate", false, () => Sudoku.Validate(solved)),
                C("validate_workers", true, () => Sudoku.Validate(solved)));
        Measure(C("raw_format", false, () => { if (sudoku_format(puzzle, buf, 82) != 0) throw new Exception(); }),
                C("format", false, () => Sudoku.Format(puzzle)),
                C("format_workers", true, () => Sudoku.Format(puzzle)));
        Measure(C("raw_solve", false, () => { if (sudoku_solve(puzzle, outGrid) != 0) throw new Exception(); }),
                C("solve", false, () => Sudoku.Solve(puzzle)),
                C("solve_workers", true, () => Sudoku.Solve(puzzle)));
        Measure(C("raw_count2", false, () => { if (sudoku_count_solutions(puzzle, 2, count) != 0) throw new Exception(); }),
                C("count_solutions", false, () => Sudoku.CountSolutions(puzzle, 2)),
                C("count_solutions_workers", true, () => Sudoku.CountSolutions(puzzle, 2)));
        // parse, solve and format: no raw partner (the table leaves it out)
        Measure(C("solve_text", false, () => Sudoku.Format(Sudoku.Solve(Sudoku.Parse(PuzzleText)))),
                C("solve_text_workers", true, () => Sudoku.Format(Sudoku.Solve(Sudoku.Parse(PuzzleText)))));
    }
}
