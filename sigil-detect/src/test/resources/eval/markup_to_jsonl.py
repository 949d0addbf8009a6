#!/usr/bin/env python3
"""Converts a hand-written markup file ([[class|value]] markup, one document per line) into
JSON lines ({"text", "spans": [{"start", "end", "label"}]}) next to it, with the same name and
the extension .jsonl. Usage: markup_to_jsonl.py [input.txt]; the default input is
handwritten.txt in this directory. Every character of the file is in the BMP, so Python offsets
equal Java (UTF-16) offsets; the script checks it. A written \\t is a tab. A span may contain a written newline
(a PEM block, for one)."""
import json, re, sys, os
here = os.path.dirname(os.path.abspath(__file__))
src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, 'handwritten.txt')
dst = os.path.splitext(src)[0] + '.jsonl'
out = []
for line in open(src, encoding='utf-8').read().split('\n'):
    if not line.strip() or line.startswith('#'):
        continue
    assert all(ord(ch) < 0x10000 for ch in line), 'non-BMP character: offsets would differ'
    line = line.replace('\\n', '\n').replace('\\t', '\t')
    text, spans, i = '', [], 0
    for m in re.finditer(r'\[\[([a-z_]+)\|(.+?)\]\]', line, re.S):
        text += line[i:m.start()]
        start = len(text)
        text += m.group(2)
        spans.append({'start': start, 'end': len(text), 'label': m.group(1)})
        i = m.end()
    text += line[i:]
    out.append(json.dumps({'text': text, 'spans': spans}, ensure_ascii=False))
open(dst, 'w', encoding='utf-8').write('\n'.join(out) + '\n')
print(f'{len(out)} documents', file=sys.stderr)
