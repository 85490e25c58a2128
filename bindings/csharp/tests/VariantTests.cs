// Tests of SudokuVariant against the real library: published puzzles and
// their published solutions (a killer, a 16x16), the precise errors, a killer
// played with hints to the end against its solution, ratings and generation.

using System;

namespace LibSudoku.Tests
{
    static class VariantTests
    {
        // UK Puzzle Association killer (ukpuzzles.org file 247).
        const string Killer = "9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww," +
            "s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10";
        const string KillerSolution = "632798154478165392195324786724639815813452679569817243346571928981243567257986431";
        // sudoku-puzzles-online.com hexadoku, symbols 0-F written as 1-G.
        const string Hex = "F.........9..7.2..A...4G.D....96.72.6C...A.4..D..4..3...7.....B.E......C..3...24.9.B.752....." +
            "8AF1...G.9.A.8.B.6..........2D..1..........B...4.7..1.6.5..2F.....D.D.84.1........GAF4.C.B..." +
            "..8..1...DA.8.9..G...3B3...6.9...8EF..4.F....5..E.2....26...E.D..F.A.9";
        const string HexSolution = "F6EG5BAD819C37423BA1784GEDF2C59697256CFE3AB41GD8D48C392175G6FEBAEA7F816C5G3BD924C93BD7524E61" +
            "G8AF15D2G49FAC87B36E68G4EA3BF2D9715C2C93FEGAB81D4675G1B695782F43ACED7D584213C6AE9BFGAF4ECDB6G9" +
            "7582315E1DAF879B2G64C3B3CA26D91458EFG74GF913C567EA2D8B8267BGE4D3CF5A19";

        public static void Run()
        {
            Published();
            Errors();
            HintWalk();
            Generate();
        }

        static void Published()
        {
            var v = new SudokuVariant(Killer);
            Check.Equal(81, v.Cells, "cells");
            Check.Equal(25, v.Cages.Length, "cages");
            Check.Equal(20, v.Cages[0].Sum, "the first cage's sum");
            Check.Equal(KillerSolution, v.Format(v.Solve(new byte[81])), "the killer's solution");
            Check.Equal(1, v.CountSolutions(new byte[81]), "one solution");
            var hex = new SudokuVariant("16x16");
            Check.Equal(HexSolution, hex.Format(hex.Solve(hex.Parse(Hex))), "the 16x16's solution");
            var x = new SudokuVariant("9x9,x");
            var diag = x.Unit(27);
            Check.Equal(4, diag.Kind, "a diagonal");
            Check.Equal(80, diag.Cells[8], "its last cell");
        }

        static void Errors()
        {
            var e = Check.Throws<SudokuException>(() => new SudokuVariant("9x9,k=a#"), "a bad variant");
            if (e != null)
                Check.That(e.Message.Contains("column 8: unexpected character '#' in the cage map (k=)"), e.Message);
            var x = new SudokuVariant("9x9,x");
            var g = new byte[81];
            g[0] = 1;
            g[70] = 1;
            e = Check.Throws<SudokuException>(() => x.Validate(g), "a clash in the diagonal");
            if (e != null)
            {
                Check.Equal(SudokuStatus.Conflict, e.Status, "its status");
                Check.That(e.Message.Contains("digit 1 appears twice in the main diagonal, at r1c1 and r8c8"), e.Message);
            }
            Check.Throws<ArgumentException>(() => x.Solve(new byte[80]), "a grid of the wrong size");
        }

        static void HintWalk()
        {
            var v = new SudokuVariant(Killer);
            var puzzle = new byte[81];
            var grid = new byte[81];
            var marks = new ushort[81];
            for (int i = 0; i < 81; i++)
                marks[i] = 0x1FF;
            SudokuHint h = null;
            for (int steps = 0; steps < 500; steps++)
            {
                h = v.Hint(puzzle, grid, marks);
                if (h.Status != SudokuHintStatus.Step)
                    break;
                if (h.Cell >= 0)
                {
                    Check.Equal(KillerSolution[h.Cell] - '0', h.Digit, h.Text);
                    grid[h.Cell] = (byte)h.Digit;
                }
                for (int c = 0; c < 81; c++)
                {
                    Check.That((h.Removed[c] & (1 << (KillerSolution[c] - '1'))) == 0, h.Text);
                    marks[c] &= (ushort)~h.Removed[c];
                }
            }
            Check.Equal(SudokuHintStatus.Solved, h.Status, "solved with hints");
            SudokuRating r = v.Rate(puzzle);
            Check.Equal(25, r.Rating, "the killer's rating");
            Check.Equal(SudokuTechnique.InniesOuties, r.Hardest, "its hardest technique");
        }

        static void Generate()
        {
            var nine = new SudokuVariant("9x9");
            var o = new SudokuVariantGenerateOptions { Seed = 4, Killer = true, Symmetry = SudokuSymmetry.Rotate180 };
            SudokuVariantPuzzle p = nine.Generate(o);
            Check.That(p.TargetMet, "the target met");
            Check.That(p.Variant.Cages.Length > 10, "cages made");
            Check.Equal(1, p.Variant.CountSolutions(p.Puzzle), "the killer is unique");
            Check.Equal(p.ToString(), nine.Generate(o).ToString(), "reproducible");
            var hex = new SudokuVariant("16x16");
            p = hex.Generate(new SudokuVariantGenerateOptions { Seed = 2 });
            Check.Equal(1, hex.CountSolutions(p.Puzzle), "the 16x16 is unique");
            Check.Equal(hex.Format(p.Solution), hex.Format(hex.Solve(p.Puzzle)), "its solution");
        }
    }
}
