package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"recap/queue"
	"recap/sampling"
	"recap/store"
)

// app holds the global flags and opens what the commands need lazily, so
// `recap schema` or `recap route` never touch a database.
type app struct {
	dbPath     string
	policyPath string
	author     string
	stdout     io.Writer
	stderr     io.Writer
	now        func() time.Time
	eng        *sampling.Engine // built on first use by engine
}

func newApp() *app {
	return &app{stdout: os.Stdout, stderr: os.Stderr, now: func() time.Time { return time.Now().UTC() }}
}

// dataDir is $XDG_DATA_HOME/recap, falling back to ~/.local/share/recap.
func dataDir() string {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "recap")
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "recap-data"
	}
	return filepath.Join(home, ".local", "share", "recap")
}

// configDir is $XDG_CONFIG_HOME/recap, falling back to ~/.config/recap.
func configDir() string {
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "recap")
	}
	return "recap-config"
}

func defaultDBPath() string {
	if p := os.Getenv("RECAP_DB"); p != "" {
		return p
	}
	return filepath.Join(dataDir(), "recap.db")
}

func defaultPolicyPath() string {
	if p := os.Getenv("RECAP_POLICY"); p != "" {
		return p
	}
	return filepath.Join(configDir(), "policy.toml")
}

// reviewer returns who is acting and whether that name overrides the
// operating-system user (recorded in the ledger either way).
func (a *app) reviewer() (name string, overridden bool, err error) {
	if a.author != "" {
		return a.author, true, nil
	}
	if env := strings.TrimSpace(os.Getenv("RECAP_AUTHOR")); env != "" {
		return env, true, nil
	}
	u, err := user.Current()
	if err != nil || u.Username == "" {
		return "", false, fmt.Errorf("cannot tell who you are (%v): pass --author NAME or set RECAP_AUTHOR", err)
	}
	return u.Username, false, nil
}

// loadPolicy reads the routing policy: --policy, else the configured file
// when it exists, else the built-in default.
func (a *app) loadPolicy(explicit bool) (*sampling.Policy, error) {
	path := a.policyPath
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		return sampling.ParsePolicy(data, path)
	case errors.Is(err, fs.ErrNotExist) && !explicit:
		return sampling.DefaultPolicy(), nil
	default:
		return nil, fmt.Errorf("read policy: %w (write one with 'recap init' or pass --policy FILE)", err)
	}
}

// engine returns the engine over the policy in force, built once per
// command: demo and the desk both route, and must agree on one policy.
func (a *app) engine(cmd *cobra.Command) (*sampling.Engine, error) {
	if a.eng != nil {
		return a.eng, nil
	}
	p, err := a.loadPolicy(cmd.Flags().Changed("policy"))
	if err != nil {
		return nil, err
	}
	a.eng = sampling.NewEngine(p)
	return a.eng, nil
}

// openService opens the database (which must already exist unless create
// is set) and the queue service over it.
func (a *app) openService(ctx context.Context, cmd *cobra.Command, create bool) (*queue.Service, func(), error) {
	if !create {
		if _, err := os.Stat(a.dbPath); errors.Is(err, fs.ErrNotExist) {
			return nil, nil, fmt.Errorf("no database at %s: run 'recap init' first (or pass --db PATH; 'recap demo' needs none)", a.dbPath)
		}
	}
	eng, err := a.engine(cmd)
	if err != nil {
		return nil, nil, err
	}
	db, err := store.Open(ctx, a.dbPath, store.Options{})
	if err != nil {
		return nil, nil, fmt.Errorf("open %s: %w", a.dbPath, err)
	}
	svc := queue.New(queue.Config{DB: db, Router: eng, Now: a.now, IsLead: eng.IsLead})
	return svc, func() { _ = db.Close() }, nil
}
