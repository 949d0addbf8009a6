package dev.sigil.server.audit.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.audit.AuditEvent;
import dev.sigil.server.audit.AuditLog;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.web.CurrentRequestId;
import dev.sigil.server.web.ProblemWriter;
import dev.sigil.store.Database;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.util.ContentCachingResponseWrapper;

/**
 * The unit of work of an authenticated request: the handler runs inside one database transaction,
 * its audit event is appended in that same transaction, and only after the commit does the answer
 * leave (it is buffered until then). A handler that answers an error has its effects undone (a
 * savepoint), and its event records the refusal. If the event cannot be written or the commit
 * fails, the request answers {@code 503} and nothing happened: fail closed.
 */
final class AuditFilter extends OncePerRequestFilter {
  private static final Logger log = LoggerFactory.getLogger(AuditFilter.class);

  private final Database database;
  private final AuditLog audit;
  private final ProblemWriter problems;
  private final Function<HttpServletRequest, @Nullable Caller> callers;

  AuditFilter(
      Database database,
      AuditLog audit,
      ProblemWriter problems,
      Function<HttpServletRequest, @Nullable Caller> callers) {
    this.database = database;
    this.audit = audit;
    this.problems = problems;
    this.callers = callers;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    Caller caller = callers.apply(request);
    if (caller == null) {
      chain.doFilter(request, response); // no tenant named: nothing to audit (SPEC section 9)
      return;
    }
    var buffered = new ContentCachingResponseWrapper(response);
    try {
      database.inTransaction(
          tx -> {
            runHandler(request, buffered, chain);
            audit.append(tx, caller.tenant(), event(request, buffered, caller));
            return null;
          });
    } catch (HandlerIo e) {
      throw e.getCause();
    } catch (RuntimeException e) {
      log.error("request not recorded, answered 503: {}", e.getClass().getName());
      response.reset();
      problems.write(
          request,
          response,
          ErrorCode.UNAVAILABLE,
          "The request could not be recorded; nothing was done.");
      return;
    }
    buffered.copyBodyToResponse();
  }

  /** Runs the handler under a savepoint, undone when it answers an error. */
  private void runHandler(
      HttpServletRequest request, ContentCachingResponseWrapper response, FilterChain chain) {
    try {
      database.inTransaction(
          inner -> {
            try {
              chain.doFilter(request, response);
            } catch (IOException e) {
              throw new HandlerIo(e);
            } catch (ServletException e) {
              throw new HandlerIo(new IOException(e));
            }
            if (response.getStatus() >= 400) {
              throw new ErrorAnswer();
            }
            return null;
          });
    } catch (ErrorAnswer undone) {
      // the error answer stands; what the handler wrote is rolled back
    }
  }

  private static AuditEvent event(
      HttpServletRequest request, HttpServletResponse response, Caller caller) {
    Object pattern = request.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE);
    String operation =
        request.getMethod() + " " + (pattern instanceof String p ? p : "(no such endpoint)");
    int status = response.getStatus();
    return new AuditEvent(
        CurrentRequestId.of(request),
        CurrentRequestId.clientOf(request),
        caller.credential().value(),
        operation,
        AuditEvent.Outcome.of(status),
        status,
        ProblemWriter.errorCodeOf(request),
        AuditNotes.of(request).details());
  }

  /** An I/O failure of the handler, carried out of the transaction unchanged. */
  private static final class HandlerIo extends RuntimeException {
    private static final long serialVersionUID = 1L;

    HandlerIo(IOException cause) {
      super(cause);
    }

    @Override
    public synchronized IOException getCause() {
      return (IOException) super.getCause();
    }
  }

  /** Thrown to undo the savepoint of a handler that answered an error. */
  private static final class ErrorAnswer extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ErrorAnswer() {
      super(null, null, false, false);
    }
  }
}
