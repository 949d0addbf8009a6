package dev.sigil.server.audit.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.server.audit.AuditCheckpoints;
import dev.sigil.server.audit.AuditLog;
import dev.sigil.server.auth.RateLimiter;
import dev.sigil.server.auth.web.Callers;
import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.idempotency.Idempotency;
import dev.sigil.server.idempotency.IdempotencyPurger;
import dev.sigil.server.keys.TenantKeyring;
import dev.sigil.server.tasks.PeriodicTask;
import dev.sigil.server.web.FilterOrder;
import dev.sigil.server.web.ProblemWriter;
import dev.sigil.store.Stores;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Clock;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.HandlerExecutionChain;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

@Configuration(proxyBeanMethods = false)
class AuditWebConfiguration {

  @Bean
  AuditCheckpoints auditCheckpoints(
      Stores stores, KeyHierarchy keys, Clock clock, SigilProperties properties) {
    return new AuditCheckpoints(stores, keys, clock, properties.audit().checkpointEvery());
  }

  /** Signs a checkpoint of every log that grew, every interval (SPEC section 9: "or T seconds"). */
  @Bean
  PeriodicTask auditCheckpointTask(AuditCheckpoints checkpoints, SigilProperties properties) {
    return new PeriodicTask(
        "audit-checkpoints",
        properties.audit().checkpointInterval(),
        checkpoints::checkpointMovedLogs);
  }

  @Bean
  AuditLog auditLog(Stores stores, AuditCheckpoints checkpoints, Clock clock) {
    return new AuditLog(
        stores, checkpoints, clock, AuditLog.Sequencing.of(stores.database().dialect()));
  }

  /**
   * Chains audit events left queued (a crash between a request's commit and its round, or a round
   * that failed) soon after start and then every second; a no-op where events are chained in the
   * request's transaction.
   */
  @Bean
  PeriodicTask auditSequencerTask(AuditLog audit) {
    return new PeriodicTask(
        "audit-sequencer", java.time.Duration.ofSeconds(1), audit::sequencePending);
  }

  @Bean
  Idempotency idempotency(
      Stores stores, TenantKeyring keyring, Clock clock, SigilProperties properties) {
    var settings = properties.idempotency();
    return new Idempotency(stores, keyring, clock, settings.lease(), settings.retention());
  }

  @Bean
  IdempotencyPurger idempotencyPurger(Idempotency idempotency) {
    return new IdempotencyPurger(idempotency);
  }

  @Bean
  PeriodicTask idempotencyPurgeTask(IdempotencyPurger purger, SigilProperties properties) {
    return new PeriodicTask(
        "idempotency-purger", properties.idempotency().purgeEvery(), purger::purgeNow);
  }

  @Bean
  FilterRegistrationBean<AuditFilter> auditFilter(
      Stores stores,
      AuditLog audit,
      Idempotency idempotency,
      RateLimiter rateLimiter,
      ProblemWriter problems,
      @Qualifier("requestMappingHandlerMapping") ObjectProvider<HandlerMapping> mappings) {
    var filter =
        new AuditFilter(
            stores.database(),
            audit,
            idempotency,
            rateLimiter,
            problems,
            r -> Callers.of(r).orElse(null),
            new Routes() {
              @Override
              public void accept(HttpServletRequest request) {
                resolveRoute(mappings.getObject(), request);
              }

              @Override
              public boolean admit(HttpServletRequest request, HttpServletResponse response)
                  throws IOException {
                return admitRoute(mappings.getObject(), problems, request, response);
              }
            });
    var bean = new FilterRegistrationBean<>(filter);
    bean.setOrder(FilterOrder.AUDIT);
    return bean;
  }

  /**
   * Runs the route's interceptors (the scope check among them) for a request answered without its
   * handler; false when one refused it (and wrote the refusal). No route: refused as not found.
   */
  private static boolean admitRoute(
      HandlerMapping mapping,
      ProblemWriter problems,
      HttpServletRequest request,
      HttpServletResponse response)
      throws IOException {
    try {
      if (!ServletRequestPathUtils.hasParsedRequestPath(request)) {
        ServletRequestPathUtils.parseAndCache(request);
      }
      HandlerExecutionChain chain = mapping.getHandler(request);
      if (chain == null) {
        problems.write(request, response, ErrorCode.NOT_FOUND, "No such endpoint.");
        return false;
      }
      for (HandlerInterceptor i : chain.getInterceptorList()) {
        if (!i.preHandle(request, response, chain.getHandler())) {
          return false;
        }
      }
      return true;
    } catch (IOException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException("route checks failed", e);
    }
  }

  /**
   * Matches a request that no handler will see (an early answer) to its route, so its audit event
   * names the operation like any other.
   */
  private static void resolveRoute(HandlerMapping mapping, HttpServletRequest request) {
    try {
      if (!ServletRequestPathUtils.hasParsedRequestPath(request)) {
        ServletRequestPathUtils.parseAndCache(request);
      }
      mapping.getHandler(request);
    } catch (Exception noRoute) {
      // recorded as "(no such endpoint)"
    }
  }
}
