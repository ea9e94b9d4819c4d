package integration

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// namedDep is a package of a versioned dependency of this module where
// idemlint has findings: its package-level Post and PostForm helpers send
// a POST through the retrying default client without an idempotency key.
// No configuration file includes its module.
const namedDep = "github.com/hashicorp/go-retryablehttp"

// TestNamedDependency checks that a package named on the command line is
// analysed although it lives in a versioned dependency, outside the
// default scope: naming it is asking for it (issue 16, item 3).
func TestNamedDependency(t *testing.T) {
	if _, err := os.Stat(".idemlint.yml"); err == nil {
		t.Fatal("the integration module must have no .idemlint.yml: it could include the dependency")
	}
	stdout, stderr, code := run(t, ".", "-json", "-test=false", namedDep)
	if code != 3 {
		t.Fatalf("exit code %d, want 3 (findings); stderr:\n%s\nstdout:\n%s", code, stderr, stdout)
	}
	var out map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("bad JSON: %v\n%s", err, stdout)
	}
	var diags []struct{ Posn, Message string }
	if err := json.Unmarshal(out[namedDep]["retrykeyless"], &diags); err != nil || len(diags) == 0 {
		t.Fatalf("no retrykeyless findings in %s (%v):\n%s", namedDep, err, stdout)
	}
	for _, d := range diags {
		if !strings.Contains(d.Posn, "go-retryablehttp@") || !strings.Contains(d.Posn, "/client.go:") {
			t.Errorf("finding outside the named package's client.go: %s", d.Posn)
		}
	}

	// go vet -vettool: the package go vet vets is named too.
	cmd := exec.Command("go", "vet", "-vettool="+idemlintBin, namedDep)
	var vetOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &vetOut, &vetOut
	if err := cmd.Run(); err == nil {
		t.Fatalf("go vet -vettool exited 0 on %s:\n%s", namedDep, vetOut.String())
	}
	if !strings.Contains(vetOut.String(), "/client.go:") || !strings.Contains(vetOut.String(), "without an Idempotency-Key header") {
		t.Errorf("go vet -vettool does not report the named package's findings:\n%s", vetOut.String())
	}
}
