// Tests of the safe API against the real library: results are checked with
// the independent checks in Grids.cs and against known answers.

using System;
using System.Collections.Generic;
using System.Threading;

namespace LibSudoku.Tests
{
    static class BindingTests
    {
        public static void Run()
        {
            Versions();
            Names();
            ParseAndFormat();
            Errors();
            SolveAndCount();
            DataSets();
            ManyThreads();
            Workers();
        }

        static void Versions()
        {
            Sudoku.EnsureLoaded();
            Check.Equal(Sudoku.AbiVersion, Native.sudoku_abi_version(), "ABI version");
            Check.That(System.Text.RegularExpressions.Regex.IsMatch(Sudoku.Version, @"^\d+\.\d+\.\d+"), "version " + Sudoku.Version);
            Check.Equal("SUDOKU_E_CONFLICT", Sudoku.StatusName(SudokuStatus.Conflict), "status name");
            Check.Equal("SUDOKU_E_UNKNOWN", Sudoku.StatusName((SudokuStatus)42), "unknown status name");
            foreach (SudokuStatus st in Enum.GetValues(typeof(SudokuStatus)))
                Check.Equal(st == SudokuStatus.Ok ? "SUDOKU_OK" : "SUDOKU_E_" + Snake(st.ToString()),
                    Sudoku.StatusName(st), "status name of " + st);
        }

        // The names of SudokuAbi.g.cs (Name()) are the library's and the ones
        // players know.
        static void Names()
        {
            Check.Equal("X-Wing", SudokuTechnique.XWing.Name(), "X-Wing");
            Check.Equal("BUG+1", SudokuTechnique.Bug.Name(), "BUG+1");
            Check.Equal("easy", SudokuLevel.Easy.Name(), "easy");
            Check.Equal("SUDOKU_E_CONFLICT", SudokuStatus.Conflict.Name(), "status");
            Check.Equal("rotate180", SudokuSymmetry.Rotate180.Name(), "symmetry");
            Check.Equal("unknown technique", ((SudokuTechnique)999).Name(), "unknown technique");
            Check.Equal("symmetry(42)", ((SudokuSymmetry)42).Name(), "unknown symmetry");
            int n = 0;
            foreach (SudokuTechnique t in Enum.GetValues(typeof(SudokuTechnique)))
            {
                Check.Equal(System.Runtime.InteropServices.Marshal.PtrToStringAnsi(Native.sudoku_technique_name((int)t)), t.Name(), "name of " + t);
                n = Math.Max(n, (int)t + 1);
            }
            // TechCount is one more than the largest technique (a number the header skips names none).
            Check.Equal(Sudoku.TechCount, n, "techniques");
            Check.Equal("unknown technique", System.Runtime.InteropServices.Marshal.PtrToStringAnsi(Native.sudoku_technique_name(n)), "the library's unknown technique");
            foreach (SudokuLevel l in Enum.GetValues(typeof(SudokuLevel)))
                Check.Equal(System.Runtime.InteropServices.Marshal.PtrToStringAnsi(Native.sudoku_level_name((int)l)), l.Name(), "name of " + l);
            foreach (SudokuStatus st in Enum.GetValues(typeof(SudokuStatus)))
                Check.Equal(Sudoku.StatusName(st), st.Name(), "name of " + st);
        }

        static void ParseAndFormat()
        {
            byte[] g = Sudoku.Parse(Grids.Classic);
            Check.That(Equal(Grids.FromLine(Grids.Classic), g), "parse a line");
            Check.Equal(Grids.Classic, Sudoku.Format(g), "format");
            string pretty = Sudoku.FormatPretty(g);
            Check.Equal(11, pretty.Split('\n').Length - 1, "pretty has 11 lines");
            Check.That(pretty.StartsWith("5 3 . | . 7 . | . . .\n"), "pretty first line: " + pretty.Split('\n')[0]);
            Check.That(Equal(g, Sudoku.Parse(pretty)), "parse reads the drawing back");
            Check.That(Equal(g, Sudoku.Parse(Grids.Classic.Replace('.', '0'))), "'0' is an empty cell");
            Check.That(Equal(g, Sudoku.CheckText(Grids.Classic)), "check text");
            Check.That(Equal(Grids.FromLine(Grids.Classic), g), "the input grid is unchanged");
            Sudoku.Validate(g);
            Check.That(true, "validate a valid grid");
        }

        static void Errors()
        {
            // Parse errors name the character and where it is.
            var e = Check.Throws<SudokuException>(() => Sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x"), "stray character");
            if (e != null)
            {
                Check.Equal(SudokuStatus.Parse, e.Status, "status");
                Check.Equal("SUDOKU_E_PARSE", e.StatusName, "status name");
                Check.That(e.Message.StartsWith("SUDOKU_E_PARSE: ") && e.Message.Contains("'x'") && e.Message.Contains("column 81"), "message: " + e.Message);
            }
            e = Check.Throws<SudokuException>(() => Sudoku.CheckText("123"), "too few cells");
            if (e != null)
                Check.That(e.Status == SudokuStatus.Parse && e.Message.Contains("3"), "message: " + e.Message);
            e = Check.Throws<SudokuException>(() => Sudoku.Parse("é" + Grids.Classic.Substring(1)), "non-ASCII character");
            if (e != null)
                Check.That(e.Message.Contains("U+00E9") && e.Message.Contains("column 1"), "the message names the character: " + e.Message);

            // Conflicts name the digit, the unit and both cells.
            string clash = "55" + Grids.Classic.Substring(2);
            e = Check.Throws<SudokuException>(() => Sudoku.CheckText(clash), "conflict in text");
            if (e != null)
                Check.That(e.Status == SudokuStatus.Conflict && e.Message.Contains("digit 5") && e.Message.Contains("r1c1") && e.Message.Contains("r1c2"),
                    "message: " + e.Message);
            byte[] g = Sudoku.Parse(clash);
            e = Check.Throws<SudokuException>(() => Sudoku.Validate(g), "validate a conflict");
            if (e != null)
            {
                Check.Equal(SudokuStatus.Conflict, e.Status, "status");
                Check.That(e.Cells.Length == 2 && e.Cells[0] == 0 && e.Cells[1] == 1, "cells " + string.Join(",", e.Cells));
            }
            e = Check.Throws<SudokuException>(() => Sudoku.Solve(g), "solve a conflict");
            if (e != null)
            {
                Check.Equal(SudokuStatus.Conflict, e.Status, "status");
                Check.That(e.Cells.Length == 2 && e.Cells[0] == 0 && e.Cells[1] == 1, "solve names the cells " + string.Join(",", e.Cells));
            }
            e = Check.Throws<SudokuException>(() => Sudoku.CountSolutions(g, 2), "count a conflict");
            if (e != null)
            {
                Check.Equal(SudokuStatus.Conflict, e.Status, "status");
                Check.That(e.Cells.Length == 2 && e.Cells[0] == 0 && e.Cells[1] == 1, "count names the cells " + string.Join(",", e.Cells));
            }

            // Cell values above 9.
            g = Sudoku.Parse(Grids.Classic);
            g[40] = 10;
            e = Check.Throws<SudokuException>(() => Sudoku.Validate(g), "validate a bad value");
            if (e != null)
                Check.That(e.Status == SudokuStatus.Range && e.Cells.Length == 1 && e.Cells[0] == 40 && e.Message.Contains("r5c5"),
                    "range: " + e.Message);
            e = Check.Throws<SudokuException>(() => Sudoku.Format(g), "format a bad value");
            if (e != null)
                Check.Equal(SudokuStatus.Range, e.Status, "status");

            // The binding refuses what would let the library read past an array.
            Check.Throws<ArgumentException>(() => Sudoku.Solve(new byte[80]), "short grid");
            Check.Throws<ArgumentNullException>(() => Sudoku.Format(null), "null grid");
            Check.Throws<ArgumentNullException>(() => Sudoku.Parse(null), "null text");
            Check.Throws<ArgumentException>(() => Sudoku.Parse(new string('.', 70000)), "text too long");
            Check.Throws<ArgumentOutOfRangeException>(() => Sudoku.CountSolutions(new byte[81], 0), "limit 0");
        }

        static void SolveAndCount()
        {
            byte[] p = Sudoku.Parse(Grids.Classic);
            byte[] sol = Sudoku.Solve(p);
            Check.Equal(Grids.ClassicSolution, Sudoku.Format(sol), "known solution");
            Check.Equal(1, Sudoku.CountSolutions(p, 2), "unique");
            foreach (string hard in Grids.Hard)
            {
                byte[] h = Sudoku.Parse(hard);
                Check.That(Grids.IsSolutionOf(h, Sudoku.Solve(h)), "solves " + hard);
                Check.Equal(1, Sudoku.CountSolutions(h, 2), "unique " + hard);
            }
            Check.Equal(2, Sudoku.CountSolutions(new byte[81], 2), "the empty grid has many solutions");
            Check.Equal(1000, Sudoku.CountSolutions(new byte[81], 1000), "counted up to the limit");

            byte[] two = Grids.TwoSolutions(sol);
            Check.That(two != null, "the solution has an unavoidable rectangle");
            if (two != null)
                Check.Equal(2, Sudoku.CountSolutions(two, 10), "a rectangle emptied gives two solutions");

            byte[] u = Sudoku.Parse(Grids.Unsolvable);
            Sudoku.Validate(u);
            Check.Equal(0, Sudoku.CountSolutions(u, 2), "no solution counts 0");
            var e = Check.Throws<SudokuException>(() => Sudoku.Solve(u), "solve the unsolvable");
            if (e != null)
                Check.Equal(SudokuStatus.Unsolvable, e.Status, "status");
        }

        static void DataSets()
        {
            List<string> puzzles = Grids.DataSet("17_clue.txt", 300);
            if (puzzles == null)
                return;
            int solved = 0, unique = 0;
            foreach (string line in puzzles)
            {
                byte[] p = Sudoku.Parse(line);
                if (Grids.IsSolutionOf(p, Sudoku.Solve(p)))
                    solved++;
                if (Sudoku.CountSolutions(p, 2) == 1)
                    unique++;
            }
            Check.Equal(puzzles.Count, solved, "17-clue puzzles solved");
            Check.Equal(puzzles.Count, unique, "17-clue puzzles unique");
        }

        // Many threads at once get right answers, each calling directly after
        // its first call (the default) and then through the workers.
        static void ManyThreads()
        {
            bool saved = Sudoku.UseWorkerThreads;
            try
            {
                foreach (bool workers in new[] { false, true })
                {
                    Sudoku.UseWorkerThreads = workers;
                    ManyThreads(workers ? "workers" : "direct");
                }
            }
            finally
            {
                Sudoku.UseWorkerThreads = saved;
            }
        }

        static void ManyThreads(string mode)
        {
            int wrong = 0, errors = 0;
            var threads = new List<Thread>();
            for (int t = 0; t < 6; t++)
            {
                int seed = t;
                var th = new Thread(() =>
                {
                    try
                    {
                        for (int i = 0; i < 40; i++)
                        {
                            byte[] p = Sudoku.Parse(Grids.Hard[(seed + i) % Grids.Hard.Length]);
                            if (!Grids.IsSolutionOf(p, Sudoku.Solve(p)))
                                Interlocked.Increment(ref wrong);
                            try
                            {
                                Sudoku.CheckText("55" + Grids.Classic.Substring(2));
                                Interlocked.Increment(ref wrong);
                            }
                            catch (SudokuException e)
                            {
                                if (e.Status != SudokuStatus.Conflict)
                                    Interlocked.Increment(ref wrong);
                            }
                        }
                    }
                    catch (Exception e)
                    {
                        Console.Error.WriteLine(e);
                        Interlocked.Increment(ref errors);
                    }
                });
                threads.Add(th);
                th.Start();
            }
            foreach (Thread th in threads)
                th.Join();
            Check.Equal(0, wrong, "wrong answers from 6 threads, " + mode);
            Check.Equal(0, errors, "exceptions in 6 threads, " + mode);
        }

        // With UseWorkerThreads, calls run on the worker threads, and their
        // results and exceptions come back to the caller.
        static void Workers()
        {
            bool saved = Sudoku.UseWorkerThreads;
            Sudoku.UseWorkerThreads = true;
            try
            {
                byte[] p = Sudoku.Parse(Grids.Classic);
                Check.Equal(Grids.ClassicSolution, Sudoku.Format(Sudoku.Solve(p)), "call on a worker");
                var e = Check.Throws<SudokuException>(() => Sudoku.Solve(Sudoku.Parse(Grids.Unsolvable)), "error from a worker");
                if (e != null)
                    Check.Equal(SudokuStatus.Unsolvable, e.Status, "status");
            }
            finally
            {
                Sudoku.UseWorkerThreads = saved;
            }
        }

        // "NotUnique" -> "NOT_UNIQUE"
        static string Snake(string name)
        {
            var sb = new System.Text.StringBuilder();
            for (int i = 0; i < name.Length; i++)
            {
                if (i > 0 && char.IsUpper(name[i]) && char.IsLower(name[i - 1]))
                    sb.Append('_');
                sb.Append(char.ToUpperInvariant(name[i]));
            }
            return sb.ToString();
        }

        static bool Equal(byte[] a, byte[] b)
        {
            if (a.Length != b.Length)
                return false;
            for (int i = 0; i < a.Length; i++)
                if (a[i] != b[i])
                    return false;
            return true;
        }
    }
}
