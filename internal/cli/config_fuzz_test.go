package cli

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint"
)

// FuzzLoadConfig feeds arbitrary bytes to the settings reader: it must never
// panic, and every error must name the file so the user can find it.
func FuzzLoadConfig(f *testing.F) {
	for _, seed := range []string{
		"",
		"disable: [relativewrite]\n",
		"enable: [ackorder, checkthenact]\n",
		"include: [github.com/acme/platform]\nanalyze-dependencies: true\n",
		"knowledge:\n  - name: \"(*github.com/acme/pay.Client).Charge\"\n    roles: [effect]\n    kind: payment\n    params: [ctx, req]\n",
		"knowledge:\n  - name: github.com/acme/ids.New\n    roles: [source]\n    kind: uuid\n",
		"knowledge:\n  - name: x\n    roles: [keysink]\n    key: kye\n    params: [key]\n",
		"options:\n  relativewrite:\n    zombie-write: true\n",
		"dedup-words: inbox,outbox\n",
		"options:\n  retrykeyless:\n    dedup-words: outbox\n",
		"options:\n  ackorder:\n    dedup-words: outbox\n",
		"options:\n  ackorder:\n    nope: 1\n",
		"disabel: [ackorder]\n",
		"disable: relativewrite\n",
		"knowledge: {name: 1}\n",
		"- a\n- b\n",
		"a: &x [*x]\n",
		"disable: [\"\\u0000\"]\n",
		"options: {keyderivation: {\"\": \"\"}}\n",
	} {
		f.Add([]byte(seed))
	}
	suite := Suite{Names: idemlint.Names, New: idemlint.New}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), ".idemlint.yml")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadConfig(path, suite, io.Discard)
		if err != nil && !strings.Contains(err.Error(), path) {
			t.Errorf("error does not name the file %s: %v", path, err)
		}
	})
}
