package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"recap/review"
	"recap/sampling"
)

func (a *app) initCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "init",
		Short: "Create the database and a commented default policy",
		Long: `Creates the database (--db) with its schema, and writes the default routing
policy to --policy unless a file is already there. Safe to run again: it
migrates an older database and never overwrites a policy.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			wrote, err := writeDefaultPolicy(a.policyPath)
			if err != nil {
				return err
			}
			svc, closeDB, err := a.openService(cmd.Context(), cmd, true)
			if err != nil {
				return err
			}
			defer closeDB()
			c, err := svc.Counts(cmd.Context(), "")
			if err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "database ready: %s (%d items)\n", a.dbPath, c.Pending+c.Claimed+c.Decided+c.Passed)
			if wrote {
				fmt.Fprintf(a.stdout, "default policy written: %s (edit it, then 'recap policy check %s')\n", a.policyPath, a.policyPath)
			} else {
				fmt.Fprintf(a.stdout, "policy kept: %s\n", a.policyPath)
			}
			fmt.Fprintln(a.stdout, "next: recap ingest FILE...  then  recap review")
			return nil
		},
	}
}

// writeDefaultPolicy writes the commented default policy unless a file is
// already at path. It reports whether it wrote.
func writeDefaultPolicy(path string) (bool, error) {
	if _, err := os.Stat(path); err == nil {
		return false, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return false, fmt.Errorf("policy: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return false, fmt.Errorf("policy: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return false, fmt.Errorf("policy: %w", err)
	}
	if _, err := f.Write(sampling.DefaultPolicyTOML()); err != nil {
		f.Close()
		return false, fmt.Errorf("policy: %w", err)
	}
	return true, f.Close()
}

func (a *app) auditCommand() *cobra.Command {
	audit := &cobra.Command{
		Use:   "audit",
		Short: "Check the decision ledger",
	}
	audit.AddCommand(&cobra.Command{
		Use:   "verify",
		Short: "Verify the ledger's hash chain; name the first broken row",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			rep, err := svc.VerifyLedger(cmd.Context())
			if err != nil {
				return err
			}
			if rep.OK {
				fmt.Fprintf(a.stdout, "ledger OK: %d rows, hash chain intact\n", rep.Rows)
				return nil
			}
			fmt.Fprintf(a.stderr, "ledger BROKEN at row #%d: %s\n", rep.FirstBroken, rep.Problem)
			fmt.Fprintln(a.stderr, "The ledger was edited outside recap. Restore from a backup and keep this file for investigation.")
			return errSilent
		},
	})
	return audit
}

func (a *app) backupCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "backup PATH",
		Short: "Write a consistent copy of the database while it is in use",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			svc, closeDB, err := a.openService(cmd.Context(), cmd, false)
			if err != nil {
				return err
			}
			defer closeDB()
			if err := svc.Backup(cmd.Context(), args[0]); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "backup written: %s\n", args[0])
			return nil
		},
	}
}

func (a *app) schemaCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "schema",
		Short: "Print the JSON Schema of the event format (recap.event/v1)",
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			_, err := a.stdout.Write(review.SchemaJSON)
			return err
		},
	}
}

func (a *app) policyCommand() *cobra.Command {
	pol := &cobra.Command{
		Use:   "policy",
		Short: "Show or check the routing policy",
	}
	var builtIn bool
	show := &cobra.Command{
		Use:   "show",
		Short: "Print the policy in force (--policy, RECAP_POLICY, the config file, else the built-in default)",
		Long: "Print the policy in force: --policy, else RECAP_POLICY, else the config file `recap init` wrote,\n" +
			"else the built-in default. --default prints the built-in default whatever is in force, to compare\n" +
			"a policy written by an older recap with what this one would write.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if builtIn {
				fmt.Fprintf(a.stderr, "# built-in default policy, version %s\n", sampling.DefaultPolicy().Version)
				_, err := a.stdout.Write(sampling.DefaultPolicyTOML())
				return err
			}
			eng, err := a.engine(cmd)
			if err != nil {
				return err
			}
			version, content := eng.Policy()
			fmt.Fprintf(a.stderr, "# policy version %s\n", version)
			_, err = a.stdout.Write(content)
			return err
		},
	}
	show.Flags().BoolVar(&builtIn, "default", false, "print the built-in default policy instead of the one in force")
	pol.AddCommand(show, &cobra.Command{
		Use:   "check FILE",
		Short: "Check a policy file; errors name the line and key",
		Args:  cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			data, err := os.ReadFile(args[0])
			if err != nil {
				return fmt.Errorf("read policy: %w", err)
			}
			p, err := sampling.ParsePolicy(data, args[0])
			if err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "%s: OK (policy version %s)\n", args[0], p.Version)
			return nil
		},
	})
	return pol
}
