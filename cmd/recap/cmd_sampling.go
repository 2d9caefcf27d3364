package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"recap/queue"
	"recap/review"
	"recap/sampling"
	"recap/store"
)

// defaultSamplingWindow is the history `recap sampling` reads without
// --since.
const defaultSamplingWindow = "30d"

func (a *app) samplingCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "sampling",
		Short: "Measure and tune how much of each risk class humans review",
		Long: `Leads decide how much of each risk class humans see. 'show' measures
reject rates and estimates the defect rate of the whole population from
the sampled reviews; 'simulate' projects review volume and escaped defects
under other rates; 'set' changes a rate (leads only, recorded).`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(a.samplingShowCommand(), a.samplingSetCommand(), a.samplingSimulateCommand(), a.samplingLogCommand())
	return cmd
}

// samplingHistory is the policy in force and the routing history of the
// window.
type samplingHistory struct {
	policy *sampling.Policy
	queue.SamplingHistory
}

func (a *app) loadSamplingHistory(cmd *cobra.Command, since string) (*samplingHistory, error) {
	from, err := parseSince(since, a.now())
	if err != nil {
		return nil, usagef("--since %q: %v", since, err)
	}
	p, err := a.loadPolicy(cmd.Flags().Changed("policy"))
	if err != nil {
		return nil, err
	}
	svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
	if err != nil {
		return nil, err
	}
	defer closeDB()
	h, err := svc.SamplingHistory(cmd.Context(), from)
	if err != nil {
		return nil, err
	}
	return &samplingHistory{policy: p, SamplingHistory: h}, nil
}

func (a *app) samplingShowCommand() *cobra.Command {
	var (
		jsonOut bool
		since   string
	)
	cmd := &cobra.Command{
		Use:   "show",
		Short: "Reject rates and estimated defect rates per risk class",
		Long: `For each risk class, and for the base rate (events routed with no risk
class), show the action the policy in force takes, how many events were
routed in the window, how many carry a standing decision, how many of
those were rejected or reconstructed, the reject rate among reviewed
events with a 95% Wilson interval, and the defect rate estimated for the
whole routed population.

The estimate weights each reviewed event by 1/p, p being the probability
of review recorded when that event was routed (Horvitz–Thompson), so
rates changed over time do not bias it. Events selected but not decided
yet are stood in for by decided ones of the same p. Events routed pass
(p = 0) cannot be estimated and are counted apart. An event with several
risk classes counts under each.`,
		Example: `  recap sampling show
  recap sampling show --since 7d --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			h, err := a.loadSamplingHistory(cmd, since)
			if err != nil {
				return err
			}
			rep := queue.BuildSamplingReport(h.policy, h.SamplingHistory)
			if jsonOut {
				return writeJSON(a.stdout, rep)
			}
			writeSamplingReport(a.stdout, rep)
			return nil
		},
	}
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print JSON")
	cmd.Flags().StringVar(&since, "since", defaultSamplingWindow, "events routed since D: a date (2026-03-01), an RFC 3339 time, or an age (7d, 36h)")
	return cmd
}

func pct(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }

func interval(iv sampling.Interval) string {
	return fmt.Sprintf("%s [%s, %s]", pct(iv.Estimate), pct(iv.Low), pct(iv.High))
}

func writeSamplingReport(w io.Writer, rep queue.SamplingReport) {
	fmt.Fprintf(w, "policy %s; events routed %s to %s\n\n", clean(rep.PolicyVersion),
		rep.Since.Format("2006-01-02 15:04"), rep.Until.Format("2006-01-02 15:04 MST"))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "CLASS\tACTION\tROUTED\tREVIEWED\tREJECTED\tAWAITING\tREJECT RATE (95% CI)\tEST. DEFECT RATE (95% CI)\tPASS, UNSEEN")
	for _, r := range rep.Rows {
		reject, defect := "-", "-"
		if r.Reviewed > 0 {
			reject = interval(r.RejectRate)
		}
		if r.Routed > r.Unobservable && r.Reviewed > 0 {
			defect = interval(r.DefectRate)
		}
		action := r.Action
		if r.DualReview {
			action += ", dual"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%s\t%s\t%d\n", r.Class, action, r.Routed, r.Reviewed, r.Rejected,
			r.Awaiting, reject, defect, r.Unobservable)
	}
	tw.Flush()
	if len(rep.Agreement) == 0 {
		return
	}
	fmt.Fprintln(w, "\nagreement between independent reviewers (dual-reviewed items with both reviews)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "CLASS\tITEMS\tAGREED\tADJUDICATED\tAGREEMENT\tCOHEN'S KAPPA")
	for _, g := range rep.Agreement {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\t%.2f\n", g.Class, g.Items, g.Agreed, g.Adjudicated, pct(g.Agreement), g.Kappa)
	}
	tw.Flush()
}

func (a *app) samplingSetCommand() *cobra.Command {
	var reason string
	cmd := &cobra.Command{
		Use:   "set CLASS RATE|always|block|pass --reason TEXT",
		Short: "Change a risk class's sampling (leads only; recorded)",
		Long: `Change what the routing policy does with a risk class, or with the base
rate (CLASS "base"): RATE between 0 and 1 samples that share of events
(1 is always, 0 is pass), always queues every one for review, block
blocks them, pass lets them through.

The policy file (--policy) is rewritten with the class's line changed and
its version bumped ("v" becomes "v+1", "v+1" becomes "v+2"); every other
line, comments included, is kept. Events routed afterwards use the new
version; routed events keep the probability they were routed with.

Only the leads listed in the policy file (leads = ["ana", "bob"]) may do
this. Every attempt, applied or refused, is recorded with its author,
time, old and new value and reason.`,
		Example: `  recap sampling set personal_data 0.5 --reason "reject rate 12% over 300 reviews"
  recap sampling set financial_move block --reason "incident 2026-03-02"
  recap sampling set base 0.05 --reason "measure pass quality better"`,
		Args: cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			class, value := args[0], args[1]
			if class != sampling.BaseClass {
				if _, err := review.ParseRiskClass(class); err != nil {
					return usagef("%v, or %q for the base rate", err, sampling.BaseClass)
				}
			}
			action, err := sampling.ParseSamplingValue(value)
			if err != nil {
				return usagef("%v", err)
			}
			if strings.TrimSpace(reason) == "" {
				return usagef("a sampling change needs a reason: --reason TEXT (it is recorded)")
			}
			who, overridden, err := a.reviewer()
			if err != nil {
				return err
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			row, leads, err := a.changeSampling(cmd.Context(), svc, cmd.Flags().Changed("policy"), who, overridden, class, action, reason)
			if err != nil {
				return err
			}
			if row.Outcome == store.SamplingRefused {
				fmt.Fprintf(a.stderr, "recap: only leads may change sampling: you are %q; %s; ask one of them (this attempt is recorded)\n",
					clean(who), describeLeads(leads, a.policyPath))
				return errSilent
			}
			fmt.Fprintf(a.stdout, "%s: %s -> %s; policy %s -> %s (%s); applies to events routed from now on\n",
				row.Class, row.OldValue, row.NewValue, clean(row.OldVersion), clean(row.NewVersion), a.policyPath)
			return nil
		},
	}
	cmd.Flags().StringVar(&reason, "reason", "", "why the rate changes (required; recorded)")
	return cmd
}

// changeSampling records an attempt by who to set class to action in the
// policy file, and applies it when who is a lead, in one write transaction
// (see [queue.Service.ChangeSampling]). It returns the recorded row (its
// Outcome says whether it was applied) and the policy's leads.
func (a *app) changeSampling(ctx context.Context, svc *queue.Service, explicit bool, who string, overridden bool,
	class string, action sampling.RiskAction, reason string) (store.SamplingChange, []string, error) {
	var leads []string
	row, err := svc.ChangeSampling(ctx, func() (store.SamplingChange, func() error, error) {
		content, perm, err := a.readPolicyForEdit(explicit)
		if err != nil {
			return store.SamplingChange{}, nil, err
		}
		p, err := sampling.ParsePolicy(content, a.policyPath)
		if err != nil {
			return store.SamplingChange{}, nil, err
		}
		leads = p.Leads
		row := store.SamplingChange{
			Author: who, AuthorOverridden: overridden, Class: class,
			OldValue: p.CurrentAction(class).String(), NewValue: action.String(),
			OldVersion: p.Version, PolicyPath: a.policyPath, Reason: reason,
		}
		if !p.IsLead(who) {
			row.Outcome, row.Detail = store.SamplingRefused, "not a lead"
			return row, nil, nil
		}
		if p.CurrentAction(class) == action {
			return row, nil, usagef("%s is already %s in policy %s; nothing to change", class, action, p.Version)
		}
		out, _, after, err := sampling.SetSampling(content, a.policyPath, class, action)
		if err != nil {
			return row, nil, err
		}
		row.Outcome, row.NewVersion = store.SamplingApplied, after.Version
		return row, func() error { return writeFileAtomic(a.policyPath, out, perm) }, nil
	})
	return row, leads, err
}

func describeLeads(leads []string, path string) string {
	if len(leads) == 0 {
		return fmt.Sprintf("no leads are configured: a lead adds leads = [\"name\", ...] to %s", path)
	}
	quoted := make([]string, len(leads))
	for i, l := range leads {
		quoted[i] = fmt.Sprintf("%q", clean(l))
	}
	return "leads are " + strings.Join(quoted, ", ") + " (leads in " + path + ")"
}

// readPolicyForEdit reads the policy file to rewrite. Without the file (and
// without an explicit --policy), the built-in default is the starting
// point and the change writes it out at the configured path.
func (a *app) readPolicyForEdit(explicit bool) (content []byte, perm fs.FileMode, err error) {
	data, err := os.ReadFile(a.policyPath)
	switch {
	case err == nil:
		st, serr := os.Stat(a.policyPath)
		if serr != nil {
			return nil, 0, fmt.Errorf("read policy: %w", serr)
		}
		return data, st.Mode().Perm(), nil
	case errors.Is(err, fs.ErrNotExist) && !explicit:
		return sampling.DefaultPolicyTOML(), 0o600, nil
	default:
		return nil, 0, fmt.Errorf("read policy: %w (write one with 'recap init' or pass --policy FILE)", err)
	}
}

// writeFileAtomic replaces path with data: written to a temporary file in
// the same folder, synced, then renamed over, so a reader (or a crash)
// sees the old policy or the new one, never half of one.
func writeFileAtomic(path string, data []byte, perm fs.FileMode) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("write policy: %w", err)
	}
	f, err := os.CreateTemp(dir, ".policy-*.toml")
	if err != nil {
		return fmt.Errorf("write policy: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("write policy %s: %w", tmp, err)
	}
	if err := f.Chmod(perm); err != nil {
		f.Close()
		return fmt.Errorf("write policy %s: %w", tmp, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("write policy %s: %w", tmp, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write policy %s: %w", tmp, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write policy %s: %w", path, err)
	}
	return nil
}

// simulationRow is one line of `recap sampling simulate`.
type simulationRow struct {
	Class       string              `json:"class"`
	CurrentRate float64             `json:"current_rate"`
	Rate        float64             `json:"proposed_rate"`
	Current     sampling.Projection `json:"current"`
	Proposed    sampling.Projection `json:"proposed"`
	// Suggested is the lowest rate keeping expected escaped defects per
	// day under --max-escaped, with its projection.
	Suggested    *float64             `json:"suggested_rate,omitempty"`
	AtSuggestion *sampling.Projection `json:"at_suggested_rate,omitempty"`
}

type simulationReport struct {
	PolicyVersion string          `json:"policy_version"`
	Since         time.Time       `json:"since"`
	Until         time.Time       `json:"until"`
	Days          float64         `json:"days"`
	MaxEscaped    float64         `json:"max_escaped_per_day,omitempty"`
	Rows          []simulationRow `json:"rows"`
	Total         simulationRow   `json:"total"`
}

// parseProposal reads CLASS=RATE arguments into rates over the policy's.
func parseProposal(p *sampling.Policy, args []string) (sampling.Rates, error) {
	rates := sampling.RatesOf(p)
	for _, arg := range args {
		class, value, ok := strings.Cut(arg, "=")
		if !ok {
			return rates, usagef("%q: want CLASS=RATE, e.g. personal_data=0.5", arg)
		}
		act, err := sampling.ParseSamplingValue(value)
		if err != nil {
			return rates, usagef("%s: %v", class, err)
		}
		if class == sampling.BaseClass {
			rates.Base = act.Rate
			continue
		}
		c, err := review.ParseRiskClass(class)
		if err != nil {
			return rates, usagef("%v, or %q for the base rate", err, sampling.BaseClass)
		}
		rates.Class[c] = act.Rate
	}
	return rates, nil
}

func rateOf(r sampling.Rates, class string) float64 {
	if class == sampling.BaseClass {
		return r.Base
	}
	return r.Class[review.RiskClass(class)]
}

func buildSimulation(h *samplingHistory, proposed sampling.Rates, maxEscaped float64) simulationReport {
	current := sampling.RatesOf(h.policy)
	rep := simulationReport{PolicyVersion: h.policy.Version, Since: h.Since, Until: h.Until, Days: h.Days, MaxEscaped: maxEscaped}
	for _, class := range queue.SamplingRowClasses() {
		us := queue.UnitsOf(h.Units, class)
		row := simulationRow{
			Class: class, CurrentRate: rateOf(current, class), Rate: rateOf(proposed, class),
			Current:  sampling.Project(us, current, h.Days),
			Proposed: sampling.Project(us, proposed, h.Days),
		}
		if maxEscaped > 0 && class != sampling.BaseClass {
			if r, at, ok := sampling.SuggestRate(h.Units, proposed, review.RiskClass(class), maxEscaped, h.Days); ok {
				row.Suggested, row.AtSuggestion = &r, &at
			}
		}
		rep.Rows = append(rep.Rows, row)
	}
	rep.Total = simulationRow{
		Class:    "total",
		Current:  sampling.Project(h.Units, current, h.Days),
		Proposed: sampling.Project(h.Units, proposed, h.Days),
	}
	return rep
}

func (a *app) samplingSimulateCommand() *cobra.Command {
	var (
		jsonOut    bool
		since      string
		maxEscaped float64
	)
	cmd := &cobra.Command{
		Use:   "simulate [CLASS=RATE...] [--max-escaped N]",
		Short: "Project review volume and escaped defects under other rates",
		Long: `From the routing history of the window, project per day, for each risk
class, the base rate (events with no risk class) and in total: the
expected number of reviews and the expected number of defective events
that would pass unreviewed, under the rates in force and under the
proposed ones (CLASS=RATE; RATE from 0 to 1, always, block or pass;
"base" for the base rate). Intervals are 95% intervals for the expected
daily figure. Events with a review- or block-severity finding are always
reviewed, whatever the rates. Defects among events routed pass (never
sampled) cannot be seen and are counted apart.

--max-escaped N suggests, per class, the lowest rate (in steps of 0.01)
that keeps the class's expected escaped defects per day under N.`,
		Example: `  recap sampling simulate personal_data=0.1 missing_evidence=0.25
  recap sampling simulate --max-escaped 0.5 --since 60d`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("max-escaped") && !(maxEscaped > 0) {
				return usagef("--max-escaped %v: want a number of defects per day above 0", maxEscaped)
			}
			h, err := a.loadSamplingHistory(cmd, since)
			if err != nil {
				return err
			}
			proposed, err := parseProposal(h.policy, args)
			if err != nil {
				return err
			}
			rep := buildSimulation(h, proposed, maxEscaped)
			if jsonOut {
				return writeJSON(a.stdout, rep)
			}
			writeSimulation(a.stdout, rep)
			return nil
		},
	}
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print JSON")
	cmd.Flags().StringVar(&since, "since", defaultSamplingWindow, "history since D: a date (2026-03-01), an RFC 3339 time, or an age (7d, 36h)")
	cmd.Flags().Float64Var(&maxEscaped, "max-escaped", 0, "suggest per class the lowest rate keeping expected escaped defects per day under N")
	return cmd
}

func perDayText(iv sampling.Interval) string {
	return fmt.Sprintf("%.2f [%.2f, %.2f]", iv.Estimate, iv.Low, iv.High)
}

func writeSimulation(w io.Writer, rep simulationReport) {
	fmt.Fprintf(w, "policy %s; history %s to %s (%g days)\n\n", clean(rep.PolicyVersion),
		rep.Since.Format("2006-01-02 15:04"), rep.Until.Format("2006-01-02 15:04 MST"), rep.Days)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := "CLASS\tEVENTS\tRATE NOW\tREVIEWS/DAY NOW\tESCAPED/DAY NOW\tRATE\tREVIEWS/DAY\tESCAPED/DAY\tPASS, UNSEEN"
	if rep.MaxEscaped > 0 {
		head += fmt.Sprintf("\tLOWEST RATE, ESCAPED/DAY < %g", rep.MaxEscaped)
	}
	fmt.Fprintln(tw, head)
	line := func(r simulationRow, rates bool) {
		now, prop := "", ""
		if rates {
			now, prop = fmt.Sprintf("%g", r.CurrentRate), fmt.Sprintf("%g", r.Rate)
		}
		escNow, escProp := "- (none decided)", "- (none decided)"
		if r.Proposed.Decided > 0 {
			escNow, escProp = perDayText(r.Current.EscapedPerDay), perDayText(r.Proposed.EscapedPerDay)
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%d", r.Class, r.Proposed.Events, now,
			perDayText(r.Current.ReviewsPerDay), escNow, prop,
			perDayText(r.Proposed.ReviewsPerDay), escProp, r.Proposed.Unobservable)
		if rep.MaxEscaped > 0 {
			if r.Suggested != nil {
				fmt.Fprintf(tw, "\t%g (%s reviews/day)", *r.Suggested, perDayText(r.AtSuggestion.ReviewsPerDay))
			} else {
				fmt.Fprint(tw, "\t-")
			}
		}
		fmt.Fprintln(tw)
	}
	for _, r := range rep.Rows {
		line(r, true)
	}
	line(rep.Total, false)
	tw.Flush()
}

func (a *app) samplingLogCommand() *cobra.Command {
	var jsonOut bool
	cmd := &cobra.Command{
		Use:   "log",
		Short: "Every attempt to change sampling, applied or refused",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			rows, err := svc.SamplingChanges(cmd.Context())
			if err != nil {
				return err
			}
			if jsonOut {
				return writeJSON(a.stdout, nonNil(rows))
			}
			if len(rows) == 0 {
				fmt.Fprintln(a.stdout, "no sampling change was ever attempted")
				return nil
			}
			tw := tabwriter.NewWriter(a.stdout, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "AT\tAUTHOR\tCLASS\tFROM\tTO\tPOLICY\tOUTCOME\tREASON")
			for _, r := range rows {
				version := clean(r.OldVersion)
				if r.NewVersion != "" {
					version += " -> " + clean(r.NewVersion)
				}
				author := clean(r.Author)
				if r.AuthorOverridden {
					// The name came from --author or RECAP_AUTHOR, not the OS user.
					author += " (as named)"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.At.Format("2006-01-02 15:04:05"), author, clean(r.Class),
					clean(r.OldValue), clean(r.NewValue), version, r.Outcome, clean(r.Reason))
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&jsonOut, "json", false, "print JSON")
	return cmd
}
