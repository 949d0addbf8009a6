#!/usr/bin/python3
"""Validate a generated JSONL file: /usr/bin/python3 check.py FILE"""
import collections
import json
import sys

LABELS = {"name", "location", "organization", "address", "email", "phone", "card_number",
          "iban", "ssn", "ip_address", "date"}


def main(path):
    counts = collections.Counter()
    ndocs = 0
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            doc = json.loads(line)
            ndocs += 1
            text = doc["text"]
            u = text.encode("utf-16-le")
            n = len(u) // 2
            prev_end = -1
            prev_start = -1
            for sp in doc["spans"]:
                s, e, lab = sp["start"], sp["end"], sp["label"]
                where = "line %d span %r" % (lineno, sp)
                assert lab in LABELS, where
                assert isinstance(s, int) and isinstance(e, int), where
                assert 0 <= s < e <= n, where
                assert s >= prev_start, "unsorted: " + where
                assert s >= prev_end, "overlap: " + where
                st = u[2 * s:2 * e].decode("utf-16-le")  # raises if a surrogate pair is split
                assert st, where
                assert st == st.strip(), "whitespace: %s %r" % (where, st)
                prev_start, prev_end = s, e
                counts[lab] += 1
    print("%s: %d docs, %d spans" % (path, ndocs, sum(counts.values())))
    for lab in sorted(LABELS, key=lambda l: -counts[l]):
        print("  %-13s %d" % (lab, counts[lab]))


if __name__ == "__main__":
    main(sys.argv[1])
