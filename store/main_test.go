package store

import (
	"log/slog"
	"os"
	"testing"
)

// TestMain keeps the store's routine messages (migrations applied) out of
// test output; warnings and errors still show.
func TestMain(m *testing.M) {
	slog.SetLogLoggerLevel(slog.LevelWarn)
	os.Exit(m.Run())
}
