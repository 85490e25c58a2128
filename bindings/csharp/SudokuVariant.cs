// Variants for C#: other sizes (4x4 to 16x16), jigsaw regions, diagonals,
// windoku windows, groups and killer cages, by the sudoku_variant_* functions
// of include/sudoku.h. A variant is its text form ("16x16", "9x9,x",
// "9x9,k=aabbc...,s=3/15/..."; docs/variants.md gives the grammar); its
// grids are byte arrays of N*N cells (0 empty, 1..N).

using System;
using System.Runtime.InteropServices;
using System.Threading;

namespace LibSudoku
{
    /// <summary>A killer cage: cells whose digits add up to Sum, without repeating unless Repeats.</summary>
    public sealed class SudokuCage
    {
        /// <summary>The cells, in reading order.</summary>
        public int[] Cells { get; internal set; }
        /// <summary>The sum of their digits.</summary>
        public int Sum { get; internal set; }
        /// <summary>Whether digits may repeat in the cage.</summary>
        public bool Repeats { get; internal set; }
    }

    /// <summary>A unit of a variant (sudoku_variant_unit_info).</summary>
    public sealed class SudokuVariantUnit
    {
        /// <summary>SUDOKU_UNIT_*: 0 row, 1 column, 2 box, 3 region, 4 diagonal, 5 window, 6 group, 7 cage.</summary>
        public int Kind { get; internal set; }
        /// <summary>The index among the units of its kind, from 0.</summary>
        public int Index { get; internal set; }
        /// <summary>Its cells, in reading order.</summary>
        public int[] Cells { get; internal set; }
    }

    /// <summary>What SudokuVariant.Generate makes: sudoku_variant_generate_options.</summary>
    public sealed class SudokuVariantGenerateOptions
    {
        /// <summary>The symmetry of the givens (and of the cages).</summary>
        public SudokuSymmetry Symmetry { get; set; }
        /// <summary>Any value; the same seed gives the same puzzle.</summary>
        public ulong Seed { get; set; }
        /// <summary>Make killer cages in place of the variant's (no givens, or very few).</summary>
        public bool Killer { get; set; }
        /// <summary>Make a random jigsaw layout of connected regions.</summary>
        public bool Jigsaw { get; set; }
        /// <summary>The largest cage, 2..N; 0 means 6 (or N when smaller).</summary>
        public int MaxCageCells { get; set; }
        /// <summary>0 for as few givens as the generator finds, else a target.</summary>
        public int Clues { get; set; }
        /// <summary>0, or a difficulty level.</summary>
        public SudokuLevel Level { get; set; }
        /// <summary>A rating band in tenths, 0 for open sides.</summary>
        public int MinRating { get; set; }
        /// <summary>A rating band in tenths, 0 for open sides.</summary>
        public int MaxRating { get; set; }
        /// <summary>The work bound in attempts; 0 means 100.</summary>
        public int MaxAttempts { get; set; }
        /// <summary>The wall-clock budget in milliseconds; 0 means 2000.</summary>
        public int BudgetMs { get; set; }
        /// <summary>The pack index of the puzzle to make; 0 is the seed's own.</summary>
        public ulong First { get; set; }
    }

    /// <summary>A generated puzzle of a variant: its variant (with the cages or regions made), givens, solution and rating.</summary>
    public sealed class SudokuVariantPuzzle
    {
        /// <summary>The puzzle's variant.</summary>
        public SudokuVariant Variant { get; internal set; }
        /// <summary>The givens (N*N cells).</summary>
        public byte[] Puzzle { get; internal set; }
        /// <summary>The unique solution.</summary>
        public byte[] Solution { get; internal set; }
        /// <summary>The puzzle's rating.</summary>
        public SudokuRating Rating { get; internal set; }
        /// <summary>False when the budget ran out first: the puzzle is the closest found, still with one solution.</summary>
        public bool TargetMet { get; internal set; }

        /// <summary>The pack line: "VARIANT PUZZLE".</summary>
        public override string ToString()
        {
            return Variant.Text + " " + Variant.Format(Puzzle);
        }
    }

    /// <summary>
    /// A Sudoku variant, read from its text form (sudoku_variant_check); a
    /// bad one throws SudokuException (Parse) saying where. Its methods play
    /// puzzles of the variant as the Sudoku class's play classic ones.
    /// </summary>
    public sealed class SudokuVariant
    {
        internal readonly byte[] text;

        /// <summary>The text form, as given.</summary>
        public string Text { get; private set; }
        /// <summary>N, the side of the grid.</summary>
        public int Size { get; private set; }
        /// <summary>N*N, the number of cells.</summary>
        public int Cells { get; private set; }
        /// <summary>The box shape (0 when N has none).</summary>
        public int BoxRows { get; private set; }
        /// <summary>The box shape (0 when N has none).</summary>
        public int BoxCols { get; private set; }
        /// <summary>Whether the regions are a jigsaw layout.</summary>
        public bool Jigsaw { get; private set; }
        /// <summary>Whether both main diagonals are units.</summary>
        public bool Diagonals { get; private set; }
        /// <summary>Whether the windoku windows are units.</summary>
        public bool Windoku { get; private set; }
        /// <summary>The number of units (IDs for Unit).</summary>
        public int Units { get; private set; }
        /// <summary>The region of each cell.</summary>
        public int[] Regions { get; private set; }
        /// <summary>The killer cages, in reading order of their first cells.</summary>
        public SudokuCage[] Cages { get; private set; }

        /// <summary>Reads a variant from its text form.</summary>
        public SudokuVariant(string variant)
        {
            text = Sudoku.VariantText(variant);
            Text = variant;
            byte[] info = Sudoku.VariantInfo(text);
            Size = BitConverter.ToInt32(info, Sudoku.VariantInfoN);
            Cells = BitConverter.ToInt32(info, Sudoku.VariantInfoNCells);
            BoxRows = BitConverter.ToInt32(info, Sudoku.VariantInfoBoxRows);
            BoxCols = BitConverter.ToInt32(info, Sudoku.VariantInfoBoxCols);
            Jigsaw = BitConverter.ToInt32(info, Sudoku.VariantInfoJigsaw) != 0;
            Diagonals = BitConverter.ToInt32(info, Sudoku.VariantInfoDiagonals) != 0;
            Windoku = BitConverter.ToInt32(info, Sudoku.VariantInfoWindoku) != 0;
            Units = BitConverter.ToInt32(info, Sudoku.VariantInfoNUnits);
            int nCages = BitConverter.ToInt32(info, Sudoku.VariantInfoNCages);
            Regions = new int[Cells];
            var counts = new int[nCages];
            for (int c = 0; c < Cells; c++)
            {
                Regions[c] = info[Sudoku.VariantInfoRegion + c];
                int k = BitConverter.ToInt16(info, Sudoku.VariantInfoCage + 2 * c);
                if (k >= 0 && k < nCages)
                    counts[k]++;
            }
            Cages = new SudokuCage[nCages];
            for (int k = 0; k < nCages; k++)
                Cages[k] = new SudokuCage { Cells = new int[counts[k]], Sum = BitConverter.ToInt16(info, Sudoku.VariantInfoCageSum + 2 * k),
                    Repeats = info[Sudoku.VariantInfoCageRepeats + k] != 0 };
            var fill = new int[nCages];
            for (int c = 0; c < Cells; c++)
            {
                int k = BitConverter.ToInt16(info, Sudoku.VariantInfoCage + 2 * c);
                if (k >= 0 && k < nCages)
                    Cages[k].Cells[fill[k]++] = c;
            }
        }

        /// <summary>The text form.</summary>
        public override string ToString() { return Text; }

        /// <summary>The name of a cell, such as "r12c3".</summary>
        public string CellName(int cell)
        {
            if (cell < 0 || cell >= Cells)
                throw new ArgumentOutOfRangeException("cell", cell, "a cell is 0.." + (Cells - 1));
            return "r" + (cell / Size + 1) + "c" + (cell % Size + 1);
        }

        /// <summary>Unit number unit (sudoku_variant_unit): the numbers of hints' PatternUnits.</summary>
        public SudokuVariantUnit Unit(int unit) { return Sudoku.VariantUnit(this, unit); }

        /// <summary>Reads text as a grid of the variant and checks the rules (sudoku_variant_parse).</summary>
        public byte[] Parse(string grid) { return Sudoku.VariantParse(this, grid); }

        /// <summary>The grid as one line of N*N characters (sudoku_variant_format).</summary>
        public string Format(byte[] grid) { return Sudoku.VariantFormat(this, grid); }

        /// <summary>Checks the rules (sudoku_variant_validate); throws SudokuException naming the cells.</summary>
        public void Validate(byte[] grid) { Sudoku.VariantValidate(this, grid); }

        /// <summary>The first solution (sudoku_variant_solve).</summary>
        public byte[] Solve(byte[] puzzle) { return Sudoku.VariantSolve(this, puzzle); }

        /// <summary>min(number of solutions, limit) (sudoku_variant_count_solutions); 1 with limit 2 proves uniqueness.</summary>
        public int CountSolutions(byte[] puzzle, int limit = 2) { return Sudoku.VariantCount(this, puzzle, limit); }

        /// <summary>A hint on the player's grid (sudoku_variant_hint): mistakes first, then the simplest step.</summary>
        public SudokuHint Hint(byte[] puzzle, byte[] grid, ushort[] candidates = null) { return Sudoku.VariantHint(this, puzzle, grid, candidates); }

        /// <summary>Rates puzzle step by step, simplest first (sudoku_variant_rate).</summary>
        public SudokuRating Rate(byte[] puzzle) { return Sudoku.VariantRate(this, puzzle); }

        /// <summary>Makes a puzzle of the variant with exactly one solution (sudoku_variant_generate).</summary>
        public SudokuVariantPuzzle Generate(SudokuVariantGenerateOptions options) { return Sudoku.VariantGenerate(this, options, CancellationToken.None); }

        /// <summary>Generate that stops when token is cancelled (OperationCanceledException).</summary>
        public SudokuVariantPuzzle Generate(SudokuVariantGenerateOptions options, CancellationToken token) { return Sudoku.VariantGenerate(this, options, token); }
    }

    public static partial class Native
    {
        /// <summary>sudoku_variant_check: info and error are structs as bytes, or null.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_check([In] byte[] variant, int variantLen, [In, Out] byte[] info, [In, Out] byte[] error);

        /// <summary>sudoku_variant_unit: info is a sudoku_variant_unit_info as bytes.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_unit([In] byte[] variant, int variantLen, int unit, [In, Out] byte[] info);

        /// <summary>sudoku_variant_parse.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_parse([In] byte[] variant, int variantLen, [In] byte[] text, int len,
            [Out] byte[] grid, int nCells, [In, Out] byte[] error);

        /// <summary>sudoku_variant_format.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_format([In] byte[] variant, int variantLen, [In] byte[] grid, int nCells,
            [Out] byte[] buf, int cap);

        /// <summary>sudoku_variant_validate.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_validate([In] byte[] variant, int variantLen, [In] byte[] grid, int nCells,
            [In, Out] byte[] error);

        /// <summary>sudoku_variant_solve.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_solve([In] byte[] variant, int variantLen, [In] byte[] puzzle,
            [Out] byte[] solution, int nCells);

        /// <summary>sudoku_variant_count_solutions.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_count_solutions([In] byte[] variant, int variantLen, [In] byte[] puzzle,
            int nCells, int limit, [Out] int[] count);

        /// <summary>sudoku_variant_hint: hint is a sudoku_variant_hint_result as bytes.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_hint([In] byte[] variant, int variantLen, [In] byte[] puzzle, [In] byte[] grid,
            [In] ushort[] candidates, int nCells, [In] byte[] options, [In, Out] byte[] hint, [Out] byte[] text, int textCap);

        /// <summary>sudoku_variant_rate.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_rate([In] byte[] variant, int variantLen, [In] byte[] puzzle, int nCells,
            [In] byte[] options, [In, Out] byte[] result, IntPtr control);

        /// <summary>sudoku_variant_generate: control is a sudoku_control in unmanaged memory, or IntPtr.Zero.</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern int sudoku_variant_generate([In] byte[] variant, int variantLen, [In] byte[] options,
            [Out] byte[] puzzle, [Out] byte[] solution, int nCells, [Out] byte[] variantOut, int variantCap,
            [Out] int[] variantOutLen, [In, Out] byte[] rating, IntPtr control);
    }

    public static partial class Sudoku
    {
        internal static byte[] VariantText(string variant)
        {
            return TextBytes(variant);
        }

        internal static byte[] VariantInfo(byte[] text)
        {
            byte[] info = Struct(VariantInfoSize);
            byte[] err = NewError();
            int st = Run(() => Native.sudoku_variant_check(text, text.Length, info, err));
            if (st == (int)SudokuStatus.Parse)
                throw Explained(err);
            if (st != 0)
                throw Error(st, null, null);
            return info;
        }

        static void CheckVariantGrid(SudokuVariant v, byte[] grid, string name)
        {
            if (grid == null)
                throw new ArgumentNullException(name);
            if (grid.Length != v.Cells)
                throw new ArgumentException("a grid of " + v.Text + " is " + v.Cells + " bytes, this one is " + grid.Length, name);
        }

        static SudokuException VariantGridError(SudokuVariant v, int status, byte[] grid)
        {
            if (status == (int)SudokuStatus.Conflict || status == (int)SudokuStatus.Range)
            {
                byte[] err = NewError();
                if (Run(() => Native.sudoku_variant_validate(v.text, v.text.Length, grid, v.Cells, err)) == status)
                    return Explained(err);
            }
            return Error(status, null, null);
        }

        internal static SudokuVariantUnit VariantUnit(SudokuVariant v, int unit)
        {
            if (unit < 0 || unit >= v.Units)
                throw new ArgumentOutOfRangeException("unit", unit, "the variant has " + v.Units + " units");
            byte[] raw = Struct(VariantUnitInfoSize);
            int st = Run(() => Native.sudoku_variant_unit(v.text, v.text.Length, unit, raw));
            if (st != 0)
                throw Error(st, null, null);
            int n = Clamp(Int(raw, VariantUnitInfoNCells), VariantMaxSize);
            var cells = new int[n];
            for (int k = 0; k < n; k++)
                cells[k] = raw[VariantUnitInfoCells + k];
            return new SudokuVariantUnit { Kind = Int(raw, VariantUnitInfoKind), Index = Int(raw, VariantUnitInfoIndex), Cells = cells };
        }

        internal static byte[] VariantParse(SudokuVariant v, string grid)
        {
            byte[] text = TextBytes(grid);
            var g = new byte[v.Cells];
            byte[] err = NewError();
            int st = Run(() => Native.sudoku_variant_parse(v.text, v.text.Length, text, text.Length, g, v.Cells, err));
            if (st == (int)SudokuStatus.Parse || st == (int)SudokuStatus.Conflict)
                throw Explained(err);
            if (st != 0)
                throw Error(st, null, null);
            return g;
        }

        internal static string VariantFormat(SudokuVariant v, byte[] grid)
        {
            CheckVariantGrid(v, grid, "grid");
            var buf = new byte[v.Cells + 1];
            int st = Run(() => Native.sudoku_variant_format(v.text, v.text.Length, grid, v.Cells, buf, buf.Length));
            if (st != 0)
                throw VariantGridError(v, st, grid);
            return CString(buf);
        }

        internal static void VariantValidate(SudokuVariant v, byte[] grid)
        {
            CheckVariantGrid(v, grid, "grid");
            byte[] err = NewError();
            if (Run(() => Native.sudoku_variant_validate(v.text, v.text.Length, grid, v.Cells, err)) != 0)
                throw Explained(err);
        }

        internal static byte[] VariantSolve(SudokuVariant v, byte[] puzzle)
        {
            CheckVariantGrid(v, puzzle, "puzzle");
            var sol = new byte[v.Cells];
            int st = Run(() => Native.sudoku_variant_solve(v.text, v.text.Length, puzzle, sol, v.Cells));
            if (st != 0)
                throw VariantGridError(v, st, puzzle);
            return sol;
        }

        internal static int VariantCount(SudokuVariant v, byte[] puzzle, int limit)
        {
            CheckVariantGrid(v, puzzle, "puzzle");
            if (limit < 1)
                throw new ArgumentOutOfRangeException("limit", limit, "the solution limit must be at least 1");
            var count = new int[1];
            int st = Run(() => Native.sudoku_variant_count_solutions(v.text, v.text.Length, puzzle, v.Cells, limit, count));
            if (st == (int)SudokuStatus.Limit)
                throw new SudokuException(SudokuStatus.Limit, "SUDOKU_E_LIMIT", "the search budget ran out after " + count[0] + " solutions", null);
            if (st != 0)
                throw VariantGridError(v, st, puzzle);
            return count[0];
        }

        internal static SudokuHint VariantHint(SudokuVariant v, byte[] puzzle, byte[] grid, ushort[] candidates)
        {
            CheckVariantGrid(v, puzzle, "puzzle");
            CheckVariantGrid(v, grid, "grid");
            if (candidates != null && candidates.Length != v.Cells)
                throw new ArgumentException("candidates are " + v.Cells + " masks, these are " + candidates.Length, "candidates");
            byte[] raw = Struct(VariantHintSize);
            var text = new byte[HintTextSize];
            int st = Run(() => Native.sudoku_variant_hint(v.text, v.text.Length, puzzle, grid, candidates, v.Cells, null, raw, text, text.Length));
            if (st == (int)SudokuStatus.Range || st == (int)SudokuStatus.Conflict)
            {
                byte[] err = NewError();
                if (Run(() => Native.sudoku_variant_validate(v.text, v.text.Length, puzzle, v.Cells, err)) != 0 ||
                    Run(() => Native.sudoku_variant_validate(v.text, v.text.Length, grid, v.Cells, err)) == (int)SudokuStatus.Range)
                    throw Explained(err);
            }
            if (st != 0)
                throw Error(st, null, null);
            var h = new SudokuHint();
            h.Status = (SudokuHintStatus)Int(raw, VariantHintStatus);
            h.Technique = (SudokuTechnique)Int(raw, VariantHintTechnique);
            h.Rating = Int(raw, VariantHintRating);
            h.Cell = Int(raw, VariantHintCell);
            h.Digit = Int(raw, VariantHintDigit);
            h.RemovedCount = Int(raw, VariantHintNRemoved);
            h.MistakeCount = Int(raw, VariantHintNMistakes);
            h.PatternDigits = BitConverter.ToUInt16(raw, VariantHintPatternDigits);
            int nCells = Clamp(Int(raw, VariantHintNPatternCells), v.Cells);
            int nUnits = Clamp(Int(raw, VariantHintNPatternUnits), 8);
            h.Removed = new ushort[v.Cells];
            Buffer.BlockCopy(raw, VariantHintRemoved, h.Removed, 0, 2 * v.Cells);
            h.PatternCells = new int[nCells];
            for (int i = 0; i < nCells; i++)
                h.PatternCells[i] = raw[VariantHintPatternCells + i];
            h.PatternUnits = new int[nUnits];
            for (int i = 0; i < nUnits; i++)
                h.PatternUnits[i] = BitConverter.ToUInt16(raw, VariantHintPatternUnits + 2 * i);
            h.Mistakes = new SudokuMistake[v.Cells];
            for (int i = 0; i < v.Cells; i++)
                h.Mistakes[i] = (SudokuMistake)raw[VariantHintMistakes + i];
            h.Chain = new SudokuChainNode[0];
            h.Text = CString(text);
            return h;
        }

        internal static SudokuRating VariantRate(SudokuVariant v, byte[] puzzle)
        {
            CheckVariantGrid(v, puzzle, "puzzle");
            byte[] raw = Struct(RateSize);
            int st = RunLong(() => Native.sudoku_variant_rate(v.text, v.text.Length, puzzle, v.Cells, null, raw, IntPtr.Zero));
            if (st != 0)
                throw VariantGridError(v, st, puzzle);
            return ReadRating(raw, 0);
        }

        internal static SudokuVariantPuzzle VariantGenerate(SudokuVariant v, SudokuVariantGenerateOptions o, CancellationToken token)
        {
            if (o == null)
                o = new SudokuVariantGenerateOptions();
            byte[] opts = Struct(VariantGenerateOptionsSize);
            Put(opts, VariantGenerateOptionsSymmetry, BitConverter.GetBytes((uint)o.Symmetry));
            Put(opts, VariantGenerateOptionsSeed, BitConverter.GetBytes(o.Seed));
            Put(opts, VariantGenerateOptionsClues, BitConverter.GetBytes(o.Clues));
            Put(opts, VariantGenerateOptionsLevel, BitConverter.GetBytes((int)o.Level));
            Put(opts, VariantGenerateOptionsMinRating, BitConverter.GetBytes(o.MinRating));
            Put(opts, VariantGenerateOptionsMaxRating, BitConverter.GetBytes(o.MaxRating));
            Put(opts, VariantGenerateOptionsMaxAttempts, BitConverter.GetBytes(o.MaxAttempts));
            Put(opts, VariantGenerateOptionsBudgetMs, BitConverter.GetBytes(o.BudgetMs));
            Put(opts, VariantGenerateOptionsFirst, BitConverter.GetBytes(o.First));
            uint flags = (o.Killer ? (uint)VariantKiller : 0) | (o.Jigsaw ? (uint)VariantJigsaw : 0);
            Put(opts, VariantGenerateOptionsFlags, BitConverter.GetBytes(flags));
            Put(opts, VariantGenerateOptionsMaxCageCells, BitConverter.GetBytes(o.MaxCageCells));
            var puzzle = new byte[v.Cells];
            var sol = new byte[v.Cells];
            var vout = new byte[v.text.Length + 2048];
            byte[] rating = Struct(RateSize);
            int st = WithControl(token, true, ctl => Native.sudoku_variant_generate(v.text, v.text.Length, opts, puzzle, sol, v.Cells,
                vout, vout.Length, null, rating, ctl));
            if (st != 0 && st != (int)SudokuStatus.Limit)
                throw Error(st, st == (int)SudokuStatus.Arg ? "bad generator options" : null, null);
            return new SudokuVariantPuzzle { Variant = new SudokuVariant(CString(vout)), Puzzle = puzzle, Solution = sol,
                Rating = ReadRating(rating, 0), TargetMet = st == 0 };
        }
    }
}
