package memory

import "context"

type memo struct {
	funcs map[string][]string
}

// Twin: a memo whose work between the lookup and the store is a local
// closure (recursive, so declared first and assigned after) that walks an
// in-memory graph: the call is of that closure, which performs no effect,
// not of a func value nothing resolves.
func (m *memo) calls(name string, graph map[string][]string) []string {
	if out, ok := m.funcs[name]; ok {
		return out
	}
	var out []string
	var visit func(n string, depth int)
	visit = func(n string, depth int) {
		for _, next := range graph[n] {
			out = append(out, next)
			if depth < 3 {
				visit(next, depth+1)
			}
		}
	}
	visit(name, 0)
	m.funcs[name] = out
	return out
}

// The same shape whose local closure sends the webhook: the closure's
// effect runs between the lookup and the store.
func (d *Dispatcher) MapClosure(ctx context.Context, id string) {
	if d.seen[id] { // want `map lookup and the later store of the same key are not atomic: two concurrent deliveries both miss the key and both run the closure deliver`
		return
	}
	var deliver func(attempt int) error
	deliver = func(attempt int) error {
		if err := send(ctx, id); err != nil && attempt < 3 {
			return deliver(attempt + 1)
		}
		return nil
	}
	_ = deliver(0)
	d.seen[id] = true
}
