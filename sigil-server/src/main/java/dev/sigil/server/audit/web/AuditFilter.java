package dev.sigil.server.audit.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.audit.AuditEvent;
import dev.sigil.server.audit.AuditLog;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.RateLimiter;
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
import org.springframework.http.HttpHeaders;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.ContentCachingResponseWrapper;
import org.springframework.web.util.UrlPathHelper;

/**
 * Matching a request to its route when no handler runs for it. {@link #admit} also applies the
 * route's checks (its scope): a replayed answer goes only to a caller the handler would serve.
 */
interface Routes {
  void accept(HttpServletRequest request);

  /** Whether the caller passes the route's checks; when not, the refusal has been written. */
  boolean admit(HttpServletRequest request, HttpServletResponse response) throws IOException;
}

/**
 * The unit of work of an authenticated request: the handler runs inside one database transaction,
 * its audit event is recorded, and its idempotent answer stored, in that same transaction, and only
 * after the commit, and once the event is in the tenant's chain ({@link AuditLog#settle}), does the
 * answer leave (it is buffered until then). A GET or HEAD, or a call of the AI relay, has no effect
 * on the store: its handler runs first, outside the transaction, which then only appends its event.
 * A key is claimed before, in a transaction of its own, so that a duplicate sees it in flight (SPEC
 * section 8). A handler that answers an error has its effects undone (its transaction rolls back)
 * and its event, written in a new transaction, records the refusal. If the event cannot be written
 * or the commit fails, the request answers {@code 503} and nothing happened: fail closed.
 */
final class AuditFilter extends OncePerRequestFilter {
  private static final Logger log = LoggerFactory.getLogger(AuditFilter.class);
  private static final UrlPathHelper PATHS = UrlPathHelper.defaultInstance;
  private static final java.util.Set<String> SAFE_METHODS = java.util.Set.of("GET", "HEAD");

  /**
   * Endpoints whose handlers write nothing to the store (the AI relay: its only record is the audit
   * event). They run outside the writers' transaction like a GET, so a slow provider never holds
   * the SQLite writer lock or a pooled connection.
   */
  private static final String STORE_FREE_PREFIX = "/v1/ai/";

  private final Database database;
  private final AuditLog audit;
  private final Idempotency idempotency;
  private final RateLimiter rateLimiter;
  private final ProblemWriter problems;
  private final Routes routes;
  private final Function<HttpServletRequest, @Nullable Caller> callers;

  AuditFilter(
      Database database,
      AuditLog audit,
      Idempotency idempotency,
      RateLimiter rateLimiter,
      ProblemWriter problems,
      Function<HttpServletRequest, @Nullable Caller> callers,
      Routes routes) {
    this.database = database;
    this.audit = audit;
    this.idempotency = idempotency;
    this.rateLimiter = rateLimiter;
    this.routes = routes;
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
    boolean safe =
        SAFE_METHODS.contains(request.getMethod())
            || PATHS.getLookupPathForRequest(request).startsWith(STORE_FREE_PREFIX);
    Live live = new Live(request, response, buffered, unit, caller);
    if (safe) {
      request.setAttribute(LiveAnswers.ATTRIBUTE, live);
    }
    try {
      if (safe) {
        // no effect to commit with the event: run it outside the writers' transaction, so
        // reads (a whole-chain verify, say) never hold the SQLite writer lock
        unit.answer(buffered, chain);
        if (live.started) {
          return; // its event was committed before the answer began
        }
      }
      Recorded event;
      try {
        event =
            database.inTransaction(
                tx -> {
                  if (!safe) {
                    unit.answer(buffered, chain);
                  }
                  return record(tx, request, buffered, unit, caller);
                });
      } catch (ErrorAnswer undone) {
        // the handler answered an error: its writes went with the rolled-back transaction, and
        // the refusal is recorded in a transaction of its own
        if (undone.getSuppressed().length > 0) {
          throw new IllegalStateException("the handler's writes could not be rolled back");
        }
        event = database.inTransaction(tx -> record(tx, request, buffered, unit, caller));
      }
      settle(caller, event);
    } catch (HandlerIo e) {
      abandon(unit);
      throw e.getCause();
    } catch (RuntimeException e) {
      failClosed(request, response, e, unit);
      return;
    }
    buffered.copyBodyToResponse();
  }

  /** An event recorded in a transaction, and whether it is in the chain with it. */
  private record Recorded(AuditEvent event, boolean chained) {}

  /** Records the request's event and, for a claimed key, its answer, in {@code tx}. */
  private Recorded record(
      dev.sigil.store.Tx tx,
      HttpServletRequest request,
      ContentCachingResponseWrapper buffered,
      Unit unit,
      Caller caller) {
    AuditEvent recorded = unit.event(buffered, caller);
    boolean chained = audit.append(tx, caller.tenant(), recorded);
    if (unit.decision() instanceof Idempotency.Decision.Proceed p) {
      StoredAnswer answer = answerOf(buffered);
      if (IdempotentRequests.DECIDED_EACH_TIME.contains(p.claim().path())) {
        answer = new StoredAnswer(answer.status(), answer.contentType(), new byte[0]);
      }
      idempotency.complete(tx, p.claim(), answer, AuditNotes.of(request).answerSubjects());
    }
    return new Recorded(recorded, chained);
  }

  /**
   * Waits until the committed event is in the tenant's chain ({@link AuditLog#settle}), unless it
   * was chained in its transaction. When that round fails the request still answers: its effects
   * and its event have committed, and the event stays queued until a later round chains it.
   */
  private void settle(Caller caller, Recorded event) {
    if (event.chained()) {
      return;
    }
    try {
      audit.settle(caller.tenant(), event.event().requestId());
    } catch (RuntimeException e) {
      log.warn(
          "audit event committed but not yet chained ({}); a later round chains it",
          e.getClass().getName());
    }
  }

  /** Starts a live answer: the event is committed first, then the body goes out as written. */
  private final class Live implements LiveAnswers.Starter {
    private final HttpServletRequest request;
    private final HttpServletResponse response;
    private final ContentCachingResponseWrapper buffered;
    private final Unit unit;
    private final Caller caller;
    private boolean started;

    Live(
        HttpServletRequest request,
        HttpServletResponse response,
        ContentCachingResponseWrapper buffered,
        Unit unit,
        Caller caller) {
      this.request = request;
      this.response = response;
      this.buffered = buffered;
      this.unit = unit;
      this.caller = caller;
    }

    @Override
    public java.io.OutputStream begin(String contentType) throws IOException {
      if (started) {
        throw new IllegalStateException("the answer has begun");
      }
      buffered.setStatus(HttpServletResponse.SC_OK);
      Recorded event =
          database.inTransaction(
              tx -> {
                AuditEvent recorded = unit.event(buffered, caller);
                return new Recorded(recorded, audit.append(tx, caller.tenant(), recorded));
              });
      settle(caller, event);
      started = true;
      abandon(unit);
      request.removeAttribute(LiveAnswers.ATTRIBUTE);
      response.setStatus(HttpServletResponse.SC_OK);
      response.setContentType(contentType);
      response.setHeader(HttpHeaders.CACHE_CONTROL, "no-cache");
      return response.getOutputStream();
    }
  }

  /**
   * Decides, before the transaction, what the unit does: answer a rate limit, refuse a body or a
   * key, answer from the idempotency record, or run the handler (claiming the key first, in a
   * transaction of its own).
   */
  private Unit prepare(HttpServletRequest request, Caller caller) {
    long retryAfter = rateLimiter.acquire(caller.credential());
    if (retryAfter > 0) {
      return new Unit(request, Early.rateLimited(retryAfter), null);
    }
    IdempotentRequests.Read read = IdempotentRequests.read(request);
    return switch (read) {
      case IdempotentRequests.Read.NotKeyed n -> new Unit(n.request(), null, null);
      case IdempotentRequests.Read.Refused r -> new Unit(request, Early.refused(r), null);
      case IdempotentRequests.Read.Keyed k ->
          new Unit(
              k.request(),
              null,
              idempotency.begin(
                  caller.tenant(),
                  request.getMethod(),
                  PATHS.getLookupPathForRequest(request),
                  String.valueOf(request.getContentType()),
                  k.key(),
                  k.body(),
                  IdempotentRequests.BOUND_TO_CALLER.contains(
                          PATHS.getLookupPathForRequest(request))
                      ? caller.credential().value()
                      : "",
                  CurrentRequestId.of(request)));
    };
  }

  /** An answer given without running the handler. */
  private record Early(ErrorCode code, String detail, long retryAfter) {
    static Early rateLimited(long seconds) {
      return new Early(
          ErrorCode.RATE_LIMITED,
          String.format(java.util.Locale.ROOT, "Rate limit exceeded; retry after %d s.", seconds),
          seconds);
    }

    static Early refused(IdempotentRequests.Read.Refused r) {
      return new Early(r.code(), r.detail(), 0);
    }
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
    if (ProblemWriter.storeUnavailable(e)) {
      response.setHeader(HttpHeaders.RETRY_AFTER, ProblemWriter.RETRY_AFTER_SECONDS);
    }
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
    private final @Nullable Early early;
    private final Idempotency.@Nullable Decision decision;

    Unit(
        HttpServletRequest request,
        @Nullable Early early,
        Idempotency.@Nullable Decision decision) {
      this.request = request;
      this.early = early;
      this.decision = decision;
    }

    Idempotency.@Nullable Decision decision() {
      return decision;
    }

    void answer(ContentCachingResponseWrapper response, FilterChain chain) {
      try {
        if (early != null) {
          routes.accept(request);
          if (early.retryAfter() > 0) {
            response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(early.retryAfter()));
          }
          problems.write(request, response, early.code(), early.detail());
        } else if (decision == null
            || decision instanceof Idempotency.Decision.Proceed
            || decidedAgain()) {
          runHandler(request, response, chain);
        } else if (routes.admit(request, response)) {
          // a replay answers what the handler answered: only to a caller the handler would serve
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
        AuditNotes.of(request)
            .put(decidedAgain() ? "retryOf" : "replayOf", replay.originalRequestId());
      }
      return RequestEvents.of(request, response, caller);
    }

    /** A retry of a reveal, which runs again instead of replaying (DECIDED_EACH_TIME). */
    private boolean decidedAgain() {
      return decision instanceof Idempotency.Decision.Replay
          && IdempotentRequests.DECIDED_EACH_TIME.contains(PATHS.getLookupPathForRequest(request));
    }
  }

  /**
   * Runs the handler. Inside the unit's transaction, an error answer throws {@link ErrorAnswer} out
   * of it, so the whole transaction rolls back (no savepoint per request) and the refusal is
   * recorded in a new one.
   */
  private void runHandler(
      HttpServletRequest request, ContentCachingResponseWrapper response, FilterChain chain) {
    invoke(request, response, chain);
    if (database.inTransactionOnThisThread() && response.getStatus() >= 400) {
      throw new ErrorAnswer();
    }
  }

  private void invoke(
      HttpServletRequest request, ContentCachingResponseWrapper response, FilterChain chain) {
    try {
      chain.doFilter(request, response);
    } catch (IOException e) {
      throw new HandlerIo(e);
    } catch (ServletException | RuntimeException e) {
      // escaped the controller advice: a 500 like any other, audited as failed
      log.error("request failed: {}", e.getClass().getName());
      writeInternalError(request, response);
    }
  }

  private void writeInternalError(HttpServletRequest request, HttpServletResponse response) {
    try {
      response.resetBuffer();
      problems.write(request, response, ErrorCode.INTERNAL_ERROR, "An internal error occurred.");
    } catch (IOException e) {
      throw new HandlerIo(e);
    }
  }
}
