// libsudoku for C#: two files to drop into a Unity project (Assets/Plugins, beside
// the native library) or a .NET project, this one and SudokuAbi.g.cs (the enums,
// their names and the constants, generated from the header). It wraps the C
// interface of include/sudoku.h and adds nothing of the engine.
//
//   - Native: the C functions as [DllImport("sudoku")], blittable arguments only
//     (byte[], int, UIntPtr for size_t). "sudoku" resolves to sudoku.dll on
//     Windows, libsudoku.so on Linux and Android, libsudoku.dylib on macOS;
//     iOS links the library statically (__Internal).
//   - Sudoku: the safe API. Grids are byte[81] (row-major, 0 empty, 1..9),
//     text goes in and out as strings, and a failing call throws a
//     SudokuException carrying the status code and its name.
//
// Threads: under Mono on Linux and Android, a thread's first call into a Go
// library can deadlock against Mono's stop-the-world garbage collector. So on
// every platform but Windows the safe API makes its native calls on a few
// long-lived worker threads that each call the library once when they start;
// a call from any thread is handed to them and waits for the result. Set
// Sudoku.UseWorkerThreads = false to call directly (Windows does by default).
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
    /// ("SUDOKU_E_CONFLICT"), and the message says what was wrong.
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

        /// <summary>Creates the exception for status with a detail message.</summary>
        public SudokuException(SudokuStatus status, string statusName, string detail, int[] cells)
            : base(string.IsNullOrEmpty(detail) ? statusName : statusName + ": " + detail)
        {
            Status = status;
            StatusName = statusName;
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
    }

    /// <summary>A puzzle's difficulty from Sudoku.Rate: the sudoku_rating of the C interface.</summary>
    public sealed class SudokuRating
    {
        /// <summary>SE-style rating in tenths: the hardest step of the simplest-first solution.</summary>
        public int Rating { get; internal set; }
        /// <summary>The technique of that step.</summary>
        public SudokuTechnique Hardest { get; internal set; }
        /// <summary>The level to show.</summary>
        public SudokuLevel Level { get; internal set; }
        /// <summary>False when the catalogue got stuck (level Beyond, Rating a lower bound).</summary>
        public bool Complete { get; internal set; }
        /// <summary>The number of steps taken.</summary>
        public int Steps { get; internal set; }
        /// <summary>Counts[t]: the steps that used technique t (64 entries).</summary>
        public int[] Counts { get; internal set; }
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
    }

    /// <summary>A generated puzzle with its solution and rating.</summary>
    public sealed class SudokuPuzzle
    {
        /// <summary>The clues.</summary>
        public byte[] Puzzle { get; internal set; }
        /// <summary>The unique solution.</summary>
        public byte[] Solution { get; internal set; }
        /// <summary>The puzzle's rating as Sudoku.Rate gives it (null from GenerateBatch).</summary>
        public SudokuRating Rating { get; internal set; }
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
    public static class Native
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

        /// <summary>sudoku_technique_name: the name of a technique, a static C string.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr sudoku_technique_name(int technique);

        /// <summary>sudoku_level_name: the name of a level, a static C string.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr sudoku_level_name(int level);

        /// <summary>sudoku_parse: len bytes of text to grid[81].</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_parse([In] byte[] text, UIntPtr len, [Out] byte[] grid);

        /// <summary>sudoku_check_text: parse and validate, with a message.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_check_text([In] byte[] text, UIntPtr len, [Out] byte[] grid,
            [Out] byte[] msg, UIntPtr msgCap);

        /// <summary>sudoku_format: grid[81] as an 81-character line and a NUL.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_format([In] byte[] grid, [Out] byte[] buf, UIntPtr cap);

        /// <summary>sudoku_format_pretty: grid[81] as an 11-line drawing and a NUL.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_format_pretty([In] byte[] grid, [Out] byte[] buf, UIntPtr cap);

        /// <summary>sudoku_validate: the rule check; conflict[2] gets the clashing cells.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_validate([In] byte[] grid, [Out] int[] conflict);

        /// <summary>sudoku_solve: the first solution of puzzle[81] into solution[81].</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_solve([In] byte[] puzzle, [Out] byte[] solution);

        /// <summary>sudoku_count_solutions: min(solutions, limit) into count[0].</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_count_solutions([In] byte[] puzzle, int limit, [Out] int[] count);

        /// <summary>
        /// sudoku_hint: hint is a sudoku_hint_result as bytes (Sudoku.HintSize,
        /// the size field set); candidates may be null.
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_hint([In] byte[] puzzle, [In] byte[] grid, [In] ushort[] candidates,
            [In, Out] byte[] hint, [Out] byte[] text, UIntPtr textCap);

        /// <summary>sudoku_rate: rating is a sudoku_rating as bytes (Sudoku.RatingSize, the size field set).</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_rate([In] byte[] puzzle, [In, Out] byte[] rating);

        /// <summary>sudoku_generator_version: the version of the generator's algorithm.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_generator_version();

        /// <summary>
        /// sudoku_generate: options is a sudoku_generate_options as bytes
        /// (Sudoku.GenerateOptionsSize); solution and rating may be null.
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_generate([In] byte[] options, [Out] byte[] puzzle, [Out] byte[] solution,
            [In, Out] byte[] rating);

        /// <summary>sudoku_generate_batch: n puzzles of 81 bytes each; solutions and statuses may be null.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_generate_batch([In] byte[] options, int n, [Out] byte[] puzzles,
            [Out] byte[] solutions, [Out] int[] statuses, int threads);

        /// <summary>
        /// sudoku_solve_batch: n puzzles of 81 bytes each into solutions (the
        /// same length; may be the puzzles array), one status per puzzle.
        /// </summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_solve_batch([In] byte[] puzzles, UIntPtr n, [In, Out] byte[] solutions,
            [Out] int[] statuses, int threads);

        /// <summary>sudoku_count_solutions_batch: n puzzles of 81 bytes each, one count and status per puzzle.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_count_solutions_batch([In] byte[] puzzles, UIntPtr n, int limit,
            [Out] int[] counts, [Out] int[] statuses, int threads);
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
        /// on the caller's thread (false). The default is true everywhere but
        /// Windows; see the note on Mono at the top of this file. Set it before
        /// the first call; changing it later is allowed and takes effect for
        /// the calls that follow.
        /// </summary>
        public static bool UseWorkerThreads
        {
            get { return useWorkers; }
            set { useWorkers = value; }
        }
        static volatile bool useWorkers = !IsWindows();

        /// <summary>The release of the loaded library, such as "0.2.0".</summary>
        public static string Version
        {
            get { return Run(() => CString(Native.sudoku_version_string())); }
        }

        /// <summary>The C name of a status code, such as "SUDOKU_E_CONFLICT".</summary>
        public static string StatusName(SudokuStatus status)
        {
            return Run(() => CString(Native.sudoku_status_string((int)status)));
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
            int st = Run(() => Native.sudoku_parse(bytes, Size(bytes.Length), grid));
            if (st != 0)
            {
                // The library names the stray character or the cell count.
                string msg;
                CheckTextStatus(bytes, out msg);
                throw Error(st, msg, null);
            }
            return grid;
        }

        /// <summary>
        /// Parses text like Parse and checks the rules like Validate. The
        /// exception's message says exactly what is wrong, for example
        /// "SUDOKU_E_CONFLICT: sudoku: digit 6 appears twice in column 4, at
        /// r7c4 and r9c4".
        /// </summary>
        public static byte[] CheckText(string text)
        {
            byte[] bytes = TextBytes(text);
            var grid = new byte[Cells];
            var msg = new byte[MessageSize];
            int st = Run(() => Native.sudoku_check_text(bytes, Size(bytes.Length), grid, msg, Size(msg.Length)));
            if (st != 0)
                throw Error(st, CString(msg), null);
            return grid;
        }

        /// <summary>The grid as an 81-character line, '.' for empty cells.</summary>
        public static string Format(byte[] grid)
        {
            CheckGrid(grid, "grid");
            var buf = new byte[LineSize];
            int st = Run(() => Native.sudoku_format(grid, buf, Size(buf.Length)));
            if (st != 0)
                throw Error(st, null, null);
            return CString(buf);
        }

        /// <summary>The grid as an 11-line drawing with box separators; Parse reads it back.</summary>
        public static string FormatPretty(byte[] grid)
        {
            CheckGrid(grid, "grid");
            var buf = new byte[PrettySize];
            int st = Run(() => Native.sudoku_format_pretty(grid, buf, Size(buf.Length)));
            if (st != 0)
                throw Error(st, null, null);
            return CString(buf);
        }

        /// <summary>
        /// Checks that every cell holds 0..9 and no digit repeats in a row,
        /// column or box. Throws SudokuException with Cells set to the two
        /// clashing cells (Conflict) or the bad cell (Range).
        /// </summary>
        public static void Validate(byte[] grid)
        {
            CheckGrid(grid, "grid");
            var cells = new int[2];
            int st = Run(() => Native.sudoku_validate(grid, cells));
            if (st == 0)
                return;
            int[] found = cells[1] >= 0 ? new[] { cells[0], cells[1] }
                        : cells[0] >= 0 ? new[] { cells[0] } : new int[0];
            string detail = null;
            if (found.Length == 2)
            {
                // The library's own message names the unit too.
                byte[] line = Utf8.GetBytes(Format(grid));
                CheckTextStatus(line, out detail);
            }
            else if (found.Length == 1)
            {
                detail = "value " + grid[found[0]] + " at " + CellName(found[0]);
            }
            throw Error(st, detail, found);
        }

        /// <summary>
        /// The first solution of puzzle. Throws SudokuException with status
        /// Unsolvable, Conflict, Range or Limit.
        /// </summary>
        public static byte[] Solve(byte[] puzzle)
        {
            CheckGrid(puzzle, "puzzle");
            var solution = new byte[Cells];
            int st = Run(() => Native.sudoku_solve(puzzle, solution));
            if (st != 0)
                throw GridError(st, puzzle, null);
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
            int st = Run(() => Native.sudoku_count_solutions(puzzle, limit, count));
            if (st != 0)
                throw GridError(st, puzzle, st == (int)SudokuStatus.Limit ? "found at least " + count[0] + " before the budget ran out" : null);
            return count[0];
        }

        /// <summary>
        /// A hint for a player: puzzle holds the givens, grid the player's
        /// board (givens and the player's digits), candidates null or the
        /// player's pencil marks (81 masks, bit d-1 for digit d; 0 means all
        /// digits). Mistakes come first: a wrong digit, or marks that leave out
        /// the right one, gives status Mistakes. Otherwise the simplest next
        /// step, with its technique, rating, placement or eliminations, pattern
        /// and English explanation. Throws SudokuException when puzzle breaks
        /// the rules or a cell is above 9.
        /// </summary>
        public static SudokuHint Hint(byte[] puzzle, byte[] grid, ushort[] candidates = null)
        {
            CheckGrid(puzzle, "puzzle");
            CheckGrid(grid, "grid");
            if (candidates != null && candidates.Length != Cells)
                throw new ArgumentException("candidates are 81 masks, these are " + candidates.Length, "candidates");
            var raw = new byte[HintSize];
            Buffer.BlockCopy(BitConverter.GetBytes((uint)HintSize), 0, raw, 0, 4);
            var text = new byte[HintTextSize];
            int st = Run(() => Native.sudoku_hint(puzzle, grid, candidates, raw, text, Size(text.Length)));
            if (st != 0)
                throw Error(st, null, null);

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
            h.Text = CString(text);
            return h;
        }

        /// <summary>
        /// Rates puzzle by solving it with the step finder, simplest step
        /// first. Throws SudokuException with status NotUnique, Unsolvable,
        /// Conflict or Range.
        /// </summary>
        public static SudokuRating Rate(byte[] puzzle)
        {
            CheckGrid(puzzle, "puzzle");
            var raw = new byte[RatingSize];
            Buffer.BlockCopy(BitConverter.GetBytes((uint)RatingSize), 0, raw, 0, 4);
            int st = Run(() => Native.sudoku_rate(puzzle, raw));
            if (st != 0)
                throw Error(st, null, null);
            return ReadRating(raw);
        }

        static SudokuRating ReadRating(byte[] raw)
        {
            var r = new SudokuRating();
            r.Rating = Int(raw, RatingRating);
            r.Hardest = (SudokuTechnique)Int(raw, RatingHardest);
            r.Level = (SudokuLevel)Int(raw, RatingLevel);
            r.Complete = Int(raw, RatingComplete) != 0;
            r.Steps = Int(raw, RatingSteps);
            r.Counts = new int[TechSlots];
            for (int t = 0; t < TechSlots; t++)
                r.Counts[t] = BitConverter.ToUInt16(raw, RatingCounts + 2 * t);
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
            byte[] opts = OptionsBytes(options);
            var puzzle = new byte[Cells];
            var solution = new byte[Cells];
            var raw = new byte[RatingSize];
            Buffer.BlockCopy(BitConverter.GetBytes((uint)RatingSize), 0, raw, 0, 4);
            int st = Run(() => Native.sudoku_generate(opts, puzzle, solution, raw));
            if (st != 0 && st != (int)SudokuStatus.Limit)
                throw Error(st, null, null);
            var p = new SudokuPuzzle();
            p.Puzzle = puzzle;
            p.Solution = solution;
            p.Rating = ReadRating(raw);
            p.TargetMet = st == 0;
            return p;
        }

        /// <summary>
        /// Makes n puzzles on threads threads (0: one per processor). Puzzle i
        /// depends only on the options and i, so a pack is the same whatever
        /// the thread count, and puzzle 0 is what Generate makes.
        /// </summary>
        public static SudokuPuzzle[] GenerateBatch(SudokuGenerateOptions options, int n, int threads = 0)
        {
            if (n < 1 || n > BatchMax)
                throw new ArgumentOutOfRangeException("n", n, "a batch is 1 to " + BatchMax + " puzzles");
            byte[] opts = OptionsBytes(options);
            var puzzles = new byte[Cells * n];
            var solutions = new byte[Cells * n];
            var statuses = new int[n];
            int st = Run(() => Native.sudoku_generate_batch(opts, n, puzzles, solutions, statuses, threads));
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
            int n = CheckBatch(puzzles);
            if (solutions == null)
                throw new ArgumentNullException("solutions");
            if (solutions.Length != puzzles.Length)
                throw new ArgumentException("solutions is " + solutions.Length + " bytes, puzzles " + puzzles.Length, "solutions");
            var statuses = new int[n];
            if (n > 0)
            {
                int st = Run(() => Native.sudoku_solve_batch(puzzles, Size(n), solutions, statuses, threads));
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
                int st = Run(() => Native.sudoku_count_solutions_batch(puzzles, Size(n), limit, counts, statuses, threads));
                if (st != 0)
                    throw Error(st, null, null);
            }
            return Statuses(statuses);
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
            {
                int st = raw[i];
                bool known = (st <= (int)SudokuStatus.Ok && st >= (int)SudokuStatus.NotUnique) || st == (int)SudokuStatus.Internal;
                statuses[i] = known ? (SudokuStatus)st : SudokuStatus.Internal;
            }
            return statuses;
        }

        static byte[] OptionsBytes(SudokuGenerateOptions o)
        {
            if (o == null)
                o = new SudokuGenerateOptions();
            var b = new byte[GenerateOptionsSize];
            Put(b, 0, BitConverter.GetBytes((uint)GenerateOptionsSize));
            Put(b, GenerateOptionsSymmetry, BitConverter.GetBytes((uint)o.Symmetry));
            Put(b, GenerateOptionsSeed, BitConverter.GetBytes(o.Seed));
            Put(b, GenerateOptionsClues, BitConverter.GetBytes(o.Clues));
            Put(b, GenerateOptionsLevel, BitConverter.GetBytes((int)o.Level));
            Put(b, GenerateOptionsMinRating, BitConverter.GetBytes(o.MinRating));
            Put(b, GenerateOptionsMaxRating, BitConverter.GetBytes(o.MaxRating));
            Put(b, GenerateOptionsMaxAttempts, BitConverter.GetBytes(o.MaxAttempts));
            Put(b, GenerateOptionsBudgetMs, BitConverter.GetBytes(o.BudgetMs));
            return b;
        }

        static void Put(byte[] dst, int offset, byte[] src)
        {
            Buffer.BlockCopy(src, 0, dst, offset, src.Length);
        }

        /// <summary>The name of cell 0..80, such as "r4c7".</summary>
        public static string CellName(int cell)
        {
            if (cell < 0 || cell >= Cells)
                throw new ArgumentOutOfRangeException("cell", cell, "a cell is 0..80");
            return "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1);
        }

        // ---- helpers ----

        static bool IsWindows()
        {
            switch (Environment.OSVersion.Platform)
            {
                case PlatformID.Win32NT:
                case PlatformID.Win32S:
                case PlatformID.Win32Windows:
                case PlatformID.WinCE:
                    return true;
            }
            return false;
        }

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

        static int CheckTextStatus(byte[] bytes, out string message)
        {
            var grid = new byte[Cells];
            var msg = new byte[MessageSize];
            int st = Run(() => Native.sudoku_check_text(bytes, Size(bytes.Length), grid, msg, Size(msg.Length)));
            message = CString(msg);
            return st;
        }

        static int Int(byte[] raw, int offset)
        {
            return BitConverter.ToInt32(raw, offset);
        }

        static int Clamp(int n, int max)
        {
            return n < 0 ? 0 : n > max ? max : n;
        }

        static UIntPtr Size(int n)
        {
            return new UIntPtr((uint)n);
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
            int n = Array.IndexOf(buf, (byte)0);
            return Utf8.GetString(buf, 0, n < 0 ? buf.Length : n);
        }

        /// <summary>
        /// The exception for a failed call on grid: a conflict or a bad cell
        /// value is described by Validate, so that it names the cells like
        /// Validate does.
        /// </summary>
        static SudokuException GridError(int status, byte[] grid, string detail)
        {
            if (status == (int)SudokuStatus.Conflict || status == (int)SudokuStatus.Range)
            {
                try
                {
                    Validate(grid);
                }
                catch (SudokuException e)
                {
                    return e;
                }
            }
            return Error(status, detail, null);
        }

        static SudokuException Error(int status, string detail, int[] cells)
        {
            string name = Run(() => CString(Native.sudoku_status_string(status)));
            SudokuStatus st = Enum.IsDefined(typeof(SudokuStatus), status) ? (SudokuStatus)status : SudokuStatus.Internal;
            return new SudokuException(st, name, detail, cells);
        }

        /// <summary>
        /// Runs a native call after checking the library, on a worker thread
        /// or directly as UseWorkerThreads says, and returns its result.
        /// </summary>
        static T Run<T>(Func<T> call)
        {
            Loader.Check();
            return useWorkers ? Workers.Invoke(call) : call();
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
                Func<int> abi = () => Native.sudoku_abi_version();
                int got;
                try
                {
                    got = useWorkers ? Workers.Invoke(abi) : abi();
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
        /// A few long-lived threads that make the native calls. Each calls
        /// sudoku_abi_version once when it starts, so that no thread ever makes
        /// its first call into the Go runtime while serving a caller, and then
        /// runs calls from a shared queue. The threads start on first use and
        /// are background threads: they never keep the process alive.
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
            static readonly object Gate = new object();
            static volatile bool started;

            [ThreadStatic] static bool isWorker;
            [ThreadStatic] static Job cached;

            /// <summary>The number of worker threads: 2 to 4, by processor count.</summary>
            public static readonly int Count = Math.Max(2, Math.Min(4, Environment.ProcessorCount));

            public static T Invoke<T>(Func<T> call)
            {
                if (isWorker)
                    return call();
                Start();
                Job job = cached ?? (cached = new Job());
                job.Call = () => call();  // boxes a value result
                job.Result = null;
                job.Error = null;
                job.Done.Reset();
                Queue.Add(job);
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
                    // One at a time: a thread's first call makes the Go
                    // runtime take a spare thread record ("extra M") and
                    // replenish the spares; two first calls at once can make
                    // one of them wait, with signals blocked, for the other,
                    // and a garbage collection stopping the world then waits
                    // for both forever. Warming up in turn never overlaps.
                    for (int i = 0; i < Count; i++)
                    {
                        var warmed = new ManualResetEventSlim(false);
                        var t = new Thread(() => Loop(warmed));
                        t.IsBackground = true;
                        t.Name = "libsudoku worker " + (i + 1);
                        t.Start();
                        warmed.Wait();
                        warmed.Dispose();
                    }
                    started = true;
                }
            }

            static void Loop(ManualResetEventSlim warmed)
            {
                isWorker = true;
                try
                {
                    Native.sudoku_abi_version(); // the warm-up: this thread's first call into Go
                }
                catch (Exception)
                {
                    // The library is missing or broken; the Loader reports it
                    // to the caller when its own check runs on this thread.
                }
                warmed.Set();
                foreach (Job job in Queue.GetConsumingEnumerable())
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
