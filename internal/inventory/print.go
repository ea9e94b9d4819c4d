package inventory

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// WriteJSON prints the inventory in the versioned schema
// (docs/inventory.schema.json), indented, with a final newline.
func WriteJSON(w io.Writer, inv *Inventory) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(inv)
}

// WriteMarkdown prints the inventory for a pull request: a heading and a
// table per entry point.
func WriteMarkdown(w io.Writer, inv *Inventory) error {
	var b strings.Builder
	effects, open := 0, 0
	for _, ep := range inv.EntryPoints {
		effects += len(ep.Effects)
		for _, e := range ep.Effects {
			if !e.Protected() {
				open++
			}
		}
	}
	fmt.Fprintf(&b, "# idemlint inventory\n\n%d entry points, %d effects, %d not shown protected.\n", len(inv.EntryPoints), effects, open)
	for _, ep := range inv.EntryPoints {
		title := ep.Kind + " " + code(ep.Name)
		if ep.Route != "" {
			title += " " + code(ep.Route)
		}
		fmt.Fprintf(&b, "\n## %s\n\n%s\n\n", title, code(ep.Posn))
		for _, f := range ep.Findings {
			fmt.Fprintf(&b, "- [%s](%s) %s: %s\n", f.Analyzer, f.URL, code(f.Posn), mdCell(f.Message))
		}
		if len(ep.Findings) > 0 {
			b.WriteString("\n")
		}
		if len(ep.Effects) == 0 {
			b.WriteString("No effect reached.\n")
			continue
		}
		b.WriteString("| effect | callee | at | key | claim | ack | retry | findings | chain |\n")
		b.WriteString("| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
		for _, e := range ep.Effects {
			kind := e.Kind
			if e.Target != "" {
				kind += " " + code(e.Target)
			}
			if e.Change != "" {
				kind = "**" + e.Change + "** " + kind
			}
			var fs []string
			for _, f := range e.Findings {
				fs = append(fs, fmt.Sprintf("[%s](%s) %s", f.Analyzer, f.URL, code(f.Posn)))
			}
			p := e.Protection
			if p == nil {
				p = &Protection{}
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", kind, code(e.Callee), code(e.Posn),
				answer(p.Key), answer(p.Claim), answer(p.Ack), answer(p.Retry), strings.Join(fs, "<br>"), mdCell(strings.Join(e.Chain, " → ")))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// answer renders a protection item for a table cell.
func answer(a Answer) string {
	s := a.Answer
	if s == "" {
		s = Unknown
	}
	if a.Detail != "" {
		s += ": " + mdCell(a.Detail)
	}
	if a.Posn != "" {
		s += " " + code(a.Posn)
	}
	return s
}

// code renders s as inline code for a table cell.
func code(s string) string {
	if s == "" {
		return ""
	}
	return "`" + strings.ReplaceAll(s, "`", "'") + "`"
}

// mdCell escapes what would break a table row.
func mdCell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

// Protected reports whether the inventory shows the effect protected: no
// finding on its path, and a key or a claim guards it. An unresolved call
// is never shown protected: no one knows what it does.
func (e *Effect) Protected() bool {
	if len(e.Findings) > 0 || e.Kind == KindUnresolved || e.Kind == KindInjected || e.Protection == nil {
		return false
	}
	return e.Protection.Key.Answer == Yes || e.Protection.Claim.Answer == Yes
}
