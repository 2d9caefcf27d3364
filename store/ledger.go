package store

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"recap/review"
)

// GenesisHash is the "previous hash" of the first ledger row.
const GenesisHash = "0000000000000000000000000000000000000000000000000000000000000000"

// canonicalRow is a ledger row as it is hashed. The hash of row n is
//
//	hex(sha256(prev_hash || canonical))
//
// where prev_hash is the 64 lowercase hex characters of row n-1's hash
// ([GenesisHash] for row 1) and canonical is this struct encoded by
// encoding/json with HTML escaping off and no trailing newline: one JSON
// object whose keys appear in exactly this order, role, reviews and
// claimed_at only when not empty. Every value is the stored
// column as stored: times are RFC 3339 UTC text with nine fraction digits,
// flags are JSON booleans, the reconstructed contract and the verdicts are
// their stored JSON text carried as JSON strings, and absent text is null.
// Text fields must be valid UTF-8 (the store refuses anything else), so the
// encoding is one-to-one and anyone can recompute a hash from the columns.
type canonicalRow struct {
	Seq                   int64   `json:"seq"`
	EventID               string  `json:"event_id"`
	Kind                  string  `json:"kind"`
	Author                string  `json:"author"`
	AuthorOverridden      bool    `json:"author_overridden"`
	At                    string  `json:"at"`
	Reason                string  `json:"reason"`
	Override              bool    `json:"override"`
	ReconstructedSummary  *string `json:"reconstructed_summary"`
	ReconstructedContract *string `json:"reconstructed_contract"`
	Verdicts              string  `json:"verdicts"`
	Reverses              int64   `json:"reverses"`
	// Role and Reviews (dual review) are hashed only when not empty, so
	// rows written before they existed verify unchanged.
	Role    string `json:"role,omitempty"`
	Reviews string `json:"reviews,omitempty"`
	// ClaimedAt is when the decision's claim was taken (00005), hashed
	// only when not empty.
	ClaimedAt string `json:"claimed_at,omitempty"`
}

func (c canonicalRow) hash(prev string) (string, error) {
	var b bytes.Buffer
	b.WriteString(prev)
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(c); err != nil {
		return "", err
	}
	sum := sha256.Sum256(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
	return hex.EncodeToString(sum[:]), nil
}

// AppendDecision appends d to the ledger at the transaction's time and
// returns the stored row with its Seq, At and Hash. It checks nothing about
// the queue; the caller does that in the same transaction.
func (tx *Tx) AppendDecision(ctx context.Context, d review.Decision) (review.Decision, error) {
	const op = "recording the decision"
	if err := tx.requireWrite(op); err != nil {
		return d, err
	}
	d.At = tx.now
	row := canonicalRow{
		EventID:              d.EventID,
		Kind:                 string(d.Kind),
		Author:               d.Author,
		AuthorOverridden:     d.AuthorOverridden,
		At:                   formatTime(d.At),
		Reason:               d.Reason,
		Override:             d.Override,
		ReconstructedSummary: d.ReconstructedSummary,
		Reverses:             d.Reverses,
		Role:                 string(d.Role),
	}
	if d.ClaimedAt != nil {
		row.ClaimedAt = formatTime(*d.ClaimedAt)
	}
	if len(d.Reviews) > 0 {
		b, err := json.Marshal(d.Reviews)
		if err != nil {
			return d, review.Errorf(review.EINTERNAL, "%s: the reviews do not encode: %v", op, err)
		}
		row.Reviews = string(b)
	}
	for name, s := range map[string]string{"event id": row.EventID, "author": row.Author, "reason": row.Reason} {
		if !utf8.ValidString(s) {
			return d, review.Errorf(review.EINVALID, "%s: the %s is not valid UTF-8 text", op, name)
		}
	}
	if s := d.ReconstructedSummary; s != nil && !utf8.ValidString(*s) {
		return d, review.Errorf(review.EINVALID, "%s: the reconstructed summary is not valid UTF-8 text", op)
	}
	if d.ReconstructedContract != nil {
		b, err := json.Marshal(d.ReconstructedContract)
		if err != nil {
			return d, review.Errorf(review.EINVALID, "%s: the reconstructed contract does not encode: %v", op, err)
		}
		s := string(b)
		row.ReconstructedContract = &s
	}
	v, err := json.Marshal(nonNil(d.Verdicts))
	if err != nil {
		return d, review.Errorf(review.EINVALID, "%s: the finding verdicts do not encode: %v", op, err)
	}
	row.Verdicts = string(v)

	// The next seq comes from sqlite_sequence, not from the newest row: if
	// rows at the end were ever deleted, the gap stays visible to the
	// verifier instead of being papered over by new rows.
	var last sql.NullInt64
	var head sql.NullString
	if err := tx.queryRow(ctx, sqlLedgerTail).Scan(&last, &head); err != nil {
		return d, tx.db.fail(op, err)
	}
	prev := GenesisHash
	if head.Valid {
		prev = head.String
	}
	row.Seq = last.Int64 + 1
	hash, err := row.hash(prev)
	if err != nil {
		return d, review.Errorf(review.EINTERNAL, "%s: encoding the ledger row: %v", op, err)
	}
	if _, err := tx.exec(ctx, sqlAppendDecision,
		row.Seq, row.EventID, row.Kind, row.Author, row.AuthorOverridden, row.At, row.Reason, row.Override,
		row.ReconstructedSummary, row.ReconstructedContract, row.Verdicts, row.Reverses, row.Role, row.Reviews, row.ClaimedAt, prev, hash); err != nil {
		return d, tx.db.fail(op, err)
	}
	d.Seq = row.Seq
	d.Hash = hash
	return d, nil
}

const decisionColumns = `seq, event_id, kind, author, author_overridden, at, reason, override,
	reconstructed_summary, reconstructed_contract, verdicts, reverses, role, reviews, claimed_at, prev_hash, hash`

// ledgerRow is one stored ledger row, column by column.
type ledgerRow struct {
	canonicalRow
	PrevHash string
	Hash     string
}

func scanLedgerRow(s rowScanner) (ledgerRow, error) {
	var r ledgerRow
	var summary, contract sql.NullString
	err := s.Scan(&r.Seq, &r.EventID, &r.Kind, &r.Author, &r.AuthorOverridden, &r.At, &r.Reason, &r.Override,
		&summary, &contract, &r.Verdicts, &r.Reverses, &r.Role, &r.Reviews, &r.ClaimedAt, &r.PrevHash, &r.Hash)
	if summary.Valid {
		r.ReconstructedSummary = &summary.String
	}
	if contract.Valid {
		r.ReconstructedContract = &contract.String
	}
	return r, err
}

func (r ledgerRow) decision() (review.Decision, error) {
	d := review.Decision{
		Seq:                  r.Seq,
		EventID:              r.EventID,
		Kind:                 review.DecisionKind(r.Kind),
		Author:               r.Author,
		AuthorOverridden:     r.AuthorOverridden,
		Reason:               r.Reason,
		Override:             r.Override,
		ReconstructedSummary: r.ReconstructedSummary,
		Reverses:             r.Reverses,
		Role:                 review.ReviewRole(r.Role),
		Hash:                 r.Hash,
	}
	var err error
	if d.At, err = parseTime(r.At); err != nil {
		return d, review.Errorf(review.EINTERNAL, "ledger row %d: stored time %q: %v", r.Seq, r.At, err)
	}
	if r.ReconstructedContract != nil {
		d.ReconstructedContract = new(review.Contract)
		if err := json.Unmarshal([]byte(*r.ReconstructedContract), d.ReconstructedContract); err != nil {
			return d, review.Errorf(review.EINTERNAL, "ledger row %d: stored contract does not decode: %v", r.Seq, err)
		}
	}
	if err := json.Unmarshal([]byte(r.Verdicts), &d.Verdicts); err != nil {
		return d, review.Errorf(review.EINTERNAL, "ledger row %d: stored verdicts do not decode: %v", r.Seq, err)
	}
	if len(d.Verdicts) == 0 {
		d.Verdicts = nil
	}
	if r.ClaimedAt != "" {
		at, err := parseTime(r.ClaimedAt)
		if err != nil {
			return d, review.Errorf(review.EINTERNAL, "ledger row %d: stored claim time %q: %v", r.Seq, r.ClaimedAt, err)
		}
		d.ClaimedAt = &at
	}
	if r.Reviews != "" {
		if err := json.Unmarshal([]byte(r.Reviews), &d.Reviews); err != nil {
			return d, review.Errorf(review.EINTERNAL, "ledger row %d: stored reviews do not decode: %v", r.Seq, err)
		}
	}
	return d, nil
}

// Decisions returns the ledger rows for an event, oldest first.
func (tx *Tx) Decisions(ctx context.Context, eventID string) ([]review.Decision, error) {
	const op = "reading the decisions"
	rows, err := tx.query(ctx, sqlDecisionsOf, eventID)
	if err != nil {
		return nil, tx.db.fail(op, err)
	}
	defer rows.Close()
	var out []review.Decision
	for rows.Next() {
		r, err := scanLedgerRow(rows)
		if err != nil {
			return nil, tx.db.fail(op, err)
		}
		d, err := r.decision()
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, tx.db.fail(op, rows.Err())
}

// Decision returns the ledger row seq, or an ENOTFOUND error.
func (tx *Tx) Decision(ctx context.Context, seq int64) (review.Decision, error) {
	r, err := scanLedgerRow(tx.queryRow(ctx, sqlDecision, seq))
	if err != nil {
		return review.Decision{}, notFound(tx.db.fail("reading a decision", err), "no ledger row %d", seq)
	}
	return r.decision()
}

// LastDecision returns the newest ledger row for an event, or an
// ENOTFOUND error when it has none.
func (tx *Tx) LastDecision(ctx context.Context, eventID string) (review.Decision, error) {
	r, err := scanLedgerRow(tx.queryRow(ctx, sqlLastDecision, eventID))
	if err != nil {
		return review.Decision{}, notFound(tx.db.fail("reading a decision", err), "no decision on %q", eventID)
	}
	return r.decision()
}

// LedgerReport is the outcome of [Tx.VerifyLedger].
type LedgerReport struct {
	Rows int  // rows read
	OK   bool // every row is present, in order and unchanged
	// FirstBroken is the seq of the first row that is changed, missing or
	// out of order; 0 when OK.
	FirstBroken int64
	// Problem says what is wrong with FirstBroken, for a person.
	Problem string
	// Head is the hash of the newest row (GenesisHash for an empty
	// ledger). Writing it down elsewhere lets a later check prove that no
	// row was removed from the end, which the chain alone cannot.
	Head string
}

// VerifyLedger walks the ledger from the first row, recomputing each row's
// hash from its columns and checking it chains to the row before. It stops
// at the first broken row and names it:
//
//   - changed: the row's columns no longer hash to its stored hash;
//   - missing: a seq is skipped, or the ledger ends before the highest seq
//     SQLite ever issued (rows deleted from the end);
//   - reordered: the row chains to another row than the one before it;
//   - changed with a recomputed hash: a later row recorded a different hash
//     for it.
func (tx *Tx) VerifyLedger(ctx context.Context) (LedgerReport, error) {
	const op = "verifying the ledger"
	rep := LedgerReport{Head: GenesisHash}
	rows, err := tx.query(ctx, `SELECT `+decisionColumns+` FROM decisions ORDER BY seq`)
	if err != nil {
		return rep, tx.db.fail(op, err)
	}
	defer rows.Close()
	var prevSeq int64
	prevHash := GenesisHash
	broken := func(seq int64, format string, args ...any) (LedgerReport, error) {
		rep.FirstBroken = seq
		rep.Problem = fmt.Sprintf(format, args...)
		return rep, nil
	}
	for rows.Next() {
		r, err := scanLedgerRow(rows)
		if err != nil {
			return rep, tx.db.fail(op, err)
		}
		rep.Rows++
		if r.Seq != prevSeq+1 {
			if r.Seq <= prevSeq {
				return broken(r.Seq, "row %d comes after row %d: the ledger's order was changed", r.Seq, prevSeq)
			}
			return broken(prevSeq+1, "%s missing: deleted from the ledger (the next row present is %d)", seqRange(prevSeq+1, r.Seq-1), r.Seq)
		}
		sum, err := r.hash(r.PrevHash)
		if err != nil {
			return rep, review.Errorf(review.EINTERNAL, "%s: encoding row %d: %v", op, r.Seq, err)
		}
		if sum != r.Hash {
			if orig, ok := tx.originalSeq(ctx, r); ok {
				return broken(r.Seq, "row %d is out of order: it was written as row %d (rows were renumbered or reordered)", r.Seq, orig)
			}
			return broken(r.Seq, "row %d was changed after it was written: its columns no longer match its hash", r.Seq)
		}
		if r.PrevHash != prevHash {
			if follows, ok := tx.seqOfHash(ctx, r.PrevHash); ok && follows != prevSeq {
				return broken(r.Seq, "row %d is out of order: it was written after row %d, not after row %d (rows were reordered)", r.Seq, follows, prevSeq)
			}
			if prevSeq == 0 {
				return broken(r.Seq, "row %d does not start the chain: earlier rows were removed or it was changed", r.Seq)
			}
			return broken(prevSeq, "row %d was changed after row %d was written: its hash is not the one row %d recorded", prevSeq, r.Seq, r.Seq)
		}
		prevSeq, prevHash = r.Seq, r.Hash
	}
	if err := rows.Err(); err != nil {
		return rep, tx.db.fail(op, err)
	}
	rep.Head = prevHash
	var issued sql.NullInt64
	if err := tx.queryRow(ctx, sqlLedgerIssued).Scan(&issued); err != nil && err != sql.ErrNoRows {
		return rep, tx.db.fail(op, err)
	}
	if issued.Int64 > prevSeq {
		return broken(prevSeq+1, "%s missing: deleted from the end of the ledger (rows up to %d were written)", seqRange(prevSeq+1, issued.Int64), issued.Int64)
	}
	rep.OK = true
	return rep, nil
}

func (tx *Tx) seqOfHash(ctx context.Context, hash string) (int64, bool) {
	var seq int64
	if err := tx.queryRow(ctx, sqlSeqOfHash, hash).Scan(&seq); err != nil {
		return 0, false
	}
	return seq, true
}

// originalSeq finds where a renumbered row was written: the row it chains
// to names its original place, and only there do its columns hash right.
func (tx *Tx) originalSeq(ctx context.Context, r ledgerRow) (int64, bool) {
	var follows int64
	if r.PrevHash != GenesisHash {
		var ok bool
		if follows, ok = tx.seqOfHash(ctx, r.PrevHash); !ok {
			return 0, false
		}
	}
	moved := r.canonicalRow
	moved.Seq = follows + 1
	if moved.Seq == r.Seq {
		return 0, false
	}
	sum, err := moved.hash(r.PrevHash)
	return moved.Seq, err == nil && sum == r.Hash
}

func seqRange(from, to int64) string {
	if from == to {
		return fmt.Sprintf("row %d is", from)
	}
	return fmt.Sprintf("rows %d to %d are", from, to)
}

// The hot statements of this file, compiled once at Open.
var (
	sqlLedgerIssued = hot(`SELECT seq FROM sqlite_sequence WHERE name = 'decisions'`)
	sqlLedgerTail   = hot(`SELECT (SELECT seq FROM sqlite_sequence WHERE name = 'decisions'),
		(SELECT hash FROM decisions ORDER BY seq DESC LIMIT 1)`)
	sqlAppendDecision = hot(`INSERT INTO decisions (seq, event_id, kind, author, author_overridden, at, reason, override,
		reconstructed_summary, reconstructed_contract, verdicts, reverses, role, reviews, claimed_at, prev_hash, hash)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	sqlDecisionsOf  = hot(`SELECT ` + decisionColumns + ` FROM decisions WHERE event_id = ? ORDER BY seq`)
	sqlDecision     = hot(`SELECT ` + decisionColumns + ` FROM decisions WHERE seq = ?`)
	sqlLastDecision = hot(`SELECT ` + decisionColumns + ` FROM decisions
		WHERE event_id = ? ORDER BY seq DESC LIMIT 1`)
	sqlSeqOfHash = hot(`SELECT seq FROM decisions WHERE hash = ?`)
)
