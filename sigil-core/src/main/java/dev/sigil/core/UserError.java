package dev.sigil.core;

import java.util.List;

/**
 * A request the service refuses because of what the caller sent or may do. Carries a catalogue
 * code, a detail safe to show the caller, and per-field errors. Never carries a protected value;
 * skips the stack trace because it is an expected outcome, not a fault.
 */
public final class UserError extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final ErrorCode code;
  private final transient List<FieldError> fieldErrors;

  public UserError(ErrorCode code, String detail) {
    this(code, detail, List.of());
  }

  public UserError(ErrorCode code, String detail, List<FieldError> fieldErrors) {
    super(detail, null, false, false);
    this.code = code;
    this.fieldErrors = List.copyOf(fieldErrors);
  }

  public static UserError validation(List<FieldError> errors) {
    return new UserError(ErrorCode.VALIDATION_FAILED, "The request has invalid fields.", errors);
  }

  public ErrorCode code() {
    return code;
  }

  public List<FieldError> fieldErrors() {
    return fieldErrors;
  }
}
