package keyretention

import (
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// DynamoDB. An item is deleted some time after the epoch second in its
// table's TTL attribute: PutItem of an idempotency item whose TTL
// attribute is time.Now().Add(time.Hour).Unix() keeps the key an hour. The
// item is read from a map literal of attribute values (v2's
// &types.AttributeValueMemberN{Value: strconv.FormatInt(…, 10)}, v1's
// &dynamodb.AttributeValue{N: aws.String(…)}) or from the struct given to
// attributevalue.MarshalMap (its dynamodbav names). The TTL attribute is
// the one an UpdateTimeToLive call of the package names, or one named like
// a TTL (ttl, expires_at, expiresAt, expiry…).

const (
	dynamoV2       = "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	dynamoV1       = "github.com/aws/aws-sdk-go/service/dynamodb"
	dynamoTypes    = "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	dynamoMarshal  = "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue.MarshalMap"
	dynamoSetTTL   = "(*" + dynamoV2 + ".Client).UpdateTimeToLive"
	dynamoTTLField = "TimeToLiveSpecification"
)

// ttlWords name a TTL attribute, as segments of its name (expires_at,
// expiresAt, ttl).
var ttlWords = []string{"ttl", "expires", "expire", "expiry", "expiration"}

// dynamoSites returns the TTL sites of a PutItem of a dedup item.
func (s *state) dynamoSites(fn *ssa.Function, c ssa.CallInstruction, e *knowledge.Func) []site {
	pkg := knowledge.PkgOf(e.Name)
	if (pkg != dynamoV2 && pkg != dynamoV1) || !(strings.HasSuffix(e.Name, ".PutItem") || strings.HasSuffix(e.Name, ".PutItemWithContext")) {
		return nil
	}
	cc := c.Common()
	name := "params"
	if !e.HasParam(name) {
		name = "input"
	}
	fields := literalFields(ir.EntryArg(cc, e, name))
	table, _ := s.stringOf(fields["TableName"])
	claim := s.p.Sum.Call(cc).Has(knowledge.Claim)
	named := table != "" && s.cfg.Dedup.Match(table)
	if !named && (!claim || summary.HasSegment(table, notDedupWords)) {
		return nil // a cache or a plain record; a claim into a table of no name is a dedup item
	}
	attrs := s.itemAttrs(fields["Item"])
	names := make([]string, 0, len(attrs))
	for n := range attrs {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []site
	for _, attr := range names {
		if !s.ttlAttr(attr) {
			continue
		}
		sit := site{fn: fn, call: c, arg: -1, cat: CategoryDynamoTTL, key: table,
			op: "expires by its TTL attribute " + strconv.Quote(attr), money: summary.HasSegment(table, moneyWords)}
		sit.ttl, sit.lit = s.expiryOf(attrs[attr])
		if sit.ttl != nil || sit.lit > 0 {
			out = append(out, sit)
		}
	}
	return out
}

// stringOf folds a string, through a pointer helper such as aws.String.
func (s *state) stringOf(v ssa.Value) (string, bool) {
	if v == nil {
		return "", false
	}
	if call, ok := v.(*ssa.Call); ok {
		if e := s.p.Sum.Entry(&call.Call); e != nil && e.Has(knowledge.Propagate) && len(call.Call.Args) == 1 {
			v = call.Call.Args[0]
		}
	}
	return keytext.ConstString(v)
}

// itemAttrs returns the values of an item's number attributes, by name:
// from a map literal (or a map the function fills), or from the struct
// encoded by attributevalue.MarshalMap.
func (s *state) itemAttrs(v ssa.Value) map[string]ssa.Value {
	out := map[string]ssa.Value{}
	switch x := v.(type) {
	case *ssa.MakeMap:
		for _, ref := range *x.Referrers() {
			up, ok := ref.(*ssa.MapUpdate)
			if !ok || up.Map != x {
				continue
			}
			name, ok := keytext.ConstString(up.Key)
			if !ok {
				continue
			}
			if n := s.numberAttr(ir.Unconvert(up.Value)); n != nil {
				out[name] = n
			}
		}
	case *ssa.Extract:
		call, ok := x.Tuple.(*ssa.Call)
		if !ok || x.Index != 0 {
			return out
		}
		if e := s.p.Sum.Entry(&call.Call); e == nil || e.Name != dynamoMarshal {
			return out
		}
		in := ir.Unconvert(ir.EntryArg(&call.Call, s.p.Sum.Entry(&call.Call), "in"))
		st := structOf(in.Type())
		if st == nil {
			return out
		}
		vals := literalFields(in)
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			name := f.Name()
			if tag, ok := reflect.StructTag(st.Tag(i)).Lookup("dynamodbav"); ok {
				if t, _, _ := strings.Cut(tag, ","); t == "-" {
					continue
				} else if t != "" {
					name = t
				}
			}
			if val := vals[f.Name()]; val != nil {
				out[name] = val
			}
		}
	}
	return out
}

// numberAttr returns the number an attribute value literal holds: the
// Value of v2's AttributeValueMemberN, the N of v1's AttributeValue
// (through aws.String), read back from its decimal text.
func (s *state) numberAttr(v ssa.Value) ssa.Value {
	var text ssa.Value
	switch {
	case ir.IsNamed(v.Type(), dynamoTypes, "AttributeValueMemberN"):
		text = literalFields(v)["Value"]
	case ir.IsNamed(v.Type(), dynamoV1, "AttributeValue"):
		text = literalFields(v)["N"]
		if call, ok := text.(*ssa.Call); ok {
			if e := s.p.Sum.Entry(&call.Call); e != nil && e.Has(knowledge.Propagate) && len(call.Call.Args) == 1 {
				text = call.Call.Args[0]
			}
		}
	default:
		return nil
	}
	call, ok := text.(*ssa.Call)
	if !ok {
		return nil
	}
	fn := ir.Callee(&call.Call)
	if fn == nil || len(call.Call.Args) == 0 {
		return nil
	}
	switch fn.FullName() {
	case "strconv.FormatInt", "strconv.Itoa":
		return ir.Unconvert(call.Call.Args[0])
	case "fmt.Sprint":
		if xs := keytext.Varargs(call.Call.Args[0]); len(xs) == 1 && xs[0] != nil {
			return ir.Unconvert(xs[0])
		}
	case "fmt.Sprintf":
		if f, ok := keytext.ConstString(call.Call.Args[0]); ok && f == "%d" {
			if xs := keytext.Varargs(call.Call.Args[1]); len(xs) == 1 && xs[0] != nil {
				return ir.Unconvert(xs[0])
			}
		}
	}
	return nil
}

// expiryOf reads an epoch second computed from the current time:
// time.Now().Add(d).Unix(), time.Now().AddDate(y, m, d).Unix(),
// time.Now().Unix() + n. It returns the retention as a value to fold (d),
// or as a duration when the call states it.
func (s *state) expiryOf(v ssa.Value) (ssa.Value, time.Duration) {
	v = ir.Unconvert(v)
	if b, ok := v.(*ssa.BinOp); ok && b.Op == token.ADD {
		x, y := ir.Unconvert(b.X), ir.Unconvert(b.Y)
		if _, ok := constInt(x); ok {
			x, y = y, x
		}
		n, ok := constInt(y)
		if call, isCall := x.(*ssa.Call); ok && isCall && n > 0 {
			if fn := ir.Callee(&call.Call); fn != nil && fn.FullName() == "(time.Time).Unix" && s.fromNow(ir.Arg(&call.Call, 0)) {
				return nil, time.Duration(n) * time.Second
			}
		}
		return nil, 0
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil, 0
	}
	if fn := ir.Callee(&call.Call); fn == nil || fn.FullName() != "(time.Time).Unix" {
		return nil, 0
	}
	return s.nowPlus(ir.Arg(&call.Call, 0))
}

// ttlAttr: the attribute an UpdateTimeToLive call of the package names,
// or one named like a TTL.
func (s *state) ttlAttr(name string) bool {
	if s.ttlAttrs == nil {
		s.ttlAttrs = map[string]bool{}
		for _, fn := range s.fns {
			for _, c := range ir.Calls(fn) {
				cc := c.Common()
				e := s.p.Sum.Entry(cc)
				if e == nil || e.Name != dynamoSetTTL {
					continue
				}
				spec := literalFields(literalFields(ir.EntryArg(cc, e, "params"))[dynamoTTLField])
				if a, ok := s.stringOf(spec["AttributeName"]); ok {
					s.ttlAttrs[a] = true
				}
			}
		}
	}
	if s.ttlAttrs[name] {
		return true
	}
	for _, seg := range camelSegments(name) {
		for _, w := range ttlWords {
			if seg == w {
				return true
			}
		}
	}
	return false
}

// camelSegments splits a name into lower-case words at underscores,
// hyphens and case changes: expiresAt and expires_at give expires, at.
func camelSegments(name string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	prev := ' '
	for _, r := range name {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
		case unicode.IsUpper(r) && (unicode.IsLower(prev) || unicode.IsDigit(prev)):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
		prev = r
	}
	flush()
	return out
}

// structOf returns the struct type behind t, through a pointer.
func structOf(t types.Type) *types.Struct {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}
