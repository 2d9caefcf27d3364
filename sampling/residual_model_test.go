package sampling

import (
	"flag"
	"fmt"
	"go/format"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"recap/review"
)

// fitResidualModelFlag rewrites residual_model_data.go from the training
// data:
//
//	go test ./sampling -run TestResidualModelMatchesItsData -args -fit-residual-model
//
// Run it after any change to the checks, the lexicon or the features: the
// model is fitted on the events the rest of the engine leaves, and
// TestResidualModelMatchesItsData fails until the shipped model is what
// the data gives.
var fitResidualModelFlag = flag.Bool("fit-residual-model", false, "refit sampling/residual_model_data.go from the training sets")

// residualTrainingLast is the last held-out set the residual model is
// fitted on. Every set up to it has been read and mended against; the
// sets after it (holdout359 on) were written blind and measure the model.
const residualTrainingLast = 358

// residualCleanShare is the share of the benign training events nothing
// else queues that the fitted threshold marks: the reviewers' cost of the
// model. It was chosen by a rule fixed before the model met any unseen
// set: fitted on the sets up to holdout350 and scored on holdout351-358
// (the newest read sets, whose 288 risky events the rest of the engine
// sends to a human 243 times), take the smallest share, in steps of 0.05,
// that sends 95% of them to a human, and one step more as margin, since
// newer sets drift from older ones. At 0.20 it marks 29 of their 45 risky
// events nothing else queues (272 of 288) and 27 of their 81 such benign
// ones; at 0.25, 32 (275 of 288) and 47; at 0.30, 33 and 47. The drift
// shows in the benign share: a threshold that marks 30% of the older
// sets' clean events marks 58% of the newest sets'.
const residualCleanShare = 0.30

// residualRow is one training event nothing but the model could queue.
type residualRow struct {
	set   int
	risky bool
	v     [rfCount]float64
}

var (
	residualOnce sync.Once
	residualRows []residualRow
	residualErr  error
)

// setNumber reads holdoutN as N, holdout as 1 and labeled as 0.
func setNumber(name string) (int, bool) {
	switch {
	case name == "labeled":
		return 0, true
	case name == "holdout":
		return 1, true
	case strings.HasPrefix(name, "holdout"):
		n, err := strconv.Atoi(strings.TrimPrefix(name, "holdout"))
		return n, err == nil
	}
	return 0, false
}

// loadResidualRows routes every training event with the residual model
// off and keeps the features of those nothing else sends to a human.
func loadResidualRows(t *testing.T) []residualRow {
	t.Helper()
	residualOnce.Do(func() {
		dirs, err := filepath.Glob("../testdata/holdout*")
		if err != nil {
			residualErr = err
			return
		}
		dirs = append(dirs, "../testdata/labeled")
		slices.Sort(dirs)
		e := NewEngine(nil)
		e.noResidualModel = true
		for _, d := range dirs {
			n, ok := setNumber(filepath.Base(d))
			if !ok || n > residualTrainingLast {
				continue
			}
			for _, l := range loadLabeled(t, d) {
				a := e.newAnalysis(l.ev)
				a.runChecks()
				if !a.queued() {
					residualRows = append(residualRows, residualRow{set: n, risky: l.Expect.Risky, v: a.residualFeatures().vector()})
				}
				a.release()
			}
		}
		if len(residualRows) == 0 {
			residualErr = fmt.Errorf("no training events under ../testdata")
		}
	})
	if residualErr != nil {
		t.Fatal(residualErr)
	}
	return residualRows
}

// fitResidual fits the model on rows: standardised features, batch
// gradient descent on the log loss with a small L2 penalty, weights held
// at zero or more, a fixed number of steps from zero, so the same rows
// always give the same model. The
// threshold marks residualCleanShare of the benign rows.
func fitResidual(rows []residualRow) residualModel {
	var m residualModel
	n := float64(len(rows))
	for i := range rfCount {
		var s, ss float64
		for _, r := range rows {
			s += r.v[i]
		}
		m.mean[i] = s / n
		for _, r := range rows {
			d := r.v[i] - m.mean[i]
			ss += d * d
		}
		m.scale[i] = math.Sqrt(ss / n)
	}
	z := make([][rfCount]float64, len(rows))
	for k, r := range rows {
		for i := range rfCount {
			if m.scale[i] > 0 {
				z[k][i] = (r.v[i] - m.mean[i]) / m.scale[i]
			}
		}
	}
	const (
		steps  = 2000
		rate   = 0.5
		lambda = 1e-3
	)
	for range steps {
		var g [rfCount]float64
		var gb float64
		for k, r := range rows {
			p := m.score(rows[k].v)
			y := 0.0
			if r.risky {
				y = 1
			}
			d := p - y
			gb += d
			for i := range rfCount {
				g[i] += d * z[k][i]
			}
		}
		m.bias -= rate * gb / n
		for i := range rfCount {
			// Projected onto weights of at least zero: a gap may
			// only raise the score (see residual_model.go).
			m.weight[i] = max(0, m.weight[i]-rate*(g[i]/n+lambda*m.weight[i]))
		}
	}
	m.threshold = cleanThreshold(&m, rows, residualCleanShare)
	return m
}

// cleanThreshold is the lowest score, rounded up to 1/1000, that marks at
// most share of the benign rows.
func cleanThreshold(m *residualModel, rows []residualRow, share float64) float64 {
	var clean []float64
	for _, r := range rows {
		if !r.risky {
			clean = append(clean, m.score(r.v))
		}
	}
	slices.Sort(clean)
	slices.Reverse(clean)
	k := int(share * float64(len(clean)))
	if k >= len(clean) {
		return 0.001
	}
	return math.Floor(clean[k]*1000)/1000 + 0.001
}

// residualSource renders m as residual_model_data.go.
func residualSource(m residualModel, rows []residualRow) []byte {
	var b strings.Builder
	risky := 0
	for _, r := range rows {
		if r.risky {
			risky++
		}
	}
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', 10, 64) }
	b.WriteString("// Code generated by go test ./sampling -run TestResidualModelMatchesItsData -args -fit-residual-model; DO NOT EDIT.\n\n")
	b.WriteString("package sampling\n\n")
	fmt.Fprintf(&b, "// theResidualModel was fitted on %d events of the sets up to holdout%d that\n", len(rows), residualTrainingLast)
	fmt.Fprintf(&b, "// nothing else queued (%d risky, %d benign); its threshold marks %.0f%% of\n", risky, len(rows)-risky, 100*residualCleanShare)
	b.WriteString("// those benign ones.\n")
	b.WriteString("var theResidualModel = residualModel{\n")
	for _, part := range []struct {
		name string
		v    *[rfCount]float64
	}{{"mean", &m.mean}, {"scale", &m.scale}, {"weight", &m.weight}} {
		fmt.Fprintf(&b, "\t%s: [rfCount]float64{\n", part.name)
		for i, x := range part.v {
			fmt.Fprintf(&b, "\t\t%s, // %s\n", f(x), residualFeatureNames[i])
		}
		b.WriteString("\t},\n")
	}
	fmt.Fprintf(&b, "\tbias:      %s,\n", f(m.bias))
	fmt.Fprintf(&b, "\tthreshold: %s,\n", f(m.threshold))
	b.WriteString("}\n")
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		panic(err)
	}
	return src
}

// TestResidualModelMatchesItsData refits the residual model and compares
// it with the shipped one, so residual_model_data.go is always what the
// training data and the current engine give. A weight may move by 0.05
// (one event more or less in the training rows moves it far less).
func TestResidualModelMatchesItsData(t *testing.T) {
	rows := loadResidualRows(t)
	got := fitResidual(rows)
	if *fitResidualModelFlag {
		if err := os.WriteFile("residual_model_data.go", residualSource(got, rows), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote residual_model_data.go from %d events", len(rows))
		return
	}
	const refit = "refit it: go test ./sampling -run TestResidualModelMatchesItsData -args -fit-residual-model"
	want := theResidualModel
	for i := range rfCount {
		if d := math.Abs(got.weight[i] - want.weight[i]); d > 0.05 {
			t.Errorf("weight of %s: shipped %.4f, fit %.4f; %s", residualFeatureNames[i], want.weight[i], got.weight[i], refit)
		}
		if d := math.Abs(got.mean[i] - want.mean[i]); d > 0.02*math.Max(1, math.Abs(want.mean[i])) {
			t.Errorf("mean of %s: shipped %.4f, fit %.4f; %s", residualFeatureNames[i], want.mean[i], got.mean[i], refit)
		}
	}
	if d := math.Abs(got.bias - want.bias); d > 0.05 {
		t.Errorf("bias: shipped %.4f, fit %.4f; %s", want.bias, got.bias, refit)
	}
	if d := math.Abs(got.threshold - want.threshold); d > 0.01 {
		t.Errorf("threshold: shipped %.3f, fit %.3f; %s", want.threshold, got.threshold, refit)
	}
}

// TestResidualModelCrossValidation fits the model on four fifths of the
// training sets (by set number) and scores the fifth, for each fifth, and
// prints what the held-out events nothing else queues would have got at
// several clean shares. At the shipped share, the held-out folds must mark
// at most 5 points more of their clean events than the share, and at least
// 20 points more of their risky ones than of their clean ones.
func TestResidualModelCrossValidation(t *testing.T) {
	rows := loadResidualRows(t)
	shares := []float64{0.05, 0.10, 0.15, 0.20, 0.25, 0.30}
	var markedRisky, markedClean [6]int
	var nRisky, nClean int
	for fold := range 5 {
		var train, test []residualRow
		for _, r := range rows {
			if r.set%5 == fold {
				test = append(test, r)
			} else {
				train = append(train, r)
			}
		}
		m := fitResidual(train)
		for _, r := range test {
			if r.risky {
				nRisky++
			} else {
				nClean++
			}
		}
		for k, s := range shares {
			th := cleanThreshold(&m, train, s)
			for _, r := range test {
				if m.score(r.v) < th {
					continue
				}
				if r.risky {
					markedRisky[k]++
				} else {
					markedClean[k]++
				}
			}
		}
	}
	t.Logf("held-out events nothing else queues: %d risky, %d benign", nRisky, nClean)
	for k, s := range shares {
		t.Logf("clean share %.2f: marks %d risky (%.1f%%) and %d benign (%.1f%%)", s,
			markedRisky[k], 100*float64(markedRisky[k])/float64(nRisky), markedClean[k], 100*float64(markedClean[k])/float64(nClean))
		if s != residualCleanShare {
			continue
		}
		r, c := float64(markedRisky[k])/float64(nRisky), float64(markedClean[k])/float64(nClean)
		if c > s+0.05 {
			t.Errorf("at the shipped share %.2f the held-out folds mark %.1f%% of their clean events", s, 100*c)
		}
		if r < c+0.20 {
			t.Errorf("at the shipped share %.2f the held-out folds mark %.1f%% of their risky events against %.1f%% of their clean ones", s, 100*r, 100*c)
		}
	}
}

// pumpEvent is a delivery whose protected rule (items above 30 kg go by
// pallet freight) bears on a 42 kg pump the original weighed; summary
// says how the next context sees it.
func pumpEvent(id, summary string, before ...review.Message) *review.Event {
	b := newEvent(id)
	b.ev.Original = append(b.ev.Original, before...)
	return b.msg(review.RoleUser, "Get the replacement irrigation pump out to Ferreira Farms, plot 7, this week.").
		msg(review.RoleAssistant, "Checked the depot stock: one pump in bay C, boxed at 42 kg.").
		summary(summary).sot(sotFor()).
		policy(review.Policy{Version: "p-3", Rules: []review.Rule{{ID: "FR-2", Text: "Items above 30 kg travel by pallet freight, never in the van."}}}).build()
}

// A summary that leaves out the rule and the weight it bears on, where no
// check has a construction to match, is marked for review; one that
// carries them is not.
func TestResidualModelMarksWhatNoCheckReads(t *testing.T) {
	dropped := pumpEvent("rs-dropped", "Pump for plot 7 found in the depot, bay C.\nNext: book the van for the pump.")
	r := route(t, dropped)
	if r.Action != review.ActionReview || !hasRisk(r, review.RiskUnexpectedBehavior) || len(r.Findings) != 1 ||
		r.Findings[0].ID != FindingResidualModel || r.Findings[0].Severity != review.SeverityInfo {
		t.Fatalf("dropped: action %s, findings %v, risks %v; want review on unexpected_behavior, said why in one info finding", r.Action, findingIDs(r), r.RiskClassNames())
	}
	if msg := r.Findings[0].Message; !strings.Contains(msg, "(FR-2)") || !strings.Contains(msg, "no sentence of a protected rule carried") {
		t.Errorf("dropped: the message does not name what is left out: %s", msg)
	}
	var quotes []string
	for _, k := range r.Risks {
		if k.Class == review.RiskUnexpectedBehavior {
			for _, e := range k.Evidence {
				quotes = append(quotes, e.Quote)
			}
		}
	}
	if !slices.Contains(quotes, "Checked the depot stock: one pump in bay C, boxed at 42 kg.") || !slices.Contains(quotes, "Next: book the van for the pump.") {
		t.Errorf("dropped: evidence %q; want the weight left out and the next step", quotes)
	}
	kept := pumpEvent("rs-kept", "Pump for plot 7 found in the depot, bay C, boxed at 42 kg: above the 30 kg of FR-2, so it travels by pallet freight, never in the van.\nNext: book pallet freight for the pump.")
	if r := route(t, kept); hasRisk(r, review.RiskUnexpectedBehavior) || r.Action == review.ActionReview {
		t.Errorf("kept: action %s, risks %v; want the event left to sampling", r.Action, r.RiskClassNames())
	}
}

// The model's weights are all at least zero, so an event with nothing
// upstream to carry gets its lowest score, under the threshold: a plain
// lookup is never marked, however little its summary says.
func TestResidualModelLeavesAnEmptyEventAlone(t *testing.T) {
	m := &theResidualModel
	for i, w := range m.weight {
		if w < 0 {
			t.Errorf("weight of %s is %v: a gap must not lower the score", residualFeatureNames[i], w)
		}
	}
	var zero [rfCount]float64
	if s := m.score(zero); s >= m.threshold {
		t.Errorf("an event with no gap scores %.3f, at or above the threshold %.3f", s, m.threshold)
	}
	ev := newEvent("rs-lookup").msg(review.RoleUser, "Which bay holds the spare pump?").
		tool("depot.lookup", `{"item": "pump", "bay": "C"}`, false).
		summary("Spare pump is in bay C.").sot(sotFor()).build()
	if r := route(t, ev); hasRisk(r, review.RiskUnexpectedBehavior) {
		t.Errorf("lookup: marked unexpected_behavior (%v)", r.Risks)
	}
}

// The model reads the instructions and the last residualWindow other
// messages: work long past does not change what it sees, an instruction
// long past does.
func TestResidualModelReadsARecentWindow(t *testing.T) {
	var work []review.Message
	for i := range 40 {
		work = append(work, review.Message{ID: fmt.Sprintf("w%d", i), Role: review.RoleAssistant,
			Content: fmt.Sprintf("Shift log %d: moved %d crates of seed trays, never more than %d per trolley.", i, 10+i, 5+i)})
	}
	const summary = "Pump for plot 7 found in the depot, bay C.\nNext: book the van for the pump."
	feats := func(ev *review.Event) [rfCount]float64 {
		a := testEngine.newAnalysis(ev)
		defer a.release()
		a.runChecks()
		return a.residualFeatures().x
	}
	// The pump event's assistant message and the last eight of work fill
	// the window (its user message is read as an instruction).
	long := feats(pumpEvent("rs-window", summary, work...))
	if recent := feats(pumpEvent("rs-window", summary, work[32:]...)); long != recent {
		t.Errorf("features with 40 older messages %v, with the 8 in the window %v", long, recent)
	}
	if short := feats(pumpEvent("rs-window", summary, work[33:]...)); long == short {
		t.Errorf("features %v do not change when a message of work leaves the window", long)
	}
	order := review.Message{ID: "u0", Role: review.RoleUser, Content: "Never load more than 25 crates on one trolley."}
	if withOrder := feats(pumpEvent("rs-window", summary, append([]review.Message{order}, work...)...)); withOrder == long {
		t.Errorf("features %v do not change with an instruction 40 messages back", withOrder)
	}
}

// residual_model_threshold moves the model's threshold; 0 turns it off;
// anything outside [0, 1) is refused, naming the key.
func TestPolicyMovesTheResidualThreshold(t *testing.T) {
	ev := pumpEvent("rs-policy", "Pump for plot 7 found in the depot, bay C.\nNext: book the van for the pump.")
	for _, c := range []struct {
		line   string
		marked bool
	}{{"residual_model_threshold = 0", false}, {"residual_model_threshold = 0.99", false}, {"residual_model_threshold = 0.05", true}} {
		p, err := ParsePolicy([]byte(string(DefaultPolicyTOML())+"\n"+c.line+"\n"), "p.toml")
		if err != nil {
			// The key belongs above the first table; put it there.
			src := strings.Replace(string(DefaultPolicyTOML()), "[risk_actions]", c.line+"\n\n[risk_actions]", 1)
			if p, err = ParsePolicy([]byte(src), "p.toml"); err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
		}
		r := NewEngine(p).Route(ev)
		if got := hasRisk(r, review.RiskUnexpectedBehavior); got != c.marked {
			t.Errorf("%s: marked %v, want %v", c.line, got, c.marked)
		}
	}
	for _, v := range []string{"-0.1", "1", "1.5"} {
		src := strings.Replace(string(DefaultPolicyTOML()), "[risk_actions]", "residual_model_threshold = "+v+"\n\n[risk_actions]", 1)
		if _, err := ParsePolicy([]byte(src), "p.toml"); err == nil || !strings.Contains(err.Error(), "residual_model_threshold") {
			t.Errorf("residual_model_threshold = %s: err = %v, want an error naming the key", v, err)
		}
	}
}

// An event the rest of the engine sends to a human is routed exactly as
// without the model, over every labelled event.
func TestResidualModelTouchesOnlyWhatNothingQueues(t *testing.T) {
	off := NewEngine(nil)
	off.noResidualModel = true
	n := 0
	for _, l := range loadLabeled(t, "../testdata/labeled") {
		without := off.Route(l.ev)
		if without.Action.Rank() < review.ActionReview.Rank() {
			continue
		}
		n++
		if with := testEngine.Route(l.ev); !reflect.DeepEqual(with, without) {
			t.Errorf("%s: routing changed by the model on an event already queued", l.Name)
		}
	}
	if n == 0 {
		t.Fatal("no queued labelled event read")
	}
}

// BenchmarkResidualModel routes the labelled events that nothing but the
// model could queue, with the model on and off: the model's whole cost
// falls on such events (it does not run on the others).
func BenchmarkResidualModel(b *testing.B) {
	off := NewEngine(nil)
	off.noResidualModel = true
	var evs []*review.Event
	for _, l := range loadLabeled(b, "../testdata/labeled") {
		if off.Route(l.ev).Action.Rank() < review.ActionReview.Rank() {
			evs = append(evs, l.ev)
		}
	}
	if len(evs) == 0 {
		b.Fatal("no labelled event left unqueued")
	}
	for _, c := range []struct {
		name string
		e    *Engine
	}{{"off", off}, {"on", NewEngine(nil)}} {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				c.e.Route(evs[i%len(evs)])
			}
		})
	}
}
