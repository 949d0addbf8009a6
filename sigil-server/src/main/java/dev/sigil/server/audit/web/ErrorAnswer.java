package dev.sigil.server.audit.web;

/** Thrown to undo the savepoint of a handler that answered an error. */
final class ErrorAnswer extends RuntimeException {
  private static final long serialVersionUID = 1L;

  ErrorAnswer() {
    super(null, null, false, false);
  }
}
