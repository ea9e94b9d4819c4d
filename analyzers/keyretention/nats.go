package keyretention

import (
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ir"
	"github.com/idemlint/idemlint/internal/keytext"
	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// NATS JetStream. A stream deduplicates the messages published with a
// Msg-Id (nats.MsgId, jetstream.WithMsgID, the Nats-Msg-Id header) for its
// StreamConfig.Duplicates window only: a publisher that retries, or an
// outbox relay that replays, after the window publishes the message again.
// The window matters only when someone publishes with a Msg-Id, so a short
// window is reported when this package, or one it imports, does (a package
// fact); one left unset gets the server's default of two minutes and is not
// reported (the program states no window to judge).

const (
	natsPkg      = "github.com/nats-io/nats.go"
	jetstreamPkg = "github.com/nats-io/nats.go/jetstream"
	msgIDHeader  = "Nats-Msg-Id" // nats.MsgIdHdr
)

// streamFuncs are the knowledge entries that create or update a stream
// from a StreamConfig named cfg.
var streamFuncs = map[string]bool{
	"(" + natsPkg + ".JetStreamManager).AddStream":              true,
	"(" + natsPkg + ".JetStreamManager).UpdateStream":           true,
	"(" + jetstreamPkg + ".StreamManager).CreateStream":         true,
	"(" + jetstreamPkg + ".StreamManager).CreateOrUpdateStream": true,
	"(" + jetstreamPkg + ".StreamManager).UpdateStream":         true,
}

// msgIDFact is a package fact: the package publishes with a Msg-Id.
type msgIDFact struct{}

// AFact marks msgIDFact as an analysis fact.
func (*msgIDFact) AFact() {}

func (*msgIDFact) String() string { return "publishesMsgID" }

// streamSite reads the Duplicates window of a stream created or updated
// with a StreamConfig literal.
func (s *state) streamSite(fn *ssa.Function, c ssa.CallInstruction, e *knowledge.Func) (site, bool) {
	if !streamFuncs[e.Name] {
		return site{}, false
	}
	fields := literalFields(ir.EntryArg(c.Common(), e, "cfg"))
	dup := fields["Duplicates"]
	if dup == nil {
		return site{}, false // the server's default window: nothing stated
	}
	name, _ := keytext.ConstString(fields["Name"])
	return site{fn: fn, call: c, ttl: dup, arg: -1, cat: CategoryNATSDuplicates, key: name,
		op: "deduplicates Msg-Ids", money: summary.HasSegment(name, moneyWords)}, true
}

// publishesMsgID reports whether the package, or a package it imports,
// publishes with a Msg-Id; computed once.
func (s *state) publishesMsgID() bool {
	if s.msgID != 0 {
		return s.msgID > 0
	}
	s.msgID = -1
	if s.localMsgID() {
		s.msgID = 1
		return true
	}
	for _, pf := range s.p.AllPackageFacts() {
		if _, ok := pf.Fact.(*msgIDFact); ok {
			s.msgID = 1
			return true
		}
	}
	return false
}

// localMsgID reports whether the package's own code publishes with a
// Msg-Id: a call of nats.MsgId or jetstream.WithMsgID, or the Nats-Msg-Id
// header set on a nats.Header.
func (s *state) localMsgID() bool {
	for _, fn := range s.fns {
		for _, c := range ir.Calls(fn) {
			cc := c.Common()
			if e := s.p.Sum.Entry(cc); e != nil && e.Has(knowledge.KeySink) &&
				(knowledge.PkgOf(e.Name) == natsPkg || knowledge.PkgOf(e.Name) == jetstreamPkg) {
				return true
			}
			callee := ir.Callee(cc)
			if callee == nil || callee.Pkg() == nil || callee.Pkg().Path() != natsPkg || !s.p.Sum.Base.IsHeaderSetter(callee) {
				continue
			}
			if k, ok := keytext.ConstString(ir.Arg(cc, 1)); ok && strings.EqualFold(k, msgIDHeader) {
				return true
			}
		}
	}
	return false
}
