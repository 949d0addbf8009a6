package dev.sigil.server.audit.web;

import java.io.IOException;

/** An I/O failure of the handler, carried out of the transaction unchanged. */
final class HandlerIo extends RuntimeException {
  private static final long serialVersionUID = 1L;

  HandlerIo(IOException cause) {
    super(cause);
  }

  @Override
  public synchronized IOException getCause() {
    return (IOException) super.getCause();
  }
}
