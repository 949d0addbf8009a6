package dev.sigil.core;

import java.util.regex.Pattern;

/**
 * The stated purpose of a reveal, a consent or an AI call (SPEC sections 6 and 7): an identifier
 * the application picks from a short list ({@code support}, {@code fraud-review}), never free text.
 * Purposes are matched against policies and connections and written into audit events as they are,
 * and the audit chain keeps its events for good; so one shape holds everywhere a purpose is read,
 * and a value sent where a purpose belongs (an address, a name) is refused instead of recorded.
 */
public final class Purposes {
  /** In a rule or a connection, every purpose; never a purpose itself. */
  public static final String ANY = "*";

  /** What a refusal says; never the purpose as sent. */
  public static final String DETAIL =
      "Must be 1 to 64 letters, digits, '_', '.', ':' or '-', starting with a letter or digit.";

  private static final Pattern PURPOSE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}");

  private Purposes() {}

  /** 1 to 64 characters: ASCII letters, digits, {@code _ . : -}, not starting with one of these. */
  public static boolean isPurpose(String s) {
    return PURPOSE.matcher(s).matches();
  }
}
