package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"recap/queue"
	"recap/review"
)

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func (a *app) queueCommand() *cobra.Command {
	var (
		states  string
		tenant  string
		risk    string
		action  string
		search  string
		limit   int
		jsonOut bool
	)
	cmd := &cobra.Command{
		Use:   "queue",
		Short: "List queue items (default: waiting and claimed)",
		Example: `  recap queue
  recap queue --state all --tenant acme --json
  recap queue --risk financial_move --state pending,claimed`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			f := queue.Filter{Tenant: tenant, Search: search, Limit: limit}
			switch states {
			case "all":
			default:
				for _, s := range strings.Split(states, ",") {
					st, err := review.ParseItemState(strings.TrimSpace(s))
					if err != nil {
						return usagef("--state: %v (or 'all')", err)
					}
					f.States = append(f.States, st)
				}
			}
			if risk != "" {
				r, err := review.ParseRiskClass(risk)
				if err != nil {
					return usagef("--risk: %v", err)
				}
				f.Risk = r
			}
			if action != "" {
				act, err := review.ParseRouteAction(action)
				if err != nil {
					return usagef("--action: %v", err)
				}
				f.Action = act
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			items, err := svc.List(cmd.Context(), f)
			if err != nil {
				return err
			}
			if jsonOut {
				return writeJSON(a.stdout, nonNil(items))
			}
			if len(items) == 0 {
				fmt.Fprintln(a.stdout, "no items match (try --state all)")
				return nil
			}
			writeItems(a.stdout, items, a.now())
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&states, "state", "pending,claimed,adjudication", "comma-separated states: pending, claimed, adjudication (two reviews disagree; a lead decides), decided, passed; or all")
	fl.StringVar(&tenant, "tenant", "", "only this tenant")
	fl.StringVar(&risk, "risk", "", "only items with this risk class")
	fl.StringVar(&action, "action", "", "only items routed to block, review, sample or pass")
	fl.StringVar(&search, "search", "", "substring of the id, tenant or task")
	fl.IntVar(&limit, "limit", 0, "at most this many items (0: all)")
	fl.BoolVar(&jsonOut, "json", false, "print JSON")
	return cmd
}

func writeItems(w io.Writer, items []review.Item, now time.Time) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "PRI\tAGE\tID\tTENANT\tTASK\tACTION\tRISKS\tFINDINGS\tSTATE\tHOLDER")
	for _, it := range items {
		holder := ""
		if it.LeaseActive(now) {
			holder = fmt.Sprintf("%s until %s", it.LeaseHolder, it.LeaseExpires.Format("15:04"))
		} else if it.State == review.StateDecided {
			holder = string(it.Decision) + " by " + it.DecidedBy
		}
		risks := make([]string, len(it.Risks))
		for i, r := range it.Risks {
			risks[i] = string(r)
		}
		state := string(it.State)
		if it.ReviewsRequired == 2 && it.State != review.StateDecided && it.State != review.StateAdjudication {
			state += fmt.Sprintf(" (review %d of 2)", it.ReviewsGiven+1)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", it.Priority, age(now.Sub(it.CreatedAt)),
			clean(it.EventID), clean(it.Tenant), clean(it.TaskID), it.Action, strings.Join(risks, ","), it.FindingCount, state, clean(holder))
	}
	tw.Flush()
}

func age(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "now"
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d.Hours()))
	}
	return fmt.Sprintf("%dd", int(d.Hours()/24))
}

func (a *app) showCommand() *cobra.Command {
	var jsonOut bool
	cmd := &cobra.Command{
		Use:   "show ID",
		Short: "Show an event, its routing, its queue state and its decisions",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			viewer, _, _ := a.reviewer()
			v, err := svc.Show(cmd.Context(), viewer, args[0])
			if err != nil {
				return err
			}
			if jsonOut {
				return writeJSON(a.stdout, map[string]any{
					"id": v.Event.ID, "sha256": v.SHA256, "event": json.RawMessage(v.Raw),
					"routing": v.Routing, "item": v.Item, "decisions": nonNil(v.Decisions), "withheld": v.Withheld,
				})
			}
			writeShow(a.stdout, v)
			return nil
		},
	}
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print JSON (the event exactly as received, plus routing, item and ledger rows)")
	return cmd
}

func writeShow(w io.Writer, v *queue.EventView) {
	ev := v.Event
	fmt.Fprintf(w, "event    %s  (sha256 %s)\n", clean(ev.ID), v.SHA256[:16])
	fmt.Fprintf(w, "tenant   %s   task %s   agent %s\n", clean(ev.Tenant), clean(ev.TaskID), clean(ev.Agent.Name))
	fmt.Fprintf(w, "routed   %s (priority %d) under policy %s; sample rate %.2f, sampled %v\n",
		v.Routing.Action, v.Routing.Priority, clean(v.Routing.PolicyVersion), v.Routing.SampleRate, v.Routing.Sampled)
	if len(v.Routing.Risks) > 0 {
		fmt.Fprintf(w, "risks    %s\n", strings.Join(v.Routing.RiskClassNames(), ", "))
	}
	state := string(v.Item.State)
	if v.Item.LeaseHolder != "" && v.Item.State == review.StateClaimed && v.Item.LeaseExpires != nil {
		state += fmt.Sprintf(" by %s until %s", clean(v.Item.LeaseHolder), v.Item.LeaseExpires.Format(time.RFC3339))
	}
	if v.Item.ReviewsRequired == 2 {
		state += fmt.Sprintf("; dual review, %d of 2 reviews given", v.Item.ReviewsGiven)
	}
	fmt.Fprintf(w, "state    %s\n", state)
	if len(v.Routing.Findings) > 0 {
		fmt.Fprintf(w, "\nfindings (%d)\n", len(v.Routing.Findings))
		for _, f := range v.Routing.Findings {
			fmt.Fprintf(w, "  %-7s %-28s %s\n", f.Severity, f.ID, clean(f.Message))
			for _, e := range f.Evidence {
				fmt.Fprintf(w, "          %s %s: %q\n", e.Pane, clean(e.Ref), clean(truncate(e.Quote, 100)))
			}
		}
	}
	if len(v.Decisions) > 0 {
		fmt.Fprintln(w, "\nledger")
		for _, d := range v.Decisions {
			by := clean(d.Author)
			if d.AuthorOverridden {
				by += " (named by --author/RECAP_AUTHOR)"
			}
			fmt.Fprintf(w, "  #%d %s %s by %s", d.Seq, d.At.Format(time.RFC3339), d.Kind, by)
			switch d.Role {
			case review.RoleFirst:
				fmt.Fprint(w, " [first review]")
			case review.RoleSecond:
				fmt.Fprint(w, " [second review]")
			case review.RoleAdjudication:
				fmt.Fprintf(w, " [adjudication of %s]", seqList(d.Reviews))
			}
			if d.Reason != "" {
				fmt.Fprintf(w, ": %s", clean(d.Reason))
			}
			fmt.Fprintln(w)
		}
	}
	if v.Withheld > 0 {
		fmt.Fprintf(w, "\n%d ledger row(s) withheld: the item waits for its second independent review, which is given without seeing the first\n", v.Withheld)
	}
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func (a *app) claimCommand() *cobra.Command {
	var jsonOut bool
	cmd := &cobra.Command{
		Use:   "claim [ID]",
		Short: "Claim the next waiting item (or the named one) under a lease",
		Long: `Claims the highest-priority, oldest waiting item for you (or the named item)
with a lease (10 minutes). Nobody else can decide it while you hold it;
'recap release ID' gives it back. Claiming an item you hold renews the lease.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			who, _, err := a.reviewer()
			if err != nil {
				return err
			}
			id := ""
			if len(args) == 1 {
				id = args[0]
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			it, err := svc.Claim(cmd.Context(), who, id)
			if err != nil {
				return err
			}
			if jsonOut {
				return writeJSON(a.stdout, it)
			}
			fmt.Fprintf(a.stdout, "claimed %s for %s until %s\n", clean(it.EventID), clean(who), it.LeaseExpires.Format(time.RFC3339))
			return nil
		},
	}
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print the claimed item as JSON")
	return cmd
}

func (a *app) releaseCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "release ID",
		Short: "Give a claimed item back to the queue",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			who, _, err := a.reviewer()
			if err != nil {
				return err
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			if err := svc.Release(cmd.Context(), who, args[0]); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "released %s\n", clean(args[0]))
			return nil
		},
	}
}

func (a *app) decideCommand() *cobra.Command {
	var (
		approve, reject, override bool
		reconstruct, reason       string
		verdicts                  []string
		jsonOut                   bool
	)
	cmd := &cobra.Command{
		Use:   "decide ID (--approve | --reject | --reconstruct FILE) [--reason TEXT]",
		Short: "Record a decision on an item you have claimed",
		Long: `Records your decision in the append-only ledger. You must hold the item's
lease ('recap claim ID'). A rejection or reconstruction needs --reason;
approving over blocking findings needs --override and --reason.

--reconstruct FILE holds the rewritten summary as markdown, optionally followed
by the contract: a line '` + review.ContractMarker + `'
then a fenced json block. A JSON file {"text": ..., "contract": {...}} works too.`,
		Example: `  recap decide evt-42 --approve
  recap decide evt-42 --reject --reason "limit raised from $500 to $5,000"
  recap decide evt-42 --reconstruct fixed.md --reason "restored the failed refund"
  recap decide evt-42 --approve --finding rule_weakened#0=fp`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			n := 0
			for _, b := range []bool{approve, reject, reconstruct != ""} {
				if b {
					n++
				}
			}
			if n != 1 {
				return usagef("give exactly one of --approve, --reject or --reconstruct FILE")
			}
			who, overridden, err := a.reviewer()
			if err != nil {
				return err
			}
			d := review.Decision{EventID: args[0], Author: who, AuthorOverridden: overridden, Reason: reason, Override: override}
			switch {
			case approve:
				d.Kind = review.DecisionApprove
			case reject:
				d.Kind = review.DecisionReject
			default:
				d.Kind = review.DecisionReconstruct
				data, err := os.ReadFile(reconstruct)
				if err != nil {
					return fmt.Errorf("read reconstruction: %w", err)
				}
				text, contract, err := review.ParseReconstruction(data)
				if err != nil {
					return fmt.Errorf("%s: %w", reconstruct, err)
				}
				d.ReconstructedSummary, d.ReconstructedContract = &text, contract
			}
			for _, v := range verdicts {
				key, mark, ok := strings.Cut(v, "=")
				var verdict review.Verdict
				switch strings.ToLower(mark) {
				case "tp", "true", "true_positive":
					verdict = review.VerdictTruePositive
				case "fp", "false", "false_positive":
					verdict = review.VerdictFalsePositive
				default:
					ok = false
				}
				if !ok {
					return usagef("--finding %q: want FINDING#N=tp or FINDING#N=fp (keys are listed by 'recap show ID')", v)
				}
				d.Verdicts = append(d.Verdicts, review.FindingVerdict{Finding: key, Verdict: verdict})
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			got, err := svc.Decide(cmd.Context(), d)
			if err != nil {
				return err
			}
			if jsonOut {
				return writeJSON(a.stdout, got)
			}
			fmt.Fprintf(a.stdout, "%s %s by %s at %s (ledger #%d)", verbPast(got.Kind), clean(got.EventID), clean(got.Author), got.At.Format(time.RFC3339), got.Seq)
			if got.Role != review.RoleSole {
				var st review.ItemState
				if v, err := svc.Show(cmd.Context(), who, got.EventID); err == nil {
					st = v.Item.State
				}
				fmt.Fprintf(a.stdout, "; %s", reviewOutcome(got, st))
			}
			fmt.Fprintln(a.stdout)
			return nil
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&approve, "approve", false, "the summary is faithful: resume from it")
	fl.BoolVar(&reject, "reject", false, "the summary must not be resumed from (needs --reason)")
	fl.StringVar(&reconstruct, "reconstruct", "", "FILE with the corrected summary (needs --reason)")
	fl.StringVar(&reason, "reason", "", "why; required for reject, reconstruct and override")
	fl.BoolVar(&override, "override", false, "approve even though findings block the event (needs --reason)")
	fl.StringArrayVar(&verdicts, "finding", nil, "mark a finding true or false positive: KEY=tp|fp (repeatable)")
	fl.BoolVar(&jsonOut, "json", false, "print the ledger row as JSON")
	return cmd
}

// reviewOutcome says what a dual-review ledger row did to its item, given
// the item's state after it.
func reviewOutcome(d review.Decision, after review.ItemState) string {
	switch d.Role {
	case review.RoleFirst:
		return "first of two independent reviews: the item now waits for a second reviewer, who will not see this decision"
	case review.RoleSecond:
		if after == review.StateDecided {
			return "second review, agreeing with the first: the item is decided"
		}
		return "second review, disagreeing with the first: the item goes to a lead for adjudication"
	case review.RoleAdjudication:
		return fmt.Sprintf("adjudication of reviews %s: the item is decided", seqList(d.Reviews))
	}
	return ""
}

func seqList(seqs []int64) string {
	parts := make([]string, len(seqs))
	for i, s := range seqs {
		parts[i] = fmt.Sprintf("#%d", s)
	}
	return strings.Join(parts, " and ")
}

func verbPast(k review.DecisionKind) string {
	switch k {
	case review.DecisionApprove:
		return "approved"
	case review.DecisionReject:
		return "rejected"
	case review.DecisionReconstruct:
		return "reconstructed"
	}
	return string(k)
}
