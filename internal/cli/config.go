package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/config"
	"github.com/idemlint/idemlint/internal/knowledge"
)

// ConfigName is the file looked up from the working directory upward.
const ConfigName = ".idemlint.yml"

// FindConfig returns the path of the nearest .idemlint.yml in dir or one of
// its parents, or "" when there is none up to the filesystem root.
func FindConfig(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		p := filepath.Join(dir, ConfigName)
		fi, err := os.Stat(p)
		if err == nil && !fi.IsDir() {
			return p, nil
		}
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return "", fmt.Errorf("looking for %s: %v", ConfigName, err)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", nil
		}
		dir = parent
	}
}

// LoadConfig reads and checks a settings file. Every error names the file
// and, where the file has one, the line and the key. The analyzers of
// suite (built with default settings) are used to check analyzer and
// option names and option values. A per-analyzer option that a suite
// setting replaced (config.Renamed) is accepted, folded into the setting,
// and reported on warn (when not nil) with its line, as a warning.
func LoadConfig(path string, s Suite, warn io.Writer) (config.Settings, error) {
	var settings config.Settings
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return settings, fmt.Errorf("config file %s does not exist", path)
		}
		return settings, fmt.Errorf("config file: %v", err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return settings, yamlError(path, err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) == 0 {
			return settings, nil
		}
		root = root.Content[0]
	}
	if root.Kind == 0 || (root.Kind == yaml.ScalarNode && root.Tag == "!!null") {
		return settings, nil // an empty file is the default configuration
	}
	c := &configChecker{file: path, warn: warn}
	if err := c.node(root, reflect.TypeFor[config.Settings](), ""); err != nil {
		return settings, err
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&settings); err != nil {
		return settings, yamlError(path, err)
	}
	if err := c.semantics(root, settings, s); err != nil {
		return settings, err
	}
	settings, _ = settings.Migrate()
	return settings, nil
}

var yamlLine = regexp.MustCompile(`line (\d+): `)

// yamlError turns the YAML library's "yaml: line 3: …" messages into
// "file:3: …" lines.
func yamlError(file string, err error) error {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n")
	var lines []string
	for _, l := range strings.Split(msg, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if m := yamlLine.FindStringSubmatchIndex(l); m != nil {
			l = file + ":" + l[m[2]:m[3]] + ": " + l[:m[0]] + l[m[1]:]
		} else {
			l = file + ": " + l
		}
		lines = append(lines, l)
	}
	return errors.New(strings.Join(lines, "\n"))
}

type configChecker struct {
	file string
	warn io.Writer // nil: warnings are dropped
}

func (c *configChecker) errorf(n *yaml.Node, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", c.file, n.Line, fmt.Sprintf(format, args...))
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "nothing"
		}
		return fmt.Sprintf("%q", n.Value)
	}
	return "something else"
}

func where(path string) string {
	if path == "" {
		return ""
	}
	return " in " + path
}

// node checks the shape of n against t: mappings for structs and maps,
// lists for slices, scalars for the rest, and no unknown keys.
func (c *configChecker) node(n *yaml.Node, t reflect.Type, path string) error {
	for n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" && t.Kind() != reflect.String {
		return nil // an empty value is the zero value
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return c.errorf(n, "%s: expected a mapping, found %s", nonEmpty(path), kindName(n))
		}
		fields := make(map[string]reflect.Type)
		var known []string
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = strings.ToLower(f.Name)
			}
			fields[name] = f.Type
			known = append(known, name)
		}
		sort.Strings(known)
		seen := make(map[string]bool)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			ft, ok := fields[k.Value]
			if !ok {
				return c.errorf(k, "unknown key %q%s (known keys: %s)", k.Value, where(path), strings.Join(known, ", "))
			}
			if seen[k.Value] {
				return c.errorf(k, "duplicate key %q%s", k.Value, where(path))
			}
			seen[k.Value] = true
			if err := c.node(v, ft, join(path, k.Value)); err != nil {
				return err
			}
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return c.errorf(n, "%s: expected a mapping, found %s", nonEmpty(path), kindName(n))
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode {
				return c.errorf(k, "%s: keys must be names", nonEmpty(path))
			}
			if err := c.node(v, t.Elem(), join(path, k.Value)); err != nil {
				return err
			}
		}
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			return c.errorf(n, "%s: expected a list, found %s", nonEmpty(path), kindName(n))
		}
		for i, v := range n.Content {
			if err := c.node(v, t.Elem(), path+"["+strconv.Itoa(i)+"]"); err != nil {
				return err
			}
		}
	default:
		if n.Kind != yaml.ScalarNode {
			return c.errorf(n, "%s: expected a single value, found %s", nonEmpty(path), kindName(n))
		}
		if t.Kind() == reflect.String && n.Tag != "!!str" {
			return c.errorf(n, "%s: expected a string, found %s", nonEmpty(path), kindName(n))
		}
	}
	return nil
}

func nonEmpty(path string) string {
	if path == "" {
		return "the file"
	}
	return path
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func lookup(m *yaml.Node, key string) (k, v *yaml.Node) {
	if m == nil || m.Kind != yaml.MappingNode {
		return nil, nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i], m.Content[i+1]
		}
	}
	return nil, nil
}

// semantics checks analyzer names, option names and values and knowledge
// entries, each against the line that holds it.
func (c *configChecker) semantics(root *yaml.Node, s config.Settings, suite Suite) error {
	known := make(map[string]bool)
	for _, n := range suite.Names {
		known[n] = true
	}
	list := strings.Join(suite.Names, ", ")
	for _, key := range []string{"enable", "disable"} {
		_, seq := lookup(root, key)
		if seq == nil || seq.Kind != yaml.SequenceNode {
			continue
		}
		for _, item := range seq.Content {
			if !known[item.Value] {
				return c.errorf(item, "%s: unknown analyzer %q (known: %s)", key, item.Value, list)
			}
		}
	}
	if _, opts := lookup(root, "options"); opts != nil && opts.Kind == yaml.MappingNode {
		defaults, err := suite.New(config.Settings{})
		if err != nil {
			return err
		}
		byName := make(map[string]*analysis.Analyzer)
		for _, a := range defaults {
			byName[a.Name] = a
		}
		for i := 0; i+1 < len(opts.Content); i += 2 {
			k, v := opts.Content[i], opts.Content[i+1]
			a, ok := byName[k.Value]
			if !known[k.Value] || !ok {
				return c.errorf(k, "options: unknown analyzer %q (known: %s)", k.Value, list)
			}
			if v.Kind != yaml.MappingNode {
				continue
			}
			for j := 0; j+1 < len(v.Content); j += 2 {
				ok, ov := v.Content[j], v.Content[j+1]
				f := a.Flags.Lookup(ok.Value)
				if r, renamed := config.RenamedOption(k.Value, ok.Value); f == nil && renamed {
					if c.warn != nil {
						fmt.Fprintf(c.warn, "idemlint: warning: %s:%d: %v\n", c.file, ok.Line, r)
					}
					continue
				}
				if f == nil {
					return c.errorf(ok, "options.%s: unknown key %q (options of %s: %s)", k.Value, ok.Value, k.Value, flagNames(a))
				}
				if err := f.Value.Set(ov.Value); err != nil {
					return c.errorf(ov, "options.%s.%s: bad value %q: %v", k.Value, ok.Value, ov.Value, err)
				}
			}
		}
	}
	if _, seq := lookup(root, "knowledge"); seq != nil && seq.Kind == yaml.SequenceNode {
		for i, item := range seq.Content {
			if i >= len(s.Knowledge) {
				break
			}
			f, err := s.Knowledge[i].Func()
			if err == nil {
				_, err = knowledge.New(f)
			}
			if err != nil {
				return c.errorf(item, "knowledge[%d]: %v", i, err)
			}
		}
	}
	return nil
}

func flagNames(a *analysis.Analyzer) string {
	var names []string
	a.Flags.VisitAll(func(f *flagT) { names = append(names, f.Name) })
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}
