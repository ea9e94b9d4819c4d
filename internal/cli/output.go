package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// printText prints one finding a line, related positions indented under it:
//
//	path/file.go:12:5: message (analyzer)
//		path/file.go:9:2: existence checked here
func (r *run) printText(w io.Writer, findings []*finding) {
	for _, f := range findings {
		fmt.Fprintf(w, "%s:%d:%d: %s (%s)\n", r.rel(f.Posn.Filename), f.Posn.Line, f.Posn.Column, f.Message, f.Analyzer)
		for _, rel := range f.Related {
			fmt.Fprintf(w, "\t%s:%d:%d: %s\n", r.rel(rel.Posn.Filename), rel.Posn.Line, rel.Posn.Column, rel.Message)
		}
	}
}

// The JSON shape of x/tools' multichecker -json (analysisflags/driverutil):
// {"<package ID>": {"<analyzer>": [diagnostic…] | {"error": "…"}}}.
type jsonTextEdit struct {
	Filename string `json:"filename"`
	Start    int    `json:"start"`
	End      int    `json:"end"`
	New      string `json:"new"`
}

type jsonSuggestedFix struct {
	Message string         `json:"message"`
	Edits   []jsonTextEdit `json:"edits"`
}

type jsonDiagnostic struct {
	Category       string             `json:"category,omitempty"`
	Posn           string             `json:"posn"`
	End            string             `json:"end"`
	Message        string             `json:"message"`
	SuggestedFixes []jsonSuggestedFix `json:"suggested_fixes,omitempty"`
	Related        []jsonRelated      `json:"related,omitempty"`
}

type jsonRelated struct {
	Posn    string `json:"posn"`
	End     string `json:"end"`
	Message string `json:"message"`
}

type jsonError struct {
	Err string `json:"error"`
}

// printJSON prints the multichecker JSON tree. Like multichecker, file
// names are absolute; encoding/json sorts the map keys, and the
// diagnostics are in file, line, column order.
func (r *run) printJSON(w io.Writer, res *result) error {
	tree := make(map[string]map[string]any)
	add := func(id, analyzer string, v any) {
		if tree[id] == nil {
			tree[id] = make(map[string]any)
		}
		tree[id][analyzer] = v
	}
	for _, f := range res.reported() {
		d := jsonDiagnostic{
			Category: f.Category,
			Posn:     f.Posn.String(),
			End:      f.End.String(),
			Message:  f.Message,
		}
		for _, fix := range f.Fixes {
			jf := jsonSuggestedFix{Message: fix.Message, Edits: []jsonTextEdit{}}
			for _, e := range fix.TextEdits {
				start := f.Fset.Position(e.Pos)
				end := start
				if e.End.IsValid() {
					end = f.Fset.Position(e.End)
				}
				jf.Edits = append(jf.Edits, jsonTextEdit{Filename: start.Filename, Start: start.Offset, End: end.Offset, New: string(e.NewText)})
			}
			d.SuggestedFixes = append(d.SuggestedFixes, jf)
		}
		for _, rel := range f.Related {
			d.Related = append(d.Related, jsonRelated{Posn: rel.Posn.String(), End: rel.End.String(), Message: rel.Message})
		}
		list, _ := tree[f.Package][f.Analyzer].([]jsonDiagnostic)
		add(f.Package, f.Analyzer, append(list, d))
	}
	for _, e := range res.errors {
		add(e.Package, e.Analyzer, jsonError{Err: r.relMsg(e.Err)})
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}

// printGitHub prints GitHub Actions workflow commands, one per finding:
//
//	::error file=path,line=12,col=5,endLine=12,endColumn=9,title=idemlint/ackorder::message
func (r *run) printGitHub(w io.Writer, findings []*finding) {
	for _, f := range findings {
		msg := f.Message
		for _, rel := range f.Related {
			msg += fmt.Sprintf("\n%s:%d:%d: %s", relTo(f.root, rel.Posn.Filename), rel.Posn.Line, rel.Posn.Column, rel.Message)
		}
		if f.URL != "" {
			msg += "\n" + f.URL
		}
		props := []string{
			"file=" + ghProperty(relTo(f.root, f.Posn.Filename)),
			fmt.Sprintf("line=%d", f.Posn.Line),
			fmt.Sprintf("col=%d", f.Posn.Column),
		}
		if f.End.IsValid() && f.End.Filename == f.Posn.Filename {
			props = append(props, fmt.Sprintf("endLine=%d", f.End.Line))
			if f.End.Line == f.Posn.Line {
				props = append(props, fmt.Sprintf("endColumn=%d", f.End.Column))
			}
		}
		props = append(props, "title="+ghProperty("idemlint/"+f.Analyzer))
		fmt.Fprintf(w, "::error %s::%s\n", strings.Join(props, ","), ghData(msg))
	}
}

// ghData escapes a workflow command's message as the runner expects.
func ghData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// ghProperty escapes a workflow command's property value.
func ghProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
