// libsudoku for C#: two files to drop into a Unity project (Assets/Plugins, beside
// the native library) or a .NET project, this one and SudokuAbi.g.cs (the enums,
// their names and the constants, generated from the header). It wraps the C
// interface of include/sudoku.h and adds nothing of the engine.
//
//   - Native: the C functions as [DllImport("sudoku")], blittable arguments only
//     (byte[], int, IntPtr). "sudoku" resolves to sudoku.dll on Windows,
//     libsudoku.so on Linux and Android, libsudoku.dylib on macOS; iOS links
//     the library statically (__Internal).
//   - Sudoku: the safe API. Grids are byte[81] (row-major, 0 empty, 1..9),
//     text goes in and out as strings, and a failing call throws a
//     SudokuException carrying the status code, its name, the cells at fault
//     and the library's message. The long calls (batches, generation) take
//     a CancellationToken.
//
// Threads: under Mono on Linux and Android, a thread's first call into a Go
// library can deadlock against Mono's stop-the-world garbage collector: the Go
// runtime blocks signals while it gives the thread a record of its own (an
// "extra M"), and may wait there for another thread that Mono has already
// suspended, while Mono waits for this one. Only a thread's first call takes
// that path: since Go 1.21 the runtime keeps the record bound to the thread
// until the thread exits, and later calls from that thread enter Go directly,
// never blocking signals or waiting for another thread. So the safe API makes
// every thread's first call under one lock (FirstCall), one thread at a time,
// so that no first call ever waits for another; after it the thread calls the
// library directly, at the cost of the P/Invoke call. Set
// Sudoku.UseWorkerThreads = true to hand every call to a few long-lived worker
// threads instead (the binding's default before 0.3.0).
//
// Written for C# 7.3 and .NET Framework 4.x / .NET Standard 2.0, so that Unity
// and older compilers take it.

using System;
using System.Collections.Concurrent;
using System.Runtime.ExceptionServices;
using System.Runtime.InteropServices;
using System.Text;
using System.Threading;

namespace LibSudoku
{
    /// <summary>
    /// A libsudoku call failed. Status is the code, StatusName its C name
    /// ("SUDOKU_E_CONFLICT"), Cells the cells at fault and Detail the
    /// library's message; Message is "SUDOKU_E_CONFLICT: " and the detail.
    /// </summary>
    public class SudokuException : Exception
    {
        /// <summary>The status code the library returned.</summary>
        public SudokuStatus Status { get; private set; }

        /// <summary>The C name of the status, such as "SUDOKU_E_CONFLICT".</summary>
        public string StatusName { get; private set; }

        /// <summary>
        /// For a conflict, the two cells (0..80) holding the same digit in one
        /// unit; for a range error, the bad cell. Empty otherwise.
        /// </summary>
        public int[] Cells { get; private set; }

        /// <summary>
        /// The library's message, such as "digit 6 appears twice in column 4,
        /// at r7c4 and r9c4".
        /// </summary>
        public string Detail { get; private set; }

        /// <summary>Creates the exception for status with a detail message.</summary>
        public SudokuException(SudokuStatus status, string statusName, string detail, int[] cells)
            : base(string.IsNullOrEmpty(detail) ? statusName : statusName + ": " + detail)
        {
            Status = status;
            StatusName = statusName;
            Detail = detail ?? "";
            Cells = cells ?? new int[0];
        }
    }

    /// <summary>
    /// The libsudoku library could not be used: it is missing or was built for
    /// another ABI version than this binding.
    /// </summary>
    public class SudokuLoadException : Exception
    {
        /// <summary>Creates the exception with a message and the original error, if any.</summary>
        public SudokuLoadException(string message, Exception inner) : base(message, inner) { }
    }

    /// <summary>A node of a chain: cell Cell is (On) or is not (!On) Digit.</summary>
    public struct SudokuChainNode
    {
        /// <summary>The cell, 0..80.</summary>
        public int Cell;
        /// <summary>The digit, 1..9.</summary>
        public int Digit;
        /// <summary>Whether the node says the cell is the digit (true) or is not (false).</summary>
        public bool On;
    }

    /// <summary>A hint from Sudoku.Hint: the sudoku_hint_result of the C interface.</summary>
    public sealed class SudokuHint
    {
        /// <summary>What the hint says; the other fields describe a step only when it is Step.</summary>
        public SudokuHintStatus Status { get; internal set; }
        /// <summary>The step's technique.</summary>
        public SudokuTechnique Technique { get; internal set; }
        /// <summary>The step's SE rating in tenths: 32 is 3.2.</summary>
        public int Rating { get; internal set; }
        /// <summary>The placed cell 0..80, or -1 when the step only eliminates.</summary>
        public int Cell { get; internal set; }
        /// <summary>The placed digit 1..9, or 0.</summary>
        public int Digit { get; internal set; }
        /// <summary>Removed[i] has bit d-1 set for each digit d that leaves cell i (81 entries).</summary>
        public ushort[] Removed { get; internal set; }
        /// <summary>The number of (cell, digit) eliminations.</summary>
        public int RemovedCount { get; internal set; }
        /// <summary>The cells that form the pattern, to highlight.</summary>
        public int[] PatternCells { get; internal set; }
        /// <summary>The units of the pattern: rows 0-8, columns 9-17, boxes 18-26.</summary>
        public int[] PatternUnits { get; internal set; }
        /// <summary>The digits of the pattern, bit d-1 for digit d.</summary>
        public int PatternDigits { get; internal set; }
        /// <summary>The chain, for chain and loop techniques; empty otherwise.</summary>
        public SudokuChainNode[] Chain { get; internal set; }
        /// <summary>The mistake of each cell (81 entries), when Status is Mistakes.</summary>
        public SudokuMistake[] Mistakes { get; internal set; }
        /// <summary>The number of cells marked in Mistakes.</summary>
        public int MistakeCount { get; internal set; }
        /// <summary>An English explanation of the step or of the status.</summary>
        public string Text { get; internal set; }
        /// <summary>
        /// The puzzle's solutions, counted up to 2 (2: more than one): 1 when
        /// the player's digits and marks were judged against the solution.
        /// </summary>
        public int Solutions { get; internal set; }

        /// <summary>The technique's name and the explanation, such as "X-Wing (3.2): ...", or the text.</summary>
        public override string ToString()
        {
            if (Status != SudokuHintStatus.Step)
                return Status.Name() + ": " + Text;
            return Technique.Name() + " (" + Rating / 10 + "." + Rating % 10 + "): " + Text;
        }
    }

    /// <summary>A puzzle's difficulty from Sudoku.Rate: the sudoku_rate_result of the C interface.</summary>
    public sealed class SudokuRating
    {
        /// <summary>SE-style rating in tenths: the hardest step of the simplest-first solution.</summary>
        public int Rating { get; internal set; }
        /// <summary>The technique of that step.</summary>
        public SudokuTechnique Hardest { get; internal set; }
        /// <summary>The level to show.</summary>
        public SudokuLevel Level { get; internal set; }
        /// <summary>False when the rating stopped early: the chain work budget ran out, or a cap (level Beyond, Rating a lower bound).</summary>
        public bool Complete { get; internal set; }
        /// <summary>True when the rating stopped at the cap of Rate's maxRating (Complete is false).</summary>
        public bool Capped { get; internal set; }
        /// <summary>The number of steps taken.</summary>
        public int Steps { get; internal set; }
        /// <summary>Counts[t]: the steps that used technique t (TechSlots entries).</summary>
        public int[] Counts { get; internal set; }

        /// <summary>The rating, level and hardest technique, such as "3.2 hard (X-Wing)".</summary>
        public override string ToString()
        {
            return Rating / 10 + "." + Rating % 10 + " " + Level.Name() + " (" + Hardest.Name() + ")";
        }
    }

    /// <summary>One step of a solve path from Sudoku.Explain: the sudoku_step of the C interface.</summary>
    public sealed class SudokuStep
    {
        /// <summary>The step's technique.</summary>
        public SudokuTechnique Technique { get; internal set; }
        /// <summary>The step's SE rating in tenths: 32 is 3.2.</summary>
        public int Rating { get; internal set; }
        /// <summary>The placed cell 0..80, or -1 when the step only eliminates.</summary>
        public int Cell { get; internal set; }
        /// <summary>The placed digit 1..9, or 0.</summary>
        public int Digit { get; internal set; }
        /// <summary>Removed[i] has bit d-1 set for each digit d that leaves cell i (81 entries).</summary>
        public ushort[] Removed { get; internal set; }
        /// <summary>The number of (cell, digit) eliminations.</summary>
        public int RemovedCount { get; internal set; }
        /// <summary>The cells that form the pattern, to highlight.</summary>
        public int[] PatternCells { get; internal set; }
        /// <summary>The units of the pattern: rows 0-8, columns 9-17, boxes 18-26.</summary>
        public int[] PatternUnits { get; internal set; }
        /// <summary>The digits of the pattern, bit d-1 for digit d.</summary>
        public int PatternDigits { get; internal set; }
        /// <summary>The chain, for chain and loop techniques; empty otherwise.</summary>
        public SudokuChainNode[] Chain { get; internal set; }
        /// <summary>An English explanation of the step.</summary>
        public string Text { get; internal set; }

        /// <summary>The technique's name and the explanation, such as "X-Wing (3.2): ...".</summary>
        public override string ToString()
        {
            return Technique.Name() + " (" + Rating / 10 + "." + Rating % 10 + "): " + Text;
        }
    }

    /// <summary>
    /// The whole logical solve of a puzzle from Sudoku.Explain: every step
    /// the rating takes, in order, and the rating.
    /// </summary>
    public sealed class SudokuExplanation
    {
        /// <summary>The rating, as Sudoku.Rate gives it.</summary>
        public SudokuRating Rating { get; internal set; }
        /// <summary>The steps, Rating.Steps of them; up to where the catalogue stops when Rating.Complete is false.</summary>
        public SudokuStep[] Steps { get; internal set; }

        /// <summary>The steps' explanations, numbered, one a line.</summary>
        public override string ToString()
        {
            var sb = new System.Text.StringBuilder();
            for (int k = 0; k < Steps.Length; k++)
            {
                if (k > 0)
                    sb.Append('\n');
                sb.Append(k + 1).Append(". ").Append(Steps[k].Text);
            }
            return sb.ToString();
        }
    }

    /// <summary>
    /// What Sudoku.Generate makes: the sudoku_generate_options of the C
    /// interface. The defaults ask for a random minimal puzzle without
    /// symmetry from seed 0; the same options give the same puzzle.
    /// </summary>
    public sealed class SudokuGenerateOptions
    {
        /// <summary>The symmetry of the clues.</summary>
        public SudokuSymmetry Symmetry { get; set; }
        /// <summary>Any value; the same seed gives the same puzzle.</summary>
        public ulong Seed { get; set; }
        /// <summary>0 for a minimal puzzle, else a clue target 17..81.</summary>
        public int Clues { get; set; }
        /// <summary>0, or a difficulty level Easy..Extreme, in place of MinRating and MaxRating.</summary>
        public SudokuLevel Level { get; set; }
        /// <summary>The lower end of a rating band in tenths, 0 for none.</summary>
        public int MinRating { get; set; }
        /// <summary>The upper end of a rating band in tenths, 0 for none.</summary>
        public int MaxRating { get; set; }
        /// <summary>The work bound in attempts; 0 means the library's default (1000).</summary>
        public int MaxAttempts { get; set; }
        /// <summary>The wall-clock budget in milliseconds; 0 means the library's default (2000).</summary>
        public int BudgetMs { get; set; }
        /// <summary>
        /// The pack index of the puzzle Generate makes (of the first one for
        /// GenerateBatch); 0 is the seed's own.
        /// </summary>
        public ulong First { get; set; }
    }

    /// <summary>A generated puzzle with its solution and rating.</summary>
    public sealed class SudokuPuzzle
    {
        /// <summary>The clues.</summary>
        public byte[] Puzzle { get; internal set; }
        /// <summary>The unique solution.</summary>
        public byte[] Solution { get; internal set; }
        /// <summary>
        /// The puzzle's rating as Sudoku.Rate gives it: always from Generate,
        /// from GenerateBatch when a difficulty (Level or a rating band) was
        /// asked for, else null.
        /// </summary>
        public SudokuRating Rating { get; internal set; }
        /// <summary>The number of attempts Generate made (0 from GenerateBatch, whose call does not report it).</summary>
        public int Attempts { get; internal set; }
        /// <summary>
        /// Whether the clue target or rating band was reached. When the work
        /// or time budget ran out first (SUDOKU_E_LIMIT), this is false and
        /// the puzzle is the closest found, still with one solution.
        /// </summary>
        public bool TargetMet { get; internal set; }
    }

    /// <summary>
    /// The C functions exactly as include/sudoku.h declares them. Prefer the
    /// Sudoku class: these do no argument checks, and a grid array shorter than
    /// 81 bytes lets the library read or write past its end.
    /// </summary>
    public static partial class Native
    {
#if UNITY_IOS && !UNITY_EDITOR
        /// <summary>The library name DllImport resolves: statically linked on iOS.</summary>
        public const string Library = "__Internal";
#else
        /// <summary>The library name DllImport resolves: sudoku.dll, libsudoku.so, libsudoku.dylib.</summary>
        public const string Library = "sudoku";
#endif

        /// <summary>sudoku_abi_version: the ABI number of the loaded library.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_abi_version();

        /// <summary>sudoku_version_string: the release, a static C string.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr sudoku_version_string();

        /// <summary>sudoku_status_string: the name of a status code, a static C string.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr sudoku_status_string(int status);

        /// <summary>sudoku_status_message: a sentence about a status code, a static C string.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr sudoku_status_message(int status);

        /// <summary>sudoku_technique_name: the name of a technique, a static C string.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr sudoku_technique_name(int technique);

        /// <summary>sudoku_level_name: the name of a level, a static C string.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr sudoku_level_name(int level);

        /// <summary>sudoku_parse: len bytes of text to grid[81].</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_parse([In] byte[] text, int len, [Out] byte[] grid);

        /// <summary>sudoku_check_text: parse and validate; error is a sudoku_error as bytes (Sudoku.ErrorSize, the size field set) or null.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_check_text([In] byte[] text, int len, [Out] byte[] grid, [In, Out] byte[] error);

        /// <summary>sudoku_format: grid[81] as an 81-character line and a NUL.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_format([In] byte[] grid, [Out] byte[] buf, int cap);

        /// <summary>sudoku_format_pretty: grid[81] as an 11-line drawing and a NUL.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_format_pretty([In] byte[] grid, [Out] byte[] buf, int cap);

        /// <summary>sudoku_validate: the rule check; error is a sudoku_error as bytes or null.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_validate([In] byte[] grid, [In, Out] byte[] error);

        /// <summary>sudoku_solve: the first solution of puzzle[81] into solution[81].</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_solve([In] byte[] puzzle, [Out] byte[] solution);

        /// <summary>sudoku_count_solutions: min(solutions, limit) into count[0].</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_count_solutions([In] byte[] puzzle, int limit, [Out] int[] count);

        /// <summary>
        /// sudoku_hint: options (a sudoku_hint_options as bytes) and candidates
        /// may be null; hint is a sudoku_hint_result as bytes (Sudoku.HintSize,
        /// the size field set).
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_hint([In] byte[] puzzle, [In] byte[] grid, [In] ushort[] candidates,
            [In] byte[] options, [In, Out] byte[] hint, [Out] byte[] text, int textCap);

        /// <summary>sudoku_candidates: the pencil marks the placed digits of grid[81] allow, into marks[81].</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_candidates([In] byte[] grid, [Out] ushort[] marks);

        /// <summary>
        /// sudoku_rate: options (a sudoku_rate_options as bytes) may be null;
        /// result is a sudoku_rate_result as bytes (Sudoku.RateSize, the size
        /// field set); control is a sudoku_control in unmanaged memory, or IntPtr.Zero.
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_rate([In] byte[] puzzle, [In] byte[] options, [In, Out] byte[] result,
            IntPtr control);

        /// <summary>
        /// sudoku_explain: options (a sudoku_explain_options as bytes) may be
        /// null; result is a sudoku_explain_result as bytes (Sudoku.ExplainSize,
        /// the size field set); steps holds stepsCap sudoku_step back to back
        /// (the first one's size field set), text textCap bytes; control as
        /// for sudoku_rate.
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_explain([In] byte[] puzzle, [In] byte[] options, [In, Out] byte[] result,
            [In, Out] byte[] steps, int stepsCap, [Out] byte[] text, int textCap, IntPtr control);

        /// <summary>sudoku_generator_version: the version of the generator's algorithm.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_generator_version();

        /// <summary>
        /// sudoku_generate: options is a sudoku_generate_options as bytes
        /// (Sudoku.GenerateOptionsSize) or null; solution and rating may be
        /// null; control as for sudoku_rate.
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_generate([In] byte[] options, [Out] byte[] puzzle, [Out] byte[] solution,
            [In, Out] byte[] rating, IntPtr control);

        // The batches take their arrays as pointers to pinned memory: the
        // marshaller would copy an array argument in and out (Mono does), which
        // for a million puzzles costs more than solving many of them.

        /// <summary>
        /// sudoku_generate_batch: n puzzles of 81 bytes each; solutions,
        /// ratings (n sudoku_rate_result back to back, the first one's size
        /// set) and statuses may be IntPtr.Zero. The arrays are pinned memory
        /// (GCHandle.Alloc(array, GCHandleType.Pinned).AddrOfPinnedObject()).
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_generate_batch([In] byte[] options, int n, IntPtr puzzles,
            IntPtr solutions, IntPtr ratings, IntPtr statuses, int threads, IntPtr control);

        /// <summary>
        /// sudoku_solve_batch: n puzzles of 81 bytes each into solutions (the
        /// same length; may be the puzzles array), one status per puzzle; the
        /// arrays are pinned memory.
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_solve_batch(IntPtr puzzles, int n, IntPtr solutions,
            IntPtr statuses, int threads, IntPtr control);

        /// <summary>
        /// sudoku_count_solutions_batch: n puzzles of 81 bytes each, one count
        /// and status per puzzle; the arrays are pinned memory.
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_count_solutions_batch(IntPtr puzzles, int n, int limit,
            IntPtr counts, IntPtr statuses, int threads, IntPtr control);
    }

    /// <summary>
    /// The safe libsudoku API. Every method is thread-safe. A grid is a byte[81]
    /// in row-major order (cell 0 is r1c1, cell 80 is r9c9), 0 for an empty
    /// cell and 1..9 for a digit. Failures throw SudokuException; a grid array
    /// that is null or not 81 long throws ArgumentException; a missing or
    /// mismatched library throws SudokuLoadException.
    /// </summary>
    public static partial class Sudoku
    {
        // The structs of the header travel as byte arrays, so that every
        // argument stays blittable; SudokuAbi.g.cs has their sizes and field
        // offsets (the same on every common ABI: fixed-width fields, natural
        // alignment), which the tests compare with a C compiler's.

        internal const int BatchMax = 16777216;  // the most puzzles sudoku_generate_batch makes at once

        static readonly UTF8Encoding Utf8 = new UTF8Encoding(false, false);

        /// <summary>
        /// Whether native calls run on the binding's worker threads (true) or
        /// on the caller's thread (false, the default), where each thread's
        /// first call is made under a lock, one thread at a time (see the note
        /// on Mono at the top of this file). Changing it is allowed at any time
        /// and takes effect for the calls that follow.
        /// </summary>
        public static bool UseWorkerThreads
        {
            get { return useWorkers; }
            set { useWorkers = value; }
        }
        static volatile bool useWorkers;

        /// <summary>The release of the loaded library, such as "0.3.0".</summary>
        public static string Version
        {
            get { return Run(() => CString(Native.sudoku_version_string())); }
        }

        /// <summary>The C name of a status code, such as "SUDOKU_E_CONFLICT".</summary>
        public static string StatusName(SudokuStatus status)
        {
            return Run(() => CString(Native.sudoku_status_string((int)status)));
        }

        /// <summary>The library's sentence about a status code, such as "the puzzle has no solution".</summary>
        public static string StatusMessage(SudokuStatus status)
        {
            return Run(() => CString(Native.sudoku_status_message((int)status)));
        }

        /// <summary>
        /// Checks that the library can be loaded and has the ABI this binding
        /// expects; every other method does so on its first call. Throws
        /// SudokuLoadException otherwise.
        /// </summary>
        public static void EnsureLoaded()
        {
            Loader.Check();
        }

        /// <summary>
        /// Reads a grid from text: an 81-character line or a pasted 9-line
        /// drawing; '1'-'9' are givens, '.' and '0' empty cells, whitespace and
        /// '|', '-', '+' are skipped. Does not check the rules (see CheckText).
        /// </summary>
        public static byte[] Parse(string text)
        {
            byte[] bytes = TextBytes(text);
            var grid = new byte[Cells];
            int st = Run((t, g) => Native.sudoku_parse(t, t.Length, g), bytes, grid);
            if (st != 0)
                throw TextError(st, bytes);
            return grid;
        }

        /// <summary>
        /// Parses text like Parse and checks the rules like Validate. The
        /// exception says exactly what is wrong: Detail is, for example,
        /// "digit 6 appears twice in column 4, at r7c4 and r9c4", and Cells
        /// are the two cells.
        /// </summary>
        public static byte[] CheckText(string text)
        {
            byte[] bytes = TextBytes(text);
            var grid = new byte[Cells];
            byte[] err = NewError();
            int st = Run(() => Native.sudoku_check_text(bytes, bytes.Length, grid, err));
            if (st == (int)SudokuStatus.Parse || st == (int)SudokuStatus.Conflict)
                throw Explained(err);
            if (st != 0)
                throw TextError(st, bytes);
            return grid;
        }

        /// <summary>The grid as an 81-character line, '.' for empty cells.</summary>
        public static string Format(byte[] grid)
        {
            CheckGrid(grid, "grid");
            var buf = new byte[LineSize];
            int st = Run((g, b) => Native.sudoku_format(g, b, b.Length), grid, buf);
            if (st != 0)
                throw GridError(st, grid);
            return Utf8.GetString(buf, 0, Cells); // always 81 characters, then the NUL: no search for it
        }

        /// <summary>The grid as an 11-line drawing with box separators; Parse reads it back.</summary>
        public static string FormatPretty(byte[] grid)
        {
            CheckGrid(grid, "grid");
            var buf = new byte[PrettySize];
            int st = Run((g, b) => Native.sudoku_format_pretty(g, b, b.Length), grid, buf);
            if (st != 0)
                throw GridError(st, grid);
            return CString(buf);
        }

        /// <summary>
        /// Checks that every cell holds 0..9 and no digit repeats in a row,
        /// column or box. Throws SudokuException with Cells set to the two
        /// clashing cells (Conflict) or the bad cell (Range), and the library's
        /// message in Detail.
        /// </summary>
        public static void Validate(byte[] grid)
        {
            CheckGrid(grid, "grid");
            // Without the error struct first (a valid grid is the common
            // case, and marshalling the struct doubles the call's cost); again
            // with it for the message when the grid breaks a rule.
            if (Run(g => Native.sudoku_validate(g, null), grid) == 0)
                return;
            byte[] err = NewError();
            Run(() => Native.sudoku_validate(grid, err));
            throw Explained(err);
        }

        /// <summary>
        /// The first solution of puzzle. Throws SudokuException with status
        /// Unsolvable, Conflict, Range or Limit.
        /// </summary>
        public static byte[] Solve(byte[] puzzle)
        {
            CheckGrid(puzzle, "puzzle");
            var solution = new byte[Cells];
            int st = Run((p, o) => Native.sudoku_solve(p, o), puzzle, solution);
            if (st != 0)
                throw GridError(st, puzzle);
            return solution;
        }

        /// <summary>
        /// The number of solutions of puzzle, counted up to limit (at least 1):
        /// CountSolutions(p, 2) == 1 means the puzzle is proper. Valid givens
        /// without a solution give 0.
        /// </summary>
        public static int CountSolutions(byte[] puzzle, int limit)
        {
            CheckGrid(puzzle, "puzzle");
            if (limit < 1)
                throw new ArgumentOutOfRangeException("limit", limit, "the limit must be at least 1");
            var count = new int[1];
            int st = Run((p, n, c) => Native.sudoku_count_solutions(p, n, c), puzzle, limit, count);
            if (st != 0)
                throw GridError(st, puzzle);
            return count[0];
        }

        /// <summary>
        /// A hint for a player: puzzle holds the givens, grid the player's
        /// board (givens and the player's digits), candidates null or the
        /// player's pencil marks (81 masks, bit d-1 for digit d; 0 means all
        /// digits). Mistakes come first: a wrong digit, or marks that leave out
        /// the right one, gives status Mistakes. Otherwise the simplest next
        /// step, with its technique, rating, placement or eliminations, pattern
        /// and English explanation. With anyBoard, a puzzle without exactly one
        /// solution gets a step too, and Solutions (0, or 2 for more) says its
        /// mistakes could not be judged. style is the catalogue the step comes
        /// from: SE (the rating's, the default) or Extended (HoDoKu's patterns,
        /// in its order and with its names). Throws SudokuException when
        /// puzzle breaks the rules, a cell is above 9 or style is unknown (Arg).
        /// </summary>
        public static SudokuHint Hint(byte[] puzzle, byte[] grid, ushort[] candidates = null, bool anyBoard = false, SudokuHintStyle style = SudokuHintStyle.SE)
        {
            CheckGrid(puzzle, "puzzle");
            CheckGrid(grid, "grid");
            if (candidates != null && candidates.Length != Cells)
                throw new ArgumentException("candidates are 81 masks, these are " + candidates.Length, "candidates");
            byte[] opts = HintOptions(anyBoard, style);
            byte[] raw = Struct(HintSize);
            var text = new byte[HintTextSize];
            int st = Run(() => Native.sudoku_hint(puzzle, grid, candidates, opts, raw, text, text.Length));
            if (st != 0)
                throw HintError(st, puzzle, grid);
            return ReadHint(raw, CString(text));
        }

        // HintOptions returns the sudoku_hint_options of a hint call.
        static byte[] HintOptions(bool anyBoard, SudokuHintStyle style)
        {
            byte[] opts = Struct(HintOptionsSize);
            Put(opts, HintOptionsStyle, BitConverter.GetBytes((int)style));
            if (anyBoard)
                Put(opts, HintOptionsFlags, BitConverter.GetBytes((uint)HintAnyBoard));
            return opts;
        }

        // HintError is the exception of a hint call that returned st on
        // puzzle and grid: for a refused grid, the cells at fault.
        static SudokuException HintError(int st, byte[] puzzle, byte[] grid)
        {
            if (st == (int)SudokuStatus.Range || st == (int)SudokuStatus.Conflict)
            {
                // The puzzle first; the player's grid is refused only for a value above 9.
                byte[] err = NewError();
                if (Run(() => Native.sudoku_validate(puzzle, err)) != 0 ||
                    Run(() => Native.sudoku_validate(grid, err)) == (int)SudokuStatus.Range)
                    return Explained(err);
            }
            return Error(st, null, null);
        }

        // ReadHint reads a filled sudoku_hint_result whose explanation is text.
        static SudokuHint ReadHint(byte[] raw, string text)
        {
            var h = new SudokuHint();
            h.Status = (SudokuHintStatus)Int(raw, HintStatus);
            h.Technique = (SudokuTechnique)Int(raw, HintTechnique);
            h.Rating = Int(raw, HintRating);
            h.Cell = Int(raw, HintCell);
            h.Digit = Int(raw, HintDigit);
            h.RemovedCount = Int(raw, HintNRemoved);
            int nCells = Clamp(Int(raw, HintNPatternCells), Cells);
            int nUnits = Clamp(Int(raw, HintNPatternUnits), 12);
            int nChain = Clamp(Int(raw, HintNChain), ChainMax);
            h.MistakeCount = Int(raw, HintNMistakes);
            h.Solutions = Int(raw, HintSolutions);
            h.PatternDigits = BitConverter.ToUInt16(raw, HintPatternDigits);
            h.Removed = new ushort[Cells];
            Buffer.BlockCopy(raw, HintRemoved, h.Removed, 0, 2 * Cells);
            h.PatternCells = new int[nCells];
            for (int i = 0; i < nCells; i++)
                h.PatternCells[i] = raw[HintPatternCells + i];
            h.PatternUnits = new int[nUnits];
            for (int i = 0; i < nUnits; i++)
                h.PatternUnits[i] = raw[HintPatternUnits + i];
            h.Mistakes = new SudokuMistake[Cells];
            for (int i = 0; i < Cells; i++)
                h.Mistakes[i] = (SudokuMistake)raw[HintMistakes + i];
            h.Chain = new SudokuChainNode[nChain];
            for (int k = 0; k < nChain; k++)
            {
                h.Chain[k].Cell = raw[HintChainCell + k];
                h.Chain[k].Digit = raw[HintChainDigit + k];
                h.Chain[k].On = raw[HintChainOn + k] != 0;
            }
            h.Text = text;
            return h;
        }

        /// <summary>
        /// The pencil marks the placed digits of grid allow: 81 masks, bit d-1
        /// set for each digit d that can go in that empty cell (0 for a filled
        /// cell). Hint takes them, as the player edits them.
        /// </summary>
        public static ushort[] Candidates(byte[] grid)
        {
            CheckGrid(grid, "grid");
            var marks = new ushort[Cells];
            int st = Run((g, m) => Native.sudoku_candidates(g, m), grid, marks);
            if (st != 0)
                throw GridError(st, grid);
            return marks;
        }

        /// <summary>
        /// Rates puzzle by solving it with the step finder, simplest step
        /// first. maxRating, when not 0, is a cap in tenths: the rating stops
        /// as soon as the simplest step rates above it (Capped). Throws
        /// SudokuException with status NotUnique, Unsolvable, Conflict or
        /// Range.
        /// </summary>
        public static SudokuRating Rate(byte[] puzzle, int maxRating = 0)
        {
            CheckGrid(puzzle, "puzzle");
            if (maxRating < 0)
                throw new ArgumentOutOfRangeException("maxRating", maxRating, "the cap is 0 (none) or a rating in tenths");
            byte[] raw = Struct(RateSize);
            byte[] opts = null;
            if (maxRating > 0)
            {
                opts = Struct(RateOptionsSize);
                Put(opts, RateOptionsMaxRating, BitConverter.GetBytes(maxRating));
            }
            int st = RunLong(() => Native.sudoku_rate(puzzle, opts, raw, IntPtr.Zero));
            if (st != 0)
                throw GridError(st, puzzle);
            return ReadRating(raw, 0);
        }

        // The buffers the first sudoku_explain call gets: most paths fit (a
        // hard puzzle takes about 60 steps of about 150 bytes); a longer one
        // is asked again with the sizes the library reports.
        internal static int ExplainFirstSteps = 128;
        internal static int ExplainFirstText = 32 * 1024;

        /// <summary>
        /// The whole logical solve of puzzle: every step the rating takes,
        /// simplest first, with its explanation, and the rating Rate gives.
        /// maxRating caps it as Rate's does. A puzzle beyond the catalogue
        /// gives the steps up to where it stops (Rating.Complete false).
        /// Throws SudokuException with status NotUnique, Unsolvable,
        /// Conflict or Range.
        /// </summary>
        public static SudokuExplanation Explain(byte[] puzzle, int maxRating = 0)
        {
            CheckGrid(puzzle, "puzzle");
            if (maxRating < 0)
                throw new ArgumentOutOfRangeException("maxRating", maxRating, "the cap is 0 (none) or a rating in tenths");
            byte[] opts = null;
            if (maxRating > 0)
            {
                opts = Struct(ExplainOptionsSize);
                Put(opts, ExplainOptionsMaxRating, BitConverter.GetBytes(maxRating));
            }
            byte[] raw = Struct(ExplainSize);
            int nSteps = ExplainFirstSteps, textCap = ExplainFirstText;
            byte[] steps, text;
            int st;
            while (true)
            {
                steps = new byte[Math.Max(nSteps, 1) * StepSize];
                Put(steps, 0, BitConverter.GetBytes((uint)StepSize));
                text = new byte[Math.Max(textCap, 1)];
                int n = nSteps, t = textCap;
                byte[] s = steps, x = text;
                st = Run(() => Native.sudoku_explain(puzzle, opts, raw, s, n, x, t, IntPtr.Zero));
                if (st != (int)SudokuStatus.Buffer)
                    break;
                if (Int(raw, ExplainNSteps) <= nSteps && Int(raw, ExplainTextLen) <= textCap)
                    throw Error((int)SudokuStatus.Internal, "sudoku_explain asked for buffers it had", null);
                nSteps = Int(raw, ExplainNSteps);
                textCap = Int(raw, ExplainTextLen);
            }
            if (st != 0)
                throw GridError(st, puzzle);

            int count = Int(raw, ExplainNSteps);
            var e = new SudokuExplanation();
            var r = new SudokuRating();
            r.Rating = Int(raw, ExplainRating);
            r.Hardest = (SudokuTechnique)Int(raw, ExplainHardest);
            r.Level = (SudokuLevel)Int(raw, ExplainLevel);
            r.Complete = Int(raw, ExplainComplete) != 0;
            r.Capped = Int(raw, ExplainCapped) != 0;
            r.Steps = count;
            r.Counts = new int[TechSlots];
            e.Steps = new SudokuStep[count];
            for (int k = 0; k < count; k++)
            {
                int at = k * StepSize;
                var p = new SudokuStep();
                p.Technique = (SudokuTechnique)Int(steps, at + StepTechnique);
                p.Rating = Int(steps, at + StepRating);
                p.Cell = Int(steps, at + StepCell);
                p.Digit = Int(steps, at + StepDigit);
                p.RemovedCount = Int(steps, at + StepNRemoved);
                int nCells = Clamp(Int(steps, at + StepNPatternCells), Cells);
                int nUnits = Clamp(Int(steps, at + StepNPatternUnits), 12);
                int nChain = Clamp(Int(steps, at + StepNChain), ChainMax);
                p.PatternDigits = BitConverter.ToUInt16(steps, at + StepPatternDigits);
                p.Removed = new ushort[Cells];
                Buffer.BlockCopy(steps, at + StepRemoved, p.Removed, 0, 2 * Cells);
                p.PatternCells = new int[nCells];
                for (int i = 0; i < nCells; i++)
                    p.PatternCells[i] = steps[at + StepPatternCells + i];
                p.PatternUnits = new int[nUnits];
                for (int i = 0; i < nUnits; i++)
                    p.PatternUnits[i] = steps[at + StepPatternUnits + i];
                p.Chain = new SudokuChainNode[nChain];
                for (int j = 0; j < nChain; j++)
                {
                    p.Chain[j].Cell = steps[at + StepChainCell + j];
                    p.Chain[j].Digit = steps[at + StepChainDigit + j];
                    p.Chain[j].On = steps[at + StepChainOn + j] != 0;
                }
                int off = Int(steps, at + StepTextOffset), len = Int(steps, at + StepTextLen);
                p.Text = off >= 0 && len >= 0 && off + len <= text.Length ? Utf8.GetString(text, off, len) : "";
                int tech = (int)p.Technique;
                if (tech >= 0 && tech < TechSlots)
                    r.Counts[tech]++;
                e.Steps[k] = p;
            }
            e.Rating = r;
            return e;
        }

        static SudokuRating ReadRating(byte[] raw, int at)
        {
            var r = new SudokuRating();
            r.Rating = Int(raw, at + RateRating);
            r.Hardest = (SudokuTechnique)Int(raw, at + RateHardest);
            r.Level = (SudokuLevel)Int(raw, at + RateLevel);
            r.Complete = Int(raw, at + RateComplete) != 0;
            r.Capped = Int(raw, at + RateCapped) != 0;
            r.Steps = Int(raw, at + RateSteps);
            r.Counts = new int[TechSlots];
            for (int t = 0; t < TechSlots; t++)
                r.Counts[t] = BitConverter.ToUInt16(raw, at + RateCounts + 2 * t);
            return r;
        }

        /// <summary>The version of the generator's algorithm: a seed and options give the same puzzle for one version.</summary>
        public static int GeneratorVersion
        {
            get { return Run(() => Native.sudoku_generator_version()); }
        }

        /// <summary>
        /// Makes a puzzle with exactly one solution as options asks (null for
        /// the defaults), reproducibly: the same options give the same puzzle
        /// everywhere. When the budget runs out before the clue target or
        /// band is reached, the closest puzzle found is returned with
        /// TargetMet false. Bad options throw SudokuException (Arg).
        /// </summary>
        public static SudokuPuzzle Generate(SudokuGenerateOptions options)
        {
            return Generate(options, CancellationToken.None);
        }

        /// <summary>
        /// Generate, stopped when token is cancelled: it then throws
        /// OperationCanceledException (and makes no puzzle).
        /// </summary>
        public static SudokuPuzzle Generate(SudokuGenerateOptions options, CancellationToken token)
        {
            byte[] opts = OptionsBytes(options);
            var puzzle = new byte[Cells];
            var solution = new byte[Cells];
            byte[] raw = Struct(RateSize);
            int attempts = 0;
            int st = WithControl(token, true, ctl =>
            {
                int rc = Native.sudoku_generate(opts, puzzle, solution, raw, ctl);
                attempts = Marshal.ReadInt32(ctl, ControlDone);
                return rc;
            });
            if (st != 0 && st != (int)SudokuStatus.Limit)
                throw Error(st, null, null);
            var p = new SudokuPuzzle();
            p.Puzzle = puzzle;
            p.Solution = solution;
            p.Rating = ReadRating(raw, 0);
            p.TargetMet = st == 0;
            p.Attempts = attempts;
            return p;
        }

        /// <summary>
        /// Makes n puzzles on threads threads (0: one per processor): puzzles
        /// options.First to options.First+n-1 of the pack. Puzzle i depends
        /// only on the options and its index, so a pack is the same whatever
        /// the thread count, and puzzle 0 is what Generate makes. With a
        /// difficulty asked for, each puzzle has its Rating.
        /// </summary>
        public static SudokuPuzzle[] GenerateBatch(SudokuGenerateOptions options, int n, int threads = 0)
        {
            return GenerateBatch(options, n, threads, CancellationToken.None);
        }

        /// <summary>
        /// GenerateBatch, stopped when token is cancelled: it then throws
        /// OperationCanceledException.
        /// </summary>
        public static SudokuPuzzle[] GenerateBatch(SudokuGenerateOptions options, int n, int threads, CancellationToken token)
        {
            if (n < 0 || n > BatchMax)
                throw new ArgumentOutOfRangeException("n", n, "a batch is 0 to " + BatchMax + " puzzles");
            byte[] opts = OptionsBytes(options);
            if (n == 0)
                return new SudokuPuzzle[0];
            bool banded = options != null && (options.Level != 0 || options.MinRating > 0 || options.MaxRating > 0);
            var puzzles = new byte[Cells * n];
            var solutions = new byte[Cells * n];
            var statuses = new int[n];
            byte[] ratings = null;
            if (banded)
            {
                ratings = new byte[RateSize * n];
                Put(ratings, 0, BitConverter.GetBytes((uint)RateSize));
            }
            int st;
            using (var pins = new Pins())
            {
                IntPtr pp = pins.Add(puzzles), sp = pins.Add(solutions), rp = pins.Add(ratings), tp = pins.Add(statuses);
                st = WithControl(token, false, ctl => Native.sudoku_generate_batch(opts, n, pp, sp, rp, tp, threads, ctl));
            }
            if (st != 0 && st != (int)SudokuStatus.Limit)
                throw Error(st, null, null);
            var list = new SudokuPuzzle[n];
            for (int i = 0; i < n; i++)
            {
                var p = new SudokuPuzzle();
                p.Puzzle = new byte[Cells];
                p.Solution = new byte[Cells];
                Buffer.BlockCopy(puzzles, Cells * i, p.Puzzle, 0, Cells);
                Buffer.BlockCopy(solutions, Cells * i, p.Solution, 0, Cells);
                if (banded)
                    p.Rating = ReadRating(ratings, RateSize * i);
                p.TargetMet = statuses[i] == 0;
                list[i] = p;
            }
            return list;
        }

        /// <summary>
        /// Solves many puzzles in one native call, on threads of the library
        /// (threads &lt;= 0: one per processor). puzzles holds n grids of 81
        /// bytes back to back; solutions, as long, receives the solution of
        /// each puzzle whose status is Ok and keeps its bytes for the others,
        /// so it may be the puzzles array itself (solving in place). Returns
        /// the status of each puzzle, what Solve would throw with (Conflict,
        /// Range, Unsolvable, Limit): a bad puzzle does not stop the batch.
        /// The results do not depend on threads.
        /// </summary>
        public static SudokuStatus[] SolveBatch(byte[] puzzles, byte[] solutions, int threads = 0)
        {
            return SolveBatch(puzzles, solutions, threads, CancellationToken.None);
        }

        /// <summary>
        /// SolveBatch, stopped when token is cancelled: it then throws
        /// OperationCanceledException; the puzzles solved before keep their
        /// solutions in solutions.
        /// </summary>
        public static SudokuStatus[] SolveBatch(byte[] puzzles, byte[] solutions, int threads, CancellationToken token)
        {
            int n = CheckBatch(puzzles);
            if (solutions == null)
                throw new ArgumentNullException("solutions");
            if (solutions.Length != puzzles.Length)
                throw new ArgumentException("solutions is " + solutions.Length + " bytes, puzzles " + puzzles.Length, "solutions");
            var statuses = new int[n];
            if (n > 0)
            {
                int st;
                using (var pins = new Pins())
                {
                    IntPtr pp = pins.Add(puzzles), sp = pins.Add(solutions), tp = pins.Add(statuses);
                    st = WithControl(token, false, ctl => Native.sudoku_solve_batch(pp, n, sp, tp, threads, ctl));
                }
                if (st != 0)
                    throw Error(st, null, null);
            }
            return Statuses(statuses);
        }

        /// <summary>
        /// Counts the solutions of many puzzles up to limit (at least 1) in
        /// one native call, on threads of the library (threads &lt;= 0: one
        /// per processor). puzzles holds n grids of 81 bytes back to back;
        /// counts (n long) receives what CountSolutions gives for each puzzle
        /// whose status is Ok, the lower bound found for Limit, and 0 for the
        /// others. Returns the status of each puzzle.
        /// </summary>
        public static SudokuStatus[] CountSolutionsBatch(byte[] puzzles, int limit, int[] counts, int threads = 0)
        {
            return CountSolutionsBatch(puzzles, limit, counts, threads, CancellationToken.None);
        }

        /// <summary>
        /// CountSolutionsBatch, stopped when token is cancelled: it then throws
        /// OperationCanceledException.
        /// </summary>
        public static SudokuStatus[] CountSolutionsBatch(byte[] puzzles, int limit, int[] counts, int threads, CancellationToken token)
        {
            int n = CheckBatch(puzzles);
            if (limit < 1)
                throw new ArgumentOutOfRangeException("limit", limit, "the limit must be at least 1");
            if (counts == null)
                throw new ArgumentNullException("counts");
            if (counts.Length != n)
                throw new ArgumentException("counts has " + counts.Length + " items for " + n + " puzzles", "counts");
            var statuses = new int[n];
            if (n > 0)
            {
                int st;
                using (var pins = new Pins())
                {
                    IntPtr pp = pins.Add(puzzles), cp = pins.Add(counts), tp = pins.Add(statuses);
                    st = WithControl(token, false, ctl => Native.sudoku_count_solutions_batch(pp, n, limit, cp, tp, threads, ctl));
                }
                if (st != 0)
                    throw Error(st, null, null);
            }
            return Statuses(statuses);
        }

        /// <summary>
        /// The exception of a batch item: what the single call throws for the
        /// puzzle at index i of puzzles (n grids back to back) whose status in
        /// the batch was status. Call it on the error path only.
        /// </summary>
        public static SudokuException ItemError(byte[] puzzles, int i, SudokuStatus status)
        {
            int n = CheckBatch(puzzles);
            if (i < 0 || i >= n)
                throw new ArgumentOutOfRangeException("i", i, "the batch has " + n + " puzzles");
            var grid = new byte[Cells];
            Buffer.BlockCopy(puzzles, Cells * i, grid, 0, Cells);
            return GridError((int)status, grid);
        }

        static int CheckBatch(byte[] puzzles)
        {
            if (puzzles == null)
                throw new ArgumentNullException("puzzles");
            if (puzzles.Length % Cells != 0)
                throw new ArgumentException("a batch is n grids of 81 bytes, this one is " + puzzles.Length + " bytes", "puzzles");
            return puzzles.Length / Cells;
        }

        // The statuses of a batch as SudokuStatus values (a code this binding
        // does not know becomes Internal, as in Error).
        static SudokuStatus[] Statuses(int[] raw)
        {
            var statuses = new SudokuStatus[raw.Length];
            for (int i = 0; i < raw.Length; i++)
                statuses[i] = Known(raw[i]);
            return statuses;
        }

        // Known returns status as a SudokuStatus, or Internal for a code this
        // binding does not know (Enum.IsDefined, which would say so too, costs
        // a microsecond: too much for every item of a large batch).
        static SudokuStatus Known(int status)
        {
            SudokuStatus st = (SudokuStatus)status;
            switch (st)
            {
                case SudokuStatus.Ok:
                case SudokuStatus.Arg:
                case SudokuStatus.Parse:
                case SudokuStatus.Range:
                case SudokuStatus.Conflict:
                case SudokuStatus.Unsolvable:
                case SudokuStatus.Buffer:
                case SudokuStatus.Limit:
                case SudokuStatus.NotUnique:
                case SudokuStatus.Cancelled:
                case SudokuStatus.Internal:
                    return st;
            }
            return SudokuStatus.Internal;
        }

        static byte[] OptionsBytes(SudokuGenerateOptions o)
        {
            if (o == null)
                o = new SudokuGenerateOptions();
            byte[] b = Struct(GenerateOptionsSize);
            Put(b, GenerateOptionsSymmetry, BitConverter.GetBytes((uint)o.Symmetry));
            Put(b, GenerateOptionsSeed, BitConverter.GetBytes(o.Seed));
            Put(b, GenerateOptionsClues, BitConverter.GetBytes(o.Clues));
            Put(b, GenerateOptionsLevel, BitConverter.GetBytes((int)o.Level));
            Put(b, GenerateOptionsMinRating, BitConverter.GetBytes(o.MinRating));
            Put(b, GenerateOptionsMaxRating, BitConverter.GetBytes(o.MaxRating));
            Put(b, GenerateOptionsMaxAttempts, BitConverter.GetBytes(o.MaxAttempts));
            Put(b, GenerateOptionsBudgetMs, BitConverter.GetBytes(o.BudgetMs));
            Put(b, GenerateOptionsFirst, BitConverter.GetBytes(o.First));
            return b;
        }

        static void Put(byte[] dst, int offset, byte[] src)
        {
            Buffer.BlockCopy(src, 0, dst, offset, src.Length);
        }

        // A struct of the header as bytes, zeroed, with its size field set.
        static byte[] Struct(int size)
        {
            var b = new byte[size];
            Put(b, 0, BitConverter.GetBytes((uint)size));
            return b;
        }

        static byte[] NewError()
        {
            return Struct(ErrorSize);
        }

        /// <summary>The name of cell 0..80, such as "r4c7".</summary>
        public static string CellName(int cell)
        {
            if (cell < 0 || cell >= Cells)
                throw new ArgumentOutOfRangeException("cell", cell, "a cell is 0..80");
            return "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1);
        }

        // ---- helpers ----

        static void CheckGrid(byte[] grid, string name)
        {
            if (grid == null)
                throw new ArgumentNullException(name);
            if (grid.Length != Cells)
                throw new ArgumentException("a grid is 81 bytes, this one is " + grid.Length, name);
        }

        static byte[] TextBytes(string text)
        {
            if (text == null)
                throw new ArgumentNullException("text");
            byte[] bytes = Utf8.GetBytes(text);
            if (bytes.Length > TextMax)
                throw new ArgumentException("the text is " + bytes.Length + " bytes, the most is " + TextMax, "text");
            return bytes;
        }

        static int Int(byte[] raw, int offset)
        {
            return BitConverter.ToInt32(raw, offset);
        }

        static int Clamp(int n, int max)
        {
            return n < 0 ? 0 : n > max ? max : n;
        }

        static string CString(IntPtr p)
        {
            if (p == IntPtr.Zero)
                return "";
            int n = 0;
            while (Marshal.ReadByte(p, n) != 0)
                n++;
            var bytes = new byte[n];
            Marshal.Copy(p, bytes, 0, n);
            return Utf8.GetString(bytes);
        }

        static string CString(byte[] buf)
        {
            return CString(buf, 0, buf.Length);
        }

        static string CString(byte[] buf, int start, int length)
        {
            int n = Array.IndexOf(buf, (byte)0, start, length);
            return Utf8.GetString(buf, start, (n < 0 ? start + length : n) - start);
        }

        /// <summary>The exception for what the library wrote into the sudoku_error err.</summary>
        static SudokuException Explained(byte[] err)
        {
            int n = Clamp(Int(err, ErrorNCells), 2);
            var cells = new int[n];
            for (int k = 0; k < n; k++)
                cells[k] = Int(err, ErrorCells + 4 * k);
            return Error(Int(err, ErrorStatus), CString(err, ErrorMessage, MessageSize), cells);
        }

        /// <summary>The exception of a call on text (as bytes) that failed with status.</summary>
        static SudokuException TextError(int status, byte[] text)
        {
            if (status == (int)SudokuStatus.Parse || status == (int)SudokuStatus.Conflict)
            {
                byte[] err = NewError();
                var grid = new byte[Cells];
                if (Run(() => Native.sudoku_check_text(text, text.Length, grid, err)) == status)
                    return Explained(err);
            }
            return Error(status, null, null);
        }

        /// <summary>
        /// The exception for a failed call on grid: a conflict or a bad cell
        /// value is explained by sudoku_validate, with the cells and message.
        /// </summary>
        static SudokuException GridError(int status, byte[] grid)
        {
            if (status == (int)SudokuStatus.Conflict || status == (int)SudokuStatus.Range)
            {
                byte[] err = NewError();
                if (Run(() => Native.sudoku_validate(grid, err)) == status)
                    return Explained(err);
            }
            return Error(status, null, null);
        }

        /// <summary>The exception for status with detail (null: the library's sentence about the status).</summary>
        static SudokuException Error(int status, string detail, int[] cells)
        {
            string name = Run(() => CString(Native.sudoku_status_string(status)));
            if (detail == null)
                detail = Run(() => CString(Native.sudoku_status_message(status)));
            return new SudokuException(Known(status), name, detail, cells);
        }

        /// <summary>
        /// Arrays pinned for a native call, so that it reads and writes them
        /// in place; Dispose lets the garbage collector move them again.
        /// </summary>
        sealed class Pins : IDisposable
        {
            readonly GCHandle[] handles = new GCHandle[4];
            int count;

            /// <summary>Pins a (null gives IntPtr.Zero) and returns its address.</summary>
            public IntPtr Add(Array a)
            {
                if (a == null)
                    return IntPtr.Zero;
                GCHandle h = GCHandle.Alloc(a, GCHandleType.Pinned);
                handles[count++] = h;
                return h.AddrOfPinnedObject();
            }

            public void Dispose()
            {
                while (count > 0)
                    handles[--count].Free();
            }
        }

        /// <summary>
        /// Runs a long native call with a sudoku_control in unmanaged memory
        /// that follows token (IntPtr.Zero when the token can never be
        /// cancelled, unless always), and returns its status. A call stopped
        /// by the token throws OperationCanceledException.
        /// </summary>
        static int WithControl(CancellationToken token, bool always, Func<IntPtr, int> call)
        {
            if (!token.CanBeCanceled && !always)
                return RunLong(() => call(IntPtr.Zero));
            IntPtr ctl = Marshal.AllocHGlobal(ControlSize);
            try
            {
                for (int i = 0; i < ControlSize; i += 4)
                    Marshal.WriteInt32(ctl, i, 0);
                Marshal.WriteInt32(ctl, 0, ControlSize);
                int st;
                using (token.Register(() => Marshal.WriteInt32(ctl, ControlCancel, 1)))
                {
                    st = RunLong(() => call(ctl));
                }
                if (st == (int)SudokuStatus.Cancelled)
                    throw new OperationCanceledException(token);
                return st;
            }
            finally
            {
                Marshal.FreeHGlobal(ctl);
            }
        }

        /// <summary>
        /// Runs a native call after checking the library, on a worker thread
        /// or directly as UseWorkerThreads says, and returns its result.
        /// </summary>
        static T Run<T>(Func<T> call)
        {
            Loader.Check();
            if (useWorkers)
                return Workers.Invoke(call);
            if (!FirstCall.Made)
                FirstCall.Make();
            return call();
        }

        /// <summary>
        /// Run for the cheap calls, their arguments passed along: call is a
        /// lambda that captures nothing, which the compiler makes once, so
        /// that the direct path allocates no closure and no delegate per call
        /// (a capturing lambda costs both, about as much as a bare validate
        /// call); only the worker path wraps it.
        /// </summary>
        static int Run<A>(Func<A, int> call, A a)
        {
            Loader.Check();
            if (useWorkers)
                return Workers.Invoke(() => call(a));
            if (!FirstCall.Made)
                FirstCall.Make();
            return call(a);
        }

        /// <summary>Run&lt;A&gt; for a call of two arguments.</summary>
        static int Run<A, B>(Func<A, B, int> call, A a, B b)
        {
            Loader.Check();
            if (useWorkers)
                return Workers.Invoke(() => call(a, b));
            if (!FirstCall.Made)
                FirstCall.Make();
            return call(a, b);
        }

        /// <summary>Run&lt;A&gt; for a call of three arguments.</summary>
        static int Run<A, B, C>(Func<A, B, C, int> call, A a, B b, C c)
        {
            Loader.Check();
            if (useWorkers)
                return Workers.Invoke(() => call(a, b, c));
            if (!FirstCall.Made)
                FirstCall.Make();
            return call(a, b, c);
        }

        /// <summary>
        /// Run for a long call (a generation, a batch, a rating): on the
        /// worker threads kept for long calls, so that the short calls a
        /// game makes meanwhile (solve, validate, hint) never wait behind it.
        /// </summary>
        static T RunLong<T>(Func<T> call)
        {
            Loader.Check();
            if (useWorkers)
                return Workers.InvokeLong(call);
            if (!FirstCall.Made)
                FirstCall.Make();
            return call();
        }

        /// <summary>
        /// Every thread's first call into the library, made one thread at a
        /// time. A thread's first call is where the Go runtime blocks signals
        /// and takes a spare thread record from a shared list, then makes the
        /// next spare before it returns; two first calls at once can make one
        /// of them wait, with signals blocked, for the other, and a Mono
        /// collection that has suspended the other then waits for both forever.
        /// Under Gate the previous first call has finished, spare made, before
        /// the next begins, so none waits. Later calls from a thread keep its
        /// record (Go 1.21 and later: until the thread exits) and take no lock.
        /// The worker threads make their first calls under Gate too.
        /// </summary>
        static class FirstCall
        {
            /// <summary>Held across every thread's first call.</summary>
            public static readonly object Gate = new object();

            [ThreadStatic] static bool made;

            /// <summary>Whether this thread has made its first call.</summary>
            public static bool Made
            {
                get { return made; }
            }

            /// <summary>Makes this thread's first call (sudoku_abi_version, under Gate) and returns its result.</summary>
            public static int Make()
            {
                lock (Gate)
                {
                    int abi = Native.sudoku_abi_version();
                    made = true;
                    return abi;
                }
            }

            /// <summary>Marks this thread as having made its first call, under Gate held by the caller.</summary>
            public static void MadeUnderGate()
            {
                made = true;
            }
        }

        /// <summary>Loads the library once and checks its ABI version.</summary>
        static class Loader
        {
            static readonly object Gate = new object();
            static volatile bool ok;
            static string failure;
            static Exception cause;

            public static void Check()
            {
                if (ok)
                    return;
                lock (Gate)
                {
                    if (!ok && failure == null)
                        Load();
                    if (failure != null)
                        throw new SudokuLoadException(failure, cause);
                }
            }

            static void Load()
            {
                int got;
                try
                {
                    got = useWorkers ? Workers.Invoke(() => Native.sudoku_abi_version()) : FirstCall.Make();
                }
                catch (DllNotFoundException e)
                {
                    failure = "libsudoku could not be loaded (DllImport \"" + Native.Library + "\"). Place the native library " +
                        "where the runtime looks for it: sudoku.dll beside the .exe (Windows), libsudoku.so beside the " +
                        "assembly or in a directory of LD_LIBRARY_PATH (Linux, Mono), libsudoku.dylib (macOS); in Unity, " +
                        "in Assets/Plugins with the right platform settings. Cause: " + e.Message;
                    cause = e;
                    return;
                }
                catch (EntryPointNotFoundException e)
                {
                    failure = "the library loaded as \"" + Native.Library + "\" is not libsudoku (no sudoku_abi_version): " + e.Message;
                    cause = e;
                    return;
                }
                if (got != AbiVersion)
                {
                    failure = "libsudoku has ABI version " + got + " but this binding was written for " + AbiVersion +
                        ": use the Sudoku.cs and SudokuAbi.g.cs that came with the library";
                    return;
                }
                ok = true;
            }
        }

        /// <summary>
        /// With UseWorkerThreads: a few long-lived threads that make the
        /// native calls. Each calls
        /// sudoku_abi_version once when it starts, so that no thread ever makes
        /// its first call into the Go runtime while serving a caller, and then
        /// runs calls from a shared queue. The threads start on first use and
        /// are background threads: they never keep the process alive.
        ///
        /// Short calls and long calls have threads of their own: Count
        /// threads take the short calls, and the long calls (generations,
        /// batches, ratings) go to a second queue whose threads are started
        /// as long calls come, one per long call running at once (up to
        /// LongMax), so that a game's short calls never wait for a long one
        /// to end.
        /// </summary>
        static class Workers
        {
            sealed class Job
            {
                public Func<object> Call;
                public object Result;
                public ExceptionDispatchInfo Error;
                public readonly ManualResetEventSlim Done = new ManualResetEventSlim(false);
            }

            static readonly BlockingCollection<Job> Queue = new BlockingCollection<Job>(new ConcurrentQueue<Job>());
            static readonly object Gate = FirstCall.Gate;  // a worker's warm-up is its first call
            static volatile bool started;

            [ThreadStatic] static bool isWorker;
            [ThreadStatic] static Job cached;

            /// <summary>The number of worker threads: 2 to 4, by processor count.</summary>
            public static readonly int Count = Math.Max(2, Math.Min(4, Environment.ProcessorCount));

            /// <summary>The most threads for long calls; more long calls at once wait for one.</summary>
            public const int LongMax = 64;

            static readonly BlockingCollection<Job> LongQueue = new BlockingCollection<Job>(new ConcurrentQueue<Job>());
            static int longThreads;  // started, under Gate
            static int longActive;   // long calls queued or running

            /// <summary>
            /// Invoke for a long call: on a thread for long calls, started
            /// when every one is busy.
            /// </summary>
            public static T InvokeLong<T>(Func<T> call)
            {
                if (isWorker)
                    return call();
                Start();
                if (Interlocked.Increment(ref longActive) > Volatile.Read(ref longThreads))
                    StartLong();
                try
                {
                    return Wait<T>(LongQueue, call);
                }
                finally
                {
                    Interlocked.Decrement(ref longActive);
                }
            }

            public static T Invoke<T>(Func<T> call)
            {
                if (isWorker)
                    return call();
                Start();
                return Wait<T>(Queue, call);
            }

            /// <summary>Hands call to the threads of queue and waits for its result.</summary>
            static T Wait<T>(BlockingCollection<Job> queue, Func<T> call)
            {
                Job job = cached ?? (cached = new Job());
                job.Call = () => call();  // boxes a value result
                job.Result = null;
                job.Error = null;
                job.Done.Reset();
                queue.Add(job);
                job.Done.Wait();
                job.Call = null;
                if (job.Error != null)
                {
                    ExceptionDispatchInfo e = job.Error;
                    job.Error = null;
                    e.Throw();
                }
                return (T)job.Result;
            }

            static void Start()
            {
                if (started)
                    return;
                lock (Gate)
                {
                    if (started)
                        return;
                    // One at a time, under FirstCall.Gate (see FirstCall).
                    for (int i = 0; i < Count; i++)
                        StartThread(Queue, "libsudoku worker " + (i + 1));
                    started = true;
                }
            }

            /// <summary>
            /// Starts one more thread for long calls, unless enough were
            /// started while this caller waited for the lock.
            /// </summary>
            static void StartLong()
            {
                lock (Gate)
                {
                    if (Volatile.Read(ref longActive) <= longThreads || longThreads >= LongMax)
                        return;
                    StartThread(LongQueue, "libsudoku long-call worker " + (longThreads + 1));
                    Volatile.Write(ref longThreads, longThreads + 1);
                }
            }

            /// <summary>
            /// Starts a thread serving queue and waits until it made its first
            /// call. Called under Gate: one thread warms up at a time, as Start
            /// explains.
            /// </summary>
            static void StartThread(BlockingCollection<Job> queue, string name)
            {
                var warmed = new ManualResetEventSlim(false);
                var t = new Thread(() => Loop(queue, warmed));
                t.IsBackground = true;
                t.Name = name;
                t.Start();
                warmed.Wait();
                warmed.Dispose();
            }

            static void Loop(BlockingCollection<Job> queue, ManualResetEventSlim warmed)
            {
                isWorker = true;
                try
                {
                    Native.sudoku_abi_version(); // the warm-up: this thread's first call into Go, under Gate
                    FirstCall.MadeUnderGate();
                }
                catch (Exception)
                {
                    // The library is missing or broken; the Loader reports it
                    // to the caller when its own check runs on this thread.
                }
                warmed.Set();
                foreach (Job job in queue.GetConsumingEnumerable())
                {
                    try
                    {
                        job.Result = job.Call();
                    }
                    catch (Exception e)
                    {
                        job.Error = ExceptionDispatchInfo.Capture(e);
                    }
                    job.Done.Set();
                }
            }
        }
    }
}
