package sqltext

import (
	"slices"
	"strings"
)

// Catalog is the schema that a sequence of DDL statements builds: each
// table with the keys that CREATE TABLE, CREATE INDEX and ALTER TABLE gave
// it. Feed it the statements of every migration, oldest first.
type Catalog struct {
	Tables []*Table
}

// NewCatalog applies the CREATE TABLE, CREATE INDEX and ALTER TABLE
// statements of stmts in order. An index or ALTER TABLE on a table not
// created in stmts makes an entry with only what they say. A CREATE TABLE of a
// known table replaces its columns and adds its keys. ALTER TABLE ... DROP
// CONSTRAINT/INDEX/PRIMARY KEY removes the keys it names; DROP TABLE and DROP
// INDEX statements are not applied.
func NewCatalog(stmts []Statement) *Catalog {
	c := &Catalog{}
	for _, s := range stmts {
		switch s.Kind {
		case CreateTable:
			if s.Create == nil || s.Create.Name == "" {
				continue
			}
			t := c.ensure(s.Create.Schema, s.Create.Name)
			src := s.Create
			t.Temporary, t.IfNotExists, t.WithoutRowID, t.Options = src.Temporary, src.IfNotExists, src.WithoutRowID, src.Options
			t.Columns = slices.Clone(src.Columns)
			t.Keys = append(t.Keys, cloneKeys(src.Keys)...)
			t.Holes = t.Holes || src.Holes
		case CreateIndex:
			if s.Index == nil || s.Index.Table == "" {
				continue
			}
			t := c.ensure(s.Index.Schema, s.Index.Table)
			k := s.Index.Key
			k.Columns = slices.Clone(k.Columns)
			t.Keys = append(t.Keys, k)
			t.Holes = t.Holes || s.Index.Holes
		case AlterTable:
			if s.Table == "" {
				continue
			}
			t := c.ensure(s.Schema, s.Table)
			t.Holes = t.Holes || s.Holes
			for _, a := range s.Alter {
				c.alter(t, a)
			}
		}
	}
	return c
}

func (c *Catalog) alter(t *Table, a AlterAction) {
	switch a.Op {
	case AlterAddKey:
		k := *a.Key
		k.Columns = slices.Clone(k.Columns)
		if k.UsingIndex != "" {
			for _, ix := range t.Keys {
				if strings.EqualFold(ix.Name, k.UsingIndex) && ix.Unique {
					k.Columns, k.Where, k.UsingIndex = slices.Clone(ix.Columns), ix.Where, ""
					break
				}
			}
		}
		t.Keys = append(t.Keys, k)
	case AlterAddColumn:
		t.Columns = append(t.Columns, *a.Column)
		if a.Key != nil {
			k := *a.Key
			k.Columns = slices.Clone(k.Columns)
			t.Keys = append(t.Keys, k)
		}
	case AlterDropKey:
		t.Keys = slices.DeleteFunc(t.Keys, func(k Key) bool {
			if a.Key.Name == "" {
				return a.Key.Primary && k.Primary
			}
			return strings.EqualFold(k.Name, a.Key.Name)
		})
	case AlterUnknown:
		t.Holes = true
	}
}

func cloneKeys(keys []Key) []Key {
	out := slices.Clone(keys)
	for i := range out {
		out[i].Columns = slices.Clone(out[i].Columns)
	}
	return out
}

// Lookup returns the table with that name (compared case-insensitively), or
// nil. An empty schema, asked or recorded, matches any schema.
func (c *Catalog) Lookup(schema, name string) *Table {
	for _, t := range c.Tables {
		if strings.EqualFold(t.Name, name) &&
			(schema == "" || t.Schema == "" || strings.EqualFold(t.Schema, schema)) {
			return t
		}
	}
	return nil
}

func (c *Catalog) ensure(schema, name string) *Table {
	if t := c.Lookup(schema, name); t != nil {
		if t.Schema == "" {
			t.Schema = schema
		}
		return t
	}
	t := &Table{Schema: schema, Name: name}
	c.Tables = append(c.Tables, t)
	return t
}
