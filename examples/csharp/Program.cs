// A small libsudoku program in C#: check a puzzle a player typed or make a
// new one, rate it,
// catch a move that breaks a rule and one that is a mistake, take a hint,
// solve it, and say whether the solution is unique. In a game, drop
// bindings/csharp/Sudoku.cs into the project and the native library beside
// it (Unity: Assets/Plugins); here:
//
//   mcs -out:build/example_csharp.exe examples/csharp/Program.cs bindings/csharp/Sudoku.cs
//   mono build/example_csharp.exe     (finds build/libsudoku.so beside the .exe)

using System;
using LibSudoku;

static class Program
{
    static int Main(string[] args)
    {
        string text = args.Length > 0 ? args[0] : null;
        try
        {
            Console.WriteLine("libsudoku {0} (ABI {1})", Sudoku.Version, Sudoku.AbiVersion);

            // A typo is reported precisely: which character, where.
            try
            {
                Sudoku.CheckText("......52..8.4......3...9...5.1...6..x..7........3.....6...1..........7.4.......3.");
            }
            catch (SudokuException e)
            {
                Console.WriteLine("A typo: {0}", e.Message);
            }

            // The puzzle the player typed, or a new one: hard, symmetric, and
            // the same every run for this seed.
            byte[] puzzle = text != null ? Sudoku.CheckText(text)
                : Sudoku.Generate(new SudokuGenerateOptions { Seed = 2026, Level = SudokuLevel.Hard, Symmetry = SudokuSymmetry.Rotate180 }).Puzzle;
            SudokuRating rating = Sudoku.Rate(puzzle);
            Console.WriteLine("\nPuzzle ({0} givens), difficulty {1:0.0} ({2}):\n{3}",
                Givens(puzzle), rating.Rating / 10.0, rating.Level.Name(), Sudoku.FormatPretty(puzzle));

            // A move that breaks a rule, in the first empty cell: the library
            // names the unit and both cells.
            byte[] board = (byte[])puzzle.Clone();
            byte[] solution = Sudoku.Solve(puzzle);
            int cell = Array.IndexOf(board, (byte)0);
            for (byte d = 1; d <= 9; d++)
            {
                board[cell] = d;
                if (!Legal(board))
                    break;
            }
            try
            {
                Sudoku.Validate(board);
            }
            catch (SudokuException e)
            {
                Console.WriteLine("Playing {0} at {1}: {2}", board[cell], Sudoku.CellName(cell), e.Message);
            }

            // A move that breaks no rule but is wrong: the hint button finds it
            // before it gives a step.
            for (byte d = 1; d <= 9; d++)
            {
                board[cell] = d;
                if (d != solution[cell] && Legal(board))
                    break;
            }
            SudokuHint hint = Sudoku.Hint(puzzle, board);
            Console.WriteLine("Playing {0} at {1}, then asking for a hint: {2}", board[cell], Sudoku.CellName(cell), hint.Text);
            board[cell] = 0;
            hint = Sudoku.Hint(puzzle, board);
            Console.WriteLine("Next hint ({0}, {1:0.0}): {2}", hint.Technique.Name(), hint.Rating / 10.0, hint.Text);

            Console.WriteLine("\nSolution:\n{0}", Sudoku.FormatPretty(solution));
            int count = Sudoku.CountSolutions(puzzle, 2);
            Console.WriteLine(count == 1 ? "The solution is unique." : "The puzzle has more than one solution.");

            // A level pack checked in one native call on every core: grids
            // back to back, one status each (a bad grid does not stop the batch).
            SudokuPuzzle[] pack = Sudoku.GenerateBatch(new SudokuGenerateOptions { Seed = 7 }, 4);
            var grids = new byte[81 * pack.Length];
            for (int i = 0; i < pack.Length; i++)
                Buffer.BlockCopy(pack[i].Puzzle, 0, grids, 81 * i, 81);
            grids[81 * 3] = grids[81 * 3 + 1] = 5; // spoil the last one: 5 twice in row 1
            var counts = new int[pack.Length];
            SudokuStatus[] statuses = Sudoku.CountSolutionsBatch(grids, 2, counts);
            for (int i = 0; i < pack.Length; i++)
                Console.WriteLine("Pack puzzle {0}: {1}, {2} solution(s)", i, statuses[i], counts[i]);
            return 0;
        }
        catch (SudokuLoadException e)
        {
            Console.Error.WriteLine(e.Message);
            return 2;
        }
        catch (SudokuException e)
        {
            Console.Error.WriteLine(e.Message);
            return 1;
        }
    }

    static bool Legal(byte[] grid)
    {
        try
        {
            Sudoku.Validate(grid);
            return true;
        }
        catch (SudokuException)
        {
            return false;
        }
    }

    static int Givens(byte[] grid)
    {
        int n = 0;
        foreach (byte b in grid)
            if (b != 0)
                n++;
        return n;
    }
}
