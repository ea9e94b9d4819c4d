package entrypoint

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/knowledge"
	"github.com/idemlint/idemlint/internal/summary"
)

// Logins.
//
// An endpoint whose every create is a row insert that runs only where a
// credential check of its own matched (a password against its bcrypt hash,
// two secrets compared in constant time, or a team's wrapper of either:
// the summary's Verify) is a login or a re-authentication: what it inserts
// there is a session of the credential's owner, and a retried login leaves
// one more session. A payment, a publish or a notification after the check
// is no session: a transfer confirmed with the password charges twice.

// SessionCreates are the creates a login is still judged by: all but the
// row insert.
var SessionCreates = Effects{knowledge.KindPayment, knowledge.KindPublish, knowledge.KindNotify}

// Login reports whether fn creates, and every create it makes (in fn or a
// literal nested in it) is a row insert that Verified guards.
func Login(sum *summary.Result, fn *ssa.Function) bool {
	found := false
	for _, c := range callsIn(fn) {
		f := sum.Call(c.Common())
		for _, kind := range Creates {
			if len(kindItems(f, kind, true)) == 0 {
				continue
			}
			if kind != knowledge.KindSQL || !Verified(sum, c) {
				return false
			}
			found = true
		}
	}
	return found
}

// Verified reports whether instr runs only where a credential check in its
// function matched: the edge of an If on the check's outcome taken on a
// match leads to a block that dominates instr's and that no other edge
// enters. What runs when the check fails, or after a join with that side,
// runs for anyone.
func Verified(sum *summary.Result, instr ssa.Instruction) bool {
	fn, at := instr.Parent(), instr.Block()
	if fn == nil || at == nil {
		return false
	}
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 || len(b.Succs) != 2 {
			continue
		}
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		check, onTrue := sum.VerifyTest(iff.Cond)
		if check == nil {
			continue
		}
		s := b.Succs[1]
		if onTrue {
			s = b.Succs[0]
		}
		if len(s.Preds) == 1 && s.Dominates(at) {
			return true
		}
	}
	return false
}
