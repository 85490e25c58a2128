// libsudoku for C#: one file to drop into a Unity project (Assets/Plugins, beside
// the native library) or a .NET project. It wraps the C interface of
// include/sudoku.h and adds nothing of the engine.
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
    /// <summary>The status codes of the C interface (SUDOKU_OK, SUDOKU_E_*).</summary>
    public enum SudokuStatus
    {
        /// <summary>Success.</summary>
        Ok = 0,
        /// <summary>A bad argument: length, limit or option size.</summary>
        Arg = -1,
        /// <summary>The text is not a grid.</summary>
        Parse = -2,
        /// <summary>A cell holds a value above 9.</summary>
        Range = -3,
        /// <summary>A digit repeats in a row, column or box.</summary>
        Conflict = -4,
        /// <summary>The givens break no rule but have no solution.</summary>
        Unsolvable = -5,
        /// <summary>An output buffer is too small.</summary>
        Buffer = -6,
        /// <summary>A search or time budget ran out.</summary>
        Limit = -7,
        /// <summary>A bug in libsudoku was caught; the host may go on.</summary>
        Internal = -99,
    }

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
    }

    /// <summary>
    /// The safe libsudoku API. Every method is thread-safe. A grid is a byte[81]
    /// in row-major order (cell 0 is r1c1, cell 80 is r9c9), 0 for an empty
    /// cell and 1..9 for a digit. Failures throw SudokuException; a grid array
    /// that is null or not 81 long throws ArgumentException; a missing or
    /// mismatched library throws SudokuLoadException.
    /// </summary>
    public static class Sudoku
    {
        /// <summary>The ABI version this binding was written for (SUDOKU_ABI_VERSION).</summary>
        public const int AbiVersion = 1;

        /// <summary>The number of cells in a grid.</summary>
        public const int Cells = 81;

        /// <summary>The guess budget of Solve and CountSolutions (SUDOKU_MAX_GUESSES).</summary>
        public const int MaxGuesses = 4194304;

        internal const int LineSize = 82;        // SUDOKU_LINE_SIZE
        internal const int PrettySize = 243;     // SUDOKU_PRETTY_SIZE
        internal const int MessageSize = 256;    // SUDOKU_MESSAGE_SIZE
        internal const int TextMax = 65536;      // SUDOKU_TEXT_MAX

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

        /// <summary>The release of the loaded library, such as "0.1.0".</summary>
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
                throw Error(st, null, null);
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
                throw Error(st, st == (int)SudokuStatus.Limit ? "found at least " + count[0] + " before the budget ran out" : null, null);
            return count[0];
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
                        ": use the Sudoku.cs that came with the library";
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
