// A small libsudoku program in C#: check a puzzle a player typed, show it,
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
        string text = args.Length > 0 ? args[0]
            : "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
        try
        {
            Console.WriteLine("libsudoku {0} (ABI {1})", Sudoku.Version, Sudoku.AbiVersion);

            // A typo is reported precisely: which character, where.
            try
            {
                Sudoku.CheckText("8.........x36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
            }
            catch (SudokuException e)
            {
                Console.WriteLine("A typo: {0}", e.Message);
            }

            byte[] puzzle = Sudoku.CheckText(text);
            Console.WriteLine("\nPuzzle ({0} givens):\n{1}", Givens(puzzle), Sudoku.FormatPretty(puzzle));

            // A player's move that breaks a rule: the library names both cells.
            byte[] move = (byte[])puzzle.Clone();
            move[1] = 8; // r1c2 = 8, but r1c1 is 8 already
            try
            {
                Sudoku.Validate(move);
            }
            catch (SudokuException e)
            {
                Console.WriteLine("Playing 8 at {0}: {1}", Sudoku.CellName(1), e.Message);
            }

            byte[] solution = Sudoku.Solve(puzzle);
            Console.WriteLine("\nSolution:\n{0}", Sudoku.FormatPretty(solution));
            int count = Sudoku.CountSolutions(puzzle, 2);
            Console.WriteLine(count == 1 ? "The solution is unique." : "The puzzle has more than one solution.");
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

    static int Givens(byte[] grid)
    {
        int n = 0;
        foreach (byte b in grid)
            if (b != 0)
                n++;
        return n;
    }
}
