#!/usr/bin/env bash
# Rebuilds the gazetteer resources of the name, place and organisation recognizers from the
# development data (see src/main/resources/dev/sigil/detect/NOTICE.md for sources and licences).
# Usage: sigil-detect/prepare-gazetteers.sh [DATA_DIR]   (default /work/shared/data)
# With US_NAMES_ONLY=DIR it writes only the US first-name and surname lists, into DIR, and stops
# there (train-names.sh trains the model on those).
set -euo pipefail
DATA="${1:-/work/shared/data}/gazetteers"
OUT="${US_NAMES_ONLY:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/src/main/resources/dev/sigil/detect}"
mkdir -p "$OUT"
# first names: lower-case name, total births (female + male), most frequent first
tail -n +2 "$DATA/first_names.tsv" | awk -F'\t' '{ printf "%s\t%d\n", tolower($1), $2 + $3 }' \
  | gzip -n -9 > "$OUT/first-names.tsv.gz"
# surnames: lower-case name, rank (1 = most frequent)
tail -n +2 "$DATA/surnames_census1990.tsv" | awk -F'\t' '{ printf "%s\t%d\n", tolower($1), $3 }' \
  | gzip -n -9 > "$OUT/surnames.tsv.gz"
[ -z "${US_NAMES_ONLY:-}" ] || exit 0
# world names: the Latin-script first names and surnames of every Faker locale (npm @faker-js/faker,
# pinned in src/test/resources/eval/faker; MIT) that the US lists lack and that are no English word
# ("can", "long", "máté"): a first name as if born 1,000 times (band 2), a surname at rank 20,000 (band 4)
for dict in american-english british-english; do
  [ -r "/usr/share/dict/$dict" ] || { echo "needs /usr/share/dict/$dict: apt-get install wamerican wbritish" >&2; exit 1; }
done
FAKER="$(dirname "${BASH_SOURCE[0]}")/src/test/resources/eval/faker"
[ -d "$FAKER/node_modules/@faker-js/faker" ] || (cd "$FAKER" && npm ci --silent)
(cd "$FAKER" && node names.js) > "$OUT/.world"
cat /usr/share/dict/american-english /usr/share/dict/british-english | grep -E '^[a-z]+$' \
  | LC_ALL=C sort -u > "$OUT/.dict"
world() { # KIND LIST VALUE: the world names of KIND that LIST and the dictionary lack, with VALUE
  zcat "$OUT/$2" > "$OUT/.known"
  { zcat "$OUT/$2"; awk -F'\t' -v kind="$1" -v value="$3" 'FILENAME !~ /world$/ { skip[$1] = 1; next }
      $1 == kind && !($2 in skip) && !($3 in skip) { printf "%s\t%d\n", $2, value }' "$OUT/.dict" "$OUT/.known" "$OUT/.world"
  } | gzip -n -9 > "$OUT/.merged"
  mv "$OUT/.merged" "$OUT/$2"
}
world first first-names.tsv.gz 1000
world last surnames.tsv.gz 20000
rm "$OUT/.world" "$OUT/.dict" "$OUT/.known"
# cities: name as written, largest population of the places of that name
tail -n +2 "$DATA/cities.tsv" | awk -F'\t' '!seen[$1]++ { printf "%s\t%d\n", $1, $3 }' \
  | gzip -n -9 > "$OUT/cities.tsv.gz"
# countries: English display name, ISO code
tail -n +2 "$DATA/countries.tsv" > "$OUT/countries.tsv"
ls -l "$OUT"
# common lower-case words: tokens written in lower case at least 4 times in the training sections
# of the NER development data (WNUT-17 train, Broad Twitter Corpus sections a, b, g; CC BY 4.0);
# the held-out sections (WNUT-17 dev, BTC e and h) are not read
NER="${1:-/work/shared/data}/ner-dev"
cat "$NER/wnut17/wnut17train.conll" "$NER/btc/a.conll" "$NER/btc/b.conll" "$NER/btc/g.conll" \
  | cut -f1 | grep -E '^[a-z][a-z]+$' | LC_ALL=C sort | uniq -c | awk '$1 >= 4 { printf "%s\t%d\n", $2, $1 }' \
  | LC_ALL=C sort -t$'\t' -k2,2nr -k1,1 | gzip -n -9 > "$OUT/common-words.tsv.gz"
# English words among the names of the lists, which a lone lower-case name may be: lower-case words
# of SCOWL's size-50 English lists (Debian packages wamerican and wbritish, /usr/share/dict), and a
# few the project adds, that are first names born at least 10,000 times, one-word known
# organisations of name-cues.txt or known-orgs.tsv, one-word cities of 100,000 people or more or
# single words of known-people.tsv ("grace", "max", "apple", "target", "reading", "nice",
# "hawking"). The project's words: computing
# terms, models and tools ("mac", "nan", "claude", "roberta", "travis", "hugo"), units ("kelvin"),
# abbreviations ("ty"), words of other languages ("ben", "ella", "mia", "luna", "claire", "dan",
# "luz", "nato", "vivo", "generali") and firms' names that are also words ("tesla", "uber")
EXTRA="ada christian german ira jean kelvin luz mac nan ola ty ben ella mia luna bella claire clara
  rosa gloria dan elle avis neva roberta albert bert claude gemma cassandra travis hugo catalina
  alexa julia pascal nato vivo bain roche generali tata uber tesla cambridge isis zara chihuahua"
for dict in american-english british-english; do
  [ -r "/usr/share/dict/$dict" ] || { echo "needs /usr/share/dict/$dict: apt-get install wamerican wbritish" >&2; exit 1; }
done
{ cat /usr/share/dict/american-english /usr/share/dict/british-english; tr -s ' \n' '\n\n' <<< "$EXTRA"; } \
  | grep -E '^[a-z]+$' | LC_ALL=C sort -u > "$OUT/.words"
{ zcat "$OUT/first-names.tsv.gz" | awk -F'\t' '$2 >= 10000 { print $1 }'
  zcat "$OUT/cities.tsv.gz" | awk -F'\t' '$2 >= 100000 && $1 !~ / / { print tolower($1) }'
  awk '/^\[known_orgs\]/ { on = 1; next } /^\[/ || /^$/ { on = 0 } on' "$OUT/name-cues.txt" \
    | tr ',' '\n' | sed 's/^ *//; s/ *$//'
  cut -f1 "$OUT/known-orgs.tsv" "$OUT/known-people.tsv"
} | grep -E '^[a-z]+$' | LC_ALL=C sort -u | LC_ALL=C comm -12 - "$OUT/.words" \
  | awk '{ printf "%s\t1\n", $1 }' > "$OUT/english-words.tsv"
# the dictionary: lower-case words of three letters or more of SCOWL's size-50 lists, 1 (a capitalised
# word among them may be a heading's or a firm's; one known to no list nor to it is likely a name)
cat /usr/share/dict/american-english /usr/share/dict/british-english | grep -E '^[a-z]{3,}$' \
  | LC_ALL=C sort -u | awk '{ printf "%s\t1\n", $1 }' | gzip -n -9 > "$OUT/dictionary-words.tsv.gz"
# well-known people of several words that are all English words, the first no first name born
# 10,000 times ("the rock", "black coffee", "ice spice"; not "harry styles"): flag 3, the person
# only when written with capitals; other entries keep their flag (1, or 2 for a single word that is
# the person in lower case too)
zcat "$OUT/first-names.tsv.gz" | awk -F'\t' '$2 >= 10000 { print $1 }' > "$OUT/.first"
awk -F'\t' -v OFS='\t' 'FILENAME ~ /first$/ { first[$1] = 1; next }
  FILENAME ~ /words$/ { english[$1] = 1; next }
  { n = split($1, w, " "); all = n > 1 && !(w[1] in first)
    for (i = 1; i <= n; i++) if (!(w[i] in english)) all = 0
    if ($2 != 2) $2 = all ? 3 : 1; print }' "$OUT/.first" "$OUT/.words" "$OUT/known-people.tsv" \
  > "$OUT/.people"
mv "$OUT/.people" "$OUT/known-people.tsv"
rm "$OUT/.words" "$OUT/.first"
# country names in German, French, Spanish, Italian, Dutch and Portuguese (and English names the
# list above lacks), from the CLDR data of the JDK; needs the word lists above
"${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java" \
  "$(dirname "${BASH_SOURCE[0]}")/src/test/java/dev/sigil/detect/internal/CountryNames.java" "$OUT"
