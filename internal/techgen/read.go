package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// specType is the name of the declarations' type in the engine.
const specType = "techSpec"

// techType is the name of the engine's technique type.
const techType = "Technique"

// pkgInfo is what techgen needs from the engine's source.
type pkgInfo struct {
	fset *token.FileSet
	// consts holds the value of every integer constant the evaluator
	// understood, techs the names of those of type Technique.
	consts map[string]int64
	techs  map[string]bool
	specs  []*spec
}

// spec is one techSpec declaration as written.
type spec struct {
	pos       token.Position
	varName   string
	tech      string
	rating    int
	tie       int
	find      string // method of *logicGrid, or ""
	findChain string // method of *logicGrid, or ""
	foundBy   string // technique constant, or ""
	explain   string // method of *Step
	// variantOnly: a technique of the variant step finder alone, with no
	// search and no explanation here.
	variantOnly bool
	// uniqueness: the technique assumes one solution (skipped on any board)
	uniqueness bool
	// extOrder is the search's place in the extended catalogue (0: not
	// in it); extOnly marks a technique of the extended catalogue only.
	extOrder int
	extOnly  bool
}

// readPackage parses the non-test Go files of dir, except the generated one.
func readPackage(dir string) (*pkgInfo, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	p := &pkgInfo{fset: token.NewFileSet(), consts: map[string]int64{}, techs: map[string]bool{}}
	var files []*ast.File
	for _, name := range names {
		base := filepath.Base(name)
		if strings.HasSuffix(base, "_test.go") || base == outputName {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(p.fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no Go files in %s", dir)
	}
	// Twice, for constants defined from constants of a later file.
	for range 2 {
		for _, f := range files {
			for _, d := range f.Decls {
				if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
					p.readConsts(gd)
				}
			}
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, s := range gd.Specs {
				sp, err := p.readSpec(s.(*ast.ValueSpec))
				if err != nil {
					return nil, err
				}
				if sp != nil {
					p.specs = append(p.specs, sp)
				}
			}
		}
	}
	return p, nil
}

// readConsts records the integer constants of one const declaration,
// following Go's rules for iota and omitted values.
func (p *pkgInfo) readConsts(gd *ast.GenDecl) {
	var lastType ast.Expr
	var lastValues []ast.Expr
	for iota, s := range gd.Specs {
		vs := s.(*ast.ValueSpec)
		typ, values := vs.Type, vs.Values
		if len(values) == 0 { // repeats the previous spec's type and values
			typ, values = lastType, lastValues
		} else {
			lastType, lastValues = typ, values
		}
		for i, name := range vs.Names {
			if i >= len(values) {
				break
			}
			v, ok := p.eval(values[i], int64(iota))
			if !ok {
				continue
			}
			p.consts[name.Name] = v
			if isTechType(typ) || (typ == nil && isTechConversion(values[i])) {
				p.techs[name.Name] = true
			}
		}
	}
}

func isTechType(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == techType
}

func isTechConversion(e ast.Expr) bool {
	c, ok := e.(*ast.CallExpr)
	return ok && isTechType(c.Fun)
}

// eval evaluates the integer constant expressions the engine's constants
// use: literals, iota, other constants, conversions to Technique, + - * <<
// and parentheses.
func (p *pkgInfo) eval(e ast.Expr, iota int64) (int64, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.INT {
			return 0, false
		}
		v, err := strconv.ParseInt(e.Value, 0, 64)
		return v, err == nil
	case *ast.Ident:
		if e.Name == "iota" {
			return iota, true
		}
		v, ok := p.consts[e.Name]
		return v, ok
	case *ast.ParenExpr:
		return p.eval(e.X, iota)
	case *ast.CallExpr:
		if isTechType(e.Fun) && len(e.Args) == 1 {
			return p.eval(e.Args[0], iota)
		}
	case *ast.UnaryExpr:
		if e.Op == token.SUB {
			v, ok := p.eval(e.X, iota)
			return -v, ok
		}
	case *ast.BinaryExpr:
		x, ok1 := p.eval(e.X, iota)
		y, ok2 := p.eval(e.Y, iota)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch e.Op {
		case token.ADD:
			return x + y, true
		case token.SUB:
			return x - y, true
		case token.MUL:
			return x * y, true
		case token.SHL:
			return x << y, true
		}
	}
	return 0, false
}

// readSpec reads vs if it declares a techSpec, or returns nil.
func (p *pkgInfo) readSpec(vs *ast.ValueSpec) (*spec, error) {
	if len(vs.Values) != 1 {
		return nil, nil
	}
	lit, ok := vs.Values[0].(*ast.CompositeLit)
	if !ok {
		return nil, nil
	}
	if id, ok := lit.Type.(*ast.Ident); !ok || id.Name != specType {
		return nil, nil
	}
	sp := &spec{pos: p.fset.Position(vs.Pos()), varName: vs.Names[0].Name}
	if len(vs.Names) != 1 {
		return nil, sp.errorf("declare one %s per variable", specType)
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return nil, sp.errorf("name the fields of the %s", specType)
		}
		key := kv.Key.(*ast.Ident).Name
		var err error
		switch key {
		case "Tech":
			sp.tech, err = sp.ident(key, kv.Value)
		case "FoundBy":
			sp.foundBy, err = sp.ident(key, kv.Value)
		case "Rating":
			sp.rating, err = sp.intLit(key, kv.Value)
		case "Tie":
			sp.tie, err = sp.intLit(key, kv.Value)
		case "Find":
			sp.find, err = sp.method(key, kv.Value, "logicGrid")
		case "FindChain":
			sp.findChain, err = sp.method(key, kv.Value, "logicGrid")
		case "Explain":
			sp.explain, err = sp.method(key, kv.Value, "Step")
		case "VariantOnly":
			sp.variantOnly, err = sp.boolLit(key, kv.Value)
		case "Uniqueness":
			sp.uniqueness, err = sp.boolLit(key, kv.Value)
		case "ExtendedOrder":
			sp.extOrder, err = sp.intLit(key, kv.Value)
		case "ExtendedOnly":
			sp.extOnly, err = sp.boolLit(key, kv.Value)
		case "MaxRating", "Reports":
			// read at run time by the tests only
		default:
			err = sp.errorf("unknown field %s", key)
		}
		if err != nil {
			return nil, err
		}
	}
	return sp, nil
}

func (sp *spec) errorf(format string, args ...any) error {
	return fmt.Errorf("%s: %s: %s", sp.pos, sp.varName, fmt.Sprintf(format, args...))
}

func (sp *spec) ident(key string, e ast.Expr) (string, error) {
	id, ok := e.(*ast.Ident)
	if !ok {
		return "", sp.errorf("%s must name a %s constant", key, techType)
	}
	return id.Name, nil
}

func (sp *spec) intLit(key string, e ast.Expr) (int, error) {
	neg := false
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.SUB {
		neg, e = true, u.X
	}
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.INT {
		return 0, sp.errorf("%s must be an integer literal", key)
	}
	v, err := strconv.Atoi(lit.Value)
	if err != nil {
		return 0, sp.errorf("%s: %v", key, err)
	}
	if neg {
		v = -v
	}
	return v, nil
}

func (sp *spec) boolLit(key string, e ast.Expr) (bool, error) {
	id, ok := e.(*ast.Ident)
	if !ok || (id.Name != "true" && id.Name != "false") {
		return false, sp.errorf("%s must be true or false", key)
	}
	return id.Name == "true", nil
}

// method reads the method expression (*recv).name.
func (sp *spec) method(key string, e ast.Expr, recv string) (string, error) {
	bad := sp.errorf("%s must be a method expression (*%s).name", key, recv)
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return "", bad
	}
	par, ok := sel.X.(*ast.ParenExpr)
	if !ok {
		return "", bad
	}
	star, ok := par.X.(*ast.StarExpr)
	if !ok {
		return "", bad
	}
	if id, ok := star.X.(*ast.Ident); !ok || id.Name != recv {
		return "", bad
	}
	return sel.Sel.Name, nil
}
