package ui

import (
	"io"
	"log/slog"
	"os"
	"testing"
)

// TestMain keeps the store's migration log lines out of test and
// benchmark output.
func TestMain(m *testing.M) {
	slog.SetDefault(slog.New(slog.NewTextHandler(io.Discard, nil)))
	os.Exit(m.Run())
}
