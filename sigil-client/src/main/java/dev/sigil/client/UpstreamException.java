package dev.sigil.client;

/**
 * {@code 502} or {@code 504}: the AI provider behind a connection failed or timed out (after
 * retries).
 */
public class UpstreamException extends SigilException {
  private static final long serialVersionUID = 1L;

  UpstreamException(Problem p) {
    super(p);
  }
}
