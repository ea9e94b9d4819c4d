// Package directive parses idemlint's comment directives:
//
//	//idemlint:ignore <analyzer>[,<analyzer>…] <reason>
//
// on the line of a finding or the line above it, and the role directives in
// a function's doc comment (//idemlint:effect payment, //idemlint:ack msg…)
// that declare what the user's own functions do. The syntax is checked
// here, once, so that every driver reports a malformed directive the same
// way.
package directive

import (
	"fmt"
	"go/ast"
	"go/token"
	"strings"
)

// Prefix starts every directive; like //go: and //lint:, no space after //.
const Prefix = "//idemlint:"

// Directive is one parsed directive comment.
type Directive struct {
	Pos  token.Pos
	Verb string   // "ignore", "effect", "ack"…
	Args []string // the words after the verb
	// Analyzers and Reason are set for ignore directives.
	Analyzers []string
	Reason    string
}

// Verbs is every directive verb with a one-line description of its
// arguments, for errors and docs.
var Verbs = map[string]string{
	"ignore":    "<analyzer>[,<analyzer>…] <reason>: suppress findings on this line or the next",
	"effect":    "[kind]: the function performs a side effect (payment, publish, sql, http, notify, store, workflow)",
	"ack":       "[param]: the function acknowledges the message in param (default: the first parameter or receiver)",
	"nack":      "[param]: the function rejects the message in param",
	"check":     "[param]: the function checks whether key param was seen",
	"claim":     "[param]: the function atomically claims key param",
	"record":    "[param]: the function records key param as seen",
	"keysink":   "<param>: param carries an idempotency key",
	"source":    "[kind]: the function returns a value that differs on every call (uuid, time, rand)",
	"keyminter": ": a sanctioned key minter: its result is a stable key",
	"retry":     "<param>: the function retries the callback param",
	"pure":      ": the function performs no effect; only the roles declared beside it count",
}

// Parse parses one comment's text. ok is false for comments that are not
// idemlint directives; err describes a malformed one.
func Parse(text string, pos token.Pos) (d Directive, ok bool, err error) {
	if !strings.HasPrefix(text, Prefix) {
		return d, false, nil
	}
	fields := strings.Fields(strings.TrimPrefix(text, Prefix))
	if len(fields) == 0 {
		return d, true, fmt.Errorf("empty idemlint directive")
	}
	d = Directive{Pos: pos, Verb: fields[0], Args: fields[1:]}
	if _, known := Verbs[d.Verb]; !known {
		return d, true, fmt.Errorf("unknown idemlint directive %q (known: %s)", d.Verb, strings.Join(verbList(), ", "))
	}
	if d.Verb == "ignore" {
		if len(d.Args) == 0 {
			return d, true, fmt.Errorf("idemlint:ignore needs an analyzer name and a reason: //idemlint:ignore <analyzer> <reason>")
		}
		d.Analyzers = strings.Split(d.Args[0], ",")
		d.Reason = strings.Join(d.Args[1:], " ")
		if d.Reason == "" {
			return d, true, fmt.Errorf("idemlint:ignore %s needs a reason: say why the finding is wrong or acceptable", d.Args[0])
		}
	}
	return d, true, nil
}

func verbList() []string {
	out := make([]string, 0, len(Verbs))
	for v := range Verbs {
		out = append(out, v)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// Error is a malformed directive at a position.
type Error struct {
	Pos token.Pos
	Err error
}

// InFile returns every directive comment of f, and the malformed ones.
func InFile(f *ast.File) (ds []Directive, errs []Error) {
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			d, ok, err := Parse(c.Text, c.Pos())
			if !ok {
				continue
			}
			if err != nil {
				errs = append(errs, Error{Pos: c.Pos(), Err: err})
				continue
			}
			ds = append(ds, d)
		}
	}
	return ds, errs
}

// OfFunc returns the role directives of a function declaration's doc
// comment (ignore directives excluded).
func OfFunc(decl *ast.FuncDecl) []Directive {
	if decl.Doc == nil {
		return nil
	}
	var out []Directive
	for _, c := range decl.Doc.List {
		if d, ok, err := Parse(c.Text, c.Pos()); ok && err == nil && d.Verb != "ignore" {
			out = append(out, d)
		}
	}
	return out
}
