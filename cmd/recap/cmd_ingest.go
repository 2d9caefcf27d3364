package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"recap/queue"
	"recap/review"
	"recap/review/importer"
)

// ingestBatch is how many events one transaction stores: large enough to
// amortise the fsync of synchronous=FULL, small enough to bound memory.
const ingestBatch = 500

func (a *app) ingestCommand() *cobra.Command {
	var (
		strict    bool
		format    string
		tenant    string
		task      string
		sotPath   string
		jsonOut   bool
		noProgres bool
	)
	cmd := &cobra.Command{
		Use:   "ingest [FILE|DIR|-]...",
		Short: "Validate, route and enqueue compaction events or agent transcripts",
		Long: `Reads recap.event/v1 events (JSONL, or .json documents) or agent transcripts
(Claude Code sessions, Codex CLI rollouts), routes each through the engine and
stores it in the queue. Directories are walked recursively; '-' reads stdin.

Invalid lines are reported with file, line and field, and skipped; valid ones
are kept. With --strict nothing is stored unless everything is valid.
Ingesting the same events again is a no-op ("duplicate, skipped").`,
		Example: `  recap ingest events.jsonl
  recap ingest --format claude-code ~/.claude/projects
  recap ingest --tenant acme --source-of-truth record.json ~/.codex/sessions`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef("ingest needs FILE, DIR or '-' for stdin")
			}
			f, err := importer.ParseFormat(format)
			if err != nil {
				return usageError{err}
			}
			opts := importer.Options{Format: f, Tenant: tenant, Task: task}
			if sotPath != "" {
				sot, err := readSourceOfTruth(sotPath)
				if err != nil {
					return err
				}
				opts.SourceOfTruth = sot
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			in := &ingester{ctx: cmd.Context(), svc: svc, strict: strict}
			prog := newProgress(a.stderr, totalSize(args), !noProgres && !jsonOut)
			err = importer.ImportPaths(args, opts, prog.update, in.add)
			prog.done()
			if err == nil {
				err = in.finish()
			}
			in.print(a, jsonOut)
			if err != nil {
				return err
			}
			if len(in.problems) > 0 || len(in.report.Conflicts) > 0 {
				return errSilent
			}
			if strict && len(in.notes) > 0 && in.report.Ingested+in.report.Duplicates == 0 {
				fmt.Fprintln(a.stderr, "recap: --strict: no compaction event was found in the input")
				return errSilent
			}
			return nil
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&strict, "strict", false, "store nothing unless every input is valid")
	fl.StringVar(&format, "format", "auto", "input format: auto, recap, claude-code or codex")
	fl.StringVar(&tenant, "tenant", "", "tenant for imported transcripts (default: derived from the session)")
	fl.StringVar(&task, "task", "", "task id for imported transcripts (default: derived from the session)")
	fl.StringVar(&sotPath, "source-of-truth", "", "JSON file with the system of record's view, attached to imported transcripts")
	fl.BoolVar(&jsonOut, "json", false, "print the report as JSON")
	fl.BoolVar(&noProgres, "no-progress", false, "never draw the progress bar")
	return cmd
}

func readSourceOfTruth(path string) (*review.SourceOfTruth, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read source of truth: %w", err)
	}
	// Validate it as an event's source_of_truth, so errors carry pointers.
	wrapped := fmt.Sprintf(`{"schema":%q,"id":"sot-check","tenant":"t","task_id":"t","created_at":"2026-01-01T00:00:00Z","agent":{"name":"a"},"trigger":{"kind":"auto"},"original":[],"summary":{"text":"x"},"source_of_truth":%s}`, review.EventSchema, data)
	raw, err := review.ParseEvent([]byte(wrapped))
	if err != nil {
		if ve, ok := err.(*review.ValidationError); ok {
			for i := range ve.Problems {
				ve.Problems[i].Pointer = strings.TrimPrefix(ve.Problems[i].Pointer, "/source_of_truth")
				if ve.Problems[i].Pointer == "" {
					ve.Problems[i].Pointer = "/"
				}
			}
			return nil, fmt.Errorf("source of truth is not valid:\n%w", ve.Locate(path, 0))
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return raw.Event.SourceOfTruth, nil
}

// ingester gathers import results into batches and stores them.
type ingester struct {
	ctx      context.Context
	svc      *queue.Service
	strict   bool
	pending  []*review.RawEvent
	problems []review.Problem
	notes    []string
	report   queue.IngestReport
}

func (in *ingester) add(r importer.Result) error {
	switch {
	case r.Problem != nil:
		in.problems = append(in.problems, *r.Problem)
	case r.Event != nil:
		in.pending = append(in.pending, r.Event)
		if !in.strict && len(in.pending) >= ingestBatch {
			return in.flush()
		}
	}
	if r.Note != "" {
		in.notes = append(in.notes, r.Note)
	}
	return nil
}

func (in *ingester) flush() error {
	if len(in.pending) == 0 {
		return nil
	}
	rep, err := in.svc.Ingest(in.ctx, in.pending, queue.IngestOptions{Strict: in.strict})
	in.pending = in.pending[:0]
	if err != nil {
		return err
	}
	in.report.Ingested += rep.Ingested
	in.report.Duplicates += rep.Duplicates
	in.report.Conflicts = append(in.report.Conflicts, rep.Conflicts...)
	if in.report.ByAction == nil {
		in.report.ByAction = map[review.RouteAction]int{}
	}
	for k, v := range rep.ByAction {
		in.report.ByAction[k] += v
	}
	return nil
}

func (in *ingester) finish() error {
	if in.strict && len(in.problems) > 0 {
		in.pending = nil
		return nil
	}
	return in.flush()
}

func (in *ingester) print(a *app, jsonOut bool) {
	if jsonOut {
		out := map[string]any{
			"ingested": in.report.Ingested, "duplicates": in.report.Duplicates,
			"by_action": in.report.ByAction, "invalid": nonNil(in.problems),
			"conflicts": nonNil(in.report.Conflicts), "notes": nonNil(in.notes),
		}
		enc := json.NewEncoder(a.stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(out)
		return
	}
	for _, n := range in.notes {
		fmt.Fprintln(a.stderr, n)
	}
	for _, p := range in.problems {
		fmt.Fprintln(a.stderr, p.String())
	}
	for _, p := range in.report.Conflicts {
		fmt.Fprintln(a.stderr, p.String())
	}
	if in.strict && len(in.problems) > 0 {
		fmt.Fprintf(a.stderr, "recap: --strict: %d invalid; nothing was stored. Fix the lines above and run again.\n", len(in.problems))
		return
	}
	var parts []string
	for _, act := range []review.RouteAction{review.ActionBlock, review.ActionReview, review.ActionSample, review.ActionPass} {
		if n := in.report.ByAction[act]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, act))
		}
	}
	by := ""
	if len(parts) > 0 {
		by = " (" + strings.Join(parts, ", ") + ")"
	}
	fmt.Fprintf(a.stdout, "ingested %d%s; %d duplicate%s skipped; %d invalid; %d conflicting\n",
		in.report.Ingested, by, in.report.Duplicates, plural(in.report.Duplicates), len(in.problems), len(in.report.Conflicts))
	if len(in.problems) > 0 {
		if in.report.Ingested+in.report.Duplicates == 0 {
			fmt.Fprintln(a.stderr, "recap: nothing was stored: fix the inputs above and run again.")
		} else {
			fmt.Fprintln(a.stderr, "recap: the invalid inputs above were skipped; the valid events were stored.")
		}
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// totalSize sums the sizes of the named files and directories, for the
// progress bar. Unreadable paths count as zero; the import reports them.
func totalSize(paths []string) int64 {
	var n int64
	for _, p := range paths {
		if p == "-" {
			continue
		}
		n += treeSize(p)
	}
	return n
}
