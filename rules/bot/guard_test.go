package bot_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The type-level guard of fairness (doc.go): the package's code can reach
// no game but the worlds View.Sample makes. Type-checked from source, its
// files (tests aside) may
//   - get a *rules.Game only from View.Sample (SampleInOrder: the same
//     world, the hand in order; SampleReusing: the same world in reused
//     memory), View.Ahead (the viewer's
//     own side alone), View.AheadSampled (the viewer's next turn in a
//     world of View.Sample), View.RedealtAt (a game it holds, given the
//     hidden cards of another it holds: it reads only the View's
//     viewer), Game.Clone or Game.CloneReusing, or from a function of
//     its own;
//   - take one in no exported function, method or field (nobody outside
//     can hand it a real game), and in a function literal only as the
//     observer of a game of its own (Game.SetObserver);
//   - read no field of a rules type that holds a game;
//   - call no function value that gives a game (a variable, a parameter,
//     a field), but the cheating twin's fields (twinFields), which its
//     code writes only from one another or nil.
//
// So, by induction over the package's code, every game it holds is a
// sample or a copy of one. The cheating twin (twin.go) is the one way
// past it, and only the package's tests can open it: they alone set
// Opponent.cheat (NewTwin, export_test.go), and the guard does not read
// them; the shipped binary holds no twin.
func TestOpponentReachesNoRealGame(t *testing.T) {
	if bad := guard(t, "."); len(bad) > 0 {
		for _, b := range bad {
			t.Error(b)
		}
	}
}

// The guard finds each way in, planted in a package of its own.
func TestGuardCatchesAPlantedGame(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      int
	}{
		{"a sample", `func f(v rules.View) int { return v.Sample(1).Clone().Omniscient().Turn() }`, 0},
		{"the viewer's next turn", `func f(v rules.View) { v.Ahead(nil, 1, 1) }`, 0},
		{"the viewer's next turn in a world", `func f(v rules.View) { v.AheadSampled(nil, 1, 1) }`, 0},
		{"a sample in reused memory", `func f(v rules.View, r *rules.Reuse) { v.SampleReusing(1, r).Clone() }`, 0},
		{"a sample dealt another's hidden cards", `func f(v rules.View, r *rules.Reuse) { w := v.Sample(1); v.RedealtAt(w.Clone(), w, r).Clone() }`, 0},
		{"the observer of a sample", `func f(v rules.View) { v.Sample(1).SetObserver(func(g *rules.Game, e *rules.Event) {}) }`, 0},
		{"an exported function given a game", `func F(g *rules.Game) {}`, 1},
		{"an exported method given a game", `type T struct{}; func (T) F(g *rules.Game) {}`, 1},
		{"an exported field", `type T struct{ G *rules.Game }`, 1},
		{"a new game", `func f() { rules.New(rules.Setup{}) }`, 1},
		{"a game of a table", `func f(t *rules.Table) { t.New(rules.Setup{}) }`, 1},
		{"a function literal given a game", `func f(v rules.View) { h := func(g *rules.Game) {}; _ = h }`, 1},
		{"a function value that gives a game", `func f(h func() *rules.Game) { h() }`, 1},
		{"a field that gives a game", `type O struct{ w func() *rules.Game }; func f(o O) { o.w() }`, 1},
		{"the twin's field called", `type P struct{ world func(uint64) *rules.Game }; func f(p *P) { p.world(1) }`, 0},
		{"the twin's field copied", `type O struct{ cheat func(uint64) *rules.Game }; type P struct{ world func(uint64) *rules.Game }; func f(o *O) P { return P{world: o.cheat} }`, 0},
		{"the twin's field set from a value", `type O struct{ cheat func(uint64) *rules.Game }; func f(o *O, g func(uint64) *rules.Game) { o.cheat = g }`, 1},
		{"the twin's field set in a literal", `type P struct{ world func(uint64) *rules.Game }; func f(g func(uint64) *rules.Game) P { return P{world: g} }`, 1},
	} {
		dir := t.TempDir()
		src := "package bot\n\nimport \"github.com/rathe-tcg/rathe/rules\"\n\n" + tc.src + "\n"
		if err := os.WriteFile(filepath.Join(dir, "plant.go"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := guard(t, dir); len(got) != tc.want {
			t.Errorf("%s: %d findings, want %d: %q", tc.name, len(got), tc.want, got)
		}
	}
}

// twinFields are the cheating twin's fields (twin.go): Opponent.cheat,
// which only the package's tests set, and Options.world, which the
// package sets only from it.
var twinFields = map[string]bool{"cheat": true, "world": true}

// moduleRoot is the module's folder, from this package's.
const moduleRoot = "../.."

// srcImporter type-checks the module's rules package from source; every
// other package is an empty one (what it names is not checked).
type srcImporter struct {
	fset *token.FileSet
	pkgs map[string]*types.Package
}

const modPath = "github.com/rathe-tcg/rathe"

func (im *srcImporter) Import(path string) (*types.Package, error) {
	if p, ok := im.pkgs[path]; ok {
		return p, nil
	}
	if path != modPath+"/rules" {
		p := types.NewPackage(path, filepath.Base(path))
		p.MarkComplete()
		im.pkgs[path] = p
		return p, nil
	}
	files := parseGo(im.fset, filepath.Join(moduleRoot, "rules"))
	conf := types.Config{Importer: im, Error: func(error) {}}
	p, _ := conf.Check(path, im.fset, files, nil)
	im.pkgs[path] = p
	return p, nil
}

// parseGo parses a folder's Go files, tests aside.
func parseGo(fset *token.FileSet, dir string) []*ast.File {
	ents, err := os.ReadDir(dir)
	if err != nil {
		panic(err)
	}
	var out []*ast.File
	for _, e := range ents {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.SkipObjectResolution)
		if err != nil {
			panic(err)
		}
		out = append(out, f)
	}
	return out
}

var sharedImporter *srcImporter

// allowedCall reports whether fn is View.Sample (or SampleInOrder, SampleNext, SampleRandom, and
// the three in reused memory: SampleReusing, SampleNextReusing, SampleRandomReusing), View.Ahead (a game of
// the viewer's own side alone), View.AheadSampled (the viewer's next turn
// in a world of View.Sample), View.RedealtAt (games the package holds,
// mixed), Game.Clone or Game.CloneReusing of package rules.
func allowedCall(fn types.Object, allowed map[string]bool, isGame func(types.Type) bool) bool {
	f, ok := fn.(*types.Func)
	if !ok || !allowed[f.Name()] || f.Pkg() == nil || f.Pkg().Path() != modPath+"/rules" {
		return false
	}
	recv := f.Type().(*types.Signature).Recv()
	if recv == nil {
		return false
	}
	if f.Name() == "Sample" || f.Name() == "SampleInOrder" || f.Name() == "SampleNext" || f.Name() == "SampleRandom" ||
		f.Name() == "SampleReusing" || f.Name() == "SampleNextReusing" || f.Name() == "SampleRandomReusing" || f.Name() == "Ahead" || f.Name() == "AheadSampled" ||
		f.Name() == "RedealtAt" {
		n, ok := types.Unalias(recv.Type()).(*types.Named)
		return ok && n.Obj().Name() == "View"
	}
	return isGame(recv.Type())
}

// guard lists the ways to a game of the package in dir (the test above).
func guard(t *testing.T, dir string) []string {
	t.Helper()
	if sharedImporter == nil {
		sharedImporter = &srcImporter{fset: token.NewFileSet(), pkgs: map[string]*types.Package{}}
	}
	im := sharedImporter
	files := parseGo(im.fset, dir)
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Uses:       map[*ast.Ident]types.Object{},
		Defs:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	conf := types.Config{Importer: im, Error: func(error) {}}
	pkg, _ := conf.Check(modPath+"/rules/bot", im.fset, files, info)
	isGame := func(ty types.Type) bool {
		if ty == nil {
			return false
		}
		if p, ok := types.Unalias(ty).(*types.Pointer); ok {
			ty = p.Elem()
		}
		n, ok := types.Unalias(ty).(*types.Named)
		return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == modPath+"/rules" && n.Obj().Name() == "Game"
	}
	holdsGame := func(ty types.Type) bool {
		switch x := types.Unalias(ty).(type) {
		case *types.Tuple:
			for i := range x.Len() {
				if isGame(x.At(i).Type()) {
					return true
				}
			}
			return false
		}
		return isGame(ty)
	}
	sigHasGame := func(sig *types.Signature) bool {
		return holdsGame(sig.Params()) || holdsGame(sig.Results())
	}
	var bad []string
	report := func(n ast.Node, what string) {
		bad = append(bad, im.fset.Position(n.Pos()).String()+": "+what)
	}
	allowed := map[string]bool{"Sample": true, "SampleInOrder": true, "SampleNext": true, "SampleRandom": true,
		"SampleReusing": true, "SampleNextReusing": true, "SampleRandomReusing": true, "Ahead": true, "AheadSampled": true, "RedealtAt": true, "Clone": true, "CloneReusing": true}
	// twinField reports whether e is a field of the cheating twin's
	// (twinFields); copying one into another is the only write of them
	// the package's code may make.
	twinField := func(e ast.Expr) bool {
		s, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || !twinFields[s.Sel.Name] {
			return false
		}
		sel := info.Selections[s]
		return sel != nil && sel.Kind() == types.FieldVal && sel.Obj().Pkg() == pkg
	}
	isNil := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && id.Name == "nil"
	}
	for _, f := range files {
		// The function literals handed to SetObserver.
		observers := map[*ast.FuncLit]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				if s, ok := c.Fun.(*ast.SelectorExpr); ok && s.Sel.Name == "SetObserver" {
					for _, a := range c.Args {
						if fl, ok := a.(*ast.FuncLit); ok {
							observers[fl] = true
						}
					}
				}
			}
			return true
		})
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FuncDecl:
				if obj, ok := info.Defs[x.Name].(*types.Func); ok && x.Name.IsExported() && sigHasGame(obj.Type().(*types.Signature)) {
					report(x, "the exported "+x.Name.Name+" takes or gives a game")
				}
			case *ast.FuncLit:
				if tv, ok := info.Types[x]; ok && sigHasGame(tv.Type.(*types.Signature)) && !observers[x] {
					report(x, "a function literal takes or gives a game")
				}
			case *ast.Field:
				for _, name := range x.Names {
					if name.IsExported() && isGame(info.TypeOf(x.Type)) {
						report(x, "the exported field "+name.Name+" holds a game")
					}
				}
			case *ast.AssignStmt:
				for i, l := range x.Lhs {
					if twinField(l) && (len(x.Rhs) != len(x.Lhs) || !twinField(x.Rhs[i]) && !isNil(x.Rhs[i])) {
						report(x, "sets a field of the cheating twin's")
					}
				}
			case *ast.KeyValueExpr:
				if id, ok := x.Key.(*ast.Ident); ok && twinFields[id.Name] {
					if f, ok := info.Uses[id].(*types.Var); ok && f.IsField() && f.Pkg() == pkg && !twinField(x.Value) && !isNil(x.Value) {
						report(x, "sets a field of the cheating twin's")
					}
				}
			case *ast.SelectorExpr:
				if sel := info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal && isGame(sel.Obj().Type()) && sel.Obj().Pkg() != pkg {
					report(x, "reads a game from the field "+x.Sel.Name)
				}
			case *ast.CallExpr:
				tv, ok := info.Types[x]
				if !ok || !holdsGame(tv.Type) {
					return true
				}
				var fn types.Object
				switch c := x.Fun.(type) {
				case *ast.Ident:
					fn = info.Uses[c]
				case *ast.SelectorExpr:
					fn = info.Uses[c.Sel]
				}
				if v, ok := fn.(*types.Var); ok && v.Pkg() == pkg {
					// A function value: only the twin's fields, whose
					// writes are checked below.
					if !v.IsField() || !twinFields[v.Name()] {
						report(x, "calls the function value "+v.Name()+", which gives a game")
					}
					return true
				}
				if fn != nil && fn.Pkg() == pkg {
					return true // a function of its own: checked where it gets its game
				}
				if !allowedCall(fn, allowed, isGame) {
					name := "?"
					if fn != nil {
						name = fn.Name()
					}
					report(x, "gets a game from "+name)
				}
			}
			return true
		})
	}
	return bad
}
