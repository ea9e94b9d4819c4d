package report

import (
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/summary"
)

// Generated is the body of an object fact on a function of generated code
// (or an interface method the package's generated functions implement):
// the findings of one analyzer that lie in generated code and that a call
// of the function reaches, so that the analyzer reports them at the first
// hand-written caller, in whichever package that caller is. A fact type
// belongs to one analyzer, so each analyzer that forwards declares its own
// type embedding Generated (type generatedFact struct{ report.Generated },
// registered with gob) and hands it to the frame (analyzer.Spec.Generated);
// the analyzer's name is implied.
type Generated struct {
	Findings []GeneratedFinding // sorted by (Posn, Message); at most MaxGenerated
}

// GeneratedFinding is one finding in generated code, as a caller reports it.
type GeneratedFinding struct {
	Posn     string   // file:line:col of the finding in the generated file
	Category string   // the finding's category
	Message  string   // the finding's message
	SQL      string   // the statement the call at Posn runs, folded; "" if none
	Via      []string // the generated functions down to the finding's, outermost first
	// Related is the finding's own related information, each position as
	// "file:line:col" (the endpoint a wiring finding in wire_gen.go
	// completes), in the finding's order.
	Related []GeneratedRelated
}

// GeneratedRelated is one piece of a forwarded finding's related
// information.
type GeneratedRelated struct {
	Posn    string
	Message string
}

// MaxGenerated bounds the findings a Generated fact carries.
const MaxGenerated = 32

// AFact marks Generated, and the analyzers' types that embed it, as an
// analysis fact.
func (*Generated) AFact() {}

func (g *Generated) generated() *Generated { return g }

// GeneratedFact is an analyzer's own fact type embedding Generated.
type GeneratedFact interface {
	analysis.Fact
	generated() *Generated
}

// String renders the fact stably, for `// want f:"…"` assertions: the
// positions of the findings, file base name and line.
func (f *Generated) String() string {
	var parts []string
	for _, g := range f.Findings {
		parts = append(parts, shortPosn(g.Posn))
	}
	return "generated{" + strings.Join(parts, " ") + "}"
}

// shortPosn renders "dir/file.go:12:5" as "file.go:12".
func shortPosn(posn string) string {
	file, line, _, ok := splitPosn(posn)
	if !ok {
		return posn
	}
	return filepath.Base(file) + ":" + strconv.Itoa(line)
}

// splitPosn parses "file:line:col".
func splitPosn(posn string) (file string, line, col int, ok bool) {
	i := strings.LastIndexByte(posn, ':')
	if i < 0 {
		return "", 0, 0, false
	}
	j := strings.LastIndexByte(posn[:i], ':')
	if j < 0 {
		return "", 0, 0, false
	}
	line, err1 := strconv.Atoi(posn[j+1 : i])
	col, err2 := strconv.Atoi(posn[i+1:])
	if err1 != nil || err2 != nil || line < 1 {
		return "", 0, 0, false
	}
	return posn[:j], line, col, true
}

// add inserts g unless the same finding (position and message) is there
// already through a chain no longer than g's; it reports a change.
func (f *Generated) add(g GeneratedFinding) bool {
	for i, x := range f.Findings {
		if x.Posn == g.Posn && x.Message == g.Message {
			if len(g.Via) < len(x.Via) || len(g.Via) == len(x.Via) && strings.Join(g.Via, ",") < strings.Join(x.Via, ",") {
				f.Findings[i] = g
			}
			return false
		}
	}
	if len(f.Findings) >= MaxGenerated {
		return false
	}
	f.Findings = append(f.Findings, g)
	return true
}

func (f *Generated) normalize() {
	sort.Slice(f.Findings, func(i, j int) bool {
		a, b := f.Findings[i], f.Findings[j]
		if a.Posn != b.Posn {
			return a.Posn < b.Posn
		}
		return a.Message < b.Message
	})
}

// Forward reports the findings that lie in generated code at the first
// hand-written callers of the generated functions that hold them, and
// exports a Generated fact on every generated function (and interface
// method) that reaches one, so that callers in other packages report it
// too. A finding in a generated function called by another generated
// function travels on to that function's callers; a finding no
// hand-written caller reaches stays silent. Each hand-written function
// gets one report per finding, at its first call that reaches it and
// that keep, when not nil, accepts (the analyzer's own exemptions at the
// caller). proto is the analyzer's fact type. Call it once, after the
// analyzer's run and before Finish.
func (r *Reporter) Forward(sum *summary.Result, proto GeneratedFact, keep func(call ssa.CallInstruction, category string) bool) {
	if sum == nil || !sum.Relevant || proto == nil {
		return
	}
	fw := &forwarder{r: r, sum: sum, keep: keep, local: make(map[*types.Func]*Generated), imported: make(map[*types.Func]*Generated)}
	t := reflect.TypeOf(proto).Elem()
	fw.newFact = func() GeneratedFact { return reflect.New(t).Interface().(GeneratedFact) }
	fw.collect()
	fw.propagate()
	fw.export()
	fw.report()
}

type forwarder struct {
	r        *Reporter
	sum      *summary.Result
	keep     func(call ssa.CallInstruction, category string) bool
	newFact  func() GeneratedFact       // a fresh fact of the analyzer's type
	local    map[*types.Func]*Generated // the package's generated functions
	imported map[*types.Func]*Generated // nil value: no fact
	// positions of this package's findings, for Related
	pos map[string]token.Pos
}

// generatedFunc reports whether fn is declared in a generated file.
func (fw *forwarder) generatedFunc(fn *ssa.Function) bool {
	return fn.Syntax() != nil && fw.r.Generated(fn.Pos())
}

// collect turns the findings held in generated files into the findings of
// the named functions that enclose them; a finding outside any function
// (a package-level declaration) stays silent.
func (fw *forwarder) collect() {
	fw.pos = make(map[string]token.Pos)
	for _, d := range fw.r.held {
		fn := fw.enclosing(d.Pos)
		obj := ir.FuncObject(fn)
		if obj == nil {
			continue
		}
		posn := fw.r.pass.Fset.Position(d.Pos).String()
		fw.pos[posn] = d.Pos
		g := fw.local[obj]
		if g == nil {
			g = new(Generated)
			fw.local[obj] = g
		}
		var rel []GeneratedRelated
		for _, ri := range d.Related {
			if ri.Pos.IsValid() {
				rel = append(rel, GeneratedRelated{Posn: fw.r.pass.Fset.Position(ri.Pos).String(), Message: ri.Message})
			}
		}
		g.add(GeneratedFinding{
			Posn:     posn,
			Category: d.Category,
			Message:  d.Message,
			SQL:      fw.sqlAt(fn, d.Pos),
			Via:      []string{summary.Describe(obj)},
			Related:  rel,
		})
	}
}

// enclosing returns the named function whose body holds pos, or nil.
func (fw *forwarder) enclosing(pos token.Pos) *ssa.Function {
	for _, fn := range fw.sum.Funcs {
		if fn.Parent() == nil && fn.Syntax() != nil && fn.Syntax().Pos() <= pos && pos < fn.Syntax().End() {
			return fn
		}
	}
	return nil
}

// sqlAt returns the SQL statement that the call reported at pos (in fn or
// its literals) runs, folded for a message, or "".
func (fw *forwarder) sqlAt(fn *ssa.Function, pos token.Pos) string {
	for _, f := range fw.sum.Funcs {
		if ir.Enclosing(f) != fn {
			continue
		}
		for _, call := range ir.Calls(f) {
			if call.Pos() != pos {
				continue
			}
			c := call.Common()
			e := fw.sum.Entry(c)
			if e == nil || !e.Has(knowledge.SQL) || e.Query == "" {
				continue
			}
			if t, ok := keytext.Text(ir.EntryArg(c, e, e.Query)); ok {
				return foldSQL(t)
			}
		}
	}
	return ""
}

// foldSQL renders a statement on one line for a message: comment lines
// (sqlc's "-- name: CreditAccount :exec") dropped, white space folded,
// run-time parts as …, at most 120 characters.
func foldSQL(t string) string {
	var lines []string
	for _, l := range strings.Split(t, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "--") {
			lines = append(lines, l)
		}
	}
	s := strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
	s = strings.ReplaceAll(s, sqltext.Hole, "…")
	if r := []rune(s); len(r) > 120 {
		s = string(r[:119]) + "…"
	}
	return s
}

// calleeFindings returns the generated findings a call reaches: those of
// a generated function of this package, the fact of a function of
// another, or, for a call through an interface method of this package,
// those of its implementations here.
func (fw *forwarder) calleeFindings(c *ssa.CallCommon) *Generated {
	callee := ir.Callee(c)
	if callee == nil {
		return nil
	}
	if callee.Pkg() != fw.r.pass.Pkg {
		g, done := fw.imported[callee]
		if !done {
			f := fw.newFact()
			g = f.generated()
			if callee.Pkg() == nil || !fw.r.pass.ImportObjectFact(callee, f) {
				g = nil
			}
			fw.imported[callee] = g
		}
		return g
	}
	if !c.IsInvoke() {
		return fw.local[callee]
	}
	return fw.implsFindings(callee)
}

// implsFindings unites the findings of the package's implementations of
// the interface method m.
func (fw *forwarder) implsFindings(m *types.Func) *Generated {
	var u *Generated
	for _, impl := range fw.sum.Impls(m) {
		g := fw.local[ir.FuncObject(impl)]
		if g == nil {
			continue
		}
		if u == nil {
			u = new(Generated)
		}
		for _, x := range g.Findings {
			u.add(x)
		}
	}
	return u
}

// propagate moves findings from generated callees to their generated
// callers in this package, to a fixed point (bounded).
func (fw *forwarder) propagate() {
	for round := 0; round < 16; round++ {
		changed := false
		for _, f := range fw.sum.Funcs {
			out := ir.Enclosing(f)
			obj := ir.FuncObject(out)
			if obj == nil || !fw.generatedFunc(out) {
				continue
			}
			for _, call := range ir.Calls(f) {
				g := fw.calleeFindings(call.Common())
				if g == nil || fw.local[obj] == g {
					continue
				}
				for _, x := range g.Findings {
					if fw.addTo(obj, withCaller(obj, x)) {
						changed = true
					}
				}
			}
		}
		if !changed {
			return
		}
	}
}

func (fw *forwarder) addTo(obj *types.Func, x GeneratedFinding) bool {
	g := fw.local[obj]
	if g == nil {
		g = new(Generated)
		fw.local[obj] = g
	}
	return g.add(x)
}

// withCaller prepends the generated caller to a finding's chain.
func withCaller(caller *types.Func, x GeneratedFinding) GeneratedFinding {
	via := append([]string{summary.Describe(caller)}, x.Via...)
	if len(via) > summary.MaxVia {
		via = append(via[:summary.MaxVia-1], via[len(via)-1])
	}
	x.Via = via
	return x
}

// export exports the Generated facts of the package's generated functions
// and of the interface methods they implement.
func (fw *forwarder) export() {
	var objs []*types.Func
	for obj, g := range fw.local {
		if obj.Pkg() == fw.r.pass.Pkg && len(g.Findings) > 0 {
			objs = append(objs, obj)
		}
	}
	sort.Slice(objs, func(i, j int) bool { return objs[i].Pos() < objs[j].Pos() })
	for _, obj := range objs {
		fw.exportFact(obj, fw.local[obj])
	}
	for _, m := range fw.sum.InterfaceMethods() {
		if u := fw.implsFindings(m); u != nil {
			fw.exportFact(m, u)
		}
	}
}

func (fw *forwarder) exportFact(obj *types.Func, g *Generated) {
	g.normalize()
	f := fw.newFact()
	*f.generated() = *g
	fw.r.pass.ExportObjectFact(obj, f)
}

// report reports each finding that a hand-written function's calls reach,
// once per function, at its first such call.
func (fw *forwarder) report() {
	type key struct {
		fn      *ssa.Function
		posn    string
		message string
	}
	type hit struct {
		call   ssa.CallInstruction
		callee *types.Func
		g      GeneratedFinding
	}
	first := make(map[key]*hit)
	var order []key
	for _, f := range fw.sum.Funcs {
		out := ir.Enclosing(f)
		if out.Syntax() == nil || fw.generatedFunc(out) {
			continue
		}
		for _, call := range ir.Calls(f) {
			g := fw.calleeFindings(call.Common())
			if g == nil {
				continue
			}
			for _, x := range g.Findings {
				k := key{out, x.Posn, x.Message}
				if fw.keep != nil && !fw.keep(call, x.Category) {
					continue
				}
				if h := first[k]; h == nil {
					order = append(order, k)
				} else if h.call.Pos() <= call.Pos() {
					continue
				}
				first[k] = &hit{call, ir.Callee(call.Common()), x}
			}
		}
	}
	hits := make([]*hit, 0, len(order))
	for _, k := range order {
		hits = append(hits, first[k])
	}
	sort.SliceStable(hits, func(i, j int) bool {
		a, b := hits[i], hits[j]
		if a.call.Pos() != b.call.Pos() {
			return a.call.Pos() < b.call.Pos()
		}
		if a.g.Posn != b.g.Posn {
			return a.g.Posn < b.g.Posn
		}
		return a.g.Message < b.g.Message
	})
	for _, h := range hits {
		d := analysis.Diagnostic{
			Pos:      h.call.Pos(),
			Category: h.g.Category,
			Message:  forwardedMessage(h.g),
		}
		if p := fw.position(h.g.Posn, h.callee); p.IsValid() {
			d.Related = []analysis.RelatedInformation{{Pos: p, Message: "finding in generated code here"}}
		}
		for _, rel := range h.g.Related {
			// Only where the driver loaded the file (the CLI's one
			// file set); go vet hands a package its own files.
			if p := fw.position(rel.Posn, nil); p.IsValid() {
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: p, Message: rel.Message})
			}
		}
		fw.r.Report(d)
	}
}

// forwardedMessage names the generated function (and the generated chain
// to it) and its SQL before the finding's own message.
func forwardedMessage(g GeneratedFinding) string {
	chain := (&summary.Item{Via: g.Via}).Chain()
	head := "in generated " + chain
	if g.SQL != "" {
		head += fmt.Sprintf(" (%s)", g.SQL)
	}
	return head + ": " + g.Message
}

// position returns the token.Pos of a finding's "file:line:col": this
// package's own, or a position in the file set the driver loaded the
// generated file into; failing that, the declaration of the function
// called.
func (fw *forwarder) position(posn string, callee *types.Func) token.Pos {
	if p, ok := fw.pos[posn]; ok {
		return p
	}
	if p := Lookup(fw.r.pass.Fset, posn); p.IsValid() {
		fw.pos[posn] = p
		return p
	}
	if callee != nil {
		return callee.Pos()
	}
	return token.NoPos
}

// Lookup returns the position a "file:line:col" string names in fset, when
// the driver loaded that file into it (the CLI's one file set; go vet
// hands a package its own files only), or token.NoPos.
func Lookup(fset *token.FileSet, posn string) token.Pos {
	file, line, col, ok := splitPosn(posn)
	if !ok {
		return token.NoPos
	}
	var found token.Pos
	fset.Iterate(func(tf *token.File) bool {
		if tf.Name() != file || line > tf.LineCount() {
			return true
		}
		p := tf.LineStart(line)
		end := token.Pos(tf.Base() + tf.Size())
		if line < tf.LineCount() {
			end = tf.LineStart(line + 1)
		}
		if q := p + token.Pos(col-1); col > 1 && q < end {
			p = q
		}
		found = p
		return false
	})
	return found
}
