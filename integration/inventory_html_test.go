package integration

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chromium returns Debian's chromium, or skips the test without it; under
// CI=true its absence fails the test (scripts/test installs it there).
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is not installed and CI=true: scripts/test installs Debian's chromium")
	}
	t.Skip("SKIP: chromium is not installed (apt-get install chromium, or CI=true bash scripts/test): the inventory's HTML page is not opened")
	return ""
}

// TestInventoryHTML opens the demo's inventory page in headless Chromium,
// offline: it takes a screenshot, counts the rows and entry points through
// the DOM, and checks the filters (unprotected only, by kind) and a
// finding's link to its docs page.
func TestInventoryHTML(t *testing.T) {
	browser := chromium(t)
	out, stderr, code := run(t, filepath.Join("..", "examples"), "inventory", "-format", "html", "./...")
	if code != 0 {
		t.Fatalf("idemlint inventory -format html: exit %d\n%s", code, stderr)
	}
	for _, remote := range []string{"<script src", "<link ", "@import", "url("} {
		if strings.Contains(out, remote) {
			t.Errorf("the page loads %q at view time: it must be self-contained", remote)
		}
	}
	page := filepath.Join(t.TempDir(), "inventory.html")
	if err := os.WriteFile(page, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(browser), chromedp.NoSandbox,
		chromedp.Flag("disable-background-networking", true), chromedp.WindowSize(1400, 1000))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()

	var shot []byte
	var rows, sections, visible, visibleSections, sqlRows int
	var firstHref, totals string
	count := func(sel string, n *int) chromedp.Action {
		return chromedp.Evaluate(`document.querySelectorAll(`+jsString(sel)+`).length`, n)
	}
	err := chromedp.Run(ctx,
		chromedp.Navigate("file://"+filepath.ToSlash(page)),
		chromedp.WaitVisible("#totals", chromedp.ByID),
		chromedp.FullScreenshot(&shot, 90),
		count("tr.effect", &rows),
		count("section.entrypoint", &sections),
		chromedp.Text("#totals", &totals, chromedp.ByID),
		chromedp.AttributeValue("td .finding a", "href", &firstHref, nil, chromedp.ByQuery),
	)
	if err != nil {
		t.Fatal(err)
	}
	// INVENTORY_SCREENSHOT=file keeps the screenshot (docs/inventory.md's).
	png := cmp.Or(os.Getenv("INVENTORY_SCREENSHOT"), filepath.Join(t.TempDir(), "inventory.jpg"))
	if err := os.WriteFile(png, shot, 0o644); err != nil || len(shot) < 1000 {
		t.Errorf("screenshot: %d bytes, %v", len(shot), err)
	}
	// As many rows and sections as the JSON of the same inventory has
	// effects and entry points.
	jsonOut, stderr, code := run(t, filepath.Join("..", "examples"), "inventory", "-format", "json", "./...")
	if code != 0 {
		t.Fatalf("idemlint inventory -format json: exit %d\n%s", code, stderr)
	}
	var inv struct {
		EntryPoints []struct{ Effects []json.RawMessage }
	}
	if err := json.Unmarshal([]byte(jsonOut), &inv); err != nil {
		t.Fatal(err)
	}
	effects := 0
	for _, ep := range inv.EntryPoints {
		effects += len(ep.Effects)
	}
	if effects < 10 || rows != effects || sections != len(inv.EntryPoints) ||
		!strings.HasPrefix(totals, fmt.Sprintf("%d entry points, %d effects", len(inv.EntryPoints), effects)) {
		t.Errorf("page shows %d rows in %d sections (%q), want %d in %d", rows, sections, totals, effects, len(inv.EntryPoints))
	}
	if !strings.HasPrefix(firstHref, "https://github.com/idemlint/idemlint/blob/main/docs/") || !strings.HasSuffix(firstHref, ".md") {
		t.Errorf("a finding links to %q, want its docs page", firstHref)
	}

	// Unprotected only: the rows left are those the page marks unprotected.
	var unprotected int
	err = chromedp.Run(ctx,
		count("tr.effect.unprotected", &unprotected),
		chromedp.Click("#unprotected", chromedp.ByID),
		count("tr.effect:not(.hidden)", &visible),
		count("section.entrypoint:not(.hidden)", &visibleSections),
	)
	if err != nil {
		t.Fatal(err)
	}
	if unprotected == 0 || unprotected == rows || visible != unprotected || visibleSections >= sections {
		t.Errorf("unprotected only: %d rows visible in %d sections, want the %d unprotected of %d, in fewer than %d sections",
			visible, visibleSections, unprotected, rows, sections)
	}

	// By kind: sql only, the unprotected filter off again.
	err = chromedp.Run(ctx,
		chromedp.Click("#unprotected", chromedp.ByID),
		chromedp.SetValue("#kind", "sql", chromedp.ByID),
		chromedp.Evaluate(`document.getElementById("kind").dispatchEvent(new Event("change"))`, nil),
		count("tr.effect:not(.hidden)", &visible),
		count(`tr.effect[data-kind="sql"]`, &sqlRows),
		count(`tr.effect:not(.hidden):not([data-kind="sql"])`, &visibleSections),
	)
	if err != nil {
		t.Fatal(err)
	}
	if sqlRows == 0 || visible != sqlRows || visibleSections != 0 {
		t.Errorf("kind sql: %d rows visible (%d of another kind), want the %d sql rows", visible, visibleSections, sqlRows)
	}
}

func jsString(s string) string { return "'" + strings.ReplaceAll(s, "'", `\'`) + "'" }
