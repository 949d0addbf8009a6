// Fills one template of us.js or intl.js: each {key} becomes values[key](), and a gold span with
// labels[key] when the key has a label. Honorifics (Mr., Dr.) are left out of name spans.
const TITLE = /^(Mr\.|Mrs\.|Ms\.|Miss|Dr\.) /;
module.exports = function fill(template, values, labels) {
  const re = /\{(\w+)\}/g;
  const spans = [];
  let text = "", last = 0, m;
  while ((m = re.exec(template))) {
    text += template.slice(last, m.index);
    last = re.lastIndex;
    const v = values[m[1]](), label = labels[m[1]];
    if (label) {
      const title = label == "name" ? TITLE.exec(v) : null;
      spans.push({start: text.length + (title ? title[0].length : 0), end: text.length + v.length, label});
    }
    text += v;
  }
  text += template.slice(last);
  return JSON.stringify({text, spans});
};
