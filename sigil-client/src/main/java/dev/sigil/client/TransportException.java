package dev.sigil.client;

import java.util.List;

/**
 * No answer arrived (connection refused or reset, timeout) and retries ran out. Status 0, code
 * {@code transport_error}, no request id. The operation may or may not have happened; retrying with
 * the same idempotency key (see {@link CallOptions}) is safe.
 */
public class TransportException extends SigilException {
  private static final long serialVersionUID = 1L;

  TransportException(String detail, Throwable cause) {
    super(
        new Problem(0, "transport_error", "Transport failure", detail, List.of(), null, null),
        cause);
  }
}
