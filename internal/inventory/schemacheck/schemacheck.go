// Package schemacheck validates a JSON document against a JSON Schema,
// for the inventory's tests: the subset of draft 2020-12 that
// docs/inventory.schema.json uses (type, const, enum, required,
// properties, additionalProperties false, items, pattern, $ref to $defs).
// A keyword outside the subset is an error, so that the schema cannot
// grow a rule the tests silently ignore.
package schemacheck

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// known are the keywords understood; annotations are accepted and ignored.
var known = []string{"type", "const", "enum", "required", "properties", "additionalProperties", "items", "pattern", "$ref",
	"$schema", "$id", "$defs", "title", "description"}

// Validate reports the first place doc breaks schema, as a JSON pointer
// and the rule, or nil.
func Validate(schema, doc []byte) error {
	var s, d any
	if err := json.Unmarshal(schema, &s); err != nil {
		return fmt.Errorf("schema: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	if err := dec.Decode(&d); err != nil {
		return fmt.Errorf("document: %v", err)
	}
	root, ok := s.(map[string]any)
	if !ok {
		return fmt.Errorf("schema: not an object")
	}
	return (&checker{root: root}).check(root, d, "")
}

type checker struct{ root map[string]any }

func (c *checker) check(s map[string]any, v any, at string) error {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !slices.Contains(known, k) {
			return fmt.Errorf("schema at %s: keyword %q is not supported", at, k)
		}
	}
	if ref, ok := s["$ref"].(string); ok {
		name, ok := strings.CutPrefix(ref, "#/$defs/")
		defs, _ := c.root["$defs"].(map[string]any)
		sub, found := defs[name].(map[string]any)
		if !ok || !found {
			return fmt.Errorf("schema: unresolved $ref %q", ref)
		}
		if err := c.check(sub, v, at); err != nil {
			return err
		}
	}
	if t, ok := s["type"].(string); ok && !hasType(v, t) {
		return fmt.Errorf("%s: want %s, got %s", where(at), t, describe(v))
	}
	if want, ok := s["const"]; ok && !equal(want, v) {
		return fmt.Errorf("%s: want %v, got %v", where(at), want, v)
	}
	if enum, ok := s["enum"].([]any); ok && !slices.ContainsFunc(enum, func(e any) bool { return equal(e, v) }) {
		return fmt.Errorf("%s: %v is not one of %v", where(at), v, enum)
	}
	if p, ok := s["pattern"].(string); ok {
		str, isStr := v.(string)
		rx, err := regexp.Compile(p)
		if err != nil {
			return fmt.Errorf("schema at %s: pattern: %v", at, err)
		}
		if isStr && !rx.MatchString(str) {
			return fmt.Errorf("%s: %q does not match %s", where(at), str, p)
		}
	}
	if obj, ok := v.(map[string]any); ok {
		props, _ := s["properties"].(map[string]any)
		if req, ok := s["required"].([]any); ok {
			for _, r := range req {
				if _, ok := obj[r.(string)]; !ok {
					return fmt.Errorf("%s: required %q is missing", where(at), r)
				}
			}
		}
		names := make([]string, 0, len(obj))
		for k := range obj {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, k := range names {
			sub, declared := props[k].(map[string]any)
			if !declared {
				if ap, ok := s["additionalProperties"].(bool); ok && !ap {
					return fmt.Errorf("%s: property %q is not in the schema", where(at), k)
				}
				continue
			}
			if err := c.check(sub, obj[k], at+"/"+k); err != nil {
				return err
			}
		}
	}
	if arr, ok := v.([]any); ok {
		if items, ok := s["items"].(map[string]any); ok {
			for i, x := range arr {
				if err := c.check(items, x, fmt.Sprintf("%s/%d", at, i)); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func where(at string) string {
	if at == "" {
		return "/"
	}
	return at
}

func hasType(v any, t string) bool {
	switch t {
	case "object":
		_, ok := v.(map[string]any)
		return ok
	case "array":
		_, ok := v.([]any)
		return ok
	case "string":
		_, ok := v.(string)
		return ok
	case "boolean":
		_, ok := v.(bool)
		return ok
	case "integer":
		n, ok := v.(json.Number)
		_, err := n.Int64()
		return ok && err == nil
	case "number":
		_, ok := v.(json.Number)
		return ok
	case "null":
		return v == nil
	}
	return false
}

func describe(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a boolean"
	}
	return fmt.Sprintf("%T", v)
}

// equal compares a schema value (numbers as float64) with a document
// value (numbers as json.Number).
func equal(s, v any) bool {
	if n, ok := v.(json.Number); ok {
		f, err := n.Float64()
		sf, isNum := s.(float64)
		return err == nil && isNum && f == sf
	}
	return reflect.DeepEqual(s, v)
}
