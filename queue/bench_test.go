package queue_test

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"recap/queue"
	"recap/review"
	"recap/store"
)

// TestMain runs the test binary as a benchmark worker process when
// RECAP_BENCH_WORKER is set (see runWorker); otherwise it runs the tests
// and removes the benchmarks' million-item database, which outlives any one
// benchmark so it is built once per run.
func TestMain(m *testing.M) {
	if spec := os.Getenv(workerEnv); spec != "" {
		os.Exit(runWorker(spec))
	}
	// go test prints the binary's stderr among benchmark results; keep the
	// store's routine messages (migrations) out of them.
	slog.SetLogLoggerLevel(slog.LevelWarn)
	code := m.Run()
	if bigQueuePath != "" {
		os.RemoveAll(filepath.Dir(bigQueuePath))
	}
	os.Exit(code)
}

// Benchmarks for the figures in docs/BENCHMARKS.md. Every database here is
// a real file opened with recap's settings (WAL, synchronous=FULL).

// fullDSN opens a file with the durability and cache settings the store's
// writer uses, for the bare-table baseline.
func fullDSN(path string) string {
	return "file:" + path + "?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)" +
		"&_pragma=cache_size(-32768)&_txlock=immediate"
}

// sizedEvents parses n events whose sizes vary uniformly from 1 KB to
// 7 KB, 4 KB on average, with ids prefix-0 ... prefix-(n-1).
func sizedEvents(b *testing.B, rng *rand.Rand, prefix string, n int) ([]*review.RawEvent, int) {
	b.Helper()
	out := make([]*review.RawEvent, n)
	total := 0
	for i := range out {
		pad := 200 + rng.IntN(6000)
		out[i] = rawEvent(b, fmt.Sprintf("%s-%d", prefix, i), "acme", pad)
		total += len(out[i].Bytes)
	}
	return out, total
}

// BenchmarkIngestVsRawInsert ingests batches of 4 KB-average events through
// the queue (parse excluded: the CLI parses before ingest) and, in the same
// iteration, inserts the same bytes into a bare two-column table, one
// prepared INSERT per event in one transaction per batch, on a file with
// the same settings (WAL, synchronous=FULL, cache), alternating which runs
// first. ratio is ingest throughput over raw-insert throughput.
//
// The two sides copy their logs into the database file differently, so
// there are two ways to count that work:
//
//   - AsShipped: each side runs as it would in use. The store checkpoints
//     in the background; the bare file uses SQLite's default (a checkpoint
//     inside the commit that passes 1000 pages of log).
//   - CheckpointsOffTheClock: neither checkpoints while timed; both logs
//     are checkpointed between iterations with the timer stopped. This
//     compares only the work of storing the bytes, and is the steadier of
//     the two.
func BenchmarkIngestVsRawInsert(b *testing.B) {
	b.Run("AsShipped", func(b *testing.B) { benchIngest(b, false) })
	b.Run("CheckpointsOffTheClock", func(b *testing.B) { benchIngest(b, true) })
}

func benchIngest(b *testing.B, offTheClock bool) {
	ctx := context.Background()
	dir := b.TempDir()
	recapPath := filepath.Join(dir, "recap.db")
	opts := store.Options{}
	if offTheClock {
		opts.CheckpointEvery = -1
	}
	db, err := store.Open(ctx, recapPath, opts)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	s := queue.New(queue.Config{DB: db, Router: testRouter{}})
	raw, err := sql.Open("sqlite", fullDSN(filepath.Join(dir, "bare.db")))
	if err != nil {
		b.Fatal(err)
	}
	defer raw.Close()
	raw.SetMaxOpenConns(1)
	setup := []string{`CREATE TABLE bare (id TEXT PRIMARY KEY, body BLOB NOT NULL)`}
	if offTheClock {
		setup = append(setup, `PRAGMA wal_autocheckpoint = 0`)
	}
	for _, q := range setup {
		if _, err := raw.Exec(q); err != nil {
			b.Fatal(err)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var ingestTime, rawTime time.Duration
	var events, bytes int
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		evs, size := sizedEvents(b, rng, fmt.Sprintf("b%d", i), queue.IngestBatch)
		b.StartTimer()

		ingest := func() {
			start := time.Now()
			rep, err := s.Ingest(ctx, evs, queue.IngestOptions{})
			if err != nil || rep.Ingested != len(evs) {
				b.Fatalf("ingest: %+v, %v", rep, err)
			}
			ingestTime += time.Since(start)
		}
		insert := func() {
			start := time.Now()
			tx, err := raw.Begin()
			if err != nil {
				b.Fatal(err)
			}
			stmt, err := tx.Prepare(`INSERT INTO bare (id, body) VALUES (?, ?)`)
			if err != nil {
				b.Fatal(err)
			}
			for _, e := range evs {
				if _, err := stmt.Exec(e.Event.ID, e.Bytes); err != nil {
					b.Fatal(err)
				}
			}
			stmt.Close()
			if err := tx.Commit(); err != nil {
				b.Fatal(err)
			}
			rawTime += time.Since(start)
		}
		// Alternate which goes first, so neither always inherits the
		// other's dirty pages in the disk cache.
		if i%2 == 0 {
			ingest()
			insert()
		} else {
			insert()
			ingest()
		}
		if offTheClock {
			b.StopTimer()
			if _, err := raw.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
				b.Fatal(err)
			}
			if err := db.Checkpoint(ctx); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		events += len(evs)
		bytes += size
	}
	ingestRate := float64(events) / ingestTime.Seconds()
	rawRate := float64(events) / rawTime.Seconds()
	b.ReportMetric(ingestRate, "ingest-events/s")
	b.ReportMetric(rawRate, "raw-events/s")
	b.ReportMetric(ingestRate/rawRate, "ratio")
	b.ReportMetric(float64(bytes)/float64(events), "avg-event-bytes")
}

// benchItems is the queue size for the claim benchmark: 1,000,000 unless
// RECAP_BENCH_ITEMS says otherwise (building a million items takes a while).
func benchItems(b *testing.B) int {
	if v := os.Getenv("RECAP_BENCH_ITEMS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			b.Fatalf("RECAP_BENCH_ITEMS=%q: want a positive number", v)
		}
		return n
	}
	return 1_000_000
}

var (
	bigQueueOnce sync.Once
	bigQueuePath string
	bigQueueErr  error
)

// bigQueue builds, once per process, a database holding n pending items
// with four priority levels. The schema comes from store.Open; the rows
// are written in bulk by SQL, which takes seconds instead of the minutes
// a million ingests would.
func bigQueue(b *testing.B, n int) string {
	bigQueueOnce.Do(func() {
		dir, err := os.MkdirTemp("", "recap-bench-")
		if err != nil {
			bigQueueErr = err
			return
		}
		bigQueuePath = filepath.Join(dir, "recap.db")
		db, err := store.Open(context.Background(), bigQueuePath, store.Options{})
		if err != nil {
			bigQueueErr = err
			return
		}
		if err := db.Close(); err != nil {
			bigQueueErr = err
			return
		}
		c, err := sql.Open("sqlite", "file:"+bigQueuePath)
		if err != nil {
			bigQueueErr = err
			return
		}
		defer c.Close()
		c.SetMaxOpenConns(1)
		start := time.Now()
		for _, q := range []string{
			// Bulk setup only: no journal, no syncs. The benchmark's own
			// handles reopen the file in WAL mode with synchronous=FULL.
			`PRAGMA journal_mode = MEMORY`,
			`PRAGMA synchronous = OFF`,
			`BEGIN`,
			fmt.Sprintf(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < %d)
				INSERT INTO events (seq, id, sha256, tenant, task_id, agent, created_at, received_at, raw)
				SELECT i + 1, printf('ev-%%07d', i), 'x', 'tenant-' || (i %% 50), 'task-' || i, 'bot',
					'2026-03-01T00:00:00.000000000Z', '2026-03-01T00:00:00.000000000Z', x'7b7d' FROM n`, n),
			`INSERT INTO routings (event_seq, action, priority, risk_classes, risks, findings, policy_version, sample_rate, sampled, seed)
				SELECT seq, 'review', 0, '["financial_move"]', '[]', '[]', 'bench', 1, 1, '' FROM events`,
			`INSERT INTO items (seq, state, action, priority, finding_count, blocking_count, enqueued_us)
				SELECT seq, 'pending', 'review', (abs(random()) % 4) * 10, 0, 0, 1772323200000000 + seq FROM events`,
			`COMMIT`,
			`PRAGMA journal_mode = WAL`,
		} {
			if _, err := c.Exec(q); err != nil {
				bigQueueErr = fmt.Errorf("%.60s: %w", q, err)
				return
			}
		}
		b.Logf("built a queue of %d items in %s", n, time.Since(start).Round(time.Millisecond))
	})
	if bigQueueErr != nil {
		b.Fatal(bigQueueErr)
	}
	return bigQueuePath
}

// latencies collects per-operation durations and reports percentiles.
type latencies struct {
	mu sync.Mutex
	d  []time.Duration
}

func (l *latencies) add(ds ...time.Duration) {
	l.mu.Lock()
	l.d = append(l.d, ds...)
	l.mu.Unlock()
}

func (l *latencies) report(b *testing.B) {
	b.Helper()
	if len(l.d) == 0 {
		b.Fatal("no operations were timed")
	}
	slices.Sort(l.d)
	pct := func(p float64) float64 {
		i := min(int(p*float64(len(l.d))), len(l.d)-1)
		return float64(l.d[i].Microseconds()) / 1000
	}
	b.ReportMetric(pct(0.50), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	b.ReportMetric(pct(0.999), "p99.9-ms")
	b.ReportMetric(float64(l.d[len(l.d)-1].Microseconds())/1000, "max-ms")
}

// workerEnv turns the test binary into a benchmark worker: reviewers that
// are separate processes, as separate recap desks are, so each has its own
// Go scheduler and waits for the others the way real processes do.
const workerEnv = "RECAP_BENCH_WORKER"

// workerJob is what one worker process does.
type workerJob struct {
	Op   string // "claim" or "decide"
	Path string
	Name string // reviewer
	// Claim: N claims. Decide: items e<First>, e<First+Step>, ... below N.
	N, First, Step int
}

// runWorker opens the database, says "ready", waits for a line on stdin,
// runs the job and prints one latency in nanoseconds per line.
func runWorker(spec string) int {
	var job workerJob
	if err := json.Unmarshal([]byte(spec), &job); err != nil {
		fmt.Fprintln(os.Stderr, "worker spec:", err)
		return 2
	}
	ctx := context.Background()
	db, err := store.Open(ctx, job.Path, store.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "worker open:", err)
		return 1
	}
	defer db.Close()
	s := queue.New(queue.Config{DB: db, Router: testRouter{}})
	fmt.Println("ready")
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		fmt.Fprintln(os.Stderr, "worker start:", err)
		return 1
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	run := func(op func() error) bool {
		t := time.Now()
		if err := op(); err != nil {
			fmt.Fprintln(os.Stderr, "worker:", err)
			return false
		}
		fmt.Fprintln(out, time.Since(t).Nanoseconds())
		return true
	}
	switch job.Op {
	case "claim":
		for range job.N {
			if !run(func() error { _, err := s.Claim(ctx, job.Name, ""); return err }) {
				return 1
			}
		}
	case "decide":
		for i := job.First; i < job.N; i += job.Step {
			id := fmt.Sprintf("e%07d", i)
			if !run(func() error {
				_, err := s.Decide(ctx, reject(id, job.Name, "summary hides the failed refund"))
				return err
			}) {
				return 1
			}
		}
	default:
		fmt.Fprintln(os.Stderr, "worker: unknown op", job.Op)
		return 2
	}
	return 0
}

// runWorkers starts one process per job, starts them all at once when all
// are ready, and returns every operation's latency and the wall time.
func runWorkers(b *testing.B, jobs []workerJob) (*latencies, time.Duration) {
	b.Helper()
	type proc struct {
		cmd    *exec.Cmd
		stdin  io.WriteCloser
		stdout *bufio.Reader
		stderr *bytes.Buffer
	}
	procs := make([]proc, len(jobs))
	for i, job := range jobs {
		spec, _ := json.Marshal(job)
		cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^$")
		cmd.Env = append(os.Environ(), workerEnv+"="+string(spec))
		stdin, err := cmd.StdinPipe()
		if err != nil {
			b.Fatal(err)
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			b.Fatal(err)
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		procs[i] = proc{cmd, stdin, bufio.NewReader(stdout), &stderr}
	}
	for i, p := range procs {
		if line, err := p.stdout.ReadString('\n'); err != nil || line != "ready\n" {
			b.Fatalf("worker %d did not start: %q %v %s", i, line, err, p.stderr)
		}
	}
	start := time.Now()
	for _, p := range procs {
		io.WriteString(p.stdin, "go\n")
	}
	var lat latencies
	var wg sync.WaitGroup
	for i, p := range procs {
		wg.Go(func() {
			var mine []time.Duration
			for {
				line, err := p.stdout.ReadString('\n')
				if err != nil {
					break
				}
				ns, err := strconv.ParseInt(strings.TrimSpace(line), 10, 64)
				if err != nil {
					b.Errorf("worker %d: %q", i, line)
					break
				}
				mine = append(mine, time.Duration(ns))
			}
			if err := p.cmd.Wait(); err != nil {
				b.Errorf("worker %d: %v: %s", i, err, p.stderr)
			}
			lat.add(mine...)
		})
	}
	wg.Wait()
	return &lat, time.Since(start)
}

// BenchmarkClaim measures claim latency with a million queued items (see
// RECAP_BENCH_ITEMS). "FourProcesses" has 4 reviewers claiming back to
// back, each in its own process with its own handle, as four recap desks
// would be (and far busier than people); "OneReviewer" is one reviewer
// alone, the latency a person sees when nobody else is writing;
// "OneProcess" runs 4 back-to-back reviewers through one handle.
func BenchmarkClaim(b *testing.B) {
	n := benchItems(b)
	path := bigQueue(b, n)
	const reviewers = 4
	b.Run("FourProcesses", func(b *testing.B) {
		jobs := make([]workerJob, reviewers)
		for r := range jobs {
			jobs[r] = workerJob{Op: "claim", Path: path, Name: fmt.Sprintf("proc-%d", r), N: b.N / reviewers}
			if r < b.N%reviewers {
				jobs[r].N++
			}
		}
		b.ResetTimer()
		lat, elapsed := runWorkers(b, jobs)
		b.StopTimer()
		lat.report(b)
		b.ReportMetric(float64(b.N)/elapsed.Seconds(), "claims/s")
	})
	b.Run("OneReviewer", func(b *testing.B) {
		ctx := context.Background()
		s := queue.New(queue.Config{DB: openDB(b, path), Router: testRouter{}})
		var lat latencies
		b.ResetTimer()
		start := time.Now()
		for range b.N {
			t := time.Now()
			if _, err := s.Claim(ctx, "solo", ""); err != nil {
				b.Fatal(err)
			}
			lat.add(time.Since(t))
		}
		elapsed := time.Since(start)
		b.StopTimer()
		lat.report(b)
		b.ReportMetric(float64(b.N)/elapsed.Seconds(), "claims/s")
	})
	b.Run("OneProcess", func(b *testing.B) {
		ctx := context.Background()
		s := queue.New(queue.Config{DB: openDB(b, path), Router: testRouter{}})
		var lat latencies
		var next atomic.Int64
		b.ResetTimer()
		start := time.Now()
		var wg sync.WaitGroup
		for r := range reviewers {
			wg.Go(func() {
				var mine []time.Duration
				name := fmt.Sprintf("desk-%d", r)
				for next.Add(1) <= int64(b.N) {
					t := time.Now()
					if _, err := s.Claim(ctx, name, ""); err != nil {
						b.Error(err)
						return
					}
					mine = append(mine, time.Since(t))
				}
				lat.add(mine...)
			})
		}
		wg.Wait()
		elapsed := time.Since(start)
		b.StopTimer()
		lat.report(b)
		b.ReportMetric(float64(b.N)/elapsed.Seconds(), "claims/s")
	})
}

// decideQueue builds a database of n items, item i held by reviewer
// i % reviewers with a lease that does not run out during the benchmark.
func decideQueue(b *testing.B, n, reviewers int) string {
	b.Helper()
	ctx := context.Background()
	path := filepath.Join(b.TempDir(), "recap.db")
	db, err := store.Open(ctx, path, store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	seed := queue.New(queue.Config{DB: db, Router: testRouter{}})
	for start := 0; start < n; start += 5000 {
		evs := make([]*review.RawEvent, 0, 5000)
		for i := start; i < min(start+5000, n); i++ {
			evs = append(evs, quickRawEvent(fmt.Sprintf("e%07d", i)))
		}
		if _, err := seed.Ingest(ctx, evs, queue.IngestOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	db.Close()
	c, err := sql.Open("sqlite", fullDSN(path))
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Exec(fmt.Sprintf(`UPDATE items SET state = 'claimed', lease_expires_us = 4102444800000000,
		lease_holder = 'reviewer-' || ((seq - 1) %% %d)`, reviewers)); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkDecide measures recording decisions on items the reviewer
// holds: one reviewer deciding back to back ("Sequential", latency), and
// four reviewer processes at once ("FourProcesses", throughput).
func BenchmarkDecide(b *testing.B) {
	b.Run("Sequential", func(b *testing.B) {
		ctx := context.Background()
		path := decideQueue(b, b.N, 1)
		s := queue.New(queue.Config{DB: openDB(b, path), Router: testRouter{}})
		var lat latencies
		b.ResetTimer()
		start := time.Now()
		for i := range b.N {
			t := time.Now()
			if _, err := s.Decide(ctx, reject(fmt.Sprintf("e%07d", i), "reviewer-0", "summary hides the failed refund")); err != nil {
				b.Fatal(err)
			}
			lat.add(time.Since(t))
		}
		elapsed := time.Since(start)
		b.StopTimer()
		lat.report(b)
		b.ReportMetric(float64(b.N)/elapsed.Seconds(), "decisions/s")
	})
	b.Run("FourProcesses", func(b *testing.B) {
		const reviewers = 4
		path := decideQueue(b, b.N, reviewers)
		jobs := make([]workerJob, reviewers)
		for r := range jobs {
			jobs[r] = workerJob{Op: "decide", Path: path, Name: fmt.Sprintf("reviewer-%d", r), N: b.N, First: r, Step: reviewers}
		}
		b.ResetTimer()
		lat, elapsed := runWorkers(b, jobs)
		b.StopTimer()
		lat.report(b)
		b.ReportMetric(float64(b.N)/elapsed.Seconds(), "decisions/s")
	})
}

// BenchmarkDurableCommitFloor is the baseline the claim and decide figures
// compare against: the cheapest durable SQLite commit on this disk, one
// small row per transaction into a bare table, WAL with synchronous=FULL,
// as recap's writer commits.
func BenchmarkDurableCommitFloor(b *testing.B) {
	c, err := sql.Open("sqlite", fullDSN(filepath.Join(b.TempDir(), "floor.db")))
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	c.SetMaxOpenConns(1)
	if _, err := c.Exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)`); err != nil {
		b.Fatal(err)
	}
	var lat latencies
	b.ResetTimer()
	start := time.Now()
	for i := range b.N {
		t := time.Now()
		if _, err := c.Exec(`INSERT INTO t (v) VALUES (?)`, strconv.Itoa(i)); err != nil {
			b.Fatal(err)
		}
		lat.add(time.Since(t))
	}
	elapsed := time.Since(start)
	b.StopTimer()
	lat.report(b)
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "commits/s")
}
