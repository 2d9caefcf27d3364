package main

import (
	"bytes"
	_ "embed"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"recap/queue"
	"recap/review"
	"recap/sampling"
	"recap/ui"
)

// demoEvents is testdata/events compacted to JSONL; TestDemoEventsFresh
// keeps it in step (go test ./cmd/recap -run TestDemoEventsFresh -update).
//
//go:embed demo_events.jsonl
var demoEvents []byte

func (a *app) reviewCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "review",
		Short: "Open the review desk on --db",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.runDesk(cmd, false)
		},
	}
}

func (a *app) demoCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "demo",
		Short: "Open the desk on a built-in demo queue (a temporary database unless --db)",
		Long: `Builds a demo queue from recap's bundled example events (payments, support,
coding agents, legal, ops and data work, in English, Portuguese and Chinese)
and opens the review desk on it. The database is temporary and removed on
exit unless --db names one. Without a terminal it prints the queue instead.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !cmd.Flags().Changed("db") {
				dir, err := os.MkdirTemp("", "recap-demo-")
				if err != nil {
					return fmt.Errorf("demo: %w", err)
				}
				defer os.RemoveAll(dir)
				a.dbPath = filepath.Join(dir, "demo.db")
				if !cmd.Flags().Changed("policy") && os.Getenv("RECAP_POLICY") == "" {
					// The demo routes under its own copy of the default
					// policy, with you as its lead, so the Leads screen
					// can change rates without touching your own policy.
					if err := a.writeDemoPolicy(filepath.Join(dir, "policy.toml")); err != nil {
						return err
					}
				}
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, true)
			if err != nil {
				return err
			}
			var evs []*review.RawEvent
			err = review.ReadEvents(bytes.NewReader(demoEvents), "demo_events.jsonl", func(e review.Entry) error {
				if e.Err != nil {
					return fmt.Errorf("bundled demo event is invalid (a build defect): %w", e.Err)
				}
				evs = append(evs, e.Event)
				return nil
			})
			if err == nil {
				_, err = svc.Ingest(cmd.Context(), evs, queue.IngestOptions{})
			}
			closeDB()
			if err != nil {
				return err
			}
			return a.runDesk(cmd, true)
		},
	}
}

// writeDemoPolicy writes the default policy with the current reviewer as
// its only lead to path, and routes the demo under it.
func (a *app) writeDemoPolicy(path string) error {
	who, _, err := a.reviewer()
	if err != nil {
		return err
	}
	leads := fmt.Sprintf("leads = [%q]\n", who)
	text := bytes.Replace(sampling.DefaultPolicyTOML(), []byte("# leads = [\"ana\", \"bob\"]\n"), []byte(leads), 1)
	if _, err := sampling.ParsePolicy(text, path); err != nil {
		// A name TOML cannot spell as Go quotes it: no lead in the demo.
		text = sampling.DefaultPolicyTOML()
	}
	if err := os.WriteFile(path, text, 0o600); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	a.policyPath = path
	return nil
}

// runDesk opens the review desk, or prints the queue when there is no
// terminal to draw it on.
func (a *app) runDesk(cmd *cobra.Command, demo bool) error {
	who, overridden, err := a.reviewer()
	if err != nil {
		return err
	}
	svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
	if err != nil {
		return err
	}
	defer closeDB()
	if !term.IsTerminal(os.Stdout.Fd()) || !term.IsTerminal(os.Stdin.Fd()) {
		items, err := svc.List(cmd.Context(), queue.Filter{States: []review.ItemState{review.StatePending, review.StateClaimed}})
		if err != nil {
			return err
		}
		if demo {
			fmt.Fprintf(a.stdout, "demo queue at %s (no terminal, so no desk):\n", a.dbPath)
		}
		writeItems(a.stdout, items, a.now())
		return nil
	}
	eng, err := a.engine(cmd)
	if err != nil {
		return err
	}
	// The desk owns the screen: log records go to a file beside the
	// database instead of drawing over it.
	if logFile, err := os.OpenFile(filepath.Join(filepath.Dir(a.dbPath), "recap.log"), os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o600); err == nil {
		defer logFile.Close()
		slog.SetDefault(slog.New(slog.NewTextHandler(logFile, &slog.HandlerOptions{Level: slog.LevelInfo})))
	} else {
		slog.SetDefault(slog.New(slog.DiscardHandler))
	}
	return ui.Run(cmd.Context(), ui.Options{
		Desk:             svc,
		Router:           eng,
		Author:           who,
		AuthorOverridden: overridden,
		Editor:           os.Getenv("EDITOR"),
		Now:              a.now,
		Lease:            queue.DefaultLease,
		Leads:            deskLeads{a: a, svc: svc, explicit: cmd.Flags().Changed("policy")},
	})
}

// clean makes untrusted event text safe to print on a terminal.
func clean(s string) string { return ui.Sanitize(s) }
