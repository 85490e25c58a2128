// Tests of Generate and GenerateBatch against the real library: every
// puzzle has exactly one solution (counted), its solution solves it, its
// clues keep the asked symmetry and count, and the same options give the
// same puzzle.

using System;

namespace LibSudoku.Tests
{
    static class GenerateTests
    {
        public static void Run()
        {
            Check.That(Sudoku.GeneratorVersion >= 1, "generator version " + Sudoku.GeneratorVersion);

            SudokuPuzzle a = Sudoku.Generate(new SudokuGenerateOptions { Seed = 42 });
            CheckPuzzle(a, "minimal, seed 42");
            SudokuPuzzle b = Sudoku.Generate(new SudokuGenerateOptions { Seed = 42 });
            Check.Equal(Sudoku.Format(a.Puzzle), Sudoku.Format(b.Puzzle), "the same seed gives the same puzzle");
            SudokuPuzzle c = Sudoku.Generate(new SudokuGenerateOptions { Seed = 43 });
            Check.That(Sudoku.Format(a.Puzzle) != Sudoku.Format(c.Puzzle), "another seed, another puzzle");
            Check.That(Sudoku.Generate(null).Puzzle.Length == 81, "null options are the defaults");

            SudokuPuzzle sym = Sudoku.Generate(new SudokuGenerateOptions { Seed = 7, Symmetry = SudokuSymmetry.Rotate180 });
            CheckPuzzle(sym, "rotate180");
            for (int i = 0; i < 81; i++)
                if ((sym.Puzzle[i] != 0) != (sym.Puzzle[80 - i] != 0))
                {
                    Check.That(false, "clues at " + Sudoku.CellName(i) + " and its half-turn image");
                    break;
                }

            SudokuPuzzle clues = Sudoku.Generate(new SudokuGenerateOptions { Seed = 9, Clues = 30 });
            CheckPuzzle(clues, "30 clues");
            Check.That(!clues.TargetMet || Givens(clues.Puzzle) == 30, "30 clues: " + Givens(clues.Puzzle));

            SudokuPuzzle easy = Sudoku.Generate(new SudokuGenerateOptions { Seed = 3, Level = SudokuLevel.Easy });
            CheckPuzzle(easy, "easy");
            if (easy.TargetMet)
                Check.Equal(SudokuLevel.Easy, Sudoku.Rate(easy.Puzzle).Level, "an easy puzzle rates easy");

            var e = Check.Throws<SudokuException>(() => Sudoku.Generate(new SudokuGenerateOptions { Clues = 5 }), "5 clues");
            if (e != null)
                Check.Equal(SudokuStatus.Arg, e.Status, "status");

            SudokuPuzzle[] pack = Sudoku.GenerateBatch(new SudokuGenerateOptions { Seed = 42 }, 6, 2);
            Check.Equal(6, pack.Length, "batch size");
            for (int i = 0; i < pack.Length; i++)
                CheckPuzzle(pack[i], "batch item " + i);
            Check.Equal(Sudoku.Format(a.Puzzle), Sudoku.Format(pack[0].Puzzle), "batch item 0 is Generate's puzzle");
            SudokuPuzzle[] again = Sudoku.GenerateBatch(new SudokuGenerateOptions { Seed = 42 }, 6, 1);
            bool same = true;
            for (int i = 0; i < 6; i++)
                same &= Sudoku.Format(pack[i].Puzzle) == Sudoku.Format(again[i].Puzzle);
            Check.That(same, "a pack is the same on 1 and 2 threads");
            Check.Equal(0, Sudoku.GenerateBatch(null, 0).Length, "an empty batch");
            Check.Throws<ArgumentOutOfRangeException>(() => Sudoku.GenerateBatch(null, -1), "a negative batch");
            Check.That(a.Attempts >= 1, "attempts " + a.Attempts);

            // First: a batch from index 3 is the pack's tail; Generate makes that item.
            SudokuPuzzle[] tail = Sudoku.GenerateBatch(new SudokuGenerateOptions { Seed = 42, First = 3 }, 3, 2);
            for (int i = 0; i < 3; i++)
                Check.Equal(Sudoku.Format(pack[3 + i].Puzzle), Sudoku.Format(tail[i].Puzzle), "pack item " + (3 + i));
            Check.Equal(Sudoku.Format(pack[4].Puzzle),
                Sudoku.Format(Sudoku.Generate(new SudokuGenerateOptions { Seed = 42, First = 4 }).Puzzle), "item 4 alone");

            // A level pack: every puzzle with its rating, as Rate gives it.
            SudokuPuzzle[] hard = Sudoku.GenerateBatch(new SudokuGenerateOptions { Seed = 8, Level = SudokuLevel.Hard }, 5, 2);
            for (int i = 0; i < hard.Length; i++)
            {
                CheckPuzzle(hard[i], "hard item " + i);
                SudokuRating r = Sudoku.Rate(hard[i].Puzzle);
                Check.That(hard[i].Rating != null && hard[i].Rating.Rating == r.Rating && hard[i].Rating.Steps == r.Steps,
                    "hard item " + i + " has Rate's rating " + r);
                Check.Equal(SudokuLevel.Hard, hard[i].Rating.Level, "hard item " + i);
            }
            Check.That(pack[0].Rating == null, "no difficulty asked: no rating");
        }

        static void CheckPuzzle(SudokuPuzzle p, string what)
        {
            Check.Equal(1, Sudoku.CountSolutions(p.Puzzle, 2), "one solution: " + what);
            Check.That(Grids.IsSolutionOf(p.Puzzle, p.Solution), "the solution solves it: " + what);
        }

        static int Givens(byte[] g)
        {
            int n = 0;
            foreach (byte b in g)
                if (b != 0)
                    n++;
            return n;
        }
    }
}
