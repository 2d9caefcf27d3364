//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package store

import (
	"context"
	"errors"
	"os"
	"syscall"
	"time"
)

// lockWriter takes the cross-process writer lock: an exclusive flock on a
// file next to the database. Writers wait for it asleep in the kernel and
// are woken when it is released, so waiting costs no CPU and a busy writer
// cannot starve the others the way SQLite's sleep-and-retry can. Each call
// opens its own descriptor, because flock locks belong to the open file:
// two descriptors conflict even inside one process, which is what lets
// several handles in one process (and the goroutines of one) take turns.
//
// The returned unlock closes the descriptor, which releases the lock; a
// process that dies releases it the same way, so it can never go stale.
func lockWriter(ctx context.Context, path string, deadline time.Time) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	fd := int(f.Fd())
	if err := syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB); err == nil {
		return func() { f.Close() }, nil
	} else if !errors.Is(err, syscall.EWOULDBLOCK) {
		f.Close()
		return nil, err
	}
	got := make(chan error, 1)
	go func() {
		for {
			err := syscall.Flock(fd, syscall.LOCK_EX)
			if !errors.Is(err, syscall.EINTR) {
				got <- err
				return
			}
		}
	}()
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case err := <-got:
		if err != nil {
			f.Close()
			return nil, err
		}
		return func() { f.Close() }, nil
	case <-timer.C:
		err = errWriterLockTimeout
	case <-ctx.Done():
		err = ctx.Err()
	}
	// The blocked flock cannot be interrupted; when it returns, closing the
	// descriptor gives the lock straight back.
	go func() {
		<-got
		f.Close()
	}()
	return nil, err
}
