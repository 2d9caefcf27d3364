package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"recap/review"
	"recap/review/importer"
)

func (a *app) routeCommand() *cobra.Command {
	var (
		jsonOut bool
		format  string
	)
	cmd := &cobra.Command{
		Use:   "route [FILE|DIR|-]...",
		Short: "Route events through the engine without a database",
		Long: `Runs the risk-and-sampling engine on events (or transcripts) and prints the
verdict for each: action, priority, risk classes and findings with evidence.
Nothing is stored. Use it to try a policy (--policy) before deploying it.`,
		Example: `  recap route events.jsonl
  recap route --json --policy strict.toml events.jsonl | jq .action`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				args = []string{"-"}
			}
			f, err := importer.ParseFormat(format)
			if err != nil {
				return usageError{err}
			}
			eng, err := a.engine(cmd)
			if err != nil {
				return err
			}
			var routings []review.Routing
			var problems []review.Problem
			enc := json.NewEncoder(a.stdout)
			enc.SetEscapeHTML(false)
			err = importer.ImportPaths(args, importer.Options{Format: f}, nil, func(r importer.Result) error {
				switch {
				case r.Problem != nil:
					problems = append(problems, *r.Problem)
				case r.Event != nil:
					rt := eng.Route(r.Event.Event)
					if jsonOut {
						return enc.Encode(rt)
					}
					routings = append(routings, rt)
				}
				if r.Note != "" {
					fmt.Fprintln(a.stderr, r.Note)
				}
				return nil
			})
			if err != nil {
				return err
			}
			if !jsonOut && (len(routings) > 0 || len(problems) == 0) {
				writeRoutings(a, routings)
			}
			for _, p := range problems {
				fmt.Fprintln(a.stderr, p.String())
			}
			if len(problems) > 0 {
				// The event format helps only with what was read: a file that
				// could not be opened names its own remedy.
				hint := ""
				for _, p := range problems {
					if p.Line > 0 {
						hint = " (`recap schema` prints the event format)"
						break
					}
				}
				fmt.Fprintf(a.stderr, "recap: %d problem%s; the inputs named above were not routed: fix them%s and run again.\n",
					len(problems), plural(len(problems)), hint)
				return errSilent
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print one JSON object per event")
	cmd.Flags().StringVar(&format, "format", "auto", "input format: auto, recap, claude-code or codex")
	return cmd
}

func writeRoutings(a *app, rs []review.Routing) {
	tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tACTION\tPRI\tRATE\tRISKS\tFINDINGS")
	counts := map[review.RouteAction]int{}
	for _, r := range rs {
		counts[r.Action]++
		var fs []string
		for _, f := range r.Findings {
			fs = append(fs, fmt.Sprintf("%s(%s)", f.ID, f.Severity))
		}
		sort.Strings(fs)
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.2f\t%s\t%s\n", clean(r.EventID), r.Action, r.Priority, r.SampleRate,
			strings.Join(r.RiskClassNames(), ","), strings.Join(fs, " "))
	}
	tw.Flush()
	fmt.Fprintf(a.stdout, "\n%s: %d block, %d review, %d sample, %d pass\n", countOf(len(rs), "event"),
		counts[review.ActionBlock], counts[review.ActionReview], counts[review.ActionSample], counts[review.ActionPass])
}
