package idemlint_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"
	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

// actionFile is what the test reads of action.yml.
type actionFile struct {
	Inputs map[string]struct {
		Default string `yaml:"default"`
	} `yaml:"inputs"`
	Runs struct {
		Using string `yaml:"using"`
		Steps []struct {
			ID   string            `yaml:"id"`
			If   string            `yaml:"if"`
			Run  string            `yaml:"run"`
			Uses string            `yaml:"uses"`
			With map[string]string `yaml:"with"`
			Env  map[string]string `yaml:"env"`
		} `yaml:"steps"`
	} `yaml:"runs"`
}

// runner plays a GitHub runner for action.yml: its run steps go through
// bash with the step's env, the expressions ${{ inputs.X }},
// ${{ steps.ID.outputs.X }} and ${{ github.action_path }} substituted,
// and GITHUB_* pointing into a temporary directory. The upload step is
// GitHub's and is only checked, not run.
type runner struct {
	t       *testing.T
	action  actionFile
	root    string            // the action's checkout: this repository
	env     []string          // the process environment for every step
	inputs  map[string]string // the inputs given, over the defaults
	outputs map[string]map[string]string
	summary string // GITHUB_STEP_SUMMARY
	tmp     string
}

var expr = regexp.MustCompile(`\$\{\{\s*([^}]*?)\s*\}\}`)

func (r *runner) subst(s string) string {
	return expr.ReplaceAllStringFunc(s, func(m string) string {
		e := expr.FindStringSubmatch(m)[1]
		switch {
		case e == "github.action_path":
			return r.root
		case strings.HasPrefix(e, "inputs."):
			name := strings.TrimPrefix(e, "inputs.")
			in, ok := r.action.Inputs[name]
			if !ok {
				r.t.Fatalf("action.yml uses the undeclared input %s", name)
			}
			if v, ok := r.inputs[name]; ok {
				return v
			}
			return in.Default
		case strings.HasPrefix(e, "steps."):
			parts := strings.Split(e, ".")
			if len(parts) != 4 || parts[2] != "outputs" {
				r.t.Fatalf("action.yml: unsupported expression %s", e)
			}
			return r.outputs[parts[1]][parts[3]]
		}
		r.t.Fatalf("action.yml: unsupported expression %s", e)
		return ""
	})
}

// step runs the run step at index and returns its exit code and output;
// a step with an id has its outputs kept for the steps after it.
func (r *runner) step(index int) (int, string) {
	st := r.action.Runs.Steps[index]
	dir := filepath.Join(r.tmp, fmt.Sprintf("step%d", index))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		r.t.Fatal(err)
	}
	output := filepath.Join(dir, "output")
	cmd := exec.Command("bash", "-c", r.subst(st.Run))
	cmd.Dir = filepath.Join(r.root, "examples") // a runner's cwd is the workspace; the script must not depend on it
	cmd.Env = append(cmd.Env, r.env...)
	cmd.Env = append(cmd.Env, "GITHUB_OUTPUT="+output, "GITHUB_STEP_SUMMARY="+r.summary)
	for k, v := range st.Env {
		cmd.Env = append(cmd.Env, k+"="+r.subst(v))
	}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	code := 0
	if err := cmd.Run(); err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			r.t.Fatal(err)
		}
		code = ee.ExitCode()
	}
	if st.ID != "" {
		outs := make(map[string]string)
		data, _ := os.ReadFile(output)
		for _, line := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(line, "="); ok {
				outs[k] = v
			}
		}
		r.outputs[st.ID] = outs
	}
	return code, out.String()
}

// TestAction runs the GitHub Action's steps over the demo (examples/) as
// a runner would, installing idemlint with the action's own go install
// from a module proxy in a directory that serves this checkout at a
// version of its own, so no network is needed and the binary that runs is
// this checkout's; then checks the SARIF, the outputs, the job summary and
// the exit codes, with fail-on-findings true and false, and a baseline.
func TestAction(t *testing.T) {
	if testing.Short() {
		t.Skip("builds idemlint and analyses the demo")
	}
	for _, tool := range []string{"bash", "jq"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is not installed (GitHub's runners have it)", tool)
			}
			t.Skipf("%s is not installed (GitHub's runners have it)", tool)
		}
	}
	data, err := os.ReadFile("action.yml")
	if err != nil {
		t.Fatal(err)
	}
	var action actionFile
	if err := yaml.Unmarshal(data, &action); err != nil {
		t.Fatal(err)
	}
	if action.Runs.Using != "composite" || len(action.Runs.Steps) != 3 {
		t.Fatalf("action.yml: want a composite action of three steps (run, upload, gate), got %s with %d", action.Runs.Using, len(action.Runs.Steps))
	}
	upload := action.Runs.Steps[1]
	if upload.Uses != "github/codeql-action/upload-sarif@v3" ||
		upload.With["sarif_file"] != "${{ steps.idemlint.outputs.sarif-file }}" ||
		upload.With["category"] != "${{ inputs.category }}" ||
		!strings.HasPrefix(upload.If, "always() && inputs.upload == 'true'") {
		t.Errorf("action.yml: the upload step is not the standard one on the run step's SARIF: %+v", upload)
	}

	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	version := fmt.Sprintf("v0.0.0-actiontest.%d", time.Now().UnixNano())
	proxy := serveCheckout(t, filepath.Join(tmp, "proxy"), version)
	goproxy, _ := exec.Command("go", "env", "GOPROXY").Output()
	gomodcache, _ := exec.Command("go", "env", "GOMODCACHE").Output()
	t.Cleanup(func() {
		// The version is this run's own: leave no copy of it in the module cache.
		cache := strings.TrimSpace(string(gomodcache))
		os.RemoveAll(filepath.Join(cache, "github.com", "idemlint", "idemlint@"+version))
		dl := filepath.Join(cache, "cache", "download", "github.com", "idemlint", "idemlint", "@v")
		matches, _ := filepath.Glob(filepath.Join(dl, version+".*"))
		for _, m := range matches {
			os.Remove(m)
		}
	})
	env := []string{
		"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
		"GOPROXY=file://" + filepath.ToSlash(proxy) + "," + strings.TrimSpace(string(goproxy)),
		"GONOSUMDB=github.com/idemlint/idemlint", "GOFLAGS=-modcacherw",
		"GITHUB_WORKSPACE=" + root, "GITHUB_ACTIONS=true",
	}
	for _, k := range []string{"GOPATH", "GOMODCACHE", "GOCACHE", "GOTOOLCHAIN", "TMPDIR"} {
		if v, ok := os.LookupEnv(k); ok {
			env = append(env, k+"="+v)
		}
	}
	newRunner := func(name string, inputs map[string]string) *runner {
		dir := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Join(dir, "runner-temp"), 0o755); err != nil {
			t.Fatal(err)
		}
		r := &runner{t: t, action: action, root: root, inputs: inputs, tmp: dir,
			outputs: make(map[string]map[string]string), summary: filepath.Join(dir, "summary.md")}
		r.env = append(append([]string{}, env...), "RUNNER_TEMP="+filepath.Join(dir, "runner-temp"))
		return r
	}
	sarifPath := func(name string) string { return filepath.Join(tmp, name, "out", "idemlint.sarif") }
	base := func(name string, more map[string]string) map[string]string {
		in := map[string]string{"version": version, "working-directory": "examples", "sarif-file": sarifPath(name)}
		for k, v := range more {
			in[k] = v
		}
		return in
	}

	// Findings, fail-on-findings true (the default): the run step passes,
	// so that the upload runs; the gate fails with idemlint's 3.
	r := newRunner("findings", base("findings", nil))
	code, out := r.step(0)
	if code != 0 {
		t.Fatalf("run step: exit %d\n%s", code, out)
	}
	if !strings.Contains(out, "idemlint version "+version+"\n") {
		t.Errorf("the installed idemlint does not print the version it was installed at (%s):\n%s", version, out)
	}
	outs := r.outputs["idemlint"]
	if outs["exit-code"] != "3" || outs["sarif-file"] != sarifPath("findings") || outs["findings"] == "" || outs["findings"] == "0" {
		t.Errorf("outputs %v; want exit-code 3, sarif-file %s, findings > 0", outs, sarifPath("findings"))
	}
	results := sarifResults(t, sarifPath("findings"))
	t.Logf("the demo: %d results, %d unsuppressed, of %d analyzers", len(results.all), len(results.unsuppressed), len(results.rules))
	if fmt.Sprint(len(results.unsuppressed)) != outs["findings"] {
		t.Errorf("findings output %s, the SARIF has %d unsuppressed results", outs["findings"], len(results.unsuppressed))
	}
	for _, a := range []string{"relativewrite", "checkthenact", "keyderivation", "ackorder"} {
		if !results.rules[a] {
			t.Errorf("the SARIF has no finding of %s on the demo", a)
		}
	}
	for _, uri := range results.uris {
		if !strings.HasPrefix(uri, "examples/") {
			t.Errorf("SARIF location %q is not relative to the repository root", uri)
		}
	}
	summary, _ := os.ReadFile(r.summary)
	if !strings.Contains(string(summary), "**"+outs["findings"]+" finding(s)**") || !strings.Contains(string(summary), "| relativewrite | examples/") {
		t.Errorf("job summary:\n%s", summary)
	}
	if code, out := r.step(2); code != 3 || !strings.Contains(out, "::error title=idemlint::"+outs["findings"]+" finding(s)") {
		t.Errorf("gate with fail-on-findings true: exit %d, want 3\n%s", code, out)
	}

	// fail-on-findings false: the same run, and the gate passes.
	r.inputs["fail-on-findings"] = "false"
	if code, out := r.step(2); code != 0 {
		t.Errorf("gate with fail-on-findings false: exit %d, want 0\n%s", code, out)
	}
	r.inputs["fail-on-findings"] = "maybe"
	if code, out := r.step(2); code != 1 || !strings.Contains(out, "fail-on-findings must be true or false") {
		t.Errorf("gate with fail-on-findings maybe: exit %d, want 1\n%s", code, out)
	}

	// A baseline of today's findings: nothing new, exit 0, and the gate
	// passes with fail-on-findings true; the SARIF carries them suppressed.
	baseline := filepath.Join(tmp, "baseline.json")
	write := exec.Command(filepath.Join(tmp, "findings", "runner-temp", "idemlint-action-bin", "idemlint"), "-baseline", baseline, "./...")
	write.Dir = filepath.Join(root, "examples")
	if out, err := write.CombinedOutput(); err != nil {
		t.Fatalf("writing the baseline: %v\n%s", err, out)
	}
	r = newRunner("baseline", base("baseline", map[string]string{"baseline": baseline}))
	if code, out := r.step(0); code != 0 || r.outputs["idemlint"]["exit-code"] != "0" || r.outputs["idemlint"]["findings"] != "0" {
		t.Fatalf("run step with a baseline: exit %d, outputs %v\n%s", code, r.outputs["idemlint"], out)
	}
	if res := sarifResults(t, sarifPath("baseline")); len(res.unsuppressed) != 0 || len(res.all) != len(results.all) {
		t.Errorf("with the baseline: %d unsuppressed of %d results; want 0 of %d", len(res.unsuppressed), len(res.all), len(results.all))
	}
	if code, out := r.step(2); code != 0 {
		t.Errorf("gate after a baseline run: exit %d, want 0\n%s", code, out)
	}

	// A baseline that does not exist is an error, not a file written.
	r = newRunner("nobaseline", base("nobaseline", map[string]string{"baseline": filepath.Join(tmp, "missing.json")}))
	if code, out := r.step(0); code != 1 || !strings.Contains(out, "does not exist") {
		t.Errorf("run step with a missing baseline: exit %d, want 1\n%s", code, out)
	}
	if _, err := os.Stat(filepath.Join(tmp, "missing.json")); err == nil {
		t.Error("a missing baseline was written")
	}
	// The gate after a run step that failed has no exit code to judge.
	if code, out := r.step(2); code != 1 || !strings.Contains(out, "did not run to its end") {
		t.Errorf("gate after a failed run step: exit %d, want 1\n%s", code, out)
	}
}

type sarifSummary struct {
	all, unsuppressed []string // ruleIds
	rules             map[string]bool
	uris              []string
}

func sarifResults(t *testing.T, path string) sarifSummary {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
				Suppressions []struct{ Kind string } `json:"suppressions"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("%s: not a SARIF 2.1.0 log of one run", path)
	}
	s := sarifSummary{rules: make(map[string]bool)}
	for _, res := range log.Runs[0].Results {
		s.all = append(s.all, res.RuleID)
		if len(res.Suppressions) == 0 {
			s.unsuppressed = append(s.unsuppressed, res.RuleID)
			s.rules[res.RuleID] = true
		}
		for _, l := range res.Locations {
			s.uris = append(s.uris, l.PhysicalLocation.ArtifactLocation.URI)
		}
	}
	return s
}

// serveCheckout writes a module proxy directory (GOPROXY=file://dir) that
// serves this checkout as github.com/idemlint/idemlint at version.
func serveCheckout(t *testing.T, dir, version string) string {
	t.Helper()
	vdir := filepath.Join(dir, "github.com", "idemlint", "idemlint", "@v")
	if err := os.MkdirAll(vdir, 0o755); err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	z, err := os.Create(filepath.Join(vdir, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	// The module's files as git knows them, so that nothing built or left
	// in the checkout ships.
	ls, err := exec.Command("git", "ls-files", "--cached", "--others", "--exclude-standard").Output()
	if err != nil {
		t.Fatalf("git ls-files: %v", err)
	}
	var files []modzip.File
	for _, name := range strings.Split(strings.TrimSpace(string(ls)), "\n") {
		if info, err := os.Lstat(name); err == nil && info.Mode().IsRegular() {
			files = append(files, checkoutFile{name, info})
		}
	}
	if err := modzip.Create(z, module.Version{Path: modulePath, Version: version}, files); err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": fmt.Appendf(nil, `{"Version":%q,"Time":%q}`, version, time.Now().UTC().Format(time.RFC3339)),
		version + ".mod":  gomod,
	} {
		if err := os.WriteFile(filepath.Join(vdir, name), content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// checkoutFile is a file of the checkout for modzip.Create, which leaves
// out the nested modules (examples/, integration/, …) itself.
type checkoutFile struct {
	path string
	info fs.FileInfo
}

func (f checkoutFile) Path() string                 { return filepath.ToSlash(f.path) }
func (f checkoutFile) Lstat() (fs.FileInfo, error)  { return f.info, nil }
func (f checkoutFile) Open() (io.ReadCloser, error) { return os.Open(f.path) }
