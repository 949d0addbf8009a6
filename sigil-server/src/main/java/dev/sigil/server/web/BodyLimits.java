package dev.sigil.server.web;

/** Telling, from a failed body read, that the body passed the configured limit. */
public final class BodyLimits {
  private BodyLimits() {}

  public static boolean isTooLarge(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof BodyLimitFilter.BodyTooLargeException) {
        return true;
      }
    }
    return false;
  }
}
