package main

import (
	"strings"

	"github.com/spf13/cobra"
)

func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:   "recap",
		Short: "Review desk for risky AI resumptions",
		Long: `recap checks the summaries AI agents resume from after their context is
compacted. It routes each compaction event through a deterministic risk
engine (block, review, sample or pass), queues what a human must see, and
opens a terminal desk to approve, reject or reconstruct each summary.

With no command, recap opens the review desk on --db.
New here? Run 'recap demo' to open the desk on a built-in demo queue.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.runDesk(cmd, false)
		},
	}
	root.SetOut(a.stdout)
	root.SetErr(a.stderr)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	pf := root.PersistentFlags()
	pf.StringVar(&a.dbPath, "db", defaultDBPath(), "database file (env RECAP_DB)")
	pf.StringVar(&a.policyPath, "policy", defaultPolicyPath(), "routing policy file, TOML (env RECAP_POLICY; built-in default when absent)")
	pf.StringVar(&a.author, "author", "", "name recorded on decisions (env RECAP_AUTHOR; default: the OS user)")

	root.AddGroup(
		&cobra.Group{ID: "review", Title: "Reviewing:"},
		&cobra.Group{ID: "data", Title: "Events and routing:"},
		&cobra.Group{ID: "admin", Title: "Set-up and records:"},
	)
	add := func(group string, cmds ...*cobra.Command) {
		for _, c := range cmds {
			c.GroupID = group
			root.AddCommand(c)
		}
	}
	add("review", a.reviewCommand(), a.demoCommand(), a.queueCommand(), a.showCommand(),
		a.claimCommand(), a.releaseCommand(), a.decideCommand())
	add("data", a.ingestCommand(), a.routeCommand(), a.schemaCommand(), a.policyCommand(),
		a.exportCommand(), a.checkCommand(), a.samplingCommand(), a.statsCommand())
	add("admin", a.initCommand(), a.auditCommand(), a.backupCommand())
	return root
}

// isCobraUsage recognises cobra's own argument errors, which it returns as
// plain errors.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "unknown shorthand flag", "accepts ", "requires at least", "requires at most", "invalid argument", "flag needs an argument", "required flag"} {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}
