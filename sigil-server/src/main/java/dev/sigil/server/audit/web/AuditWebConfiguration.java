package dev.sigil.server.audit.web;

import dev.sigil.server.audit.AuditLog;
import dev.sigil.server.auth.web.Callers;
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
  FilterRegistrationBean<AuditFilter> auditFilter(
      Stores stores, AuditLog audit, ProblemWriter problems) {
    var filter =
        new AuditFilter(stores.database(), audit, problems, r -> Callers.of(r).orElse(null));
    var bean = new FilterRegistrationBean<>(filter);
    bean.setOrder(FilterOrder.AUDIT);
    return bean;
  }
}
