package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

// schemaValidator checks a JSON document against a JSON Schema (draft-04),
// implementing the keywords the SARIF 2.1.0 schema uses: $ref, type, enum,
// properties, additionalProperties, required, items, minItems,
// uniqueItems, minimum, maximum, pattern, format (uri, uri-reference,
// date-time), anyOf and oneOf.
type schemaValidator struct {
	root map[string]any
	errs []string
}

func (v *schemaValidator) fail(path, format string, args ...any) {
	v.errs = append(v.errs, path+": "+fmt.Sprintf(format, args...))
}

func (v *schemaValidator) resolve(ref string) map[string]any {
	name, ok := strings.CutPrefix(ref, "#/definitions/")
	if !ok {
		panic("unsupported $ref " + ref)
	}
	s, ok := v.root["definitions"].(map[string]any)[name].(map[string]any)
	if !ok {
		panic("unknown $ref " + ref)
	}
	return s
}

func jsonType(x any) string {
	switch x := x.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case float64:
		if x == math.Trunc(x) {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", x)
}

func (v *schemaValidator) valid(s map[string]any, x any) bool {
	sub := &schemaValidator{root: v.root}
	sub.check(s, x, "")
	return len(sub.errs) == 0
}

func (v *schemaValidator) check(s map[string]any, x any, path string) {
	for key := range s {
		switch key {
		case "$ref", "type", "enum", "properties", "additionalProperties", "required", "items", "minItems",
			"uniqueItems", "minimum", "maximum", "pattern", "format", "anyOf", "oneOf",
			"description", "default", "$schema", "title", "id", "definitions":
		default:
			panic("schema keyword not implemented: " + key)
		}
	}
	if ref, ok := s["$ref"].(string); ok {
		v.check(v.resolve(ref), x, path)
	}
	if t, ok := s["type"]; ok {
		got := jsonType(x)
		var types []string
		switch t := t.(type) {
		case string:
			types = []string{t}
		case []any:
			for _, e := range t {
				types = append(types, e.(string))
			}
		}
		match := false
		for _, want := range types {
			if want == got || (want == "number" && got == "integer") {
				match = true
			}
		}
		if !match {
			v.fail(path, "type %s, want %v", got, types)
			return
		}
	}
	if enum, ok := s["enum"].([]any); ok {
		found := false
		for _, e := range enum {
			if canonical(e) == canonical(x) {
				found = true
			}
		}
		if !found {
			v.fail(path, "%v is not one of %v", x, enum)
		}
	}
	for _, key := range []string{"anyOf", "oneOf"} {
		list, ok := s[key].([]any)
		if !ok {
			continue
		}
		n := 0
		for _, alt := range list {
			if v.valid(alt.(map[string]any), x) {
				n++
			}
		}
		if n == 0 || (key == "oneOf" && n > 1) {
			v.fail(path, "%d alternatives of %s match", n, key)
		}
	}
	switch x := x.(type) {
	case map[string]any:
		props, _ := s["properties"].(map[string]any)
		if req, ok := s["required"].([]any); ok {
			for _, r := range req {
				if _, ok := x[r.(string)]; !ok {
					v.fail(path, "required property %q missing", r)
				}
			}
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if ps, ok := props[k].(map[string]any); ok {
				v.check(ps, x[k], path+"/"+k)
				continue
			}
			switch ap := s["additionalProperties"].(type) {
			case bool:
				if !ap {
					v.fail(path, "property %q is not allowed", k)
				}
			case map[string]any:
				v.check(ap, x[k], path+"/"+k)
			}
		}
	case []any:
		if min, ok := s["minItems"].(float64); ok && float64(len(x)) < min {
			v.fail(path, "%d items, want at least %v", len(x), min)
		}
		if u, _ := s["uniqueItems"].(bool); u {
			seen := map[string]bool{}
			for _, e := range x {
				c := canonical(e)
				if seen[c] {
					v.fail(path, "duplicate item %s", c)
				}
				seen[c] = true
			}
		}
		if items, ok := s["items"].(map[string]any); ok {
			for i, e := range x {
				v.check(items, e, fmt.Sprintf("%s/%d", path, i))
			}
		}
	case float64:
		if min, ok := s["minimum"].(float64); ok && x < min {
			v.fail(path, "%v < minimum %v", x, min)
		}
		if max, ok := s["maximum"].(float64); ok && x > max {
			v.fail(path, "%v > maximum %v", x, max)
		}
	case string:
		if p, ok := s["pattern"].(string); ok && !regexp.MustCompile(p).MatchString(x) {
			v.fail(path, "%q does not match %s", x, p)
		}
		switch s["format"] {
		case "uri":
			if u, err := url.Parse(x); err != nil || u.Scheme == "" {
				v.fail(path, "%q is not an absolute URI", x)
			}
		case "uri-reference":
			if _, err := url.Parse(x); err != nil {
				v.fail(path, "%q is not a URI reference", x)
			}
		case "date-time":
			if _, err := time.Parse(time.RFC3339, x); err != nil {
				v.fail(path, "%q is not a date-time", x)
			}
		}
	}
}

func canonical(x any) string {
	b, _ := json.Marshal(x)
	return string(b)
}

func loadSchema(t *testing.T) *schemaValidator {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "sarif", "sarif-2.1.0-rtm.5.json"))
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	if err := json.Unmarshal(data, &root); err != nil {
		t.Fatal(err)
	}
	return &schemaValidator{root: root}
}

func validateSARIF(t *testing.T, doc []byte) []string {
	t.Helper()
	v := loadSchema(t)
	var x any
	d := json.NewDecoder(bytes.NewReader(doc))
	if err := d.Decode(&x); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	v.check(v.root, x, "")
	return v.errs
}

const utf16Go = "package pay\n\nfunc Charge(n int) int { return n }\n\nfunc Greet() {\n\tvar s = \"héllo 😀\"; _ = s; Charge(1)\n}\n\nfunc Quiet() {\n\t//idemlint:ignore fakecharge the caller passes the order ID as the key\n\tCharge(2)\n}\n"

func TestSARIF(t *testing.T) {
	dir := writeModule(t, map[string]string{"pay/pay.go": utf16Go})
	if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	got := runIn(t, filepath.Join(dir, "pay"), "-sarif", "./...")
	wantCode(t, got, ExitFindings)
	if errs := validateSARIF(t, []byte(got.stdout)); len(errs) > 0 {
		t.Fatalf("SARIF does not validate against the 2.1.0 schema:\n%s\n%s", strings.Join(errs, "\n"), got.stdout)
	}
	var log struct {
		Version string
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name, Version string
					Rules         []struct {
						ID               string
						ShortDescription struct{ Text string }
						FullDescription  struct{ Text string }
						HelpURI          string
					}
				}
			}
			OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
			Results            []struct {
				RuleID    string
				RuleIndex int
				Level     string
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI       string
							URIBaseID string `json:"uriBaseId"`
						}
						Region struct{ StartLine, StartColumn, EndLine, EndColumn int }
					}
				}
				RelatedLocations []struct {
					ID      int
					Message struct{ Text string }
				}
				Suppressions []struct{ Kind, Justification string }
			}
		}
	}
	if err := json.Unmarshal([]byte(got.stdout), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	if log.Version != "2.1.0" || run.Tool.Driver.Name != "idemlint" || run.Tool.Driver.Version != "v0.0.0-test" {
		t.Errorf("header: %+v", log)
	}
	rules := run.Tool.Driver.Rules
	if len(rules) != 2 || rules[0].ID != "fakecharge" || rules[0].ShortDescription.Text != "report calls to Charge" ||
		!strings.HasPrefix(rules[0].FullDescription.Text, "Every call to Charge") ||
		rules[0].HelpURI != "https://github.com/idemlint/idemlint/blob/main/docs/fakecharge.md" || rules[1].ID != "fakewide" {
		t.Errorf("rules: %+v", rules)
	}
	if base := run.OriginalURIBaseIDs["%SRCROOT%"].URI; base != "file://"+filepath.ToSlash(dir)+"/" {
		t.Errorf("%%SRCROOT%% = %q, want the repository root %s", base, dir)
	}
	if len(run.Results) != 2 {
		t.Fatalf("want 2 results (one suppressed), got %+v", run.Results)
	}
	r := run.Results[0]
	loc := r.Locations[0].PhysicalLocation
	if r.RuleID != "fakecharge" || r.RuleIndex != 0 || r.Level != "warning" || loc.ArtifactLocation.URI != "pay/pay.go" || loc.ArtifactLocation.URIBaseID != "%SRCROOT%" {
		t.Errorf("result: %+v", r)
	}
	// Line 6 is `\tvar s = "héllo 😀"; _ = s; Charge(1)`: the call starts at
	// byte column 32 (é is 2 bytes, 😀 is 4) but UTF-16 column 29 (é is
	// one unit, 😀 two).
	if reg := loc.Region; reg.StartLine != 6 || reg.StartColumn != 29 || reg.EndLine != 6 || reg.EndColumn != 38 {
		t.Errorf("region = %+v, want 6:29-6:38 in UTF-16 code units", reg)
	}
	if len(r.RelatedLocations) != 1 || r.RelatedLocations[0].Message.Text != "enclosing function" || r.RelatedLocations[0].ID != 1 {
		t.Errorf("related: %+v", r.RelatedLocations)
	}
	if len(r.Suppressions) != 0 {
		t.Errorf("first result is not suppressed: %+v", r.Suppressions)
	}
	s := run.Results[1]
	if len(s.Suppressions) != 1 || s.Suppressions[0].Kind != "inSource" || s.Suppressions[0].Justification != "the caller passes the order ID as the key" {
		t.Errorf("suppressed result: %+v", s)
	}
	// Text output drops the suppressed finding.
	text := runIn(t, dir)
	if strings.Count(text.stdout, "(fakecharge)") != 1 {
		t.Errorf("text must drop the suppressed finding:\n%s", text)
	}
}

func TestSARIFOnlySuppressedExitsZero(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"pay/pay.go": "package pay\n\nfunc Charge() {}\n\nfunc F() {\n\t//idemlint:ignore fakecharge reviewed\n\tCharge()\n}\n",
	})
	got := runIn(t, dir, "-sarif")
	wantCode(t, got, ExitClean)
	wantContains(t, "SARIF", got.stdout, `"kind": "inSource"`, `"justification": "reviewed"`)
}

func TestSARIFValidatorCatchesErrors(t *testing.T) {
	// The validator must be able to fail, or the schema test proves nothing.
	for name, doc := range map[string]string{
		"no version":     `{"runs": []}`,
		"bad version":    `{"version": "2.0.0", "runs": []}`,
		"unknown key":    `{"version": "2.1.0", "runs": [], "extra": 1}`,
		"column 0":       `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.go"}, "region": {"startLine": 1, "startColumn": 0}}}]}]}]}`,
		"no tool":        `{"version": "2.1.0", "runs": [{"results": []}]}`,
		"bad suppress":   `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "suppressions": [{"kind": "inline"}]}]}]}`,
		"message no txt": `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {}}]}]}`,
	} {
		if errs := validateSARIF(t, []byte(doc)); len(errs) == 0 {
			t.Errorf("%s: the validator accepted %s", name, doc)
		}
	}
	ok := `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "suppressions": [{"kind": "inSource"}]}]}]}`
	if errs := validateSARIF(t, []byte(ok)); len(errs) > 0 {
		t.Errorf("the validator rejected a valid log: %v", errs)
	}
}

func TestUTF16Col(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "f.go")
	content := "ab\n\tx := \"é😀\" + y\n\xffz\n"
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	src := make(sourceCache)
	line2 := strings.Index(content, "\t")
	for _, c := range []struct{ offset, byteCol, want int }{
		{0, 1, 1},
		{1, 2, 2},
		{line2 + 1, 2, 2},                         // x
		{strings.Index(content, "+"), 16, 13},     // after "é😀": 2+4 bytes, 1+2 units
		{strings.Index(content, "z"), 2, 2},       // an invalid byte counts once
		{strings.Index(content, "y") + 1, 19, 16}, // end of line
		{len(content) + 10, 3, 3},                 // out of range: byte column kept
	} {
		p := token.Position{Filename: name, Offset: c.offset, Column: c.byteCol}
		if got := src.utf16Col(p); got != c.want {
			t.Errorf("utf16Col(offset %d, col %d) = %d, want %d", c.offset, c.byteCol, got, c.want)
		}
	}
}
