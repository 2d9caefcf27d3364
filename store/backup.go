package store

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"recap/review"
)

// Backup writes a consistent copy of the database to path with VACUUM INTO,
// while other connections keep reading and writing. It refuses to touch an
// existing file. The copy is compacted, fsynced and created 0600.
func (db *DB) Backup(ctx context.Context, path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return review.Errorf(review.EINVALID, "backup path %q: %v", path, err)
	}
	if abs == db.path {
		return review.Errorf(review.EINVALID, "backup path %s is the database itself: choose a new file", abs)
	}
	dir := filepath.Dir(abs)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return review.Errorf(review.EINVALID, "cannot create the backup folder %s: %v", dir, err)
	}
	// O_EXCL makes the check and the creation one step, so a file that
	// appears meanwhile is not overwritten either. VACUUM INTO accepts an
	// empty file and keeps its mode.
	f, err := os.OpenFile(abs, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return review.Errorf(review.ECONFLICT, "%s already exists: backup never overwrites a file; choose a new path or move the old backup away", abs)
	}
	if err != nil {
		return review.Errorf(review.EINVALID, "cannot create the backup %s: %v", abs, err)
	}
	f.Close()
	done := false
	defer func() {
		if !done {
			os.Remove(abs)
		}
	}()
	start := time.Now()
	// VACUUM INTO reads one snapshot of the database and writes only the
	// new file, so it never takes the write lock. It runs on the
	// checkpointer's connection because query_only readers refuse it; the
	// next background checkpoint simply waits for it.
	if _, err := db.ckpt.ExecContext(ctx, `VACUUM INTO ?`, abs); err != nil {
		return db.fail("writing the backup "+abs, err)
	}
	if err := syncFile(abs); err != nil {
		return review.Errorf(review.EINTERNAL, "backup %s was written but not flushed to disk: %v; run the backup again", abs, err)
	}
	done = true
	slog.Info("backup written", "path", abs, "took", time.Since(start))
	return nil
}

// syncFile flushes the file and its folder entry to disk, so the backup
// survives a power cut right after recap says it is done.
func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	d, err := os.Open(filepath.Dir(path))
	if err != nil {
		return err
	}
	defer d.Close()
	// Some systems cannot sync a folder; the file itself is synced.
	_ = d.Sync()
	return nil
}
