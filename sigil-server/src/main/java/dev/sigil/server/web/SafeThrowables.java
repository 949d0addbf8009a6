package dev.sigil.server.web;

/**
 * Describes a throwable for a log line without its messages: third-party messages (JSON parsers,
 * drivers) may quote request content, and no protected value may reach a log.
 */
final class SafeThrowables {
  private static final int MAX_FRAMES = 12;

  private SafeThrowables() {}

  /** The classes of the throwable and its causes, without frames: for faults logged often. */
  static String classes(Throwable t) {
    StringBuilder out = new StringBuilder();
    Throwable cause = t;
    for (int depth = 0; cause != null && depth < 5; depth++, cause = cause.getCause()) {
      out.append(depth == 0 ? "" : " <- ").append(cause.getClass().getName());
    }
    return out.toString();
  }

  static String describe(Throwable t) {
    StringBuilder out = new StringBuilder();
    Throwable cause = t;
    for (int depth = 0; cause != null && depth < 5; depth++, cause = cause.getCause()) {
      out.append(depth == 0 ? "" : " <- caused by ").append(cause.getClass().getName());
      StackTraceElement[] frames = cause.getStackTrace();
      for (int i = 0; i < Math.min(frames.length, MAX_FRAMES); i++) {
        out.append("\n\tat ").append(frames[i]);
      }
    }
    return out.toString();
  }
}
