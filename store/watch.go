package store

import (
	"context"
	"log/slog"
	"time"
)

// WatchChanges returns a channel that receives a value after a commit by
// any other connection, this process's writer included, noticed by polling
// PRAGMA data_version every interval on a connection of its own. Bursts of
// commits coalesce into one value. The channel is closed when ctx ends or
// the database is closed.
func (db *DB) WatchChanges(ctx context.Context, every time.Duration) <-chan struct{} {
	if every <= 0 {
		every = 250 * time.Millisecond
	}
	out := make(chan struct{}, 1)
	go func() {
		defer close(out)
		// data_version is per connection: it changes when another
		// connection commits, so the poller must keep one connection.
		conn, err := db.read.Conn(ctx)
		if err != nil {
			if ctx.Err() == nil {
				slog.Warn("watching for changes: no connection", "path", db.path, "err", err)
			}
			return
		}
		defer conn.Close()
		var last int64
		if err := conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&last); err != nil {
			return
		}
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			var v int64
			if err := conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&v); err != nil {
				if ctx.Err() == nil {
					slog.Warn("watching for changes stopped", "path", db.path, "err", err)
				}
				return
			}
			if v != last {
				last = v
				select {
				case out <- struct{}{}:
				default: // a change is already waiting to be seen
				}
			}
		}
	}()
	return out
}
