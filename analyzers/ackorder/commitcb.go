package ackorder

import (
	"fmt"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Commits before a callback (commit-on-read, through a helper).
//
// Teams share a consumer helper, often in a common module: a constructor
// keeps a kafka-go reader built with a GroupID in a field, and a Consume
// method reads with ReadMessage, which commits the offset as it returns
// the message, and then calls the callback it is given with it. The
// helper's package says so as a fact on the method; where a callback is
// handed in, its effect runs after the commit: a crash or a failure in it
// loses the message. The helper itself does no work and reports nothing.

// commitBeforeCallback is exported on a function that reads a message with
// a commit-on-read call on a reader in a group and then calls one of its
// func parameters with the message (or data from it).
type commitBeforeCallback struct {
	Params []int  // receiver-first positions of the callbacks, sorted
	Lib    string // the reading call ("kafka.Reader.ReadMessage")
	// Recv says that the reader is a field of the receiver, built out of
	// sight of the method: the call commits when the receiver was made by
	// a function that puts its reader in a group (a groupReader fact:
	// NewKConsumer), as the caller sees.
	Recv bool
}

// AFact marks commitBeforeCallback as an analysis fact.
func (*commitBeforeCallback) AFact() {}

func (f *commitBeforeCallback) String() string {
	var ps []string
	for _, p := range f.Params {
		ps = append(ps, strconv.Itoa(p))
	}
	s := "commitBeforeCallback(" + strings.Join(ps, ",") + ")"
	if f.Recv {
		s += " if the receiver's reader has a group"
	}
	return s
}

// commitCallbacks returns fn's commitBeforeCallback, or nil, computed
// once per function (the export and every call of a local helper ask).
func (c *checker) commitCallbacks(fn *ssa.Function) *commitBeforeCallback {
	if f, ok := c.commits[fn]; ok {
		return f
	}
	f := c.computeCommitCallbacks(fn)
	c.commits[fn] = f
	return f
}

func (c *checker) computeCommitCallbacks(fn *ssa.Function) *commitBeforeCallback {
	var out *commitBeforeCallback
	for _, ci := range ir.Calls(fn) {
		read, ok := ci.(*ssa.Call)
		if !ok {
			continue
		}
		e := c.p.Sum.Entry(&read.Call)
		if e == nil || !e.Has(knowledge.Consume) || e.Consume != knowledge.ModeCommitOnRead {
			continue
		}
		recv := false
		if c.groupConfig(ir.Enclosing(fn), ir.Arg(&read.Call, 0), groupField(e)) == nil {
			if !readerOfRecv(fn, ir.Arg(&read.Call, 0)) {
				continue // no group: the read commits nothing
			}
			recv = true // the group is the receiver's, as its maker built it
		}
		msgs := c.messageValues(fn, read)
		for _, cj := range ir.Calls(fn) {
			cb, ok := cj.Common().Value.(*ssa.Parameter)
			if !ok || cj.Common().IsInvoke() || !ir.Reaches(read, cj) || !handed(cj.Common().Args, msgs) {
				continue
			}
			i := slices.Index(fn.Params, cb)
			if i < 0 {
				continue
			}
			if out == nil {
				out = &commitBeforeCallback{Lib: summary.Describe(ir.Callee(&read.Call)), Recv: recv}
			}
			out.Recv = out.Recv && recv
			if !slices.Contains(out.Params, i) {
				out.Params = append(out.Params, i)
			}
		}
	}
	if out != nil {
		slices.Sort(out.Params)
	}
	return out
}

// readerOfRecv reports whether r is a field of fn's receiver (k.Reader).
func readerOfRecv(fn *ssa.Function, r ssa.Value) bool {
	ld, ok := r.(*ssa.UnOp)
	if !ok || fn.Signature.Recv() == nil || len(fn.Params) == 0 {
		return false
	}
	fa, ok := ld.X.(*ssa.FieldAddr)
	return ok && fa.X == fn.Params[0]
}

// exportCommitCallbacks exports a commitBeforeCallback on each exported
// function or method of the package that has one.
func (c *checker) exportCommitCallbacks() {
	for _, fn := range c.p.Sum.Funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || obj.Pkg() != c.p.Pkg || !obj.Exported() {
			continue
		}
		if f := c.commitCallbacks(fn); f != nil {
			c.p.ExportObjectFact(obj, f)
		}
	}
}

// commitFact returns the commitBeforeCallback of the function cc calls:
// of this package, or another's fact.
func (c *checker) commitFact(cc *ssa.CallCommon) *commitBeforeCallback {
	if cc.IsInvoke() {
		return nil
	}
	if g := cc.StaticCallee(); g != nil && g.Pkg == c.p.Sum.Pkg {
		return c.commitCallbacks(g)
	}
	obj := ir.Callee(cc)
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == c.p.Pkg {
		return nil
	}
	var f commitBeforeCallback
	if !c.p.ImportObjectFact(obj.Origin(), &f) {
		return nil
	}
	return &f
}

// commitBeforeCallbacks reports, for each call of fn to a helper that
// commits before a callback, the first effect of the callback handed in.
func (c *checker) commitBeforeCallbacks(fn *ssa.Function) {
	for _, ci := range ir.Calls(fn) {
		call, ok := ci.(*ssa.Call)
		if !ok || c.p.InTest(call.Pos()) {
			continue
		}
		f := c.commitFact(&call.Call)
		if f == nil || f.Recv && c.groupConfig(ir.Enclosing(fn), ir.Arg(&call.Call, 0), "GroupID") == nil {
			continue
		}
		for _, i := range f.Params {
			h := c.handlerOf(ir.Arg(&call.Call, i))
			if h == nil {
				continue
			}
			s := c.sitesOf(h)
			if len(s.effects) == 0 {
				continue
			}
			eff := s.effects[0]
			c.p.Report(analysis.Diagnostic{
				Pos:      call.Pos(),
				Category: CatCommitOnRead,
				Message: fmt.Sprintf("%s commits the offset as it reads (%s on a reader with a group) before it calls this callback, which %s; "+
					"a crash or a failure in the callback loses the message; have the helper read with FetchMessage and commit after the callback returns without error",
					summary.Describe(ir.Callee(&call.Call)), f.Lib, effectClause(eff)),
				Related: []analysis.RelatedInformation{{Pos: eff.instr.Pos(), Message: effectHere(eff)}},
			})
		}
	}
}

// effectClause says what e does, for a sentence about a callback: "writes
// to the database (sql.DB.ExecContext)", "sends a notification (h.Handle,
// through mail.SendMail, smtp.SendMail)".
func effectClause(e effect) string {
	head, rest, _ := strings.Cut(e.chain, ", which calls ")
	if rest == "" {
		return kindVerb(e) + " (" + head + ")"
	}
	return kindVerb(e) + " (" + head + ", through " + strings.ReplaceAll(rest, ", which calls ", ", ") + ")"
}
