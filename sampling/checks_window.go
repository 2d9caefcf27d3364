package sampling

import (
	"math"
	"strings"
)

// A window of clock times with a word that makes it the only time work
// may be done ("lane closure from 09:00 to 11:30 only", "works allowed
// 10:00 to 15:00", "修复作业窗口为每天 18:00 至 22:00", "14:00~16:00 사이에만
// 가능") bounds the work as a limit does: both of its times are limits.

// clockWindowCues say that a window is the only time allowed, folded.
var clockWindowCues = newCueSet([]string{"only", "window", "allowed", "permitted", "valid", "closure",
	"somente", "apenas", "janela", "permitido", "permitida", "autorizado", "autorizada", "valido", "valida",
	"solo", "solamente", "unicamente", "ventana", "seulement", "uniquement", "fenetre", "autorise", "autorisee", "valable",
	"nur", "fenster", "erlaubt", "zulassig", "gultig", "soltanto", "finestra", "consentito", "consentita",
	"只", "仅", "窗口", "允许", "のみ", "だけ", "時間帯", "枠", "만 ", "에만", "시간대", "가능"})

// clockWindow reports time q of sentence s, whose quantities are sq, as
// an end of a window of two clock times joined by a word of rangeJoins,
// in a sentence with a word of clockWindowCues.
func clockWindow(t string, s sentence, sq []quantity, q quantity) bool {
	return clockJoined(t, sq, q) && clockWindowCues.first(t[s.start:s.end]) >= 0
}

// clockJoined reports time q, among quantities sq of folded text t, joined
// to another time by a word of rangeJoins ("09:00 to 11:30", "18:00 至
// 22:00").
func clockJoined(t string, sq []quantity, q quantity) bool {
	if q.kind != qTime {
		return false
	}
	for _, p := range sq {
		if p.kind != qTime || p.start == q.start {
			continue
		}
		a, b := q.end, p.start
		if p.end <= q.start {
			a, b = p.end, q.start
		}
		if b < a || b-a > 12 {
			continue
		}
		if rangeJoins[strings.TrimSpace(t[a:b])] {
			return true
		}
	}
	return false
}

// clockWindowIn reports a window of clock times in sentence s of u (see
// clockWindow).
func clockWindowIn(u *unit, s sentence) bool {
	// Most messages hold no two clock times: read once per message.
	if u.clocks == 0 {
		u.clocks = 1
		if twoClockShapes(u.f.text) {
			u.clocks = 2
		}
	}
	if u.clocks == 1 {
		return false
	}
	t := u.f.text[s.start:s.end]
	if !twoClockShapes(t) || clockWindowCues.first(t) < 0 {
		return false
	}
	sq := u.sentQuantities(s)
	for _, q := range sq {
		if clockJoined(u.f.text, sq, q) {
			return true
		}
	}
	return false
}

// windowEnd returns the later time of a window of clock times in
// sentence s of u (see clockWindow), and its earlier time.
func (a *analysis) windowEnd(u *unit, s sentence) (end, start quantity, ok bool) {
	if !clockWindowIn(u, s) {
		return quantity{}, quantity{}, false
	}
	// clockWindowIn read the sentence's cue: only the joins are read again.
	sq := u.sentQuantities(s)
	for _, q := range sq {
		if !clockJoined(u.f.text, sq, q) {
			continue
		}
		if !ok || q.start > end.start {
			end = q
		}
		if !ok || q.start < start.start {
			start = q
		}
		ok = true
	}
	return end, start, ok
}

// windowCarried reports a window from start to end said downstream by its
// end, or by its start and its length ("13時から3時間半" for "13:00-16:30").
func (a *analysis) windowCarried(end, start quantity) bool {
	if a.timeCarried(end) || a.clockCarried(end) {
		return true
	}
	if !a.timeCarried(start) {
		return false
	}
	length := end.vals[0] - start.vals[0]
	for _, q := range a.allDownstreamQuantities() {
		if q.unit == minutesUnit && q.kind != qTime && q.nvals == 1 && math.Abs(q.vals[0]*q.per-length) < 0.5 {
			return true
		}
	}
	return false
}

// twoClockShapes reports two clock times' shapes ("09:00", "7:30") in
// folded text t: a digit, a colon and two digits. JSON results are full
// of colons; few hold two times. The colons are found by the runtime's
// vector search.
func twoClockShapes(t string) bool {
	n := 0
	for i := 0; ; {
		k := strings.IndexByte(t[i:], ':')
		if k < 0 {
			return false
		}
		i += k
		if i > 0 && i+2 < len(t) && isDigit(t[i-1]) && isDigit(t[i+1]) && isDigit(t[i+2]) {
			if n++; n == 2 {
				return true
			}
		}
		i++
	}
}
