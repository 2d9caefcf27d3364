package main

import (
	"bufio"
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	_ "modernc.org/sqlite"
)

// crashTrials is how many times the binary is killed mid-write.
const crashTrials = 50

// TestCrashSafety runs the real binary's ingest and decide as child
// processes, SIGKILLs them at random moments, and checks after each kill
// that the database is intact, that every acknowledged decision is there,
// that no event is half stored, and that the ledger verifies.
func TestCrashSafety(t *testing.T) {
	if testing.Short() {
		t.Skip("crash trials take about a minute; run without -short")
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "crash.db")
	base := cli(t, dir, "--db", db, "init")
	if base.code != 0 {
		t.Fatalf("init: %s", base.stderr)
	}
	template := eventTemplate(t)
	// Items to decide from the first trial on, however slow the machine:
	// on a loaded one every killed ingest may die before its first commit.
	seed := filepath.Join(dir, "seed.jsonl")
	writeEvents(t, seed, template, "seed", 300)
	if r := cli(t, dir, "--db", db, "ingest", "--no-progress", seed); r.code != 0 {
		t.Fatalf("seeding ingest: %s", r.stderr)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	acknowledged := map[string]bool{}
	env := append(os.Environ(), "RECAP_AUTHOR=crash", "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	// How long one claim and decide take on this machine now: a loaded
	// machine starts the binary slowly, and kills that always come before
	// the first decision is acknowledged would test nothing of decide. The
	// decide trials kill within three times that, and at least 420 ms.
	window := 420 * time.Millisecond
	if ids := waitingItems(t, db, 1); len(ids) == 1 {
		start := time.Now()
		c := exec.Command("sh", "-c", fmt.Sprintf("%s --db %s claim %s >/dev/null && %s --db %s decide %s --reject --reason calibration",
			recapBin, db, ids[0], recapBin, db, ids[0]))
		c.Env = env
		b, err := c.CombinedOutput()
		if err != nil {
			t.Fatalf("calibrating claim and decide: %v: %s", err, b)
		}
		window = max(window, 3*time.Since(start))
		if f := strings.Fields(string(b)); len(f) > 1 && f[0] == "rejected" {
			acknowledged[f[1]] = true
		}
	}

	for trial := 0; trial < crashTrials; trial++ {
		var cmd *exec.Cmd
		var out bytes.Buffer
		decidable := waitingItems(t, db, 40)
		if trial%2 == 0 || len(decidable) < 5 {
			file := filepath.Join(dir, fmt.Sprintf("batch-%d.jsonl", trial))
			writeEvents(t, file, template, fmt.Sprintf("crash-%02d", trial), 1500)
			cmd = exec.Command(recapBin, "--db", db, "ingest", "--no-progress", file)
		} else {
			// A reviewer working through items as fast as the binary allows.
			script := &strings.Builder{}
			for _, id := range decidable {
				fmt.Fprintf(script, "%s --db %s claim %s >/dev/null && %s --db %s decide %s --reject --reason crash-trial; ", recapBin, db, id, recapBin, db, id)
			}
			cmd = exec.Command("sh", "-c", script.String())
		}
		cmd.Env = env
		cmd.Stdout = &out
		cmd.Stderr = &out
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		wait := time.Duration(20+rng.IntN(400)) * time.Millisecond
		if cmd.Args[0] == "sh" {
			wait = 20*time.Millisecond + time.Duration(rng.Int64N(int64(window)))
		}
		time.Sleep(wait)
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()

		sc := bufio.NewScanner(&out)
		for sc.Scan() {
			if f := strings.Fields(sc.Text()); len(f) > 1 && f[0] == "rejected" {
				acknowledged[f[1]] = true
			}
		}
		checkDatabase(t, db, acknowledged, trial)
	}
	if len(acknowledged) == 0 {
		t.Fatal("no decision was acknowledged in any trial: the trials did not exercise decide")
	}
	r := cli(t, dir, "--db", db, "audit", "verify")
	if r.code != 0 {
		t.Fatalf("audit verify after %d kills: %s%s", crashTrials, r.stdout, r.stderr)
	}
	t.Logf("%d kills (decide trials killed within %v); %d acknowledged decisions all present", crashTrials, window.Round(time.Millisecond), len(acknowledged))
}

// waitingItems returns up to n ids of items waiting to be claimed.
func waitingItems(t *testing.T, path string, n int) []string {
	t.Helper()
	conn, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rows, err := conn.Query(`SELECT e.id FROM items i JOIN events e ON e.seq = i.seq WHERE i.state = 'pending' ORDER BY i.seq LIMIT ?`, n)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

func checkDatabase(t *testing.T, path string, acknowledged map[string]bool, trial int) {
	t.Helper()
	conn, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var integrity string
	if err := conn.QueryRow("PRAGMA integrity_check").Scan(&integrity); err != nil || integrity != "ok" {
		t.Fatalf("trial %d: integrity_check = %q, %v", trial, integrity, err)
	}
	var half int
	err = conn.QueryRow(`SELECT count(*) FROM events e
		LEFT JOIN routings r ON r.event_seq = e.seq LEFT JOIN items i ON i.seq = e.seq
		WHERE r.event_seq IS NULL OR i.seq IS NULL`).Scan(&half)
	if err != nil || half != 0 {
		t.Fatalf("trial %d: %d events stored without their routing or queue item (%v)", trial, half, err)
	}
	for id := range acknowledged {
		var kind, state string
		err := conn.QueryRow(`SELECT d.kind, i.state FROM decisions d JOIN events e ON e.id = d.event_id
			JOIN items i ON i.seq = e.seq WHERE d.event_id = ? ORDER BY d.seq DESC LIMIT 1`, id).Scan(&kind, &state)
		if err != nil || kind != "reject" || state != "decided" {
			t.Fatalf("trial %d: acknowledged decision on %s: kind %q state %q err %v", trial, id, kind, state, err)
		}
	}
}

func eventTemplate(t *testing.T) map[string]any {
	t.Helper()
	// A risky event, so copies of it queue for review and can be decided.
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "events", "payments-02-refund-limit-raised.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ev map[string]any
	if err := json.Unmarshal(data, &ev); err != nil {
		t.Fatal(err)
	}
	return ev
}

// writeEvents writes n copies of the template with fresh ids.
func writeEvents(t *testing.T, path string, template map[string]any, prefix string, n int) {
	t.Helper()
	var buf bytes.Buffer
	for i := range n {
		template["id"] = fmt.Sprintf("%s-%04d", prefix, i)
		b, err := json.Marshal(template)
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(b)
		buf.WriteByte('\n')
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
}
