package summary

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/gormcall"
	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/sqltext"
)

// UniqueInsert marks a plain insert (no conflict clause) of a row whose
// key, on Param (Args, Field as for a Claim), is the table's primary key
// or a unique column of it (Item.Table): by the package's DDL for an SQL
// INSERT, by the model's tags for a gorm Create of a literal that sets the
// column. A second insert of the key fails, so a caller that aborts on the
// error and inserts a key it has just checked uses it as a claim
// (Result.UniqueClaims).
const UniqueInsert knowledge.Role = "unique-insert"

// TableWrite marks a write of the rows of a table (Item.Table): an SQL
// INSERT, UPDATE or DELETE by its text, a gorm write by its model's table.
// It tells the effect of a claim (a write of another table) from the
// recording of its outcome (a write of the claim's own table).
const TableWrite knowledge.Role = "table-write"

// gormDB prefixes the full names of gorm's *DB methods.
const gormDB = "(*gorm.io/gorm.DB)."

// writeItems returns the TableWrite and UniqueInsert items of a call of
// the knowledge entry e: what the refinement adds to its roles.
func (r *Result) writeItems(c *ssa.CallCommon, e *knowledge.Func, via []string) []Item {
	var out []Item
	switch {
	case e.Has(knowledge.SQL):
		text, ok := keytext.Text(ir.EntryArg(c, e, e.Query))
		if !ok {
			return nil
		}
		st := sqltext.Parse(text)
		if !st.IsWrite() || st.Table == "" {
			return nil
		}
		out = append(out, Item{Role: TableWrite, Param: -1, Table: st.QualifiedTable(), Via: via})
		if keys := r.sqlUniqueKey(st); keys != nil && e.Index(e.Query)+1 < len(e.Params) {
			args := e.Pos(e.Query) + 1
			out = append(out, Item{Role: UniqueInsert, Param: args, Store: sqlStore(e), Args: variadicKey(e, args, keys), Table: st.QualifiedTable(), Via: via})
		}
	case strings.HasPrefix(e.Name, gormDB) && e.Effect == knowledge.KindSQL && e.Has(knowledge.Effect):
		n := gormWritten(c, e)
		if n == nil {
			return nil
		}
		table := model.GormTable(r.info, r.files, n)
		out = append(out, Item{Role: TableWrite, Param: -1, Table: table, Via: via})
		if e.Name == knowledge.GormCreate && !gormcall.DoNothing(c) && len(gormcall.UniqueValues(ir.EntryArg(c, e, "value"))) > 0 {
			out = append(out, Item{Role: UniqueInsert, Param: e.Pos("value"), Store: sqlStore(e), Table: table, Via: via})
		}
	}
	return out
}

// sqlUniqueKey returns the statement arguments bound to the columns of a
// primary key or unique key of the table a plain INSERT writes, by the
// package's DDL; nil when the statement is no such insert, the table is
// not declared here, or a key column takes no placeholder.
func (r *Result) sqlUniqueKey(st sqltext.Statement) []int {
	if st.Kind != sqltext.Insert || st.Conflict != sqltext.ConflictNone || r.catalog == nil || len(st.Binds) != len(st.Columns) {
		return nil
	}
	t := r.catalog.Lookup(st.Schema, st.Table)
	if t == nil {
		return nil
	}
	for _, k := range t.Keys {
		if !k.Covers(st.Columns...) {
			continue
		}
		var args []int
		for _, kc := range k.Columns {
			for i, c := range st.Columns {
				if strings.EqualFold(c, kc) && st.Binds[i] >= 0 {
					args = append(args, st.Binds[i])
				}
			}
		}
		if len(args) == len(k.Columns) {
			return args
		}
	}
	return nil
}

// gormWritten returns the model a gorm write writes: the value it is
// handed (Create, Save, Delete), else the model on its receiver chain
// (db.Model(&T{}).Update(…)); nil when neither is a named struct.
func gormWritten(c *ssa.CallCommon, e *knowledge.Func) *types.Named {
	if e.Key != "" && e.Key != "recv" {
		if n := model.GormType(ir.EntryArg(c, e, e.Key).Type()); n != nil {
			return n
		}
		if n := model.GormType(unwrap(ir.EntryArg(c, e, e.Key)).Type()); n != nil {
			return n
		}
	}
	var out *types.Named
	gormcall.Chain(c, func(call *ssa.CallCommon) {
		if fn := ir.Callee(call); out == nil && fn != nil && fn.Name() == "Model" {
			out = model.GormType(unwrap(ir.Arg(call, 1)).Type())
		}
	})
	return out
}

// unwrap strips the conversions to an interface a gorm argument goes
// through.
func unwrap(v ssa.Value) ssa.Value {
	for i := 0; v != nil && i < 4; i++ {
		mi, ok := v.(*ssa.MakeInterface)
		if !ok {
			break
		}
		v = mi.X
	}
	return v
}

// UniqueKeys returns the values a call inserts as the unique key of its
// UniqueInsert item it: the unique columns a gorm Create's literal sets,
// else the arguments at it.Param (it.Args of them), whose field it.Field
// is the key when it is set.
func (r *Result) UniqueKeys(c *ssa.CallCommon, it Item) []ssa.Value {
	if e := r.Entry(c); e != nil && e.Name == knowledge.GormCreate {
		return gormcall.UniqueValues(ir.EntryArg(c, e, "value"))
	}
	return KeyArgs(c, it)
}

// UniqueClaims returns the unique inserts of fn that it uses as claims:
// the call inserts a row whose key is its table's primary or unique key
// (UniqueInsert), the key is one fn has just checked (a Check or Lookup
// on a value with the same origin reaches the insert) or the table is a
// dedup store by the dedup words, and the insert's error makes fn leave
// (the side where it is not nil never rejoins the other). Branches are
// those tests, Lost being the side with the error; Table the insert's
// table, Dedup whether the dedup words name it.
func (r *Result) UniqueClaims(fn *ssa.Function) []*ClaimBranches {
	var out []*ClaimBranches
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			for _, it := range r.Call(&call.Call).All(UniqueInsert) {
				if it.Store.InProcess() || it.Table == "" {
					continue
				}
				dedup := r.dedup.Match(it.Table)
				if !dedup && !r.checkedBefore(fn, call, r.UniqueKeys(&call.Call, it), it.Field) {
					continue
				}
				cl := &ClaimBranches{Call: call, Table: it.Table, Dedup: dedup}
				cl.follow(call, 0)
				cl.abortBranches(fn)
				if len(cl.Branches) > 0 {
					out = append(out, cl)
					break
				}
			}
		}
	}
	return out
}

// checkedBefore reports whether a call of fn that reaches claim checks or
// looks up a key with an origin that one of keys (read by field when it
// is set and a key flows whole) has too.
func (r *Result) checkedBefore(fn *ssa.Function, claim *ssa.Call, keys []ssa.Value, field string) bool {
	want := r.keyOrigins(fn, keys, field)
	if len(want) == 0 {
		return false
	}
	for _, c := range ir.Calls(fn) {
		if c == ssa.CallInstruction(claim) || !ir.Reaches(c, claim) {
			continue
		}
		f := r.Call(c.Common())
		for _, it := range append(f.All(knowledge.Check), f.All(Lookup)...) {
			if it.Store.InProcess() {
				continue
			}
			for _, o := range r.keyOrigins(fn, KeyArgs(c.Common(), it), it.Field) {
				for _, w := range want {
					if o == w {
						return true
					}
				}
			}
		}
	}
	return false
}

// keyOrigins returns the origins of key values in fn: each root other
// than a constant or a global with the one field read of it, field when
// the root flows whole.
func (r *Result) keyOrigins(fn *ssa.Function, keys []ssa.Value, field string) []Origin {
	var out []Origin
	for _, k := range keys {
		for _, o := range r.rootFields(ir.Enclosing(fn), k, keyRoot) {
			if o.Field == "" {
				o.Field = field
			}
			out = append(out, o)
		}
	}
	return out
}

// keyRoot reports whether a root can tell one key from another: not a
// constant (a key's prefix) nor a global.
func keyRoot(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.Const, *ssa.Global, *ssa.Function:
		return false
	}
	return true
}

// abortBranches finds the Ifs of fn that test one of the claim's errors
// against nil and whose side with the error never reaches the other: the
// error makes fn leave.
func (cl *ClaimBranches) abortBranches(fn *ssa.Function) {
	for _, b := range fn.Blocks {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || len(b.Succs) != 2 {
			continue
		}
		bin, ok := iff.Cond.(*ssa.BinOp)
		if !ok || bin.Op != token.NEQ && bin.Op != token.EQL {
			continue
		}
		x, y := bin.X, bin.Y
		if k, isConst := x.(*ssa.Const); isConst && k.IsNil() {
			x, y = y, x
		}
		if k, isConst := y.(*ssa.Const); !isConst || !k.IsNil() || !cl.isErr(x) {
			continue
		}
		br := Branch{At: iff, Lost: b.Succs[0], Won: b.Succs[1]} // err != nil
		if bin.Op == token.EQL {
			br.Lost, br.Won = br.Won, br.Lost
		}
		if !ir.BlocksReach(br.Lost, br.Won, nil) && br.Lost != br.Won {
			cl.Branches = append(cl.Branches, br)
		}
	}
}

// isErr reports whether v is one of the claim's own errors.
func (cl *ClaimBranches) isErr(v ssa.Value) bool {
	for _, e := range cl.Errs {
		if e == v {
			return true
		}
	}
	return false
}

// WritesTable reports whether f writes the rows of table.
func WritesTable(f *Fact, table string) bool {
	for _, it := range f.All(TableWrite) {
		if strings.EqualFold(it.Table, table) {
			return true
		}
	}
	return false
}

// OtherTable returns a table other than table that f writes and that
// skip does not set aside, or "".
func OtherTable(f *Fact, table string, skip func(string) bool) string {
	for _, it := range f.All(TableWrite) {
		if !strings.EqualFold(it.Table, table) && !skip(it.Table) {
			return it.Table
		}
	}
	return ""
}
