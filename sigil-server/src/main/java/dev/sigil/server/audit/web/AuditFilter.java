package dev.sigil.server.audit.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.audit.AuditEvent;
import dev.sigil.server.audit.AuditLog;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.idempotency.Idempotency;
import dev.sigil.server.idempotency.StoredAnswer;
import dev.sigil.server.idempotency.web.IdempotentRequests;
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
 * its audit event is appended, and its idempotent answer stored, in that same transaction, and only
 * after the commit does the answer leave (it is buffered until then). A key is claimed before, in a
 * transaction of its own, so that a duplicate sees it in flight (SPEC section 8). A handler that
 * answers an error has its effects undone (a savepoint), and its event records the refusal. If the
 * event cannot be written or the commit fails, the request answers {@code 503} and nothing
 * happened: fail closed.
 */
final class AuditFilter extends OncePerRequestFilter {
  private static final Logger log = LoggerFactory.getLogger(AuditFilter.class);

  private final Database database;
  private final AuditLog audit;
  private final Idempotency idempotency;
  private final ProblemWriter problems;
  private final Function<HttpServletRequest, @Nullable Caller> callers;

  AuditFilter(
      Database database,
      AuditLog audit,
      Idempotency idempotency,
      ProblemWriter problems,
      Function<HttpServletRequest, @Nullable Caller> callers) {
    this.database = database;
    this.audit = audit;
    this.idempotency = idempotency;
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
    Unit unit;
    try {
      unit = prepare(request, caller);
    } catch (RuntimeException e) {
      failClosed(request, response, e, null);
      return;
    }
    var buffered = new ContentCachingResponseWrapper(response);
    try {
      database.inTransaction(
          tx -> {
            unit.answer(buffered, chain);
            audit.append(tx, caller.tenant(), unit.event(buffered, caller));
            if (unit.decision() instanceof Idempotency.Decision.Proceed p) {
              idempotency.complete(tx, p.claim(), answerOf(buffered));
            }
            return null;
          });
    } catch (HandlerIo e) {
      abandon(unit);
      throw e.getCause();
    } catch (RuntimeException e) {
      failClosed(request, response, e, unit);
      return;
    }
    buffered.copyBodyToResponse();
  }

  /** Reads the idempotency key, if any, and claims it in a transaction of its own. */
  private Unit prepare(HttpServletRequest request, Caller caller) {
    IdempotentRequests.Read read = IdempotentRequests.read(request);
    return switch (read) {
      case IdempotentRequests.Read.NotKeyed n -> new Unit(request, null, null);
      case IdempotentRequests.Read.Refused r -> new Unit(request, r, null);
      case IdempotentRequests.Read.Keyed k ->
          new Unit(
              k.request(),
              null,
              idempotency.begin(
                  caller.tenant(),
                  request.getMethod(),
                  request.getRequestURI(),
                  k.key(),
                  k.body(),
                  CurrentRequestId.of(request)));
    };
  }

  private void failClosed(
      HttpServletRequest request,
      HttpServletResponse response,
      RuntimeException e,
      @Nullable Unit unit)
      throws IOException {
    log.error("request not recorded, answered 503: {}", e.getClass().getName());
    abandon(unit);
    response.reset();
    problems.write(
        request,
        response,
        ErrorCode.UNAVAILABLE,
        "The request could not be recorded; nothing was done.");
  }

  private void abandon(@Nullable Unit unit) {
    if (unit != null && unit.decision() instanceof Idempotency.Decision.Proceed p) {
      try {
        idempotency.abandon(p.claim());
      } catch (RuntimeException e) {
        log.warn("idempotency key not released; it frees itself when its lease ends");
      }
    }
  }

  private static StoredAnswer answerOf(ContentCachingResponseWrapper response) {
    String type = response.getContentType();
    return new StoredAnswer(
        response.getStatus(), type == null ? "" : type, response.getContentAsByteArray());
  }

  /**
   * One request's unit of work: run the handler, or give the answer decided before it (a refused
   * key, a key in flight or reused, a replay).
   */
  private final class Unit {
    private final HttpServletRequest request;
    private final IdempotentRequests.Read.@Nullable Refused refused;
    private final Idempotency.@Nullable Decision decision;

    Unit(
        HttpServletRequest request,
        IdempotentRequests.Read.@Nullable Refused refused,
        Idempotency.@Nullable Decision decision) {
      this.request = request;
      this.refused = refused;
      this.decision = decision;
    }

    Idempotency.@Nullable Decision decision() {
      return decision;
    }

    void answer(ContentCachingResponseWrapper response, FilterChain chain) {
      try {
        if (refused != null) {
          problems.write(request, response, refused.code(), refused.detail());
        } else if (decision == null || decision instanceof Idempotency.Decision.Proceed) {
          runHandler(request, response, chain);
        } else {
          IdempotentRequests.answer(decision, request, response, problems);
        }
      } catch (IOException e) {
        throw new HandlerIo(e);
      }
    }

    AuditEvent event(HttpServletResponse response, Caller caller) {
      if (decision != null) {
        AuditNotes.of(request).put("idempotencyKey", decision.keyHashHex());
      }
      if (decision instanceof Idempotency.Decision.Replay replay) {
        AuditNotes.of(request).put("replayOf", replay.originalRequestId());
      }
      return AuditFilter.event(request, response, caller);
    }
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
