// Tests of Hint, Rate, Explain and Candidates against the real library. Steps are checked
// against the puzzle's known solution (a placement must be the solution's
// digit, an elimination must never remove it), levels against the rating
// bands of include/sudoku.h, and the struct layout the binding reads against
// a C compiler's (build/csharp_layout.txt, written by bindings/csharp/tests/layout.c).

using System;
using System.Collections.Generic;
using System.IO;
using System.Reflection;

namespace LibSudoku.Tests
{
    static class LogicTests
    {
        public static void Run()
        {
            Layout();
            FirstHint();
            PlayWithHints(Grids.Classic, Grids.ClassicSolution);
            foreach (string hard in Grids.Hard)
                PlayWithHints(hard, Sudoku.Format(Sudoku.Solve(Sudoku.Parse(hard))));
            foreach (string hard in Grids.Hard)
                PlayWithHints(hard, Sudoku.Format(Sudoku.Solve(Sudoku.Parse(hard))), SudokuHintStyle.Extended);
            Check.Throws<SudokuException>(() => Sudoku.Hint(Sudoku.Parse(Grids.Classic), Sudoku.Parse(Grids.Classic), null, style: (SudokuHintStyle)2), "an unknown hint style");
            Mistakes();
            HintStatuses();
            Ratings();
            RatedDataSet();
            ExplainIsTheWalk(Grids.Classic);
            foreach (string hard in Grids.Hard)
                ExplainIsTheWalk(hard);
            ExplainBuffersAndErrors();
            Names();
            HintOnAnyBoard();
            Candidates();
        }

        // The path's steps are the hints a walk takes, one by one, and its
        // rating is Rate's.
        static void ExplainIsTheWalk(string puzzle)
        {
            byte[] p = Sudoku.Parse(puzzle), board = (byte[])p.Clone();
            string name = puzzle.Substring(0, 12) + "...";
            SudokuExplanation e = Sudoku.Explain(p);
            SudokuRating r = Sudoku.Rate(p);
            Check.Equal(r.ToString(), e.Rating.ToString(), "the path's rating is Rate's for " + name);
            Check.Equal(r.Steps, e.Steps.Length, "steps of " + name);
            Check.Equal(r.Complete, e.Rating.Complete, "complete, " + name);
            for (int t = 0; t < r.Counts.Length; t++)
                Check.Equal(r.Counts[t], e.Rating.Counts[t], "count of technique " + t + " in " + name);
            var marks = new ushort[81];
            for (int i = 0; i < 81; i++)
                marks[i] = board[i] == 0 ? (ushort)0x1FF : (ushort)0;
            int differ = 0;
            foreach (SudokuStep st in e.Steps)
            {
                SudokuHint h = Sudoku.Hint(p, board, marks);
                if (h.Status != SudokuHintStatus.Step || h.Technique != st.Technique || h.Cell != st.Cell ||
                    h.Digit != st.Digit || h.Rating != st.Rating || h.Text != st.Text ||
                    h.RemovedCount != st.RemovedCount || h.Chain.Length != st.Chain.Length)
                    differ++;
                if (st.Cell >= 0)
                {
                    board[st.Cell] = (byte)st.Digit;
                    marks[st.Cell] = 0;
                }
                for (int i = 0; i < 81; i++)
                    marks[i] = (ushort)(marks[i] & ~st.Removed[i]);
            }
            Check.Equal(0, differ, "path steps that differ from the walk's hints, " + name);
            SudokuHintStatus last = Sudoku.Hint(p, board, marks).Status;
            Check.Equal(e.Rating.Complete ? SudokuHintStatus.Solved : SudokuHintStatus.NoStep, last, "end of the path, " + name);
            if (e.Steps.Length > 0)
                Check.That(e.Steps[0].ToString().StartsWith(e.Steps[0].Technique.Name() + " ("), "step ToString: " + e.Steps[0]);
            Check.That(e.Steps.Length == 0 ? e.ToString() == "" : e.ToString().StartsWith("1. "), "explanation ToString");
        }

        static void ExplainBuffersAndErrors()
        {
            byte[] p = Sudoku.Parse(Grids.Hard[0]);
            SudokuExplanation whole = Sudoku.Explain(p);
            int steps = Sudoku.ExplainFirstSteps, text = Sudoku.ExplainFirstText;
            try
            {
                Sudoku.ExplainFirstSteps = 2;
                Sudoku.ExplainFirstText = 50;
                SudokuExplanation again = Sudoku.Explain(p);
                Check.Equal(whole.ToString(), again.ToString(), "a path asked again at its size");
                Sudoku.ExplainFirstSteps = 0;
                Sudoku.ExplainFirstText = 0;
                Check.Equal(whole.ToString(), Sudoku.Explain(p).ToString(), "a path asked with no buffers first");
            }
            finally
            {
                Sudoku.ExplainFirstSteps = steps;
                Sudoku.ExplainFirstText = text;
            }
            SudokuExplanation capped = Sudoku.Explain(Sudoku.Parse(Grids.Classic), 11);
            Check.That(capped.Rating.Capped && !capped.Rating.Complete && capped.Rating.Level == SudokuLevel.Beyond, "capped at 1.1");
            var ex = Check.Throws<SudokuException>(() => Sudoku.Explain(new byte[81]), "explain the empty grid");
            if (ex != null)
                Check.Equal(SudokuStatus.NotUnique, ex.Status, "status");
            byte[] clash = Sudoku.Parse("55" + Grids.Classic.Substring(2));
            ex = Check.Throws<SudokuException>(() => Sudoku.Explain(clash), "explain a puzzle that breaks the rules");
            if (ex != null)
            {
                Check.Equal(SudokuStatus.Conflict, ex.Status, "status");
                Check.Equal(2, ex.Cells.Length, "the clashing cells");
            }
            Check.Throws<ArgumentOutOfRangeException>(() => Sudoku.Explain(p, -1), "a negative cap");
        }

        // Names through ToString and Name().
        static void Names()
        {
            Check.Equal("X-Wing", SudokuTechnique.XWing.Name(), "technique name");
            Check.Equal("hard", SudokuLevel.Hard.Name(), "level name");
            Check.Equal("SUDOKU_E_CONFLICT", SudokuStatus.Conflict.Name(), "status name");
            Check.Equal("the call was cancelled", Sudoku.StatusMessage(SudokuStatus.Cancelled), "status message");
            SudokuRating r = Sudoku.Rate(Sudoku.Parse(Grids.Classic));
            Check.Equal("1.2 easy (Hidden Single)", r.ToString(), "rating ToString");
            SudokuHint h = Sudoku.Hint(Sudoku.Parse(Grids.Classic), Sudoku.Parse(Grids.Classic));
            Check.That(h.ToString().StartsWith("Hidden Single (1.2): "), "hint ToString: " + h);
        }

        // A hint on any board: a puzzle with several solutions.
        static void HintOnAnyBoard()
        {
            byte[] many = Sudoku.Parse("........." + Grids.Classic.Substring(9));
            Check.Equal(SudokuHintStatus.NotUnique, Sudoku.Hint(many, many).Status, "without anyBoard");
            SudokuHint any = Sudoku.Hint(many, many, null, true);
            Check.Equal(SudokuHintStatus.Step, any.Status, "with anyBoard");
            Check.Equal(2, any.Solutions, "solutions");
            Check.That(any.Text.EndsWith("so mistakes cannot be judged.)"), "the text says so: " + any.Text);
        }

        // Candidates against the rules read directly.
        static void Candidates()
        {
            byte[] g = Sudoku.Parse(Grids.Classic);
            ushort[] marks = Sudoku.Candidates(g);
            bool right = true;
            for (int i = 0; i < 81; i++)
            {
                int mask = 0;
                if (g[i] == 0)
                    for (int d = 1; d <= 9; d++)
                    {
                        bool free = true;
                        for (int j = 0; j < 81; j++)
                            if (j != i && g[j] == d && (j / 9 == i / 9 || j % 9 == i % 9 || (j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3)))
                                free = false;
                        if (free)
                            mask |= 1 << (d - 1);
                    }
                right &= marks[i] == mask;
            }
            Check.That(right, "candidates");
            g[1] = 5;
            var ce = Check.Throws<SudokuException>(() => Sudoku.Candidates(g), "candidates of a grid with two 5s in a row");
            Check.That(ce != null && ce.Cells.Length == 2 && ce.Cells[0] == 0 && ce.Cells[1] == 1, "the cells of the conflict");
        }

        // Each number of SudokuAbi.g.cs against the C compiler's: the file
        // has one "name value" per line, Sudoku's constants by name and enum
        // values as Enum.Member.
        static void Layout()
        {
            string path = Environment.GetEnvironmentVariable("CSHARP_LAYOUT") ?? Path.Combine("build", "csharp_layout.txt");
            if (!File.Exists(path))
            {
                Console.WriteLine("skip: {0} not found (make test writes it)", path);
                return;
            }
            int n = 0;
            foreach (string line in File.ReadAllLines(path))
            {
                string[] f = line.Split(' ');
                long want = long.Parse(f[1]);
                int dot = f[0].IndexOf('.');
                if (dot > 0)
                {
                    Type t = typeof(Sudoku).Assembly.GetType("LibSudoku." + f[0].Substring(0, dot));
                    string member = f[0].Substring(dot + 1);
                    bool found = t != null && Enum.IsDefined(t, member);
                    Check.That(found, "the binding has " + f[0]);
                    if (found)
                        Check.Equal(want, Convert.ToInt64(Enum.Parse(t, member)), f[0]);
                }
                else
                {
                    FieldInfo field = typeof(Sudoku).GetField(f[0], BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static);
                    Check.That(field != null, "the binding has a constant for " + f[0]);
                    if (field != null)
                        Check.Equal(want, Convert.ToInt64(field.GetValue(null)), "layout of " + f[0]);
                }
                n++;
            }
            Check.That(n > 100, n + " layout entries");
        }

        static void FirstHint()
        {
            byte[] p = Sudoku.Parse(Grids.Classic);
            byte[] sol = Grids.FromLine(Grids.ClassicSolution);
            SudokuHint h = Sudoku.Hint(p, p);
            Check.Equal(SudokuHintStatus.Step, h.Status, "status");
            Check.That(h.Technique != SudokuTechnique.None && h.Rating >= 10, "technique " + h.Technique + ", rating " + h.Rating);
            Check.That(h.Cell >= 0 && h.Cell < 81 && sol[h.Cell] == h.Digit, "the first step of an easy puzzle places the solution's digit");
            Check.That(h.Text.Length > 0 && h.Text.Contains(Sudoku.CellName(h.Cell)), "explanation: " + h.Text);
            Check.That(h.PatternCells.Length > 0, "a pattern to highlight");
            Check.Equal(81, h.Mistakes.Length, "mistakes entries");
            Check.Equal(0, h.MistakeCount, "no mistakes");
        }

        // Plays a puzzle to the end with hints of the catalogue style and
        // pencil marks, as a game's hint button would, checking every step
        // against the solution.
        static void PlayWithHints(string puzzle, string solution, SudokuHintStyle style = SudokuHintStyle.SE)
        {
            byte[] p = Sudoku.Parse(puzzle), sol = Grids.FromLine(solution), board = (byte[])p.Clone();
            var marks = new ushort[81];
            for (int i = 0; i < 81; i++)
                marks[i] = board[i] == 0 ? (ushort)0x1FF : (ushort)0;
            int steps = 0, bad = 0, eliminations = 0;
            SudokuHint h = null;
            for (; steps < 2000; steps++)
            {
                h = Sudoku.Hint(p, board, marks, style: style);
                if (h.Status != SudokuHintStatus.Step)
                    break;
                if (h.Cell >= 0)
                {
                    if (sol[h.Cell] != h.Digit)
                        bad++;
                    board[h.Cell] = (byte)h.Digit;
                    marks[h.Cell] = 0;
                    continue;
                }
                for (int i = 0; i < 81; i++)
                {
                    if (h.Removed[i] == 0)
                        continue;
                    eliminations++;
                    if ((h.Removed[i] & (1 << (sol[i] - 1))) != 0)
                        bad++;
                    marks[i] = (ushort)(marks[i] & ~h.Removed[i]);
                }
            }
            string name = puzzle.Substring(0, 12) + "...";
            Check.Equal(0, bad, "steps that contradict the solution in " + name);
            if (h.Status == SudokuHintStatus.NoStep && style == SudokuHintStyle.Extended)
                return; // HoDoKu's catalogue lacks some of Sudoku Explainer's techniques
            if (h.Status == SudokuHintStatus.NoStep)
            {
                // Beyond the catalogue: Rate must say so too.
                Check.That(!Sudoku.Rate(p).Complete, "hints stuck, and the rating is incomplete, for " + name);
                return;
            }
            Check.Equal(SudokuHintStatus.Solved, h.Status, "played to the end: " + name);
            Check.That(Grids.IsSolutionOf(p, board), "the board is the solution of " + name);
            Console.WriteLine("hints ({3}): {0} solved in {1} steps ({2} eliminations)", name, steps, eliminations, style.Name());
        }

        static void Mistakes()
        {
            byte[] p = Sudoku.Parse(Grids.Classic), sol = Grids.FromLine(Grids.ClassicSolution);
            // A wrong digit that breaks no rule yet.
            int cell = -1, digit = 0;
            for (int i = 0; i < 81 && cell < 0; i++)
                for (int d = 1; d <= 9 && cell < 0; d++)
                    if (p[i] == 0 && d != sol[i] && Legal(p, i, d))
                    {
                        cell = i;
                        digit = d;
                    }
            byte[] board = (byte[])p.Clone();
            board[cell] = (byte)digit;
            SudokuHint h = Sudoku.Hint(p, board);
            Check.Equal(SudokuHintStatus.Mistakes, h.Status, "a wrong digit is a mistake");
            Check.Equal(SudokuMistake.Digit, h.Mistakes[cell], "the wrong cell is marked");
            Check.Equal(1, h.MistakeCount, "one mistake");
            Check.That(h.Text.Contains(Sudoku.CellName(cell)), "the text names the cell: " + h.Text);

            // Pencil marks that leave out the right digit.
            var marks = new ushort[81];
            int empty = Array.IndexOf(p, (byte)0);
            marks[empty] = (ushort)(0x1FF & ~(1 << (sol[empty] - 1)));
            h = Sudoku.Hint(p, p, marks);
            Check.Equal(SudokuHintStatus.Mistakes, h.Status, "wrong marks are a mistake");
            Check.Equal(SudokuMistake.Marks, h.Mistakes[empty], "the cell with wrong marks is marked");
        }

        static void HintStatuses()
        {
            byte[] p = Sudoku.Parse(Grids.Classic), sol = Grids.FromLine(Grids.ClassicSolution);
            Check.Equal(SudokuHintStatus.Solved, Sudoku.Hint(p, sol).Status, "a solved board");
            byte[] two = Grids.TwoSolutions(sol);
            Check.Equal(SudokuHintStatus.NotUnique, Sudoku.Hint(two, two).Status, "a puzzle with two solutions");
            byte[] u = Sudoku.Parse(Grids.Unsolvable);
            Check.Equal(SudokuHintStatus.NoSolution, Sudoku.Hint(u, u).Status, "a puzzle without a solution");

            byte[] clash = Sudoku.Parse("55" + Grids.Classic.Substring(2));
            var e = Check.Throws<SudokuException>(() => Sudoku.Hint(clash, clash), "a puzzle that breaks the rules");
            if (e != null)
                Check.Equal(SudokuStatus.Conflict, e.Status, "status");
            Check.Throws<ArgumentException>(() => Sudoku.Hint(p, p, new ushort[80]), "80 candidate masks");
            Check.Throws<ArgumentException>(() => Sudoku.Hint(p, new byte[3]), "a short board");
        }

        static void Ratings()
        {
            SudokuRating easy = Sudoku.Rate(Sudoku.Parse(Grids.Classic));
            CheckRating(easy, "classic");
            Check.That(easy.Complete && easy.Rating >= 10, "the classic puzzle is rated: " + easy.Rating);
            foreach (string hard in Grids.Hard)
            {
                SudokuRating r = Sudoku.Rate(Sudoku.Parse(hard));
                CheckRating(r, hard);
                if (r.Complete)
                    Check.That(r.Rating > easy.Rating, "a hardest-list puzzle rates above the classic one: " + r.Rating);
            }
            var e = Check.Throws<SudokuException>(() => Sudoku.Rate(new byte[81]), "rate the empty grid");
            if (e != null)
            {
                Check.Equal(SudokuStatus.NotUnique, e.Status, "status");
                Check.Equal("SUDOKU_E_NOT_UNIQUE", e.StatusName, "status name");
            }
            e = Check.Throws<SudokuException>(() => Sudoku.Rate(Sudoku.Parse(Grids.Unsolvable)), "rate the unsolvable");
            if (e != null)
                Check.Equal(SudokuStatus.Unsolvable, e.Status, "status");
            SudokuRating capped = Sudoku.Rate(Sudoku.Parse(Grids.Classic), 10);
            Check.That(capped.Capped && !capped.Complete, "a rating capped at 1.0");
        }

        static void RatedDataSet()
        {
            List<string> puzzles = Grids.DataSet("top95.txt", 40);
            if (puzzles == null)
                return;
            foreach (string line in puzzles)
                CheckRating(Sudoku.Rate(Sudoku.Parse(line)), line);
        }

        // The level agrees with the bands of the header, the counts with the steps.
        static void CheckRating(SudokuRating r, string what)
        {
            SudokuLevel want = !r.Complete ? SudokuLevel.Beyond
                : r.Rating <= 15 ? SudokuLevel.Easy : r.Rating <= 28 ? SudokuLevel.Medium
                : r.Rating <= 44 ? SudokuLevel.Hard : r.Rating <= 64 ? SudokuLevel.Expert : SudokuLevel.Extreme;
            Check.Equal(want, r.Level, "level of " + what + " rated " + r.Rating);
            int sum = 0;
            foreach (int c in r.Counts)
                sum += c;
            Check.Equal(r.Steps, sum, "counts add up to the steps of " + what);
            if (r.Steps > 0)
                Check.That(r.Counts[(int)r.Hardest] > 0, "the hardest technique was used in " + what);
            else
                Check.That(!r.Complete && r.Hardest == SudokuTechnique.None, "no step, no technique: " + what);
        }

        static bool Legal(byte[] g, int cell, int d)
        {
            int r = cell / 9, c = cell % 9;
            for (int k = 0; k < 9; k++)
            {
                if (g[r * 9 + k] == d || g[k * 9 + c] == d)
                    return false;
                if (g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] == d)
                    return false;
            }
            return true;
        }
    }
}
