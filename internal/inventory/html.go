package inventory

import (
	"html/template"
	"io"
	"slices"
	"strconv"
	"strings"
)

// WriteHTML prints the inventory as one self-contained page: its style
// and script are inline and it loads nothing at view time. Each entry point
// has a summary (its effects, how many are not shown protected) and a
// table; the filters show the unprotected effects only, or one kind. Each
// finding links to its analyzer's docs page.
func WriteHTML(w io.Writer, inv *Inventory) error {
	type row struct {
		Effect
		Protected bool
	}
	type section struct {
		EntryPoint
		ID     string
		Rows   []row
		Open   int
		Kinds  string
		Issues int
	}
	var sections []section
	var kinds []string
	total, open := 0, 0
	for i, ep := range inv.EntryPoints {
		s := section{EntryPoint: ep, ID: "ep" + strconv.Itoa(i)}
		var ks []string
		for _, e := range ep.Effects {
			r := row{Effect: e, Protected: e.Protected()}
			if !r.Protected {
				s.Open++
			}
			s.Issues += len(e.Findings)
			s.Rows = append(s.Rows, r)
			if !slices.Contains(ks, e.Kind) {
				ks = append(ks, e.Kind)
			}
			if !slices.Contains(kinds, e.Kind) {
				kinds = append(kinds, e.Kind)
			}
		}
		s.Issues += len(ep.Findings)
		s.Kinds = strings.Join(ks, " ")
		total += len(ep.Effects)
		open += s.Open
		sections = append(sections, s)
	}
	slices.Sort(kinds)
	return page.Execute(w, map[string]any{
		"Sections": sections, "Kinds": kinds, "Total": total, "Open": open, "Version": inv.Version,
	})
}

var page = template.Must(template.New("inventory").Funcs(template.FuncMap{
	"join": strings.Join,
	"answer": func(a Answer) string {
		if a.Answer == "" {
			return Unknown
		}
		return a.Answer
	},
}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="idemlint inventory (schema version {{.Version}})">
<title>idemlint inventory</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #1d1d1f; }
h1 { font-size: 1.4em; margin: 0 0 .3em; }
h2 { font-size: 1.05em; margin: 1.6em 0 .3em; }
code, .mono { font-family: ui-monospace, monospace; font-size: .92em; }
.filters { position: sticky; top: 0; background: #fff; padding: .5em 0; border-bottom: 1px solid #ddd; }
.filters label { margin-right: 1.2em; }
table { border-collapse: collapse; width: 100%; margin: .3em 0 1em; }
th, td { border: 1px solid #ddd; padding: .25em .45em; text-align: left; vertical-align: top; }
th { background: #f5f5f7; }
.kind { font-weight: 600; }
.yes { color: #1a7f37; } .no { color: #b3261e; } .unknown, .n\/a { color: #777; }
tr.unprotected td:first-child { border-left: 4px solid #b3261e; }
tr.protected td:first-child { border-left: 4px solid #1a7f37; }
.summary { color: #555; }
.chain { color: #555; font-size: .9em; }
.hidden { display: none; }
</style>
</head>
<body>
<h1>idemlint inventory</h1>
<p id="totals">{{len .Sections}} entry points, {{.Total}} effects, {{.Open}} not shown protected.</p>
<div class="filters">
<label><input type="checkbox" id="unprotected"> unprotected only</label>
<label>kind <select id="kind"><option value="">all</option>{{range .Kinds}}<option value="{{.}}">{{.}}</option>{{end}}</select></label>
<span id="shown"></span>
</div>
{{range .Sections}}
<section class="entrypoint" id="{{.ID}}" data-kinds="{{.Kinds}}">
<h2><span class="kind">{{.Kind}}</span> <code>{{.Name}}</code>{{if .Route}} <code>{{.Route}}</code>{{end}}</h2>
<div class="summary"><code>{{.Posn}}</code> · {{len .Rows}} effects, {{.Open}} not shown protected, {{.Issues}} findings</div>
{{range .Findings}}<div class="finding"><a href="{{.URL}}">{{.Analyzer}}</a> <code>{{.Posn}}</code>: {{.Message}}</div>{{end}}
{{if .Rows}}<table>
<thead><tr><th>effect</th><th>callee</th><th>at</th><th>key</th><th>claim</th><th>ack</th><th>retry</th><th>findings</th></tr></thead>
<tbody>
{{range .Rows}}<tr class="effect {{if .Protected}}protected{{else}}unprotected{{end}}" data-kind="{{.Kind}}">
<td>{{if .Change}}<strong class="change">{{.Change}}</strong> {{end}}<span class="kind">{{.Kind}}</span>{{if .Target}} <code>{{.Target}}</code>{{end}}<div class="chain">{{join .Chain " → "}}</div></td>
<td><code>{{.Callee}}</code></td>
<td><code>{{.Posn}}</code></td>
{{with .Protection}}{{template "answer" .Key}}{{template "answer" .Claim}}{{template "answer" .Ack}}{{template "answer" .Retry}}{{else}}<td class="unknown">unknown</td><td class="unknown">unknown</td><td class="unknown">unknown</td><td class="unknown">unknown</td>{{end}}
<td>{{range .Findings}}<div class="finding"><a href="{{.URL}}" title="{{.Message}}">{{.Analyzer}}</a> <code>{{.Posn}}</code></div>{{end}}</td>
</tr>
{{end}}</tbody>
</table>{{else}}<p>No effect reached.</p>{{end}}
</section>
{{end}}
<script>
(function () {
  var only = document.getElementById("unprotected"), kind = document.getElementById("kind");
  function apply() {
    var shown = 0;
    document.querySelectorAll("section.entrypoint").forEach(function (sec) {
      var visible = 0;
      sec.querySelectorAll("tr.effect").forEach(function (tr) {
        var ok = (!only.checked || tr.classList.contains("unprotected")) && (!kind.value || tr.dataset.kind === kind.value);
        tr.classList.toggle("hidden", !ok);
        if (ok) { visible++; }
      });
      var filtering = only.checked || kind.value;
      sec.classList.toggle("hidden", filtering && visible === 0);
      shown += visible;
    });
    document.getElementById("shown").textContent = shown + " effects shown";
  }
  only.addEventListener("change", apply);
  kind.addEventListener("change", apply);
  apply();
})();
</script>
</body>
</html>
{{define "answer"}}<td class="{{answer .}}">{{answer .}}{{if .Detail}}: {{.Detail}}{{end}}{{if .Posn}} <code>{{.Posn}}</code>{{end}}</td>{{end}}
`))
