// The shared table of bad inputs (tests/errors/cases.tsv), run through the
// C# binding: every call's SudokuException has the table's status, status
// name, cells and Detail, as in every other binding. The tests run from the
// repository root (make test-csharp), where the table is.

using System;
using System.IO;

namespace LibSudoku.Tests
{
    static class ErrorTableTests
    {
        const string Table = "tests/errors/cases.tsv";
        const string Classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

        public static void Run()
        {
            if (!File.Exists(Table))
            {
                Console.WriteLine("skip: " + Table + " not found (run from the repository root)");
                return;
            }
            int n = 0;
            foreach (string line in File.ReadAllLines(Table))
            {
                if (line.Length == 0 || line[0] == '#')
                    continue;
                string[] f = line.Split('\t');
                Check.Equal(6, f.Length, "fields of " + line);
                if (f.Length != 6)
                    continue;
                n++;
                string call = f[0], text = f[1].Replace("\\n", "\n").Replace("\\t", "\t").Replace("\\\\", "\\");
                SudokuException e = Check.Throws<SudokuException>(() => Call(call, text, f[2]), line);
                if (e == null)
                    continue;
                string cells = e.Cells.Length == 0 ? "-" : string.Join(",", Array.ConvertAll(e.Cells, c => c.ToString()));
                Check.Equal(f[3], e.StatusName, "status name: " + line);
                Check.Equal(f[3], Sudoku.StatusName(e.Status), "status: " + line);
                Check.Equal(f[4], cells, "cells: " + line);
                Check.Equal(f[5], e.Detail, "detail: " + line);
                Check.Equal(f[3] + ": " + f[5], e.Message, "message: " + line);
            }
            Check.That(n >= 10, "the table has " + n + " lines");
        }

        static void Call(string call, string text, string edits)
        {
            if (call == "parse")
            {
                Sudoku.Parse(text);
                return;
            }
            if (call == "check_text")
            {
                Sudoku.CheckText(text);
                return;
            }
            byte[] puzzle = Sudoku.Parse(text), grid = (byte[])puzzle.Clone();
            if (edits != "-")
                foreach (string e in edits.Split(','))
                {
                    string[] kv = e.Split('=');
                    grid[int.Parse(kv[0])] = byte.Parse(kv[1]);
                }
            switch (call)
            {
                case "validate": Sudoku.Validate(grid); break;
                case "solve": Sudoku.Solve(grid); break;
                case "count": Sudoku.CountSolutions(grid, 2); break;
                case "rate": Sudoku.Rate(grid); break;
                case "format": Sudoku.Format(grid); break;
                case "hint_puzzle": Sudoku.Hint(grid, grid); break;
                case "hint_grid": Sudoku.Hint(puzzle, grid); break;
                case "solve_batch":
                    byte[] classic = Sudoku.Parse(Classic), batch = new byte[3 * 81];
                    Buffer.BlockCopy(classic, 0, batch, 0, 81);
                    Buffer.BlockCopy(grid, 0, batch, 81, 81);
                    Buffer.BlockCopy(classic, 0, batch, 162, 81);
                    SudokuStatus[] st = Sudoku.SolveBatch(batch, new byte[batch.Length]);
                    Check.That(st[0] == SudokuStatus.Ok && st[2] == SudokuStatus.Ok, "the good items of the batch");
                    if (st[1] != SudokuStatus.Ok)
                        throw Sudoku.ItemError(batch, 1, st[1]);
                    break;
                default:
                    throw new InvalidOperationException("unknown call " + call);
            }
        }
    }
}
