package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"recap/queue"
	"recap/review"
	"recap/sampling"
	"recap/ui"
)

// Export formats.
const (
	formatRecap     = "recap"
	formatPromptfoo = "promptfoo"
)

func (a *app) exportCommand() *cobra.Command {
	var (
		since, decision, out, format string
	)
	cmd := &cobra.Command{
		Use:   "export [--since D] [--decision approve|reject|reconstruct] [--out FILE.jsonl|DIR] [--format recap|promptfoo]",
		Short: "Turn reviewers' decisions into regression cases",
		Long: `Writes one regression case (recap.case/v1) per decided event: the event as it
arrived and what the reviewers expect of it — the decision, the weakest routing
that still handles it (min_action), the rewritten summary of a reconstruction,
and the findings they confirmed or marked false positive. An undone decision
is not exported; a decision made again after an undo is.

With no --out the cases go to standard output as JSONL. --out FILE.jsonl writes
JSONL to that file; any other --out is a folder (created when missing) that gets
one pretty-printed file per case, named after the event id. Re-exporting into
the folder rewrites only the cases that changed, so it diffs well in git.
Replay the cases with 'recap check'.

--format promptfoo --out DIR writes the cases as promptfoo tests instead:
tests.jsonl and the assertion recap_assert.cjs (both rewritten on every export),
and a starter promptfooconfig.yaml and compactor_prompt.js (written only when
missing). Run them with 'npx promptfoo@latest eval -c DIR/promptfooconfig.yaml'
(the assertion calls recap, which must be on PATH or named by RECAP_BIN).`,
		Example: `  recap export > cases.jsonl
  recap export --decision reject --since 7d --out regression/
  recap export --format promptfoo --out evals/recap`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			f := queue.ExportFilter{}
			if since != "" {
				t, err := parseSince(since, a.now())
				if err != nil {
					return usagef("--since %q: %v", since, err)
				}
				f.Since = t
			}
			if decision != "" {
				k, err := review.ParseDecisionKind(decision)
				if err != nil {
					return usagef("--decision: %v", err)
				}
				f.Decision = k
			}
			if format != formatRecap && format != formatPromptfoo {
				return usagef("--format %q: want recap or promptfoo", format)
			}
			toDir := out != "" && out != "-" && !strings.EqualFold(filepath.Ext(out), ".jsonl")
			if strings.EqualFold(filepath.Ext(out), ".json") {
				return usagef("--out %s: a .json file holds one case; give FILE.jsonl for JSONL, or a folder for one file per case", out)
			}
			if format == formatPromptfoo && !toDir {
				return usagef("--format promptfoo writes a folder (tests, assertion and config): give --out DIR")
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()

			var sink caseSink
			switch {
			case format == formatPromptfoo:
				sink, err = newPromptfooSink(out)
			case toDir:
				sink, err = newCaseDirSink(out)
			case out == "" || out == "-":
				sink = &caseLineSink{w: a.stdout}
			default:
				sink, err = newCaseFileSink(out)
			}
			if err != nil {
				return err
			}
			counts := map[review.DecisionKind]int{}
			err = svc.Export(cmd.Context(), f, func(c review.Case) error {
				counts[c.Expected.Decision]++
				return sink.add(c)
			})
			if err != nil {
				sink.abort()
				return err
			}
			report, err := sink.finish()
			if err != nil {
				return err
			}
			n := counts[review.DecisionApprove] + counts[review.DecisionReject] + counts[review.DecisionReconstruct]
			fmt.Fprintf(a.stderr, "exported %s (%d reject, %d reconstruct, %d approve)%s\n", countOf(n, "case"),
				counts[review.DecisionReject], counts[review.DecisionReconstruct], counts[review.DecisionApprove], report)
			if n == 0 {
				fmt.Fprintln(a.stderr, "no decided events match: decide some with 'recap claim' and 'recap decide' (or widen --since/--decision)")
			}
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&since, "since", "", "only decisions made since D: a date (2026-03-01), an RFC 3339 time, or an age (7d, 36h)")
	fl.StringVar(&decision, "decision", "", "only this decision: approve, reject or reconstruct")
	fl.StringVar(&out, "out", "", "FILE.jsonl, or a folder for one pretty file per case (default: JSONL on standard output)")
	fl.StringVar(&format, "format", formatRecap, "recap (recap.case/v1) or promptfoo (test files for promptfoo eval)")
	return cmd
}

var ageRE = regexp.MustCompile(`^(\d+)d$`)

// parseSince reads a date, an RFC 3339 time or an age before now.
func parseSince(s string, now time.Time) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t, nil
	}
	if m := ageRE.FindStringSubmatch(s); m != nil {
		days, err := strconv.Atoi(m[1])
		if err == nil {
			return now.AddDate(0, 0, -days), nil
		}
	}
	if d, err := time.ParseDuration(s); err == nil && d >= 0 {
		return now.Add(-d), nil
	}
	return time.Time{}, errors.New("want a date (2026-03-01), an RFC 3339 time (2026-03-01T09:00:00Z), or an age like 7d or 36h")
}

// countOf writes "1 case", "2 cases".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// caseSink is where exported cases go.
type caseSink interface {
	add(review.Case) error
	// finish completes the output and returns a note for the summary line.
	finish() (string, error)
	// abort drops a partial output after a failed export.
	abort()
}

// caseLineSink writes JSONL to a stream.
type caseLineSink struct{ w io.Writer }

func (s *caseLineSink) add(c review.Case) error {
	b, err := review.EncodeCaseLine(c)
	if err != nil {
		return err
	}
	_, err = s.w.Write(b)
	return err
}

func (s *caseLineSink) finish() (string, error) { return "", nil }
func (s *caseLineSink) abort()                  {}

// caseFileSink writes JSONL to a temporary file next to the target and
// renames it over the target at the end, so a failed export leaves the old
// file whole, and an unchanged export leaves it untouched.
type caseFileSink struct {
	path string
	tmp  *os.File
}

func newCaseFileSink(path string) (*caseFileSink, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*")
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	return &caseFileSink{path: path, tmp: tmp}, nil
}

func (s *caseFileSink) add(c review.Case) error {
	b, err := review.EncodeCaseLine(c)
	if err != nil {
		return err
	}
	if _, err := s.tmp.Write(b); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

func (s *caseFileSink) finish() (string, error) {
	defer os.Remove(s.tmp.Name())
	if err := s.tmp.Close(); err != nil {
		return "", fmt.Errorf("export: %w", err)
	}
	data, err := os.ReadFile(s.tmp.Name())
	if err != nil {
		return "", fmt.Errorf("export: %w", err)
	}
	changed, err := writeFileIfChanged(s.path, data)
	if err != nil {
		return "", err
	}
	if !changed {
		return " to " + s.path + " (unchanged)", nil
	}
	return " to " + s.path, nil
}

func (s *caseFileSink) abort() {
	s.tmp.Close()
	os.Remove(s.tmp.Name())
}

// caseDirSink writes one pretty-printed file per case.
type caseDirSink struct {
	dir                string
	written            map[string]string // file name -> case id
	changed, unchanged int
}

func newCaseDirSink(dir string) (*caseDirSink, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	return &caseDirSink{dir: dir, written: map[string]string{}}, nil
}

func (s *caseDirSink) add(c review.Case) error {
	name := caseFileName(c.ID)
	if other, dup := s.written[name]; dup {
		return fmt.Errorf("export: cases %q and %q would both be written to %s; export to JSONL instead", other, c.ID, name)
	}
	s.written[name] = c.ID
	b, err := review.EncodeCaseFile(c)
	if err != nil {
		return err
	}
	changed, err := writeFileIfChanged(filepath.Join(s.dir, name), b)
	if err != nil {
		return err
	}
	if changed {
		s.changed++
	} else {
		s.unchanged++
	}
	return nil
}

func (s *caseDirSink) finish() (string, error) {
	note := fmt.Sprintf(" to %s: %d written, %d unchanged", s.dir, s.changed, s.unchanged)
	// A case file this export did not write is left alone (it may come from
	// a filtered export, or be written by hand), but named, since one whose
	// decision was undone would otherwise go on being checked.
	stale := staleCaseFiles(s.dir, s.written)
	if len(stale) > 0 {
		note += fmt.Sprintf("\n%s in %s are not in this export (decision undone, or exported with other filters); delete them if they no longer apply: %s",
			countOf(len(stale), "case file"), s.dir, strings.Join(stale, ", "))
	}
	return note, nil
}

func (s *caseDirSink) abort() {}

// staleCaseFiles lists the recap.case/v1 files directly in dir that are
// not in written.
func staleCaseFiles(dir string, written map[string]string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || filepath.Ext(name) != ".json" || written[name] != "" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err == nil && bytes.Contains(b, []byte(`"schema": "`+review.CaseSchema+`"`)) {
			out = append(out, name)
		}
	}
	return out
}

var plainCaseName = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]{0,119}$`)

// caseFileName names a case's file after its event id. An id that is
// already a safe, lower-case file name is used as it is; any other id
// (upper case, which collides on case-insensitive file systems, slashes,
// spaces, non-ASCII, reserved device names) is reduced to a safe slug and
// suffixed with a digest of the full id, so two ids never share a file and
// the same id always gets the same name.
func caseFileName(id string) string {
	if plainCaseName.MatchString(id) && !strings.HasSuffix(id, ".") && !windowsReserved(id) {
		return id + ".json"
	}
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(id) {
		ok := r < 128 && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '.' || r == '_' || r == '-')
		if ok {
			b.WriteRune(r)
			dash = false
		} else if !dash {
			b.WriteByte('-')
			dash = true
		}
		if b.Len() >= 80 {
			break
		}
	}
	slug := strings.Trim(b.String(), "-._")
	if slug == "" {
		slug = "case"
	}
	sum := sha256.Sum256([]byte(id))
	return slug + "-" + hex.EncodeToString(sum[:5]) + ".json"
}

func windowsReserved(name string) bool {
	base, _, _ := strings.Cut(strings.ToLower(name), ".")
	switch base {
	case "con", "prn", "aux", "nul":
		return true
	}
	return len(base) == 4 && (strings.HasPrefix(base, "com") || strings.HasPrefix(base, "lpt")) && base[3] >= '0' && base[3] <= '9'
}

// writeFileIfChanged writes data to path (0600) unless the file already
// holds exactly data. The write goes to a temporary file renamed into
// place, so a reader never sees half a file.
func writeFileIfChanged(path string, data []byte) (bool, error) {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return false, nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return false, fmt.Errorf("export: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return false, fmt.Errorf("export: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return false, fmt.Errorf("export: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return false, fmt.Errorf("export: %w", err)
	}
	return true, nil
}

// promptfooSink writes the cases as promptfoo tests: each test gives the
// compactor the context before compaction and asserts, through recap
// itself, that the summary it writes would not repeat the mistakes
// reviewers caught.
type promptfooSink struct {
	dir   string
	tests bytes.Buffer
}

func newPromptfooSink(dir string) (*promptfooSink, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	return &promptfooSink{dir: dir}, nil
}

// promptfooTest is one promptfoo test case. Vars are strings only: promptfoo
// expands an array var into one test per element.
type promptfooTest struct {
	Description string            `json:"description"`
	Vars        map[string]string `json:"vars"`
	Assert      []promptfooAssert `json:"assert"`
	Metadata    map[string]any    `json:"metadata"`
}

type promptfooAssert struct {
	Type  string `json:"type"`
	Value string `json:"value"`
}

func (s *promptfooSink) add(c review.Case) error {
	raw, err := review.ParseEvent(c.Event)
	if err != nil {
		return fmt.Errorf("export: case %q: the stored event does not parse: %w", c.ID, err)
	}
	ev := raw.Event
	var compact bytes.Buffer
	if err := json.Compact(&compact, c.Event); err != nil {
		return fmt.Errorf("export: case %q: %w", c.ID, err)
	}
	desc := fmt.Sprintf("%s: %s by %s", c.ID, c.Expected.Decision, c.DecidedBy)
	if r := strings.Join(strings.Fields(c.Expected.Reason), " "); r != "" {
		desc += ": " + r
	}
	// The event and the expectations go in metadata, not vars: promptfoo
	// renders template syntax ({{ }}, {% %}) inside string vars when it
	// builds a text prompt, and events are full of braces. The assertion
	// reads them from context.test.metadata, untouched.
	meta := map[string]any{
		"recap_case": c.ID, "recap_event": compact.String(),
		"decision": string(c.Expected.Decision), "reason": promptfooText(c.Expected.Reason),
		"decided_by": c.DecidedBy, "decided_at": c.DecidedAt.Format(time.RFC3339Nano), "min_action": string(c.Expected.MinAction),
		"confirmed_findings": c.Expected.ConfirmedFindings, "false_positive_findings": c.Expected.FalsePositiveFindings,
	}
	if c.Expected.ReconstructedSummary != nil {
		meta["reconstructed_summary"] = promptfooText(*c.Expected.ReconstructedSummary)
	}
	t := promptfooTest{
		Description: promptfooText(desc),
		Vars: map[string]string{
			"transcript":       promptfooText(renderTranscript(ev)),
			"recorded_summary": promptfooText(ev.Summary.TextOrEmpty()),
		},
		Assert:   []promptfooAssert{{Type: "javascript", Value: "file://recap_assert.cjs"}},
		Metadata: meta,
	}
	enc := json.NewEncoder(&s.tests)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(t); err != nil {
		return fmt.Errorf("export: case %q: %w", c.ID, err)
	}
	return nil
}

func (s *promptfooSink) finish() (string, error) {
	if _, err := writeFileIfChanged(filepath.Join(s.dir, "tests.jsonl"), s.tests.Bytes()); err != nil {
		return "", err
	}
	if _, err := writeFileIfChanged(filepath.Join(s.dir, "recap_assert.cjs"), []byte(promptfooAssertJS)); err != nil {
		return "", err
	}
	note := fmt.Sprintf(" as promptfoo tests to %s (tests.jsonl, recap_assert.cjs", s.dir)
	for _, starter := range []struct{ name, content string }{
		{"promptfooconfig.yaml", promptfooConfigYAML}, {"compactor_prompt.js", promptfooPromptJS},
	} {
		path := filepath.Join(s.dir, starter.name)
		if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := os.WriteFile(path, []byte(starter.content), 0o600); err != nil {
			return "", fmt.Errorf("export: %w", err)
		}
		note += ", starter " + starter.name
	}
	return note + fmt.Sprintf(")\nrun them: npx promptfoo@latest eval -c %s", filepath.Join(s.dir, "promptfooconfig.yaml")), nil
}

func (s *promptfooSink) abort() {}

// promptfooText keeps promptfoo from reading s as a file reference: it
// loads any test string that starts with "file://" from disk, and a summary
// or a reason could start that way.
func promptfooText(s string) string {
	if strings.HasPrefix(s, "file://") {
		return " " + s
	}
	return s
}

// renderTranscript writes the context before compaction as plain text, one
// block per message, for a compactor prompt's {{transcript}}.
func renderTranscript(ev *review.Event) string {
	var b strings.Builder
	for i, m := range ev.Original {
		if i > 0 {
			b.WriteString("\n\n")
		}
		head := string(m.Role)
		if m.Name != "" {
			head += " " + m.Name
		}
		if m.IsError() {
			head += " (error)"
		}
		fmt.Fprintf(&b, "[%s %s]\n%s", m.ID, head, m.Content)
	}
	return b.String()
}

// promptfooAssertJS is the assertion every exported promptfoo test runs.
// promptfoo loads a tests file two ways: named directly (tests:
// file://tests.jsonl) it requires the assertion as a module; listed (tests:
// [file://tests.jsonl]) it inlines the file and runs it as a function body
// with output and context in scope and no require. The file works both
// ways, and is .cjs so that a "type": "module" package.json nearby cannot
// turn it into an ES module. Inlined, it is also rendered as a nunjucks
// template, so it must not contain a template tag opener.
const promptfooAssertJS = `// Written by 'recap export --format promptfoo'; rewritten on every export.
//
// Passes when the summary the provider wrote, put in place of the recorded
// summary of the case's event, raises no blocking finding in recap and none
// of the findings reviewers confirmed on the recorded summary. It runs
// 'recap route --json -', so recap must be on PATH (or set RECAP_BIN); the
// routing policy is recap's usual one (--policy default, or RECAP_POLICY).
// An output that is a JSON object {"text": ..., "contract": {...}} is read
// as a summary with its contract. The event is re-encoded by JSON.parse, so
// a number beyond double precision in it would be rounded.
//
// promptfoo runs this file as a module or as an inlined function body,
// depending on how the tests file is named in the config; it works as both.
const nodeRequire = typeof require === 'function' ? require : (name) => process.getBuiltinModule(name);
const { execFileSync } = nodeRequire('node:child_process');

function recapAssert(output, context) {
  const meta = (context && context.test && context.test.metadata) || {};
  if (typeof meta.recap_event !== 'string') {
    return { pass: false, score: 0, reason: 'this test has no recap_event in its metadata: was it exported by recap?' };
  }
  const event = JSON.parse(meta.recap_event);
  let text = typeof output === 'string' ? output : JSON.stringify(output);
  // promptfoo wraps a prompt holding an unclosed template tag in raw
  // markers, which the echo provider hands back. (The markers are built
  // from pieces: promptfoo renders an inlined assertion as a template.)
  const open = '{' + '% raw %' + '}', close = '{' + '% endraw %' + '}';
  if (text.startsWith(open) && text.endsWith(close)) text = text.slice(open.length, text.length - close.length);
  let summary = { text: text };
  let parsed = output;
  if (typeof output === 'string') {
    try { parsed = JSON.parse(output); } catch (e) { parsed = null; }
  }
  if (parsed && typeof parsed === 'object' && typeof parsed.text === 'string') {
    summary = { text: parsed.text };
    if (parsed.contract && typeof parsed.contract === 'object') summary.contract = parsed.contract;
  }
  if (!summary.text.trim()) {
    return { pass: false, score: 0, reason: 'the summary is empty' };
  }
  event.summary = summary;
  let routing;
  try {
    const out = execFileSync(process.env.RECAP_BIN || 'recap', ['route', '--json', '-'], {
      input: JSON.stringify(event), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024,
    });
    routing = JSON.parse(out.split('\n')[0]);
  } catch (e) {
    return { pass: false, score: 0, reason: 'recap route failed: ' + String(e.stderr || e.message).trim() };
  }
  const confirmed = Array.isArray(meta.confirmed_findings) ? meta.confirmed_findings : [];
  const findings = routing.findings || [];
  // A finding the engine read from the wording may be capped below block
  // in routing (inferred_severity); a regression test still fails on it:
  // here a false alarm costs a rerun, not a stopped resumption.
  const blocking = findings.filter((f) => f.severity === 'block' || f.capped_from === 'block');
  const repeated = findings.filter((f) => confirmed.includes(f.id) && f.severity !== 'block');
  const problems = blocking.map((f) => 'blocking ' + f.id + ': ' + f.message)
    .concat(repeated.map((f) => 'repeats ' + f.id + ', which reviewers confirmed: ' + f.message));
  if (problems.length > 0) {
    return { pass: false, score: 0, reason: 'recap routes it to ' + routing.action + '; ' + problems.join('; ') };
  }
  return { pass: true, score: 1, reason: 'recap routes it to ' + routing.action + ' with no blocking or repeated finding' };
}

if (typeof output !== 'undefined' && typeof context !== 'undefined') {
  return recapAssert(output, context);
}
module.exports = recapAssert;
`

// promptfooConfigYAML is the starter config, written once.
const promptfooConfigYAML = `# Written by 'recap export --format promptfoo' when missing; edit it freely:
# recap rewrites tests.jsonl and recap_assert.cjs on every export, never this.
#
# Each test in tests.jsonl is a compaction that reviewers decided in recap.
# The prompt (compactor_prompt.js) is your compactor's: it gets the context
# before compaction as vars.transcript and the provider writes the summary
# the agent would resume from. Each test's assertion (recap_assert.cjs) puts
# that summary into the recorded event and runs 'recap route' on it: a test
# fails when the summary raises a blocking finding, or repeats a finding
# reviewers confirmed on the original summary. recap must be on PATH (or set
# RECAP_BIN).
#
# As written, the prompt replays each case's recorded summary through the
# echo provider, so the summaries reviewers rejected fail: that shows the
# mistakes the tests guard against. Put your compactor's prompt in
# compactor_prompt.js and its model under providers.
description: recap regression cases
prompts:
  - file://compactor_prompt.js
providers:
  - echo
  # - openai:gpt-4.1-mini
tests:
  - file://tests.jsonl
env:
  # Transcripts of code and logs are full of {{ }} and {% %}: without this,
  # promptfoo would render them as templates (or fail on them). Prompts are
  # therefore functions (compactor_prompt.js), not {{var}} templates.
  PROMPTFOO_DISABLE_TEMPLATING: 'true'
`

// promptfooPromptJS is the starter prompt function, written once. A
// function rather than a {{transcript}} template, because promptfoo renders
// template syntax inside the values of vars, and transcripts of code and
// logs are full of braces.
const promptfooPromptJS = `// Written by 'recap export --format promptfoo' when missing; edit it freely.
//
// Your compactor's prompt, as a promptfoo prompt function. vars.transcript
// is the context before compaction, one "[id role name]" block per message;
// vars.recorded_summary is the summary reviewers judged. It is a function
// because promptfooconfig.yaml turns templating off: transcripts are full
// of {{ }} and {% %} that promptfoo would otherwise render.
module.exports = ({ vars }) => {
  // Replays the recorded summary (with the echo provider). For a compactor:
  // return [
  //   { role: 'system', content: 'Summarise this agent session so it can resume: ...' },
  //   { role: 'user', content: vars.transcript },
  // ];
  return vars.recorded_summary;
};
`

func (a *app) checkCommand() *cobra.Command {
	var jsonOut, strict bool
	cmd := &cobra.Command{
		Use:   "check CASES... [--policy FILE] [--json] [--strict]",
		Short: "Replay regression cases under the current engine and policy",
		Long: `Routes the event of every case (a .jsonl file, a .json file, a folder of them,
or - for JSONL on standard input) through the engine under the policy in force
and compares the result with what the reviewers recorded:

  fail  a rejected or reconstructed event now routes to pass or sample, below
        the action it was routed to when decided (a sample that does not draw
        the event counts as pass), or a finding reviewers confirmed no longer
        fires, or a reviewer's reconstruction raises a blocking finding;
  warn  a finding reviewers marked false positive fires again, or an event
        recorded at block now routes to review (--strict: both fail).

Prints a table (case, expected, now, verdict) and a total; exits 1 when any
case fails or a case file is invalid. No database is needed.`,
		Example: `  recap check testdata/regression
  recap check --policy candidate.toml --strict cases.jsonl
  recap export | recap check -`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			eng, err := a.engine(cmd)
			if err != nil {
				return err
			}
			version, _ := eng.Policy()
			type located struct {
				File string `json:"file"`
				Line int    `json:"line"`
				sampling.CaseResult
			}
			var (
				results  []located
				invalid  []review.Problem
				seen     = map[string]string{}
				outcomes = map[sampling.CheckStatus]int{}
			)
			visit := func(e review.CaseEntry) error {
				if e.Err != nil {
					invalid = append(invalid, e.Err.Problems...)
					return nil
				}
				where := fmt.Sprintf("%s:%d", e.File, e.Line)
				if first, dup := seen[e.Case.ID]; dup {
					invalid = append(invalid, review.Problem{File: e.File, Line: e.Line, Pointer: "/id",
						Message: fmt.Sprintf("case %q is also at %s; keep one (a folder export and a JSONL export in the same place?)", e.Case.ID, first)})
					return nil
				}
				seen[e.Case.ID] = where
				r := sampling.CheckCase(eng, *e.Case)
				outcomes[r.Outcome(strict)]++
				results = append(results, located{File: e.File, Line: e.Line, CaseResult: r})
				return nil
			}
			for _, p := range args {
				if err := readCasePath(p, os.Stdin, visit); err != nil {
					return err
				}
			}
			if len(results) == 0 && len(invalid) == 0 {
				return fmt.Errorf("no cases in %s: export some with 'recap export --out DIR'", strings.Join(args, ", "))
			}
			failed := outcomes[sampling.CheckFail] > 0 || len(invalid) > 0
			if jsonOut {
				if err := writeJSON(a.stdout, map[string]any{
					"policy_version": version, "strict": strict, "cases": nonNil(results), "invalid": nonNil(invalid),
					"total": map[string]int{"cases": len(results), "pass": outcomes[sampling.CheckPass], "warn": outcomes[sampling.CheckWarn],
						"fail": outcomes[sampling.CheckFail], "invalid": len(invalid)},
				}); err != nil {
					return err
				}
			} else {
				rs := make([]sampling.CaseResult, len(results))
				for i, r := range results {
					rs[i] = r.CaseResult
				}
				writeCheckTable(a.stdout, rs, strict)
				fmt.Fprintf(a.stdout, "\n%s under policy %s: %d pass, %d warn, %d fail", countOf(len(results), "case"), ui.SanitizeLine(version),
					outcomes[sampling.CheckPass], outcomes[sampling.CheckWarn], outcomes[sampling.CheckFail])
				if len(invalid) > 0 {
					fmt.Fprintf(a.stdout, ", %d invalid", len(invalid))
				}
				if strict {
					fmt.Fprint(a.stdout, " (strict: warnings fail)")
				}
				fmt.Fprintln(a.stdout)
				for _, p := range invalid {
					fmt.Fprintln(a.stderr, ui.SanitizeLine(p.String()))
				}
			}
			if failed {
				return errSilent
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print the results as JSON")
	cmd.Flags().BoolVar(&strict, "strict", false, "count warnings (a false positive back, block now review) as failures")
	return cmd
}

// readCasePath reads the cases of a file, a folder, or "-" (JSONL on stdin).
func readCasePath(p string, stdin io.Reader, fn func(review.CaseEntry) error) error {
	if p == "-" {
		return review.ReadCases(stdin, "stdin", fn)
	}
	info, err := os.Stat(p)
	if err != nil {
		return fmt.Errorf("cases: %w", err)
	}
	if info.IsDir() {
		return review.ReadCaseDir(os.DirFS(p), filepath.ToSlash(filepath.Clean(p)), fn)
	}
	f, err := os.Open(p)
	if err != nil {
		return fmt.Errorf("cases: %w", err)
	}
	defer f.Close()
	return review.ReadCases(f, p, fn)
}

// writeCheckTable prints one row per case, then what went wrong with each
// case that did not pass.
func writeCheckTable(w io.Writer, rs []sampling.CaseResult, strict bool) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "CASE\tEXPECTED\tNOW\tVERDICT")
	for _, r := range rs {
		expected := string(r.Decision)
		if r.MinAction.Rank() > review.ActionPass.Rank() {
			expected += " ≥ " + string(r.MinAction)
		}
		now := string(r.Now)
		if r.Now == review.ActionSample && !r.NowSampled {
			now += " (not drawn)"
		}
		if r.Now == "" {
			now = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", ui.SanitizeLine(r.ID), expected, now, r.Outcome(strict))
	}
	tw.Flush()
	var details []string
	for _, r := range rs {
		for _, p := range r.Problems {
			status := p.Status
			if strict && status == sampling.CheckWarn {
				status = sampling.CheckFail
			}
			details = append(details, fmt.Sprintf("  %s %s: %s", status, ui.SanitizeLine(r.ID), ui.SanitizeLine(p.Message)))
		}
	}
	if len(details) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, strings.Join(details, "\n"))
	}
}
