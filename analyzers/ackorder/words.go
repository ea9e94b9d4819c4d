package ackorder

import (
	"strings"

	"github.com/idemlint/idemlint/internal/knowledge"
)

// ackWords returns how a message names what the ack does and how the fix
// names doing it later, from the library call at the end of its chain:
// sarama marks offsets, kafka clients commit them, SQS deletes messages,
// the rest ack.
func ackWords(lib string) (noun, fix string) {
	m := lib
	if i := strings.LastIndex(m, "."); i >= 0 {
		m = m[i+1:]
	}
	switch {
	case strings.HasPrefix(m, "Mark"):
		return "offset marked", "mark it"
	case strings.HasPrefix(m, "Commit"):
		return "offset committed", "commit it"
	case strings.HasPrefix(m, "Store"):
		return "offset stored for commit", "store it"
	case strings.HasPrefix(m, "Delete"):
		return "message deleted", "delete it"
	}
	return "message acked", "ack it"
}

var kindVerbs = map[knowledge.EffectKind]string{
	knowledge.KindPayment:  "makes a payment",
	knowledge.KindPublish:  "publishes a message",
	knowledge.KindSQL:      "writes to the database",
	knowledge.KindHTTP:     "sends a mutating HTTP request",
	knowledge.KindNotify:   "sends a notification",
	knowledge.KindStore:    "writes to a store",
	knowledge.KindWorkflow: "starts a workflow",
}

// kindVerb says what the effect e does.
func kindVerb(e effect) string {
	if e.handoff {
		return "is handed the message (its implementation is not visible here)"
	}
	if v, ok := kindVerbs[e.item.Effect]; ok {
		return v
	}
	return "performs a side effect"
}

// named renders a chain as "h.ack (through amqp091.Delivery.Ack)".
func named(chain string) string {
	head, rest, _ := strings.Cut(chain, ", which calls ")
	if rest == "" {
		return head
	}
	return head + " (through " + strings.ReplaceAll(rest, ", which calls ", ", ") + ")"
}

// effectPhrase renders "h.charge writes to the database (through
// sql.DB.ExecContext)".
func effectPhrase(e effect) string {
	head, rest, _ := strings.Cut(e.chain, ", which calls ")
	s := head + " " + kindVerb(e)
	if rest != "" {
		s += " (through " + strings.ReplaceAll(rest, ", which calls ", ", ") + ")"
	}
	return s
}

// effectHere is the Related message on an effect site.
func effectHere(e effect) string {
	head, _, _ := strings.Cut(e.chain, ", which calls ")
	if e.handoff {
		return head + " is handed the message here"
	}
	return head + " " + kindVerb(e) + " here"
}
