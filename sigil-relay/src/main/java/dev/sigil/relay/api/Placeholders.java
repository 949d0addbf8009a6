package dev.sigil.relay.api;

import dev.sigil.detect.PiiClass;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The placeholders of one request (SPEC section 7): {@code <CLASS_N>}, N counted from 1 per class
 * in order of first appearance, the same value always getting the same placeholder. Placeholder
 * texts the client wrote itself are reserved first: their numbers are never handed out, and they
 * are never restored ({@link #original} knows only placeholders this request minted), so injecting
 * {@code <EMAIL_1>} cannot pull a value out.
 *
 * <p>Holds the request's original values in memory; one per request, not thread-safe, and its
 * {@code toString} names no value.
 */
public final class Placeholders {
  /** Text of the placeholder shape: group 1 the class's placeholder name, group 2 the number. */
  public static final Pattern SHAPE = Pattern.compile("<([A-Z][A-Z0-9_]*)_([1-9][0-9]{0,8})>");

  private final Map<PiiClass, Set<Integer>> reserved = new EnumMap<>(PiiClass.class);
  private final Map<PiiClass, Integer> last = new EnumMap<>(PiiClass.class);
  private final Map<PiiClass, Map<String, String>> byValue = new EnumMap<>(PiiClass.class);
  private final Map<String, String> originals = new HashMap<>();

  /**
   * Reserves the placeholder texts written in {@code text}. Call it for every text of the request
   * before the first {@link #placeholderFor}, so numbering does not depend on where they appear.
   */
  public void reserveWritten(String text) {
    if (text.indexOf('<') < 0) {
      return;
    }
    Matcher m = SHAPE.matcher(text);
    while (m.find()) {
      Optional<PiiClass> c = PiiClass.fromPlaceholderName(m.group(1));
      if (c.isPresent()) {
        reserved.computeIfAbsent(c.get(), k -> new HashSet<>()).add(Integer.parseInt(m.group(2)));
      }
    }
  }

  /** The placeholder of {@code value} in {@code piiClass}, minted on first sight. */
  public String placeholderFor(PiiClass piiClass, String value) {
    Map<String, String> known = byValue.computeIfAbsent(piiClass, k -> new HashMap<>());
    String placeholder = known.get(value);
    if (placeholder == null) {
      Set<Integer> taken = reserved.getOrDefault(piiClass, Set.of());
      int n = last.getOrDefault(piiClass, 0) + 1;
      while (taken.contains(n)) {
        n++;
      }
      last.put(piiClass, n);
      placeholder = "<" + piiClass.placeholderName() + "_" + n + ">";
      known.put(value, placeholder);
      originals.put(placeholder, value);
    }
    return placeholder;
  }

  /** The value behind a placeholder this request minted; empty for any other text. */
  public Optional<String> original(String placeholder) {
    return Optional.ofNullable(originals.get(placeholder));
  }

  /** How many distinct values of each class received a placeholder. */
  public Map<PiiClass, Integer> distinctValues() {
    Map<PiiClass, Integer> counts = new EnumMap<>(PiiClass.class);
    byValue.forEach((c, values) -> counts.put(c, values.size()));
    return counts;
  }

  @Override
  public String toString() {
    return "Placeholders[" + originals.size() + " minted]";
  }
}
