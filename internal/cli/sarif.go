package cli

import (
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
)

// SARIF 2.1.0, as plain structs: only what idemlint fills in.

const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool               sarifTool                   `json:"tool"`
	Invocations        []sarifInvocation           `json:"invocations"`
	OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
	Results            []sarifResult               `json:"results"`
	ColumnKind         string                      `json:"columnKind"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string            `json:"id"`
	Name                 string            `json:"name"`
	ShortDescription     sarifMessage      `json:"shortDescription"`
	FullDescription      sarifMessage      `json:"fullDescription"`
	Help                 sarifMessage      `json:"help"`
	HelpURI              string            `json:"helpUri,omitempty"`
	DefaultConfiguration sarifRuleDefaults `json:"defaultConfiguration"`
}

type sarifRuleDefaults struct {
	Level string `json:"level"`
}

type sarifInvocation struct {
	ExecutionSuccessful bool                `json:"executionSuccessful"`
	Notifications       []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level   string       `json:"level"`
	Message sarifMessage `json:"message"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifMessage      `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	RelatedLocations    []sarifLocation   `json:"relatedLocations,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints,omitempty"`
	Suppressions        []sarifSuppress   `json:"suppressions,omitempty"`
	Fixes               []sarifFix        `json:"fixes,omitempty"`
}

type sarifLocation struct {
	ID               *int                  `json:"id,omitempty"`
	PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
	Message          *sarifMessage         `json:"message,omitempty"`
}

type sarifPhysicalLocation struct {
	ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
	Region           sarifRegion      `json:"region"`
}

type sarifArtifactLoc struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine"`
	EndColumn   int `json:"endColumn"`
}

type sarifSuppress struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification,omitempty"`
}

type sarifFix struct {
	Description     sarifMessage          `json:"description"`
	ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
}

type sarifArtifactChange struct {
	ArtifactLocation sarifArtifactLoc   `json:"artifactLocation"`
	Replacements     []sarifReplacement `json:"replacements"`
}

type sarifReplacement struct {
	DeletedRegion   sarifByteRegion `json:"deletedRegion"`
	InsertedContent *sarifMessage   `json:"insertedContent,omitempty"`
}

type sarifByteRegion struct {
	ByteOffset int `json:"byteOffset"`
	ByteLength int `json:"byteLength"`
}

const srcRootID = "%SRCROOT%"

// title and body split an analyzer's Doc ("name: title\n\ntext").
func docTitle(a *analysis.Analyzer) (title, body string) {
	first, rest, _ := strings.Cut(a.Doc, "\n")
	title = strings.TrimSpace(strings.TrimPrefix(first, a.Name+":"))
	body = strings.TrimSpace(rest)
	if body == "" {
		body = title
	}
	return title, body
}

// sourceCache reads each file once, for UTF-16 columns.
type sourceCache map[string][]byte

func (c sourceCache) get(name string) []byte {
	if b, ok := c[name]; ok {
		return b
	}
	b, _ := os.ReadFile(name)
	c[name] = b
	return b
}

// utf16Col converts a position's 1-based byte column into a 1-based
// column in UTF-16 code units, as SARIF and LSP count, using the file's
// content. It keeps the byte column when the content does not match.
func (c sourceCache) utf16Col(p token.Position) int {
	src := c.get(p.Filename)
	start := p.Offset - (p.Column - 1)
	if p.Column < 1 || start < 0 || p.Offset > len(src) {
		return p.Column
	}
	return UTF16Len(src[start:p.Offset]) + 1
}

// UTF16Len returns the number of UTF-16 code units that b encodes, the unit
// SARIF and LSP count columns in; an invalid byte counts as one unit, as
// U+FFFD would.
func UTF16Len(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		n += utf16.RuneLen(r)
	}
	return n
}

func (r *run) sarifURI(root, file string) sarifArtifactLoc {
	rel := relTo(root, file)
	if filepath.IsAbs(filepath.FromSlash(rel)) {
		return sarifArtifactLoc{URI: (&url.URL{Scheme: "file", Path: filepath.ToSlash(file)}).String()}
	}
	return sarifArtifactLoc{URI: (&url.URL{Path: rel}).EscapedPath(), URIBaseID: srcRootID}
}

func (r *run) sarifLocation(src sourceCache, root string, posn, end token.Position) sarifPhysicalLocation {
	if !end.IsValid() || end.Filename != posn.Filename || end.Offset < posn.Offset {
		end = posn
	}
	return sarifPhysicalLocation{
		ArtifactLocation: r.sarifURI(root, posn.Filename),
		Region: sarifRegion{
			StartLine:   posn.Line,
			StartColumn: src.utf16Col(posn),
			EndLine:     end.Line,
			EndColumn:   src.utf16Col(end),
		},
	}
}

// printSARIF prints a SARIF 2.1.0 log: one rule per analyzer that ran,
// every finding, suppressed ones marked with their reason.
func (r *run) printSARIF(w io.Writer, res *result, analyzers []*analysis.Analyzer) error {
	as := append([]*analysis.Analyzer(nil), analyzers...)
	sort.Slice(as, func(i, j int) bool { return as[i].Name < as[j].Name })
	v := r.o.Version
	if v == "" {
		v = Version()
	}
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           "idemlint",
			Version:        v,
			InformationURI: "https://github.com/idemlint/idemlint",
			Rules:          []sarifRule{},
		}},
		Invocations: []sarifInvocation{{ExecutionSuccessful: len(res.errors) == 0 && !r.loadFailed}},
		Results:     []sarifResult{},
		ColumnKind:  "utf16CodeUnits",
	}
	index := make(map[string]int)
	for i, a := range as {
		title, body := docTitle(a)
		index[a.Name] = i
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
			ID:                   a.Name,
			Name:                 a.Name,
			ShortDescription:     sarifMessage{Text: title},
			FullDescription:      sarifMessage{Text: body},
			Help:                 sarifMessage{Text: a.Doc},
			HelpURI:              a.URL,
			DefaultConfiguration: sarifRuleDefaults{Level: "warning"},
		})
	}
	for _, e := range res.errors {
		run.Invocations[0].Notifications = append(run.Invocations[0].Notifications, sarifNotification{
			Level: "error", Message: sarifMessage{Text: e.Package + ": " + r.relMsg(e.Err)},
		})
	}
	if r.root != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactLoc{
			srcRootID: {URI: (&url.URL{Scheme: "file", Path: filepath.ToSlash(r.root) + "/"}).String()},
		}
	}
	src := make(sourceCache)
	for _, f := range res.findings {
		ri, ok := index[f.Analyzer]
		if !ok {
			continue
		}
		sr := sarifResult{
			RuleID:              f.Analyzer,
			RuleIndex:           ri,
			Level:               "warning",
			Message:             sarifMessage{Text: f.Message},
			Locations:           []sarifLocation{{PhysicalLocation: r.sarifLocation(src, f.root, f.Posn, f.End)}},
			PartialFingerprints: map[string]string{"idemlint/v1": f.fingerprint()},
		}
		for i, rel := range f.Related {
			id := i + 1
			sr.RelatedLocations = append(sr.RelatedLocations, sarifLocation{
				ID:               &id,
				PhysicalLocation: r.sarifLocation(src, f.root, rel.Posn, rel.End),
				Message:          &sarifMessage{Text: rel.Message},
			})
		}
		switch {
		case f.Suppressed:
			sr.Suppressions = []sarifSuppress{{Kind: "inSource", Justification: f.Reason}}
		case f.baselined:
			sr.Suppressions = []sarifSuppress{{Kind: "external", Justification: "accepted in the baseline " + filepath.ToSlash(r.rel(r.baselinePath()))}}
		}
		for _, fix := range f.Fixes {
			sf := sarifFix{Description: sarifMessage{Text: fix.Message}}
			byFile := make(map[string]*sarifArtifactChange)
			var order []string
			for _, e := range fix.TextEdits {
				start := f.Fset.Position(e.Pos)
				end := start
				if e.End.IsValid() {
					end = f.Fset.Position(e.End)
				}
				ch, ok := byFile[start.Filename]
				if !ok {
					ch = &sarifArtifactChange{ArtifactLocation: r.sarifURI(f.root, start.Filename)}
					byFile[start.Filename] = ch
					order = append(order, start.Filename)
				}
				rep := sarifReplacement{DeletedRegion: sarifByteRegion{ByteOffset: start.Offset, ByteLength: end.Offset - start.Offset}}
				if len(e.NewText) > 0 {
					rep.InsertedContent = &sarifMessage{Text: string(e.NewText)}
				}
				ch.Replacements = append(ch.Replacements, rep)
			}
			sort.Strings(order)
			for _, name := range order {
				sf.ArtifactChanges = append(sf.ArtifactChanges, *byFile[name])
			}
			if len(sf.ArtifactChanges) > 0 {
				sr.Fixes = append(sr.Fixes, sf)
			}
		}
		run.Results = append(run.Results, sr)
	}
	log := sarifLog{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{run}}
	data, err := json.MarshalIndent(log, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding SARIF: %v", err)
	}
	_, err = fmt.Fprintf(w, "%s\n", data)
	return err
}
