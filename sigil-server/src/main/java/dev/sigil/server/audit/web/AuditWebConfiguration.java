package dev.sigil.server.audit.web;

import dev.sigil.server.audit.AuditLog;
import dev.sigil.server.auth.web.Callers;
import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.idempotency.Idempotency;
import dev.sigil.server.idempotency.IdempotencyPurger;
import dev.sigil.server.keys.TenantKeyring;
import dev.sigil.server.web.FilterOrder;
import dev.sigil.server.web.ProblemWriter;
import dev.sigil.store.Stores;
import java.time.Clock;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class AuditWebConfiguration {

  @Bean
  AuditLog auditLog(Stores stores, Clock clock) {
    return new AuditLog(stores, clock);
  }

  @Bean
  Idempotency idempotency(
      Stores stores, TenantKeyring keyring, Clock clock, SigilProperties properties) {
    var settings = properties.idempotency();
    return new Idempotency(stores, keyring, clock, settings.lease(), settings.retention());
  }

  @Bean
  IdempotencyPurger idempotencyPurger(Idempotency idempotency, SigilProperties properties) {
    return new IdempotencyPurger(idempotency, properties.idempotency().purgeEvery());
  }

  @Bean
  FilterRegistrationBean<AuditFilter> auditFilter(
      Stores stores, AuditLog audit, Idempotency idempotency, ProblemWriter problems) {
    var filter =
        new AuditFilter(
            stores.database(), audit, idempotency, problems, r -> Callers.of(r).orElse(null));
    var bean = new FilterRegistrationBean<>(filter);
    bean.setOrder(FilterOrder.AUDIT);
    return bean;
  }
}
