package dev.sigil.relay.internal;

/**
 * The bounded hold-back of one streamed text (a choice's content or one tool call's arguments):
 * text is released as soon as it cannot be the start of a placeholder still being written, so a
 * placeholder split across chunks is restored whole, and the output does not depend on where the
 * provider cut its chunks. At most {@link #MAX_HELD} characters wait.
 */
final class HoldBack {
  /** Longer than any placeholder: {@code <} + class name + {@code _} + 9 digits + {@code >}. */
  static final int MAX_HELD = 48;

  private final StringBuilder held = new StringBuilder();

  /** Appends {@code fragment} and answers what may leave now. */
  String push(String fragment) {
    held.append(fragment);
    int keep = pendingStart();
    String out = held.substring(0, keep);
    held.delete(0, keep);
    return out;
  }

  /** Everything still held (at the end of the choice or the stream). */
  String flush() {
    String out = held.toString();
    held.setLength(0);
    return out;
  }

  boolean isEmpty() {
    return held.isEmpty();
  }

  /**
   * Where a possible unfinished placeholder starts: the last {@code <} when everything after it can
   * still grow into {@code <NAME_DIGITS>}; the end of the text otherwise.
   */
  private int pendingStart() {
    int lt = held.lastIndexOf("<");
    if (lt < 0 || held.length() - lt > MAX_HELD) {
      return held.length();
    }
    for (int i = lt + 1; i < held.length(); i++) {
      char c = held.charAt(i);
      boolean ok =
          i == lt + 1
              ? c >= 'A' && c <= 'Z'
              : (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
      if (!ok) {
        return held.length();
      }
    }
    return lt;
  }
}
