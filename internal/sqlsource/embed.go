package sqlsource

import (
	"go/ast"
	"go/token"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// Embedded migrations.
//
// The go/analysis drivers of x/tools v0.52.0 (checker, unitchecker under
// go vet, analysistest) do not list a package's embedded files: they are not
// among Pass.OtherFiles, and Pass.ReadFile refuses them. The compiler embeds
// the files that the //go:embed patterns match in the package directory, so
// that is where they are read: through Pass.ReadFile when the driver allows
// it, else from the directory the patterns name. This is the one place
// where idemlint reads a file the driver did not hand over; an editor's
// unsaved .sql buffer is not seen.

// embedDirective is one //go:embed line: its patterns, relative to dir.
type embedDirective struct {
	dir      string
	patterns []string
}

// embedDirectives returns the //go:embed directives of a file.
func embedDirectives(fset *token.FileSet, f *ast.File) []embedDirective {
	tf := fset.File(f.Pos())
	if tf == nil {
		return nil
	}
	dir := filepath.Dir(tf.Name())
	var out []embedDirective
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			rest, ok := strings.CutPrefix(c.Text, "//go:embed")
			if !ok || rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
				continue
			}
			if pats := embedPatterns(rest); len(pats) > 0 {
				out = append(out, embedDirective{dir: dir, patterns: pats})
			}
		}
	}
	return out
}

// embedPatterns splits the patterns of a //go:embed line: space-separated,
// each possibly a Go string literal.
func embedPatterns(s string) []string {
	var out []string
	s = strings.TrimSpace(s)
	for s != "" {
		var pat string
		switch s[0] {
		case '"', '`':
			end := strings.IndexByte(s[1:], s[0])
			if end < 0 {
				return out
			}
			q := s[:end+2]
			v, err := strconv.Unquote(q)
			if err != nil {
				return out
			}
			pat, s = v, s[len(q):]
		default:
			end := strings.IndexAny(s, " \t")
			if end < 0 {
				end = len(s)
			}
			pat, s = s[:end], s[end:]
		}
		if pat != "" {
			out = append(out, pat)
		}
		s = strings.TrimSpace(s)
	}
	return out
}

// Embedded reads the .sql files that the //go:embed directives of files
// embed, in migration order, and returns them as sources whose positions
// are lines of those files (added to the pass's file set).
func Embedded(pass *analysis.Pass, files []*ast.File) []*Source {
	var dirs []embedDirective
	for _, f := range files {
		dirs = append(dirs, embedDirectives(pass.Fset, f)...)
	}
	seen := map[string]bool{}
	var names []string
	for _, d := range dirs {
		for _, pat := range d.patterns {
			for _, name := range matchEmbed(d.dir, pat) {
				if !seen[name] {
					seen[name] = true
					names = append(names, name)
				}
			}
		}
	}
	sortMigrations(names)
	var out []*Source
	for _, name := range names {
		data, ok := readFile(pass, name)
		if !ok {
			continue
		}
		text := upOnly(string(data))
		tf := pass.Fset.AddFile(name, -1, len(data))
		tf.SetLinesForContent(data)
		out = append(out, &Source{
			Stmts: sqltext.Split(text),
			Pos: func(off int) token.Pos {
				if off < 0 || off > tf.Size() {
					return tf.Pos(0)
				}
				return tf.Pos(off)
			},
			File:  name,
			Lines: strings.Split(string(data), "\n"),
		})
	}
	return out
}

// readFile reads an embedded file: through the driver when it can, else
// from the package directory (see the note at the top of this file). Files
// larger than sqltext reads are cut.
func readFile(pass *analysis.Pass, name string) ([]byte, bool) {
	if pass.ReadFile != nil {
		if b, err := pass.ReadFile(name); err == nil {
			return b, true
		}
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, sqltext.MaxInput))
	return b, err == nil
}

// matchEmbed returns the .sql files (absolute names) that an embed pattern
// matches in dir: the files it names, and the files under the directories
// it names, leaving out names starting with '.' or '_' unless the pattern
// has the all: prefix, as the go command does.
func matchEmbed(dir, pat string) []string {
	all := false
	if p, ok := strings.CutPrefix(pat, "all:"); ok {
		pat, all = p, true
	}
	if pat == "" || strings.HasPrefix(pat, "/") || strings.Contains(pat, "..") {
		return nil
	}
	matches, err := filepath.Glob(filepath.Join(dir, filepath.FromSlash(pat)))
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range matches {
		fi, err := os.Stat(m)
		if err != nil {
			continue
		}
		if !fi.IsDir() {
			if isUpSQL(m) {
				out = append(out, m)
			}
			continue
		}
		_ = filepath.WalkDir(m, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			base := d.Name()
			if path != m && !all && (strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_")) {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if !d.IsDir() && isUpSQL(path) {
				out = append(out, path)
			}
			return nil
		})
	}
	return out
}

// isUpSQL reports whether a file is an SQL migration that runs forward:
// golang-migrate's *.down.sql files undo, and are left out.
func isUpSQL(name string) bool {
	l := strings.ToLower(filepath.Base(name))
	return strings.HasSuffix(l, ".sql") && !strings.HasSuffix(l, ".down.sql") && !strings.HasSuffix(l, "_down.sql")
}

// sortMigrations sorts files as migration tools apply them: by directory,
// then by the version number that starts the name (compared as a number,
// so 10_x runs after 9_x), then by name.
func sortMigrations(names []string) {
	sort.SliceStable(names, func(i, j int) bool {
		di, dj := filepath.Dir(names[i]), filepath.Dir(names[j])
		if di != dj {
			return di < dj
		}
		bi, bj := filepath.Base(names[i]), filepath.Base(names[j])
		vi, vj := version(bi), version(bj)
		if len(vi) != len(vj) {
			return len(vi) < len(vj)
		}
		if vi != vj {
			return vi < vj
		}
		return bi < bj
	})
}

// version returns the leading digits of a migration file name, without
// leading zeros ("" when there are none).
func version(base string) string {
	base = strings.TrimLeft(base, "Vv") // Flyway: V1__init.sql
	i := 0
	for i < len(base) && base[i] >= '0' && base[i] <= '9' {
		i++
	}
	return strings.TrimLeft(base[:i], "0")
}

// downRx and upRx match the lines that open the down and up sections of a
// migration file: goose (-- +goose Down), sql-migrate (-- +migrate Down),
// dbmate (-- migrate:down).
var (
	downRx = regexp.MustCompile(`(?im)^[ \t]*--[ \t]*(\+goose[ \t]+down|\+migrate[ \t]+down|migrate:down)\b.*$`)
	upRx   = regexp.MustCompile(`(?im)^[ \t]*--[ \t]*(\+goose[ \t]+up|\+migrate[ \t]+up|migrate:up)\b.*$`)
)

// upOnly blanks the down sections of a migration file, keeping every
// offset and line where it was.
func upOnly(text string) string {
	downs := downRx.FindAllStringIndex(text, -1)
	if len(downs) == 0 {
		return text
	}
	b := []byte(text)
	ups := upRx.FindAllStringIndex(text, -1)
	for _, d := range downs {
		end := len(b)
		for _, u := range ups {
			if u[0] > d[0] {
				end = u[0]
				break
			}
		}
		for i := d[0]; i < end; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	return string(b)
}
