package ackorder

import (
	"strconv"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/keytext"
)

// Readers built by a helper (kafka-go's commit-on-read).
//
// Teams build their kafka-go readers in a shared helper
// (NewKafkaReader(brokers, topic, groupID) returning *kafka.Reader) in
// another package, and a constructor stores the reader in a field. The
// helper's package says, as a fact on the helper, that the reader it
// returns has a group: always (a constant group), or when its group
// parameter is not empty. Where the reader is read, a root of the
// receiver that calls such a helper puts it in a group.

// groupReader is exported on a function that returns a reader whose
// config sets the group field (GroupID).
type groupReader struct {
	// Param is the index of the parameter the group is taken from, or -1
	// when the helper sets it itself (a constant, a computed value).
	Param int
}

// AFact marks groupReader as an analysis fact.
func (*groupReader) AFact() {}

func (f *groupReader) String() string {
	if f.Param < 0 {
		return "groupReader(constant)"
	}
	return "groupReader(param " + strconv.Itoa(f.Param) + ")"
}

// helperGroup returns how g, a function of this package, puts the reader
// it returns in a group, or nil. field is the config's group field.
func (c *checker) helperGroup(g *ssa.Function, field string, depth int) *groupReader {
	if depth > 2 || g.Blocks == nil {
		return nil
	}
	for _, b := range g.Blocks {
		for _, instr := range b.Instrs {
			ret, ok := instr.(*ssa.Return)
			if !ok {
				continue
			}
			for _, v := range ret.Results {
				st, _ := c.groupConfigDepth(g, v, field, depth+1).(*ssa.Store)
				if st == nil {
					continue
				}
				if p, ok := st.Val.(*ssa.Parameter); ok && p.Parent() == g {
					for i, q := range g.Params {
						if q == p {
							return &groupReader{Param: i}
						}
					}
				}
				return &groupReader{Param: -1}
			}
		}
	}
	return nil
}

// exportGroupReaders exports a groupReader on each function of the
// package that returns a reader in a group.
func (c *checker) exportGroupReaders() {
	for _, fn := range c.p.Sum.Funcs {
		obj := fn.Object()
		if obj == nil || obj.Pkg() != c.p.Pkg || fn.Signature.Results().Len() == 0 {
			continue
		}
		if f := c.helperGroup(fn, "GroupID", 0); f != nil {
			c.p.ExportObjectFact(obj, f)
		}
	}
}

// groupByHelper returns call when it calls a helper that returns a reader
// in a group (given a non-empty group, when the helper takes it as a
// parameter), or nil.
func (c *checker) groupByHelper(call *ssa.Call, field string, depth int) ssa.Instruction {
	g := call.Call.StaticCallee()
	if g == nil {
		return nil
	}
	var f *groupReader
	if g.Pkg == c.p.Sum.Pkg {
		f = c.helperGroup(g, field, depth)
	} else if obj := g.Object(); obj != nil && field == "GroupID" {
		var imported groupReader
		if c.p.ImportObjectFact(obj, &imported) {
			f = &imported
		}
	}
	if f == nil {
		return nil
	}
	if f.Param >= 0 {
		if f.Param >= len(call.Call.Args) {
			return nil
		}
		if s, ok := keytext.ConstString(call.Call.Args[f.Param]); ok && s == "" {
			return nil // the helper's group, given none: a partition reader
		}
	}
	return call
}
