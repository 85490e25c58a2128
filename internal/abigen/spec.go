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
