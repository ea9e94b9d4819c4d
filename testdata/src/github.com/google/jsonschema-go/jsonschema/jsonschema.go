// Package jsonschema simulates github.com/google/jsonschema-go/jsonschema for idemlint's tests: only the declarations the tests use, with the real types.
package jsonschema

// Schema is a JSON schema.
type Schema struct {
	Type        string             `json:"type,omitempty"`
	Description string             `json:"description,omitempty"`
	Properties  map[string]*Schema `json:"properties,omitempty"`
	Required    []string           `json:"required,omitempty"`
}
