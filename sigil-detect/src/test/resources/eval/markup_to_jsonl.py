#!/usr/bin/env python3
"""Converts handwritten.txt ([[class|value]] markup, one document per line) into
handwritten.jsonl ({"text", "spans": [{"start", "end", "label"}]}). Every character of
the file is in the BMP, so Python offsets equal Java (UTF-16) offsets; the script checks it."""
import json, re, sys, os
here = os.path.dirname(os.path.abspath(__file__))
out = []
for line in open(os.path.join(here, 'handwritten.txt'), encoding='utf-8').read().split('\n'):
    if not line.strip() or line.startswith('#'):
        continue
    assert all(ord(ch) < 0x10000 for ch in line), 'non-BMP character: offsets would differ'
    line = line.replace('\\n', '\n')
    text, spans, i = '', [], 0
    for m in re.finditer(r'\[\[([a-z_]+)\|(.+?)\]\]', line):
        text += line[i:m.start()]
        start = len(text)
        text += m.group(2)
        spans.append({'start': start, 'end': len(text), 'label': m.group(1)})
        i = m.end()
    text += line[i:]
    out.append(json.dumps({'text': text, 'spans': spans}, ensure_ascii=False))
open(os.path.join(here, 'handwritten.jsonl'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print(f'{len(out)} documents', file=sys.stderr)
