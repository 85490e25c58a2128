package main

// This file says how each table of the header appears in each place the
// generator writes: the enumerations with their type and identifier
// prefix per language, and the identifiers of the plain constants where
// the default spelling is not the one in use.

// enumSpec describes a table whose entries are the values of one type.
type enumSpec struct {
	table  string // fence name in the header
	prefix string // macro prefix: SUDOKU_TECH_
	strip  string // a further prefix left out of identifiers: the E_ of SUDOKU_E_ARG
	named  bool   // each entry's comment starts with its quoted name
	what   string // what one value is, for doc comments: "technique"
	macros string // the macros in doc comments, when not prefix + "*"

	engine goEnum // package engine; typ "" when the engine has no such type
	purego goEnum // bindings/go
	python string // the IntEnum of bindings/python
	csharp string // the enum of bindings/csharp
	// unknown is what the Go and C# name functions return for a value the
	// header does not name; %d stands for the number.
	unknown string
	// cName is the suffix of the C function that names a value
	// (sudoku_technique_name, status_text), "" for none. Its fallback
	// is cUnknown.
	cName, cUnknown string
}

// goEnum is how a Go package spells an enumeration.
type goEnum struct {
	typ    string // Technique
	prefix string // of the constants: Tech
	// count names an unexported constant one past the largest value
	// (numSymmetries), or is "".
	count string
}

// enums lists the enumerations in the order the generated files show them.
var enums = []*enumSpec{
	{
		table: "statuses", unknown: "SUDOKU_E_UNKNOWN(%d)", prefix: "SUDOKU_", strip: "E_", what: "status code", macros: "SUDOKU_OK and SUDOKU_E_*",
		purego: goEnum{typ: "Status", prefix: "Status"},
		python: "Status", csharp: "SudokuStatus",
		cName: "status_text", cUnknown: "SUDOKU_E_UNKNOWN",
	},
	{
		table: "techniques", unknown: "unknown technique", prefix: "SUDOKU_TECH_", named: true, what: "technique",
		engine: goEnum{typ: "Technique", prefix: "Tech"},
		purego: goEnum{typ: "Technique", prefix: "Tech"},
		python: "Technique", csharp: "SudokuTechnique",
		cName: "technique_name", cUnknown: "unknown technique",
	},
	{
		table: "levels", unknown: "unknown", prefix: "SUDOKU_LEVEL_", named: true, what: "difficulty level",
		engine: goEnum{typ: "Level", prefix: "Level"},
		purego: goEnum{typ: "Level", prefix: "Level"},
		python: "Level", csharp: "SudokuLevel",
		cName: "level_name", cUnknown: "unknown level",
	},
	{
		table: "hint_statuses", unknown: "unknown", prefix: "SUDOKU_HINT_", named: true, what: "hint status",
		engine: goEnum{typ: "HintStatus", prefix: "Hint"},
		purego: goEnum{typ: "HintStatus", prefix: "Hint"},
		python: "HintStatus", csharp: "SudokuHintStatus",
	},
	{
		table: "hint_styles", unknown: "unknown", prefix: "SUDOKU_HINT_STYLE_", named: true, what: "hint style",
		engine: goEnum{typ: "HintStyle", prefix: "Style"},
		purego: goEnum{typ: "HintStyle", prefix: "Style"},
		python: "HintStyle", csharp: "SudokuHintStyle",
	},
	{
		table: "mistakes", unknown: "unknown", prefix: "SUDOKU_MISTAKE_", named: true, what: "mistake",
		engine: goEnum{typ: "Mistake", prefix: "Mistake"},
		purego: goEnum{typ: "Mistake", prefix: "Mistake"},
		python: "Mistake", csharp: "SudokuMistake",
	},
	{
		table: "chain_kinds", unknown: "unknown", prefix: "SUDOKU_CHAIN_KIND_", named: true, what: "chain kind",
		purego: goEnum{typ: "ChainKind", prefix: "ChainKind"},
		python: "ChainKind", csharp: "SudokuChainKind",
	},
	{
		table: "chain_reasons", unknown: "unknown", prefix: "SUDOKU_REASON_", named: true, what: "chain reason",
		engine: goEnum{typ: "LinkReason", prefix: "Reason"},
		purego: goEnum{typ: "LinkReason", prefix: "Reason"},
		python: "ChainReason", csharp: "SudokuChainReason",
	},
	{
		table: "symmetries", unknown: "symmetry(%d)", prefix: "SUDOKU_SYMMETRY_", named: true, what: "symmetry",
		engine: goEnum{typ: "Symmetry", prefix: "Symmetry", count: "numSymmetries"},
		purego: goEnum{typ: "Symmetry", prefix: "Symmetry"},
		python: "Symmetry", csharp: "SudokuSymmetry",
	},
}

// constSpec spells one constant of the constants table where the default
// does not hold. The defaults: package engine does not have it; bindings/go
// exports goIdent of the name without SUDOKU_ (TechSlots); Python uses
// the name without SUDOKU_ (TECH_SLOTS); C# has an internal constant
// csIdent of it (TechSlots).
type constSpec struct {
	engine     string // the engine's identifier, "" for none
	engineHand bool   // the engine writes it by hand (with its measurements); capi only checks it
	purego     string
	csPublic   bool
}

var constSpecs = map[string]constSpec{
	"SUDOKU_CELLS":              {engine: "NumCells", engineHand: true, purego: "NumCells", csPublic: true},
	"SUDOKU_MAX_GUESSES":        {engine: "DefaultMaxGuesses", engineHand: true, csPublic: true},
	"SUDOKU_LINE_SIZE":          {purego: "lineSize"},
	"SUDOKU_PRETTY_SIZE":        {purego: "prettySize"},
	"SUDOKU_MESSAGE_SIZE":       {purego: "messageSize"},
	"SUDOKU_TEXT_MAX":           {purego: "textMax"},
	"SUDOKU_HINT_TEXT_SIZE":     {purego: "hintTextSize"},
	"SUDOKU_TECH_COUNT":         {engine: "NumTechniques", purego: "NumTechniques"},
	"SUDOKU_CHAIN_MAX":          {engine: "MaxChainNodes", purego: "MaxChainNodes"},
	"SUDOKU_CHAIN_BRANCHES_MAX": {engine: "MaxViewBranches", purego: "ChainBranchesMax"},
	"SUDOKU_CHAIN_NODES_MAX":    {engine: "MaxViewNodes", purego: "ChainNodesMax"},
	"SUDOKU_CHAIN_PARENTS_MAX":  {engine: "MaxViewParents", purego: "ChainParentsMax"},
	"SUDOKU_CHAIN_TEXT_SIZE":    {purego: "chainTextSize"},
	"SUDOKU_LEVEL_EASY_MAX":     {engine: "LevelEasyMax"},
	"SUDOKU_LEVEL_MEDIUM_MAX":   {engine: "LevelMediumMax"},
	"SUDOKU_LEVEL_HARD_MAX":     {engine: "LevelHardMax"},
	"SUDOKU_LEVEL_EXPERT_MAX":   {engine: "LevelExpertMax"},
}

// macroPattern names the table's macros in doc comments: SUDOKU_TECH_*.
func (s *enumSpec) macroPattern() string {
	if s.macros != "" {
		return s.macros
	}
	return s.prefix + "*"
}

// techFamily is one row of the table of technique families (the block
// technique_families, in README.md): a family, its techniques in the SE
// catalogue and those the extended catalogue gives, by macro suffix. The
// engine's test TestCataloguesOfTheFamilyTable checks the catalogues
// against the technique registry; a technique in no family (the killer
// techniques of variants) is left out of the table.
type techFamily struct {
	name         string
	se, extended []string
}

var techFamilies = []techFamily{
	{"Singles",
		[]string{"FULL_HOUSE", "HIDDEN_SINGLE_BOX", "HIDDEN_SINGLE_LINE", "NAKED_SINGLE"},
		[]string{"FULL_HOUSE", "NAKED_SINGLE", "HIDDEN_SINGLE_BOX", "HIDDEN_SINGLE_LINE"}},
	{"Direct techniques",
		[]string{"DIRECT_POINTING", "DIRECT_CLAIMING", "DIRECT_HIDDEN_PAIR", "DIRECT_HIDDEN_TRIPLE"},
		nil},
	{"Locked candidates",
		[]string{"POINTING", "CLAIMING"},
		[]string{"POINTING", "CLAIMING"}},
	{"Subsets",
		[]string{"NAKED_PAIR", "HIDDEN_PAIR", "NAKED_TRIPLE", "HIDDEN_TRIPLE", "NAKED_QUAD", "HIDDEN_QUAD"},
		[]string{"LOCKED_PAIR", "LOCKED_TRIPLE", "NAKED_PAIR", "NAKED_TRIPLE", "HIDDEN_PAIR", "HIDDEN_TRIPLE", "NAKED_QUAD", "HIDDEN_QUAD"}},
	{"Fish",
		[]string{"X_WING", "SWORDFISH", "JELLYFISH"},
		[]string{"X_WING", "SWORDFISH", "JELLYFISH", "FINNED_X_WING", "FINNED_SWORDFISH", "FINNED_JELLYFISH",
			"SASHIMI_X_WING", "SASHIMI_SWORDFISH", "SASHIMI_JELLYFISH", "FRANKEN_X_WING", "FRANKEN_SWORDFISH",
			"FRANKEN_JELLYFISH", "FINNED_FRANKEN_X_WING", "FINNED_FRANKEN_SWORDFISH", "FINNED_FRANKEN_JELLYFISH",
			"MUTANT_X_WING", "MUTANT_SWORDFISH", "MUTANT_JELLYFISH", "FINNED_MUTANT_X_WING",
			"FINNED_MUTANT_SWORDFISH", "FINNED_MUTANT_JELLYFISH"}},
	{"Single-digit patterns",
		[]string{"SKYSCRAPER", "TWO_STRING_KITE", "TURBOT_FISH", "EMPTY_RECTANGLE", "GROUPED_SKYSCRAPER",
			"GROUPED_TWO_STRING_KITE", "THREE_LINK_X_CHAIN"},
		[]string{"SKYSCRAPER", "TWO_STRING_KITE", "TURBOT_FISH", "EMPTY_RECTANGLE", "GROUPED_SKYSCRAPER",
			"GROUPED_TWO_STRING_KITE"}},
	{"Wings",
		[]string{"XY_WING", "XYZ_WING", "WXYZ_WING", "VWXYZ_WING"},
		[]string{"XY_WING", "XYZ_WING", "W_WING"}},
	{"Uniqueness",
		[]string{"UNIQUE_RECTANGLE", "UNIQUE_RECTANGLE_2", "UNIQUE_RECTANGLE_3", "UNIQUE_RECTANGLE_4",
			"UNIQUE_LOOP", "UNIQUE_LOOP_2", "UNIQUE_LOOP_3", "UNIQUE_LOOP_4", "BUG", "BUG_2", "BUG_3", "BUG_4"},
		[]string{"UNIQUENESS_TEST_1", "UNIQUENESS_TEST_2", "UNIQUENESS_TEST_3", "UNIQUENESS_TEST_4",
			"UNIQUENESS_TEST_5", "UNIQUENESS_TEST_6", "HIDDEN_RECTANGLE", "AVOIDABLE_RECTANGLE_1",
			"AVOIDABLE_RECTANGLE_2", "BUG", "BUG_2", "BUG_3", "BUG_4"}},
	{"Almost locked sets",
		nil,
		[]string{"SUE_DE_COQ", "ALS_XZ", "ALS_XY_WING", "ALS_XY_CHAIN", "DEATH_BLOSSOM"}},
	{"Chains and loops",
		[]string{"X_CYCLE", "X_CHAIN", "XY_CYCLE", "XY_CHAIN", "CYCLE", "FORCING_CHAIN"},
		[]string{"REMOTE_PAIR", "X_CYCLE", "X_CHAIN", "XY_CYCLE", "XY_CHAIN", "CYCLE", "FORCING_CHAIN", "AIC",
			"CONTINUOUS_NICE_LOOP", "DISCONTINUOUS_NICE_LOOP", "GROUPED_AIC", "GROUPED_CONTINUOUS_NICE_LOOP",
			"GROUPED_DISCONTINUOUS_NICE_LOOP"}},
	{"Exclusion",
		[]string{"ALIGNED_PAIR_EXCLUSION", "ALIGNED_TRIPLET_EXCLUSION"},
		[]string{"ALIGNED_TRIPLET_EXCLUSION"}},
	{"Forcing chains",
		[]string{"NISHIO_FORCING_CHAIN", "MULTIPLE_FORCING_CHAIN", "DYNAMIC_FORCING_CHAIN",
			"DYNAMIC_FORCING_CHAIN_PLUS", "NESTED_FORCING_CHAIN"},
		[]string{"NISHIO_FORCING_CHAIN", "MULTIPLE_FORCING_CHAIN", "DYNAMIC_FORCING_CHAIN",
			"DYNAMIC_FORCING_CHAIN_PLUS", "NESTED_FORCING_CHAIN"}},
}
