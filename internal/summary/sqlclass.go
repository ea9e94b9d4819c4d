package summary

import "strings"

// sqlHole stands for a run-time fragment of a query text.
// TODO(core): replace with sqltext.Hole and sqltext's recognizers.
const sqlHole = "\x00hole\x00"

// sqlClass is what a statement means for exactly-once effect.
type sqlClass struct {
	write  bool // changes rows
	check  bool // an existence probe (SELECT EXISTS, COUNT, SELECT 1 … WHERE)
	claim  bool // INSERT … ON CONFLICT DO NOTHING / IGNORE: the row count tells who won
	record bool // a plain INSERT
	delta  bool // UPDATE … SET c = c + …
	upsert bool // INSERT … ON CONFLICT DO UPDATE / ON DUPLICATE KEY / REPLACE
	lock   bool // SELECT … FOR UPDATE
	table  string
}

func classifySQL(text string) (sqlClass, bool) {
	t := strings.ToLower(strings.TrimSpace(text))
	var c sqlClass
	switch {
	case strings.HasPrefix(t, "insert"):
		c.write = true
		if strings.Contains(t, "do nothing") || strings.Contains(t, "insert ignore") || strings.Contains(t, "or ignore") {
			c.claim = true
		} else if strings.Contains(t, "do update") || strings.Contains(t, "on duplicate key") {
			c.upsert = true
		} else {
			c.record = true
		}
	case strings.HasPrefix(t, "update"), strings.HasPrefix(t, "delete"):
		c.write = true
	case strings.HasPrefix(t, "select"):
		c.check = strings.Contains(t, "exists") || strings.Contains(t, "count(")
		c.lock = strings.Contains(t, "for update")
	default:
		return c, false
	}
	c.delta = c.write && isSQLDelta(text)
	return c, true
}
