// World first names and surnames for the gazetteers (prepare-gazetteers.sh): the Latin-script
// person names of every Faker locale, one per line: "first" or "last", the name in lower case and
// the same without accents ("máté", "mate"), tab-separated. Usage: node names.js > FILE. Names of
// several words, hyphens and fewer than 3 letters are left out; the shell script drops English
// words and names the US lists already have.
const {allLocales}=require("@faker-js/faker");
const LATIN=/^\p{Script=Latin}{3,}$/u;
const flat=x=>!x?[]:Array.isArray(x)?x:Object.values(x).flat();
const out=new Set();
for (const [locale, data] of Object.entries(allLocales)) {
  const person=data.person||{};
  for (const [kind, list] of [["first", person.first_name], ["last", person.last_name]]) {
    for (const name of flat(list)) {
      if (LATIN.test(name)) {
        const lower=name.toLocaleLowerCase("und");
        out.add(kind+"\t"+lower+"\t"+lower.normalize("NFD").replace(/\p{M}/gu, ""));
      }
    }
  }
}
process.stdout.write([...out].sort().join("\n")+"\n");
