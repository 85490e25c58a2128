// Independent checks for the tests: whether a grid is a complete valid
// solution of a puzzle, written here without the library, and a few known
// puzzles.

using System;
using System.Collections.Generic;
using System.IO;

namespace LibSudoku.Tests
{
    static class Grids
    {
        /// <summary>A proper puzzle and its known solution (the classic example).</summary>
        public const string Classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        public const string ClassicSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

        /// <summary>Hard proper puzzles (from the well-known hardest lists).</summary>
        public static readonly string[] Hard =
        {
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
            "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
        };

        /// <summary>Valid givens without a solution: r1c9 can only be 9, which column 9 already has.</summary>
        public static readonly string Unsolvable = "12345678." + "........9" + new string('.', 63);

        /// <summary>Whether sol is complete, breaks no rule and keeps every given of puzzle.</summary>
        public static bool IsSolutionOf(byte[] puzzle, byte[] sol)
        {
            if (sol == null || sol.Length != 81)
                return false;
            for (int i = 0; i < 81; i++)
            {
                if (sol[i] < 1 || sol[i] > 9)
                    return false;
                if (puzzle[i] != 0 && puzzle[i] != sol[i])
                    return false;
            }
            for (int u = 0; u < 9; u++)
            {
                int row = 0, col = 0, box = 0;
                for (int k = 0; k < 9; k++)
                {
                    row |= 1 << sol[u * 9 + k];
                    col |= 1 << sol[k * 9 + u];
                    box |= 1 << sol[(u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3];
                }
                if (row != 0x3FE || col != 0x3FE || box != 0x3FE)
                    return false;
            }
            return true;
        }

        /// <summary>Reads text ("53..7...") into a grid without the library.</summary>
        public static byte[] FromLine(string line)
        {
            var g = new byte[81];
            for (int i = 0; i < 81; i++)
                g[i] = line[i] == '.' ? (byte)0 : (byte)(line[i] - '0');
            return g;
        }

        /// <summary>
        /// Empties the four cells of a rectangle in two boxes whose corners
        /// hold a, b / b, a in a solution, giving a grid with exactly two
        /// solutions; null if the solution has no such rectangle.
        /// </summary>
        public static byte[] TwoSolutions(byte[] sol)
        {
            for (int r1 = 0; r1 < 9; r1++)
                for (int r2 = r1 + 1; r2 < 9; r2++)
                    for (int c1 = 0; c1 < 9; c1++)
                        for (int c2 = c1 + 1; c2 < 9; c2++)
                        {
                            bool twoBoxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                            if (!twoBoxes)
                                continue;
                            byte a = sol[r1 * 9 + c1], b = sol[r1 * 9 + c2];
                            if (sol[r2 * 9 + c1] == b && sol[r2 * 9 + c2] == a)
                            {
                                var g = (byte[])sol.Clone();
                                g[r1 * 9 + c1] = g[r1 * 9 + c2] = g[r2 * 9 + c1] = g[r2 * 9 + c2] = 0;
                                return g;
                            }
                        }
            return null;
        }

        /// <summary>
        /// The first n puzzles of a shared data set, or null (with a message)
        /// when the data folder is absent: $SUDOKU_DATA_DIR, else
        /// shared/data beside the current folder or one of its parents (as
        /// internal/datasets looks).
        /// </summary>
        public static List<string> DataSet(string name, int n)
        {
            string dir = Environment.GetEnvironmentVariable("SUDOKU_DATA_DIR");
            if (string.IsNullOrEmpty(dir))
            {
                dir = Path.Combine("..", Path.Combine("shared", "data"));
                for (var d = new DirectoryInfo(Directory.GetCurrentDirectory()); d.Parent != null; d = d.Parent)
                {
                    string cand = Path.Combine(d.Parent.FullName, Path.Combine("shared", "data"));
                    if (Directory.Exists(cand))
                    {
                        dir = cand;
                        break;
                    }
                }
            }
            string path = Path.Combine(dir, name);
            if (!File.Exists(path))
            {
                Console.WriteLine("skip: data set {0} not found (set SUDOKU_DATA_DIR)", path);
                return null;
            }
            var list = new List<string>();
            foreach (string raw in File.ReadLines(path))
            {
                string line = raw.TrimEnd('\r');
                if (line.Length == 81)
                    list.Add(line);
                if (list.Count == n)
                    break;
            }
            return list;
        }
    }
}
