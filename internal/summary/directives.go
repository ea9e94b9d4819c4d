package summary

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/directive"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// directiveSet is what a function's doc-comment directives declare.
type directiveSet struct {
	items     []Item
	keyminter bool // drop Source: the result is a sanctioned key
	replace   bool // pure: only the declared items count
	fact      *Fact
}

func (d *directiveSet) apply(f *Fact) {
	if d.keyminter {
		kept := f.Items[:0]
		for _, it := range f.Items {
			if it.Role != knowledge.Source {
				kept = append(kept, it)
			}
		}
		f.Items = kept
	}
	for _, it := range d.items {
		if it.Role == knowledge.Source {
			// A declared source mints its result whole: no field of it
			// is told apart.
			f.Items = slices.DeleteFunc(f.Items, func(x Item) bool { return x.Role == ResultField })
		}
		f.add(it)
	}
}

// parseRoleDirectives reads the role directives of the package's function
// declarations, and checks that ignore directives name analyzers among
// analyzers (any name when it is nil). Malformed directives are returned as
// errors with their position: a directive that silently does nothing is
// worse than a failed run.
func parseRoleDirectives(pass *analysis.Pass, analyzers []string) (map[*types.Func]*directiveSet, error) {
	out := make(map[*types.Func]*directiveSet)
	var problems []string
	bad := func(pos interface{ String() string }, err error) {
		problems = append(problems, fmt.Sprintf("%s: %v", pos, err))
	}
	known := make(map[string]bool)
	for _, n := range analyzers {
		known[n] = true
	}
	for _, f := range pass.Files {
		ds, errs := directive.InFile(f)
		for _, e := range errs {
			bad(pass.Fset.Position(e.Pos), e.Err)
		}
		for _, d := range ds {
			if d.Verb != "ignore" {
				continue
			}
			for _, a := range d.Analyzers {
				if analyzers != nil && !known[a] {
					bad(pass.Fset.Position(d.Pos), fmt.Errorf("idemlint:ignore names unknown analyzer %q (known: %s)", a, strings.Join(analyzers, ", ")))
				}
			}
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			dirs := directive.OfFunc(fd)
			if len(dirs) == 0 {
				continue
			}
			obj, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			set := &directiveSet{}
			for _, d := range dirs {
				if err := set.add(d, obj); err != nil {
					bad(pass.Fset.Position(d.Pos), err)
				}
			}
			if set.replace {
				set.fact = &Fact{}
				for _, it := range set.items {
					set.fact.add(it)
				}
				set.fact.normalize()
			}
			out[obj] = set
		}
	}
	// Directives outside doc comments are only checked for syntax above;
	// a role directive must be in a function's doc comment to count.
	if len(problems) > 0 {
		return nil, fmt.Errorf("malformed idemlint directive:\n\t%s", strings.Join(problems, "\n\t"))
	}
	return out, nil
}

func (s *directiveSet) add(d directive.Directive, fn *types.Func) error {
	sig := fn.Type().(*types.Signature)
	param := func(required bool) (int, error) {
		if len(d.Args) == 0 {
			if required {
				return 0, fmt.Errorf("idemlint:%s needs a parameter name", d.Verb)
			}
			return 0, nil // the receiver of a method, else the first parameter
		}
		name := d.Args[0]
		if sig.Recv() != nil && (name == "recv" || name == sig.Recv().Name()) {
			return 0, nil
		}
		for i := 0; i < sig.Params().Len(); i++ {
			if sig.Params().At(i).Name() == name {
				return ir.ParamPos(sig, i), nil
			}
		}
		return 0, fmt.Errorf("idemlint:%s names %q, which is not a parameter of %s", d.Verb, name, fn.Name())
	}
	via := []string{"//idemlint:" + d.Verb}
	switch d.Verb {
	case "effect":
		kind := knowledge.KindStore
		if len(d.Args) > 0 {
			var err error
			if kind, err = knowledge.ParseEffectKind(d.Args[0]); err != nil {
				return fmt.Errorf("idemlint:%v", err)
			}
		}
		s.items = append(s.items, Item{Role: knowledge.Effect, Effect: kind, Param: -1, Via: via})
	case "source":
		kind := knowledge.SrcRand
		if len(d.Args) > 0 {
			var err error
			if kind, err = knowledge.ParseSourceKind(d.Args[0]); err != nil {
				return fmt.Errorf("idemlint:%v", err)
			}
		}
		s.items = append(s.items, Item{Role: knowledge.Source, Source: kind, Param: -1, Via: via})
	case "ack", "nack", "check", "claim", "record", "keysink", "retry":
		p, err := param(d.Verb == "keysink" || d.Verb == "retry")
		if err != nil {
			return err
		}
		s.items = append(s.items, Item{Role: knowledge.Role(d.Verb), Param: p, Via: via})
	case "keyminter":
		s.keyminter = true
	case "pure":
		s.replace = true
	}
	return nil
}
