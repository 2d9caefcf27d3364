package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"recap/queue"
)

// defaultStatsWindow is the history `recap stats` reads without --since.
const defaultStatsWindow = "30d"

func (a *app) statsCommand() *cobra.Command {
	var (
		jsonOut bool
		since   string
		by      string
	)
	cmd := &cobra.Command{
		Use:   "stats [--since D] [--by agent|task-class|tenant] [--json]",
		Short: "Monitoring signals: what the gate caught and how review keeps up",
		Long: `Count, over the events routed in the window, those showing each signal,
and their share of the events routed:

  blocked         routed to block by the gate
  instructions    summary carries embedded instructions (embedded_instruction)
  no reference    a fact without a reference (fact_without_reference)
  hypothesis      a hypothesis promoted to a fact (hypothesis_promoted)
  unconfirmed     an external effect not confirmed (effect_unconfirmed)
  divergence      summary and source of truth disagree (source_conflict)
  expired appr.   an approval that had expired when the event was created
                  (approval_invalid pointing at an approval whose expires_at
                  is at or before the event's created_at)
  rule weakened   a protected rule's wording weakened (rule_weakened)
  cross-tenant    data from another scope (out_of_scope_source) or a tenant
                  that differs (identity_mismatch on a tenant field)

An event counts once per signal, however many findings it has.

Then, from the decisions that stand on those events: human corrections
per contract field (reconstructions whose contract differs from the
event's in that top-level field) and the false-positive rate per finding
from reviewers' marks, with a 95% Wilson interval. The queue section is
the items waiting now (pending or claimed), whenever they were routed,
and their age since they were queued (p50 and p95, nearest rank).
Reviewers are the decisions written in the window per reviewer, with the
median time from claiming an item to deciding it (the time spent
reviewing) and from the item being queued to its decision (waiting plus
reviewing). Decisions recorded before claim times were kept have no
claim-to-decision time.

--by splits everything but the reviewers by agent, tenant or task class
(an event counts under each of its risk classes; "(no class)" holds events
with none).`,
		Example: `  recap stats
  recap stats --since 7d --by tenant
  recap stats --by task-class --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			from, err := parseSince(since, a.now())
			if err != nil {
				return usagef("--since %q: %v", since, err)
			}
			grouping, err := queue.ParseSignalGrouping(by)
			if err != nil {
				return usagef("--by %q: want agent, task-class or tenant", by)
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			rep, err := svc.Signals(cmd.Context(), from, grouping)
			if err != nil {
				return err
			}
			if jsonOut {
				return writeJSON(a.stdout, rep)
			}
			return writeSignals(a.stdout, rep)
		},
	}
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print one JSON object with every signal")
	cmd.Flags().StringVar(&since, "since", defaultStatsWindow, "events routed since D: a date (2026-03-01), an RFC 3339 time, or an age (7d, 36h)")
	cmd.Flags().StringVar(&by, "by", "", "group by agent, task-class or tenant")
	return cmd
}

// statsRows are the groups a table shows: the total, then each group.
func statsRows(rep queue.Signals) []queue.SignalGroup {
	return append([]queue.SignalGroup{rep.Total}, rep.Groups...)
}

// countRate writes "2 (28.6%)", or "0" when nothing was counted.
func countRate(c queue.SignalCount) string {
	if c.Events == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%s)", c.Events, pct(c.Rate))
}

// durationText writes an age or a wait for a person: "45s", "12m",
// "6h 05m", "10d 6h".
func durationText(seconds float64) string {
	d := time.Duration(seconds * float64(time.Second)).Round(time.Second)
	switch {
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d.Seconds()))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 24*time.Hour:
		return fmt.Sprintf("%dh %02dm", int(d.Hours()), int(d.Minutes())%60)
	}
	return fmt.Sprintf("%dd %dh", int(d.Hours())/24, int(d.Hours())%24)
}

func writeSignals(w io.Writer, rep queue.Signals) error {
	grouped := rep.By != queue.GroupAll
	groupHead := "GROUP"
	if grouped {
		groupHead = strings.ToUpper(string(rep.By))
	}
	fmt.Fprintf(w, "Events routed %s to %s: %d.\n", rep.Since.Format("2006-01-02 15:04"), rep.Until.Format("2006-01-02 15:04 MST"), rep.Total.Routed)
	fmt.Fprintln(w, "Each signal counts events with at least one such finding, with their share of the events routed")
	fmt.Fprintln(w, "(recap stats --help says what each column measures).")
	fmt.Fprintln(w)

	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\tROUTED\tBLOCKED\tINSTRUCTIONS\tNO REFERENCE\tHYPOTHESIS\tUNCONFIRMED\tDIVERGENCE\tEXPIRED APPR.\tRULE WEAKENED\tCROSS-TENANT\n", groupHead)
	for _, g := range statsRows(rep) {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", clean(g.Key), g.Routed,
			countRate(g.Blocked), countRate(g.EmbeddedInstructions), countRate(g.FactsWithoutReference),
			countRate(g.HypothesesPromoted), countRate(g.UnconfirmedEffects), countRate(g.SourceDivergences),
			countRate(g.ExpiredApprovalsReused), countRate(g.RulesWeakened), countRate(g.CrossTenantLeakage))
	}
	if err := tw.Flush(); err != nil {
		return err
	}

	fmt.Fprintln(w)
	fmt.Fprintf(w, "Human corrections per contract field (standing reconstructions: %d, of which %d rewrote the text only):\n",
		rep.Total.Reconstructions, rep.Total.ReconstructionsWithoutContract)
	if len(rep.Total.Corrections) == 0 {
		fmt.Fprintln(w, "  none")
	} else {
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "  %s\tFIELD\tRECONSTRUCTIONS THAT CHANGED IT\n", groupHead)
		for _, g := range statsRows(rep) {
			for _, c := range g.Corrections {
				fmt.Fprintf(tw, "  %s\t%s\t%d of %d\n", clean(g.Key), c.Field, c.Reconstructions, g.Reconstructions)
			}
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}

	fmt.Fprintln(w)
	fmt.Fprintln(w, "False positives per finding, from reviewers' marks on standing decisions:")
	if len(rep.Total.FalsePositives) == 0 {
		fmt.Fprintln(w, "  no finding was marked")
	} else {
		tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "  %s\tFINDING\tMARKED\tFALSE\tFALSE-POSITIVE RATE (95%% CI)\n", groupHead)
		for _, g := range statsRows(rep) {
			for _, m := range g.FalsePositives {
				fmt.Fprintf(tw, "  %s\t%s\t%d\t%d\t%s\n", clean(g.Key), clean(m.Finding), m.TruePositive+m.FalsePositive,
					m.FalsePositive, interval(m.FalsePositiveRate))
			}
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}

	fmt.Fprintln(w)
	fmt.Fprintf(w, "Queue now (%s), items waiting for a decision, whenever routed:\n", rep.Until.Format("2006-01-02 15:04 MST"))
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  %s\tWAITING\tAGE P50\tAGE P95\n", groupHead)
	for _, g := range statsRows(rep) {
		p50, p95 := "-", "-"
		if g.Waiting > 0 {
			p50, p95 = durationText(g.QueueAgeP50Seconds), durationText(g.QueueAgeP95Seconds)
		}
		fmt.Fprintf(tw, "  %s\t%d\t%s\t%s\n", clean(g.Key), g.Waiting, p50, p95)
	}
	if err := tw.Flush(); err != nil {
		return err
	}

	fmt.Fprintln(w)
	fmt.Fprintln(w, "Reviewers, decisions written in the window:")
	if rep.Decisions == 0 {
		fmt.Fprintln(w, "  no decision in the window")
		return nil
	}
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  REVIEWER\tDECISIONS\tMEDIAN CLAIMED TO DECIDED\tMEDIAN QUEUED TO DECIDED")
	claimText := func(timed int, seconds float64) string {
		if timed == 0 {
			return "-"
		}
		return durationText(seconds)
	}
	for _, r := range rep.Reviewers {
		fmt.Fprintf(tw, "  %s\t%d\t%s\t%s\n", clean(r.Reviewer), r.Decisions, claimText(r.Timed, r.MedianClaimToDecisionSeconds),
			durationText(r.MedianEnqueueToDecisionSeconds))
	}
	fmt.Fprintf(tw, "  (all)\t%d\t%s\t%s\n", rep.Decisions, claimText(rep.TimedDecisions, rep.MedianClaimToDecisionSeconds),
		durationText(rep.MedianEnqueueToDecisionSeconds))
	return tw.Flush()
}
