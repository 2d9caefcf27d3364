// Command recap is the review desk for risky AI resumptions: it routes
// compaction events through the risk-and-sampling engine, keeps the review
// queue in SQLite, and opens the terminal desk where reviewers approve,
// reject or reconstruct summaries.
//
// This package only wires the others together: flags and configuration
// here, behaviour in review, sampling, queue, store and ui.
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"recap/review"
)

// Exit codes. Documented in the README.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

// usageError marks an error caused by how the command was called.
type usageError struct{ error }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

func main() {
	configureLogging()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:])
	stop()
	os.Exit(code)
}

// run executes the command line and returns the process exit code.
func run(ctx context.Context, args []string) int {
	app := newApp()
	root := app.rootCommand()
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return exitOK
	}
	var ue usageError
	switch {
	case errors.As(err, &ue), isCobraUsage(err):
		fmt.Fprintf(os.Stderr, "recap: %v\nRun 'recap --help' for usage.\n", err)
		return exitUsage
	case errors.Is(err, errSilent):
		return exitFailure
	default:
		fmt.Fprintf(os.Stderr, "recap: %s\n", errorText(err))
		return exitFailure
	}
}

// errorText is the message a person sees: a domain error's own message,
// or the wrapped error chain for failures outside the domain (a missing
// file, a full disk), which already name what failed.
func errorText(err error) string {
	var e *review.Error
	if errors.As(err, &e) {
		return e.Message
	}
	return err.Error()
}

// configureLogging sends the packages' slog records to stderr at warning
// level, so routine notes (a migration applied) stay out of command output;
// RECAP_LOG=debug or info shows more.
func configureLogging() {
	level := slog.LevelWarn
	switch strings.ToLower(os.Getenv("RECAP_LOG")) {
	case "debug":
		level = slog.LevelDebug
	case "info":
		level = slog.LevelInfo
	}
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})))
}

// errSilent is returned by commands that already printed why they failed.
var errSilent = errors.New("failed")
