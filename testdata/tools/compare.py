#!/usr/bin/env python3
"""Compare two corpusdump files (see corpusdump/main.go).

    python3 testdata/tools/compare.py A.tsv B.tsv --dev 339-342 --blind 343-
    python3 testdata/tools/compare.py A.tsv B.tsv --dev 339-342 --blind 343- --cases

Groups: "blind" (sets nobody may read: only aggregates are printed, and
no case name), "newer" (sets numbered past every --dev and --blind
bound: written since, so treated as blind), "dev" (the round's
development sets, per set too) and "older" (every other holdout set and
testdata/labeled). Per group: risky
events sent to a human (block or review), benign events blocked and
reviewed, expected findings found (true) and unexpected ones (false).
--cases lists the events whose routing or findings changed, outside the
blind group; --per-set adds each blind set's aggregates; --findings adds,
per group, how many risky events had each expected finding reported
(an event expecting a finding counts once for it, found or missed).
"""
import argparse
import collections


def span(s):
    if not s:
        return None
    a, _, b = s.partition('-')
    return (int(a), int(b) if b else 10**9)


def number(setname):
    if setname == 'labeled':
        return 0
    n = setname[len('holdout'):]
    return int(n) if n else 1


def load(path):
    d = {}
    for line in open(path, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        d[(f[0], f[1])] = f
    return d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('a')
    ap.add_argument('b')
    ap.add_argument('--dev', help='development sets, e.g. 339-342')
    ap.add_argument('--blind', help='sets nobody may read, e.g. 343- (aggregates only)')
    ap.add_argument('--cases', action='store_true', help='list changed events outside the blind sets')
    ap.add_argument('--per-set', action='store_true', help='aggregates per blind set too (never a case name)')
    ap.add_argument('--findings', action='store_true', help='per group, expected findings reported of expected')
    args = ap.parse_args()
    dev, blind = span(args.dev), span(args.blind)

    # A set newer than every set named (say holdout366 with --blind
    # 359-362) is no older set: it is kept apart and, like a blind one,
    # shown only in aggregate, so a set written since cannot slip into
    # "older" or into --cases.
    newest = max([b[1] for b in (dev, blind) if b] or [10**9])

    def group(s):
        n = number(s)
        if blind and blind[0] <= n <= blind[1]:
            return 'blind'
        if dev and dev[0] <= n <= dev[1]:
            return 'dev'
        if n > newest:
            return 'newer'
        return 'older'

    def stats(d):
        st = collections.defaultdict(collections.Counter)
        for (s, _), f in d.items():
            g = group(s)
            per = g == 'dev' or g in ('blind', 'newer') and args.per_set
            for key in ((g, 'set ' + s) if per else (g,)):
                c = st[key]
                if f[3] == 'true':
                    c['risky'] += 1
                    c['human'] += f[4] in ('block', 'review')
                else:
                    c['benign'] += 1
                    c['blocked'] += f[4] == 'block'
                    c['reviewed'] += f[4] == 'review'
                for x in f[7].split():
                    c['true' if x[0] == '+' else 'false'] += 1
        return st

    A, B = load(args.a), load(args.b)
    sa, sb = stats(A), stats(B)
    for g in sorted(set(sa) | set(sb), key=lambda g: (g.startswith('set '), g)):
        a, b = sa[g], sb[g]
        print(f"{g:14} risky to a human {a['human']}/{a['risky']} -> {b['human']}/{b['risky']}; "
              f"benign blocked {a['blocked']} -> {b['blocked']}, reviewed {a['reviewed']} -> {b['reviewed']} of {a['benign']}; "
              f"true {a['true']} -> {b['true']}, false {a['false']} -> {b['false']}")
    if args.findings:
        def per_finding(d):
            st = collections.defaultdict(collections.Counter)
            for (s, _), f in d.items():
                if f[3] != 'true':
                    continue
                g = group(s)
                found = {x[1:].split(':')[0] for x in f[7].split() if x[0] == '+'}
                missed = set(f[8].replace(',', ' ').split()) if len(f) > 8 else set()
                for i in found | missed:
                    st[g][i + ' expected'] += 1
                    st[g][i + ' reported'] += i in found
            return st
        fa, fb = per_finding(A), per_finding(B)
        for g in sorted(set(fa) | set(fb)):
            ids = sorted({k.rsplit(' ', 1)[0] for k in fa[g] | fb[g]})
            print(f"{g:14} findings reported: " + ', '.join(
                f"{i} {fa[g][i + ' reported']} -> {fb[g][i + ' reported']}/{fb[g][i + ' expected']}" for i in ids))
    if not args.cases:
        return
    for k in sorted(set(A) & set(B)):
        if group(k[0]) in ('blind', 'newer'):
            continue
        a, b = A[k], B[k]
        if a[4:8] == b[4:8]:
            continue
        print(k[0], k[1], 'benign' if a[2] == 'true' else 'risky', a[4], '->', b[4])
        fa, fb = set(a[7].split()), set(b[7].split())
        if fa - fb:
            print('   -', ' '.join(sorted(fa - fb)))
        if fb - fa:
            print('   +', ' '.join(sorted(fb - fa)))


if __name__ == '__main__':
    main()
