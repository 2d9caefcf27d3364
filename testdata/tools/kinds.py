#!/usr/bin/env python3
"""Per-kind aggregates of a probe set (one whose cases say `kind=<name>` in
their note, as holdout385 does), from corpusdump files.

    python3 testdata/tools/kinds.py testdata/holdout385/holdout385.jsonl A.tsv [B.tsv]

For each kind: risky cases whose expected findings were all reported, and
risky cases sent to a human (block or review); for benign kinds
(`faithful-…`): cases with any finding reported and cases blocked. Only
aggregates are printed, never a case name, so a blind set stays blind.
"""
import collections
import json
import re
import sys


def load(path):
    d = {}
    for line in open(path, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        d[f[1]] = f
    return d


def tally(cases, dump):
    out = collections.OrderedDict()
    for c in cases:
        m = re.search(r'kind=([\w-]+)', c.get('note', ''))
        kind = m.group(1) if m else '?'
        f = dump.get(c['name'])
        if f is None:
            continue
        t = out.setdefault(kind, [0, 0, 0])
        t[0] += 1
        found = [x.split(':')[0].lstrip('+-') for x in f[7].split() if x.startswith('+')]
        reported = [x for x in f[7].split() if x]
        if c['benign']:
            t[1] += 1 if reported else 0
            t[2] += 1 if f[4] == 'block' else 0
        else:
            t[1] += 1 if all(e in found for e in c['expect']['findings']) else 0
            t[2] += 1 if f[4] in ('block', 'review') else 0
    return out


def main():
    cases = [json.loads(l) for l in open(sys.argv[1], encoding='utf-8') if l.strip()]
    dumps = [load(p) for p in sys.argv[2:]]
    rows = [tally(cases, d) for d in dumps]
    for kind in rows[0]:
        cells = []
        for r in rows:
            n, a, b = r.get(kind, (0, 0, 0))
            cells.append(f'{a}/{n} {"with a finding" if kind.startswith("faithful") else "found"}, '
                         f'{b}/{n} {"blocked" if kind.startswith("faithful") else "to a human"}')
        print(f'{kind:22} ' + '  ->  '.join(cells))


if __name__ == '__main__':
    main()
