// Package gclplugin is idemlint's golangci-lint v2 module plugin.
//
// A custom golangci-lint binary that imports this package (see
// gclplugin/cmd/custom-gcl, or `golangci-lint custom` with .custom-gcl.yml)
// knows the linter "idemlint":
//
//	version: "2"
//	linters:
//	  enable: [idemlint]
//	  settings:
//	    custom:
//	      idemlint:
//	        type: module
//	        settings:
//	          disable: [dedupschema]
//
// The settings are the schema of .idemlint.yml (internal/config.Settings);
// an unknown key is an error. All six analyzers report under the one linter
// name, so `//nolint:idemlint` suppresses them, and idemlint's own
// `//idemlint:ignore <analyzer> <reason>` directives work as in the CLI.
package gclplugin

import (
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint"
	"github.com/idemlint/idemlint/internal/config"
)

// Name is the linter's name in golangci-lint's configuration.
const Name = "idemlint"

func init() {
	register.Plugin(Name, New)
}

// Plugin is the linter golangci-lint builds from the settings.
type Plugin struct {
	settings config.Settings
}

var _ register.LinterPlugin = (*Plugin)(nil)

// New decodes and checks the settings (linters.settings.custom.idemlint.settings).
// A per-analyzer option that a suite setting replaced is accepted and
// reported on stderr, where golangci-lint's own warnings go; golangci-lint
// has no channel for a plugin's warnings.
func New(raw any) (register.LinterPlugin, error) { return newPlugin(raw, os.Stderr) }

func newPlugin(raw any, warn io.Writer) (register.LinterPlugin, error) {
	s, err := decode(raw)
	if err != nil {
		return nil, err
	}
	_, renamed := s.Migrate()
	for _, r := range renamed {
		fmt.Fprintf(warn, "WARN %s: settings: %v\n", Name, r)
	}
	// Build once to check analyzer names, option names and values and the
	// knowledge entries now, with the linter's name in the message.
	if _, err := idemlint.New(s); err != nil {
		return nil, fmt.Errorf("%s: settings: %v", Name, err)
	}
	return &Plugin{settings: s}, nil
}

// decode is register.DecodeSettings, which rejects unknown keys
// (json.Decoder.DisallowUnknownFields, nested structs included; the test
// holds it to that), with a message that names the linter and its keys.
func decode(raw any) (config.Settings, error) {
	s, err := register.DecodeSettings[config.Settings](raw)
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), "decoding settings: ")
		return config.Settings{}, fmt.Errorf("%s: settings: %s (known keys: %s)", Name, msg,
			strings.Join(knownKeys(reflect.TypeFor[config.Settings]()), ", "))
	}
	return s, nil
}

// knownKeys lists the JSON names of a struct's settable fields.
func knownKeys(t reflect.Type) []string {
	var keys []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			keys = append(keys, name)
		}
	}
	return keys
}

// BuildAnalyzers returns fresh analyzers for the settings: the enabled
// ones, built on one summary analyzer.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return idemlint.New(p.settings)
}

// GetLoadMode asks for type information: the analyzers use types, SSA and
// facts.
func (p *Plugin) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
