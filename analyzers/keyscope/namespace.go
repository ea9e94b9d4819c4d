package keyscope

import (
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// A namespace is where a key sink's service looks a key up: two keys
// collide only inside one. It is the sink's kind and, for a sink whose
// service scopes its keys, the scope's value: asynq checks a TaskID
// against the tasks of the task's queue (its Redis key is the queue name
// plus the ID), SQS a MessageDeduplicationId per queue URL, JetStream a
// Msg-Id per stream. "" is a namespace that cannot be told: no finding.

// sinkKinds is the knowledge of the namespaces, as data: the prefix of a
// sink's full name, its kind and what scopes its keys ("" for a service
// with one namespace per account, which one program does not vary).
var sinkKinds = []struct{ prefix, kind, scope string }{
	{"github.com/stripe/stripe-go/", "stripe", ""},
	{"github.com/hibiken/asynq.", "asynq", scopeQueue},
	{"github.com/aws/aws-sdk-go-v2/service/sqs.", "sqs", "queue URL"},
	{"github.com/aws/aws-sdk-go/service/sqs.", "sqs", "queue URL"},
	{"github.com/aws/aws-sdk-go-v2/service/sns.", "sns", "topic ARN"},
	{"github.com/aws/aws-sdk-go/service/sns.", "sns", "topic ARN"},
	{"github.com/nats-io/", "nats", "stream"},
	{"github.com/rabbitmq/amqp091-go.", "amqp", "consumer"},
	{"go.temporal.io/sdk/internal.ActivityOptions", "temporal-activity", "workflow run"},
	{"go.temporal.io/sdk/", "temporal", ""}, // the client's namespace
}

// scopeQueue is the scope resolved from the call's own options: asynq's
// Queue option beside the TaskID.
const scopeQueue = "queue"

// asynqDefaultQueue is the queue of a task enqueued with no Queue option.
const asynqDefaultQueue = "default"

// entryNS returns the namespace of a library key sink called at c in fn.
func entryNS(name string, c *ssa.Call, fn *ssa.Function) string {
	name = strings.TrimLeft(name, "(*")
	for _, k := range sinkKinds {
		if !strings.HasPrefix(name, k.prefix) {
			continue
		}
		switch k.scope {
		case "":
			return k.kind
		case scopeQueue:
			if q, ok := asynqQueue(c, fn); ok {
				return k.kind + "@queue=" + strconv.Quote(q)
			}
		}
		return "" // scoped by a value this does not resolve
	}
	slash := strings.LastIndex(name, "/") + 1
	if i := strings.Index(name[slash:], "."); i > 0 {
		return name[:slash+i] // one namespace per library package
	}
	return ""
}

// fieldNS returns the namespace of a key stored in a field at addr.
func fieldNS(addr ssa.Value, fn *ssa.Function) string {
	fa := addr.(*ssa.FieldAddr)
	t := types.Unalias(fa.X.Type()).Underlying().(*types.Pointer).Elem()
	n := types.Unalias(t).(*types.Named)
	return entryNS(n.Obj().Pkg().Path()+"."+n.Obj().Name(), nil, fn)
}

// asynqQueue returns the queue of the TaskID option built by c: the
// constant of the Queue option in the same option list, or asynq's default
// queue when fn sets no Queue option anywhere and takes no options from its
// caller. ok is false when the queue is not a constant or cannot be found.
func asynqQueue(c *ssa.Call, fn *ssa.Function) (string, bool) {
	if c == nil {
		return "", false
	}
	var queues []ssa.Value
	for _, call := range ir.Calls(fn) {
		if f := ir.Callee(call.Common()); f != nil && f.FullName() == "github.com/hibiken/asynq.Queue" {
			queues = append(queues, call.(ssa.Value))
		}
	}
	list := optionList(c)
	if list == nil || takesOptions(fn) {
		return "", false // options from elsewhere may name the queue
	}
	if len(queues) == 0 {
		return asynqDefaultQueue, true
	}
	found := ""
	for _, q := range queues {
		if optionList(q) != list {
			continue
		}
		name, ok := keytext.ConstString(q.(*ssa.Call).Call.Args[0])
		if !ok || found != "" && found != name {
			return "", false
		}
		found = name
	}
	return found, found != ""
}

// takesOptions reports whether fn has a parameter of asynq options.
func takesOptions(fn *ssa.Function) bool {
	for _, p := range fn.Params {
		sl, ok := types.Unalias(p.Type()).Underlying().(*types.Slice)
		if !ok {
			continue
		}
		if n, ok := types.Unalias(sl.Elem()).(*types.Named); ok && n.Obj().Pkg() != nil &&
			n.Obj().Pkg().Path() == "github.com/hibiken/asynq" && n.Obj().Name() == "Option" {
			return true
		}
	}
	return false
}

// optionList returns the array an option is stored into: the backing
// array of a variadic []asynq.Option{…}.
func optionList(v ssa.Value) *ssa.Alloc {
	refs := v.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		if mi, ok := r.(*ssa.MakeInterface); ok {
			if a := optionList(mi); a != nil {
				return a
			}
			continue
		}
		st, ok := r.(*ssa.Store)
		if !ok || st.Val != v {
			continue
		}
		if ia, ok := st.Addr.(*ssa.IndexAddr); ok {
			if a, ok := ia.X.(*ssa.Alloc); ok {
				return a
			}
		}
	}
	return nil
}

// ParamNS is the namespace of the key a function hands, from its
// parameter Param (receiver-first), to a sink.
type ParamNS struct {
	Param int
	NS    string
}

// nsFact is exported on a function whose key parameters reach sinks of one
// known namespace each; Params are sorted by Param.
type nsFact struct{ Params []ParamNS }

// AFact marks nsFact as an analysis fact.
func (*nsFact) AFact() {}

// normalize sorts the params.
func (f *nsFact) normalize() {
	sort.Slice(f.Params, func(a, b int) bool { return f.Params[a].Param < f.Params[b].Param })
}

// String renders the fact stably, for `// want f:"…"`.
func (f *nsFact) String() string {
	var parts []string
	for _, p := range f.Params {
		parts = append(parts, strconv.Itoa(p.Param)+"="+p.NS)
	}
	return "keyNS(" + strings.Join(parts, "; ") + ")"
}

// paramNS returns the namespace of the sinks that fn's parameter i reaches
// as a key; "" when there are none, several, or one that cannot be told.
func (s *state) paramNS(fn *ssa.Function, i int) string {
	k := nsKey{fn, i}
	if ns, ok := s.ns[k]; ok {
		return ns
	}
	s.ns[k] = "" // a recursive wrapper: not known
	found, known := "", true
	note := func(ns string) {
		if ns == "" || found != "" && found != ns {
			known = false
		}
		found = ns
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Store:
				if s.p.Sum.KeyField(x.Addr) != "" && s.reaches(fn, x.Val, i) {
					note(fieldNS(x.Addr, fn))
				}
			case ssa.CallInstruction:
				c := x.Common()
				for _, it := range s.p.Sum.Call(c).All(knowledge.KeySink) {
					if it.Param < 0 || !s.reaches(fn, ir.Arg(c, it.Param), i) {
						continue
					}
					note(s.callNS(fn, x, it.Param))
				}
			}
		}
	}
	if !known {
		found = ""
	}
	s.ns[k] = found
	return found
}

// reaches reports whether v derives from fn's parameter i.
func (s *state) reaches(fn *ssa.Function, v ssa.Value, i int) bool {
	if v == nil {
		return false
	}
	for _, p := range s.p.Sum.ParamsOf(fn, v) {
		if p == i {
			return true
		}
	}
	return false
}

// callNS returns the namespace of the key a call in fn hands as its
// argument param: a library sink's, or that of the callee's parameter (in
// this package from its body, in another from its nsFact).
func (s *state) callNS(fn *ssa.Function, call ssa.CallInstruction, param int) string {
	c := call.Common()
	if e := s.p.Sum.Entry(c); e != nil {
		v, _ := call.(*ssa.Call)
		return entryNS(e.Name, v, fn)
	}
	callee := ir.Callee(c)
	if callee == nil {
		return ""
	}
	if g := s.funcs[callee]; g != nil {
		return s.paramNS(g, param)
	}
	f := new(nsFact)
	if callee.Pkg() == nil || callee.Pkg() == s.p.Pkg || !s.p.ImportObjectFact(callee, f) {
		return ""
	}
	for _, p := range f.Params {
		if p.Param == param {
			return p.NS
		}
	}
	return ""
}

type nsKey struct {
	fn *ssa.Function
	i  int
}

// exportNS records the namespaces of fn's key parameters on its object.
func (s *state) exportNS(fn *ssa.Function) {
	obj := ir.FuncObject(fn)
	if obj == nil || fn.Parent() != nil {
		return
	}
	f := new(nsFact)
	sum := s.p.Sum.Func(fn)
	if sum == nil {
		return
	}
	for _, it := range sum.All(knowledge.KeySink) {
		if it.Param < 0 || it.Field != "" {
			continue // keyscope reads keys forwarded whole (callSinks)
		}
		if ns := s.paramNS(fn, it.Param); ns != "" && (len(f.Params) == 0 || f.Params[len(f.Params)-1].Param != it.Param) {
			f.Params = append(f.Params, ParamNS{Param: it.Param, NS: ns})
		}
	}
	if len(f.Params) == 0 {
		return
	}
	f.normalize()
	s.p.ExportObjectFact(obj, f)
}
