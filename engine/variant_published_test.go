package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Published variant puzzles with their published solutions, written in the
// variant text form. The data are facts taken from the named sources; the
// tests check that each has exactly that one solution.

// publishedVariant is one published puzzle.
type publishedVariant struct {
	name, source     string
	variant          string
	puzzle, solution string
}

var (
	publishedKiller = publishedVariant{
		name:     "killer (ukpuzzles)",
		source:   "UK Puzzle Association, ukpuzzles.org file 247",
		variant:  "9x9,k=aabbcddeeaafgchieejffgchiikjggglhhhkmmmlllnnnoppplqqqrossptquurvvsptquwwvvxxtyyww,s=20/9/17/9/20/22/16/27/18/8/11/15/12/22/8/30/17/11/11/19/16/24/17/16/10",
		puzzle:   ".................................................................................",
		solution: "632798154478165392195324786724639815813452679569817243346571928981243567257986431",
	}
	published16x16 = publishedVariant{
		name:     "16x16 (hexadoku, hard)",
		source:   "sudoku-puzzles-online.com, hexadoku; symbols 0-F written as 1-G",
		variant:  "16x16",
		puzzle:   "F.........9..7.2..A...4G.D....96.72.6C...A.4..D..4..3...7.....B.E......C..3...24.9.B.752.....8AF1...G.9.A.8.B.6..........2D..1..........B...4.7..1.6.5..2F.....D.D.84.1........GAF4.C.B.....8..1...DA.8.9..G...3B3...6.9...8EF..4.F....5..E.2....26...E.D..F.A.9",
		solution: "F6EG5BAD819C37423BA1784GEDF2C59697256CFE3AB41GD8D48C392175G6FEBAEA7F816C5G3BD924C93BD7524E61G8AF15D2G49FAC87B36E68G4EA3BF2D9715C2C93FEGAB81D4675G1B695782F43ACED7D584213C6AE9BFGAF4ECDB6G97582315E1DAF879B2G64C3B3CA26D91458EFG74GF913C567EA2D8B8267BGE4D3CF5A19",
	}
)

// publishedVariants are every published puzzle the tests know.
var publishedVariants = []publishedVariant{
	publishedKiller,
	{
		name:     "killer (killersudokuonline)",
		source:   "killersudokuonline.com, tips page example",
		variant:  "9x9,k=aabbbcccdefghijjjdefghikkklmmghnooolpppnnnqqqrsssntuvvrwwwxtuyzABBBxtuyzACCCDDDEE,s=6/18/14/16/17/6/17/16/4/12/16/9/4/21/23/15/16/9/24/9/14/6/7/17/12/14/12/11/23/13/4",
		puzzle:   ".................................................................................",
		solution: "423968517856417329917532684134726895285149763679853142341285976762391458598674231",
	},
	{
		name:     "killer (Janko 116)",
		source:   "janko.at, Killer-Sudoku 116",
		variant:  "9x9,k=aabbcddeeafbgchdiejffgkhiiljmmgkhnnloppqqqrrsottuuuvvswxxxyzzzAwBBCyDEEAFFCCyDDGG,s=20/11/12/10/14/12/17/21/15/4/8/14/6/16/17/8/10/14/6/13/18/4/9/23/13/11/7/9/16/13/8/9/17",
		puzzle:   ".................................................................................",
		solution: "692183547518947263347526819124368975935271684876459132769835421281794356453612798",
	},
	{
		name:     "jigsaw (Janko 108)",
		source:   "janko.at, Chaos-Sudoku 108",
		variant:  "9x9,j=111112222333112222333112444333555444666555444666555777666899777888899777888899999",
		puzzle:   "8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.",
		solution: "845279361359162784281395476467918235574623918136754829928536147792481653613847592",
	},
	{
		name:     "X-Sudoku (diagonal)",
		source:   "Udacity AI Nanodegree diagonal Sudoku example",
		variant:  "9x9,x",
		puzzle:   "2.............62....1....7...6..8...3...9...7...6..4...4....8....52.............3",
		solution: "267945381853716249491823576576438192384192657129657438642379815935281764718564923",
	},
	{
		name:     "16x16 (hexadoku, easy)",
		source:   "sudoku-puzzles-online.com, hexadoku; symbols 0-F written as 1-G",
		variant:  "16x16",
		puzzle:   "C.89.6F.4..BE.D1..5..8...D.GB..3B..........548....6...AG.......9.5..C9...F.8A4....F48D....GEC..5AG.8..6E.4....9.6..E.G4.35B9D.1..9......C....1E6..E......9..G.F...B.A.G..78...CD...D.BC....F835.8B.A.C2...6..74.E.DFG.8.B....9......F.B..E..6....7461AD..C..F...",
		solution: "CA8926F5437BEGD11F5248E79DAGBC63BEG7D39C162548AF4D63B1AGE8FC2579D57BC9326F18A4GE93F48D1B7AGEC625AG185F6ED4C23B9762CE7G4A35B9DF18F9AG3258CBD471E658EC647D2931GAFB34B1AEGF578692CD762D9BC1AGEF83548B9AEC23F16D574GECDFG586B247193A2135F7B4GE9A6D8CG7461AD98C53FEB2",
	},
	published16x16,
}

// TestVariantPublished solves every published puzzle: exactly one
// solution, the published one. The 9×9 ones are also counted by the
// brute-force reference (all but one it finds too slow).
func TestVariantPublished(t *testing.T) {
	referenced := 0
	defer func() {
		if !testing.Short() {
			assert.GreaterOrEqual(t, referenced, 4, "puzzles the reference checked")
		}
	}()
	for _, p := range publishedVariants {
		t.Run(p.name, func(t *testing.T) {
			v, err := ParseVariant(p.variant)
			require.NoError(t, err)
			assert.Equal(t, p.variant, v.String(), "the text form is canonical")
			g := mustGrid(t, v, p.puzzle)
			n, err := v.CountSolutions(g, 2)
			require.NoError(t, err)
			assert.Equal(t, 1, n)
			sol, err := v.Solve(g)
			require.NoError(t, err)
			assert.Equal(t, p.solution, v.FormatGrid(sol))
			if v.Size() == 9 && !testing.Short() {
				// The reference gives up on a killer that takes it too long
				// (the ukpuzzles one needs a minute).
				spec := v.Spec()
				ref := newVariantRef(&spec)
				ref.maxNodes = 20000
				first := make([]uint8, 81)
				switch n := ref.count(g, 2, nil, first); n {
				case -1:
					t.Log("too slow for the reference")
				default:
					referenced++
					assert.Equal(t, 1, n, "the reference's count")
					assert.Equal(t, p.solution, v.FormatGrid(first), "the reference's solution")
				}
			}
		})
	}
}
