package dev.sigil.server.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * An RFC 9457 problem details body (SPEC section 2): {@code type}, {@code title}, {@code status},
 * {@code detail}, plus the catalogue {@code code}, the {@code requestId} and, for validation,
 * {@code errors} with JSON pointers.
 */
record Problem(
    String type,
    String title,
    int status,
    String detail,
    String code,
    String requestId,
    @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable List<FieldError> errors) {

  static final String TYPE_PREFIX = "urn:sigil:problem:";

  static Problem of(ErrorCode code, String detail, String requestId, List<FieldError> fieldErrors) {
    return new Problem(
        TYPE_PREFIX + code.code(),
        code.title(),
        code.status(),
        detail,
        code.code(),
        requestId,
        fieldErrors.isEmpty() ? null : List.copyOf(fieldErrors));
  }
}
