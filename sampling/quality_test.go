package sampling

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"recap/review"
)

// labeled is one line of testdata/labeled/*.jsonl.
type labeled struct {
	Name   string `json:"name"`
	Lang   string `json:"lang"`
	Benign bool   `json:"benign"`
	Note   string `json:"note"`
	Expect struct {
		Risky    bool     `json:"risky"`
		Findings []string `json:"findings"`
		Risks    []string `json:"risks"`
	} `json:"expect"`
	Event json.RawMessage `json:"event"`

	file string
	line int
	ev   *review.Event
}

func loadLabeled(t *testing.T, dir string) []labeled {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var out []labeled
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 1<<20), review.MaxEventBytes)
		n := 0
		for sc.Scan() {
			n++
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 {
				continue
			}
			var l labeled
			if err := json.Unmarshal(line, &l); err != nil {
				t.Errorf("%s:%d: not a labelled event: %v", f, n, err)
				continue
			}
			l.file, l.line = filepath.Base(f), n
			raw, err := review.ParseEvent(l.Event)
			if err != nil {
				t.Errorf("%s:%d (%s): event does not validate: %v", l.file, n, l.Name, err)
				continue
			}
			l.ev = raw.Event
			for _, id := range l.Expect.Findings {
				if !slices.Contains(FindingIDs, id) {
					t.Errorf("%s:%d (%s): unknown finding id %q in expect.findings", l.file, n, l.Name, id)
				}
			}
			for _, c := range l.Expect.Risks {
				if _, err := review.ParseRiskClass(c); err != nil {
					t.Errorf("%s:%d (%s): %v", l.file, n, l.Name, err)
				}
			}
			out = append(out, l)
		}
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	return out
}

// counts is a confusion matrix for one label.
type counts struct{ tp, fn, fp, tn int }

func (c counts) recall() float64 {
	if c.tp+c.fn == 0 {
		return 1
	}
	return float64(c.tp) / float64(c.tp+c.fn)
}

func (c counts) fpRate() float64 {
	if c.fp+c.tn == 0 {
		return 0
	}
	return float64(c.fp) / float64(c.fp+c.tn)
}

func (c *counts) add(expected, got bool) {
	switch {
	case expected && got:
		c.tp++
	case expected:
		c.fn++
	case got:
		c.fp++
	default:
		c.tn++
	}
}

// naiveFindings is the baseline: keywords over the summary text mapped to
// the finding they suggest, as a first attempt without structure would.
var naiveFindings = map[string][]string{
	FindingEmbeddedInstruction: {"ignore", "disregard", "ignorar", "ignore as", "忽略", "pretend", "you are now"},
	FindingApprovalInvalid:     {"approved", "aprovado", "aprovada", "批准"},
	FindingFailureOmitted:      {"success", "succeeded", "sucesso", "成功", "all tests pass"},
	FindingRuleWeakened:        {"only", "unless", "somente", "apenas", "只有", "除非"},
	FindingHypothesisPromoted:  {"root cause", "because", "porque", "因为"},
	FindingToolNotInPolicy:     {"sudo", "admin", "root", "管理员"},
	FindingPendingUnblocked:    {"proceed", "next step", "prosseguir", "继续"},
	FindingEffectUnconfirmed:   {"sent", "paid", "refunded", "enviado", "pago", "已发送", "已支付"},
	FindingMissingLimit:        {"unlimited", "no limit", "sem limite", "无限制"},
	FindingSourceConflict:      {"r$", "$", "¥", "€"},
}

// naiveRoute runs the baseline: the findings whose keywords appear in the
// summary text, and "risky" when any keyword appears at all.
func naiveRoute(ev *review.Event) (map[string]bool, bool) {
	text := strings.ToLower(ev.Summary.TextOrEmpty())
	got := map[string]bool{}
	for id, kws := range naiveFindings {
		for _, k := range kws {
			if strings.Contains(text, k) {
				got[id] = true
			}
		}
	}
	return got, len(got) > 0
}

// TestQuality measures the engine on the labelled set written by another
// engineer (testdata/labeled): recall and false-positive rate per finding
// and per risk class, the routing gates of issue 3, and a comparison with
// a naive keyword matcher on the same events.
func TestQuality(t *testing.T) {
	measureQuality(t, filepath.Join("..", "testdata", "labeled"), true)
}

// TestQualityHoldout measures the engine on a held-out set: -holdout DIR,
// by default testdata/holdout, the first one (48 cases, since read and
// fixed against, like every set up to holdout17). On a set nobody has read
// it is the honest estimate of how the engine generalises. The two routing
// gates are enforced; per-finding figures are printed and tracked in the
// set's README, because tuning the engine until they pass would spend it.
func TestQualityHoldout(t *testing.T) {
	measureQuality(t, *holdoutDir, false)
}

// TestQualitySpentSets keeps the routing gates on every held-out set that
// has already been read and fixed against, so a change cannot quietly undo
// an earlier round. Passing says nothing about unseen data; the newest,
// unread set is measured by hand with -holdout.
func TestQualitySpentSets(t *testing.T) {
	for _, name := range []string{"holdout2", "holdout3", "holdout4", "holdout5", "holdout6", "holdout7", "holdout8", "holdout9", "holdout10",
		"holdout11", "holdout12", "holdout13", "holdout14", "holdout15", "holdout16", "holdout17",
		"holdout18", "holdout19", "holdout20", "holdout21", "holdout22", "holdout23", "holdout24", "holdout25", "holdout26", "holdout27", "holdout28",
		"holdout29", "holdout30", "holdout31", "holdout32", "holdout33", "holdout34", "holdout37", "holdout45"} {
		t.Run(name, func(t *testing.T) {
			measureQuality(t, filepath.Join("..", "testdata", name), false)
		})
	}
}

// holdoutDir lets a later held-out set be measured without tuning on it:
// go test ./sampling -run TestQualityHoldout -v -args -holdout ../testdata/holdout2
var holdoutDir = flag.String("holdout", filepath.Join("..", "testdata", "holdout"), "held-out set measured by TestQualityHoldout")

// measureQuality routes every labelled event in dir, prints the tables and
// checks the gates: all of issue 3's when full is set, else the two
// routing gates.
func measureQuality(t *testing.T, dir string, full bool) {
	set := loadLabeled(t, dir)
	if len(set) == 0 {
		t.Fatalf("%s has no labelled events: the quality of the engine cannot be measured; "+
			"add *.jsonl files there (see issue 3)", dir)
	}
	e := NewEngine(nil)

	findingStats := map[string]*counts{}
	for _, id := range FindingIDs {
		findingStats[id] = &counts{}
	}
	riskStats := map[review.RiskClass]*counts{}
	for _, c := range review.RiskClasses {
		riskStats[c] = &counts{}
	}
	naiveStats := map[string]*counts{}
	for _, id := range FindingIDs {
		naiveStats[id] = &counts{}
	}
	var risky, riskyCaught, benign, benignBlocked, naiveRiskyCaught, naiveBenignFlagged int
	// How the caught risky events split, and what benign events still cost
	// a reviewer: a blocked event stops the resumption, a reviewed one queues.
	var riskyBlocked, benignReviewed int
	var engineTP, engineFP, engineFN, naiveTP, naiveFP, naiveFN int
	var misses []string
	byLang := map[string]int{}

	for _, l := range set {
		byLang[l.Lang]++
		r := e.Route(l.ev)
		checkRouting(t, l.ev, r)
		fired := map[string]bool{}
		for _, f := range r.Findings {
			fired[f.ID] = true
		}
		want := map[string]bool{}
		for _, id := range l.Expect.Findings {
			want[id] = true
		}
		for _, id := range FindingIDs {
			findingStats[id].add(want[id], fired[id])
		}
		wantRisk := map[string]bool{}
		for _, c := range l.Expect.Risks {
			wantRisk[c] = true
		}
		gotRisk := map[string]bool{}
		for _, k := range r.Risks {
			gotRisk[string(k.Class)] = true
		}
		for _, c := range review.RiskClasses {
			riskStats[c].add(wantRisk[string(c)], gotRisk[string(c)])
		}
		naive, naiveRisky := naiveRoute(l.ev)
		for _, id := range FindingIDs {
			naiveStats[id].add(want[id], naive[id])
			switch {
			case want[id] && fired[id]:
				engineTP++
			case want[id]:
				engineFN++
			case fired[id]:
				engineFP++
			}
			switch {
			case want[id] && naive[id]:
				naiveTP++
			case want[id]:
				naiveFN++
			case naive[id]:
				naiveFP++
			}
		}
		caught := r.Action == review.ActionBlock || r.Action == review.ActionReview
		if l.Expect.Risky {
			risky++
			if caught {
				riskyCaught++
			}
			if r.Action == review.ActionBlock {
				riskyBlocked++
			}
			if naiveRisky {
				naiveRiskyCaught++
			}
		}
		if l.Benign {
			benign++
			if r.Action == review.ActionBlock {
				benignBlocked++
			}
			if r.Action == review.ActionReview {
				benignReviewed++
			}
			if naiveRisky {
				naiveBenignFlagged++
			}
		}
		var missing, extra []string
		for id := range want {
			if !fired[id] {
				missing = append(missing, id)
			}
		}
		for id := range fired {
			if !want[id] {
				extra = append(extra, id)
			}
		}
		sort.Strings(missing)
		sort.Strings(extra)
		gate := ""
		if l.Expect.Risky && !caught {
			gate = " risky-but-" + string(r.Action)
		}
		if l.Benign && r.Action == review.ActionBlock {
			gate = " benign-but-blocked"
		}
		if len(missing)+len(extra) > 0 || gate != "" {
			misses = append(misses, fmt.Sprintf("%s:%d %-40s missed=%v extra=%v%s", l.file, l.line, l.Name, missing, extra, gate))
		}
	}

	var b strings.Builder
	fmt.Fprintf(&b, "\nlabelled events: %d (risky %d, benign %d); by language: %v\n", len(set), risky, benign, byLang)
	fmt.Fprintf(&b, "\n%-28s %5s %5s %5s %8s %8s   %s\n", "finding", "cases", "hit", "fp", "recall", "fp-rate", "naive recall / fp-rate")
	for _, id := range FindingIDs {
		c, n := findingStats[id], naiveStats[id]
		fmt.Fprintf(&b, "%-28s %5d %5d %5d %7.0f%% %7.1f%%   %5.0f%% / %4.1f%%\n", id, c.tp+c.fn, c.tp, c.fp,
			100*c.recall(), 100*c.fpRate(), 100*n.recall(), 100*n.fpRate())
	}
	fmt.Fprintf(&b, "\n%-28s %5s %5s %5s %8s %8s\n", "risk class", "cases", "hit", "fp", "recall", "fp-rate")
	for _, cl := range review.RiskClasses {
		c := riskStats[cl]
		fmt.Fprintf(&b, "%-28s %5d %5d %5d %7.0f%% %7.1f%%\n", cl, c.tp+c.fn, c.tp, c.fp, 100*c.recall(), 100*c.fpRate())
	}
	share := func(n, d int) float64 {
		if d == 0 {
			return 0
		}
		return float64(n) / float64(d)
	}
	riskyShare, benignShare := share(riskyCaught, risky), share(benignBlocked, benign)
	naiveRiskyShare, naiveBenignShare := share(naiveRiskyCaught, risky), share(naiveBenignFlagged, benign)
	f1 := func(tp, fp, fn int) float64 {
		if tp == 0 {
			return 0
		}
		return 2 * float64(tp) / float64(2*tp+fp+fn)
	}
	engineF1, naiveF1 := f1(engineTP, engineFP, engineFN), f1(naiveTP, naiveFP, naiveFN)
	// Balanced accuracy of "must a human see this?": risky events caught,
	// benign events not blocked (engine) or not flagged (naive).
	engineBA := (riskyShare + (1 - benignShare)) / 2
	naiveBA := (naiveRiskyShare + (1 - naiveBenignShare)) / 2
	fmt.Fprintf(&b, "\nrisky events routed to block or review: %d/%d = %.1f%% (gate ≥ 95%%); naive keyword flag: %.1f%%\n",
		riskyCaught, risky, 100*riskyShare, 100*naiveRiskyShare)
	fmt.Fprintf(&b, "benign events blocked: %d/%d = %.1f%% (gate ≤ 5%%); naive keyword flag on benign: %.1f%%\n",
		benignBlocked, benign, 100*benignShare, 100*naiveBenignShare)
	fmt.Fprintf(&b, "risky events blocked: %d/%d; benign events queued for review: %d/%d\n",
		riskyBlocked, risky, benignReviewed, benign)
	fmt.Fprintf(&b, "finding micro-F1: engine %.2f, naive %.2f; routing balanced accuracy: engine %.2f, naive %.2f\n",
		engineF1, naiveF1, engineBA, naiveBA)
	if len(misses) > 0 {
		fmt.Fprintf(&b, "\nevents with differences (%d):\n  %s\n", len(misses), strings.Join(misses, "\n  "))
	}
	t.Log(b.String())

	if riskyShare < 0.95 {
		t.Errorf("risky events routed to block or review: %.1f%%, want at least 95%%", 100*riskyShare)
	}
	if benignShare > 0.05 {
		t.Errorf("benign events blocked: %.1f%%, want at most 5%%", 100*benignShare)
	}
	if !full {
		return
	}
	if benign < 20 {
		t.Errorf("the labelled set has %d benign events; issue 3 asks for at least 20", benign)
	}
	for _, id := range FindingIDs {
		c := findingStats[id]
		if c.tp+c.fn > 0 && c.recall() < 0.90 {
			t.Errorf("finding %s: recall %.0f%% on %d cases, want at least 90%%", id, 100*c.recall(), c.tp+c.fn)
		}
	}
	if engineF1 <= naiveF1 {
		t.Errorf("finding micro-F1: engine %.2f does not beat the naive keyword matcher %.2f", engineF1, naiveF1)
	}
	if engineBA <= naiveBA {
		t.Errorf("routing balanced accuracy: engine %.2f does not beat the naive keyword matcher %.2f", engineBA, naiveBA)
	}
}
