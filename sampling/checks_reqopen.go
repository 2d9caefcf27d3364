package sampling

import (
	"strings"
	"unicode/utf8"

	"recap/review"
)

// A user's or the system's duty before work ("Training tosses from
// private land need the landowner's written consent on file before the
// site is booked", "任何配方进入中试批次之前，必须由安全评估员在 LIMS 中签署
// 安全评估") is read as a rule, not as a blocker: read as a blocker, such
// duties gave 58 false findings more (see banWithoutBlockWord), since most
// are met or never at stake. When a later tool result reports what the
// duty requires as still open ("written_consent": "not on file", "安全评估
// SA-DC12-4 状态：已提交，待签署"), the duty is at stake and unmet: it
// holds its work back as a precondition.

// requirementsReportedOpen appends to out the duties before work, said by
// a user or the system, whose requirement a later tool result reports
// open; seen holds the sentences already read (see blockerKey).
//
// A tool result may say both: "Safeguarding check: PENDING. Family-venue
// bookings require a cleared check before confirmation."
func (a *analysis) requirementsReportedOpen(out []blocker, seen *map[blockerKey]bool) []blocker {
	for i, u := range a.orig {
		tool := u.role == review.RoleTool && !u.isError
		if u.role != review.RoleUser && u.role != review.RoleSystem && !tool {
			continue
		}
		for _, s := range u.sents {
			if s.heading || !s.cs.has(catUntil) || s.cs.any(cats(catHedge, catQuestion)) {
				continue
			}
			action, cond, ok := a.dutyBefore(u, s)
			if !ok || !a.reportedOpen(i, cond, tool) {
				continue
			}
			out = a.addPrecondition(out, seen, u, s, action, cond)
		}
	}
	return out
}

// beforeWord reports an until-connector that means "before" (not "until"
// or "while"), folded, and whether it closes what comes before it (a CJK
// "之前", "前に", "전에") rather than opening what follows.
func beforeWord(w string) (before, closes bool) {
	switch {
	case w == "before" || w == "prior to" || w == "bevor" || strings.HasPrefix(w, "antes") || strings.HasPrefix(w, "avant") || strings.HasPrefix(w, "prima "):
		return true, false
	case strings.HasSuffix(w, "前") || strings.HasSuffix(w, "前に") || strings.HasSuffix(w, "전에"):
		return true, true
	}
	return false, false
}

// dutyBefore reads sentence s of u as a duty before work: a word of
// necessity or requirement and a before-word, in either order. It
// returns the work that waits and what the duty requires. Unlike
// requiredBefore, which reads a record's "X required before Y" and takes
// the words before the duty word for what is required, a person's duty
// names what it requires after its word too ("need the landowner's
// written consent on file before …"): the condition runs to the
// before-word, and a CJK or sentence-first "before" is read as well.
func (a *analysis) dutyBefore(u *unit, s sentence) (action, cond []uint64, ok bool) {
	hs := u.sentHits(s)
	// The before-word first: most sentences with an until-connector
	// have none, and the cue scans below cost a pass over the text each.
	hasBefore := false
	for _, h := range hs {
		if !a.lx.m.terms[h.term].cats.has(catUntil) {
			continue
		}
		if b, _ := beforeWord(u.f.text[h.start:h.end]); b {
			hasBefore = true
			break
		}
	}
	if !hasBefore {
		return nil, nil, false
	}
	t := u.f.text[s.start:s.end]
	req := -1
	for _, cs := range []*cueSet{necessityCues, mandatoryCues, needCues} {
		if k := cs.first(t); k >= 0 && (req < 0 || int(s.start)+k < req) {
			req = int(s.start) + k
		}
	}
	for _, h := range hs {
		if a.lx.m.terms[h.term].cats.has(catRequire) && (req < 0 || int(h.start) < req) {
			req = int(h.start)
		}
	}
	if req < 0 {
		return nil, nil, false
	}
	for _, h := range hs {
		if !a.lx.m.terms[h.term].cats.has(catUntil) {
			continue
		}
		before, closes := beforeWord(u.f.text[h.start:h.end])
		if !before {
			continue
		}
		ha, hb := u.clause(a.lx, s, int(h.start))
		ra, rb := u.clause(a.lx, s, req)
		switch {
		case closes && int(h.start) < req:
			// "X之前，必须Y": the work before the word, the duty after.
			action = a.lx.tokens(u, ha, int(h.start), functionCats, false, nil)
			cond = a.lx.tokens(u, req, rb, functionCats, false, nil)
		case !closes && int(h.start) > req:
			// "Y must be signed before X", "X needs Y before Z".
			if datedAfter(u.f.text, u.sentQuantities(s), int(h.end), hb) {
				return nil, nil, false
			}
			action = a.lx.tokens(u, int(h.end), hb, functionCats, false, nil)
			cond = a.lx.tokens(u, ra, int(h.start), functionCats, false, nil)
		case !closes && int(h.start) < req:
			// "Before X is done, Y must be …": the before-clause, up to
			// the duty when no comma ends it, waits.
			if datedAfter(u.f.text, u.sentQuantities(s), int(h.end), hb) {
				return nil, nil, false
			}
			end := min(hb, req)
			action = a.lx.tokens(u, int(h.end), end, functionCats, false, nil)
			cond = a.lx.tokens(u, max(ra, end), rb, functionCats, false, nil)
		default:
			continue
		}
		cond = withoutTokens(cond, action)
		return action, cond, len(action) > 0 && len(cond) > 0
	}
	return nil, nil, false
}

// reportedOpen reports a sentence of a tool's result after original
// message i (or in it, when same) that names a word of cond and says it is still open (see
// openStateIn) or that there is none (see noneAfterColon). The open
// sentences are read once per event, into the last message each of their
// words stands in, so each duty costs a lookup per word of its condition.
func (a *analysis) reportedOpen(i int, cond []uint64, same bool) bool {
	if a.openToks == nil {
		a.openToks = map[uint64]int{}
		for k, v := range a.orig {
			if v.role != review.RoleTool || v.isError {
				continue
			}
			for _, s := range v.sents {
				if t := v.f.text[s.start:s.end]; openStateIn(t) || noneAfterColon(t) {
					for _, tok := range a.lx.sentTokens(v, s) {
						a.openToks[tok] = k
					}
				}
			}
		}
	}
	for _, tok := range cond {
		if k, ok := a.openToks[tok]; ok && (k > i || same && k == i) {
			return true
		}
	}
	return false
}

// openStateIn reports a cue of openStateWords in folded text f with no
// word of doneStateWords after it: unlike openStateValue, a later cue
// counts ("requested 09:12, number not issued", where "issued" closes
// "requested" and "not issued" opens it again).
func openStateIn(f string) bool {
	for {
		k := openStateCues.first(f)
		if k < 0 {
			return false
		}
		rest := pastOpenCue(f[k:])
		if doneStateCues.first(rest) < 0 {
			return true
		}
		f = rest
	}
}

// noneValues say, as a labelled value, that there is none, folded.
var noneValues = map[string]bool{"none": true, "no": true, "nao": true, "nenhum": true, "nenhuma": true, "ninguno": true,
	"ninguna": true, "aucun": true, "aucune": true, "kein": true, "keine": true, "nessuno": true, "nessuna": true, "missing": true,
	"false": true, "无": true, "没有": true, "なし": true, "無し": true, "없음": true}

// noneAfterColon reports a sentence that ends in a label and a value of
// noneValues ("飞行区安全办公室签字：无。", "signature: none").
func noneAfterColon(t string) bool {
	i := strings.LastIndexAny(t, ":：")
	if i < 0 {
		return false
	}
	_, w := utf8.DecodeRuneInString(t[i:])
	v := strings.TrimRight(strings.TrimSpace(t[i+w:]), ".。;；!")
	return noneValues[strings.Trim(v, `"' `)]
}
