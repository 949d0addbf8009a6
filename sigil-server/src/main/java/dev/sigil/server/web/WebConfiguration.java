package dev.sigil.server.web;

import dev.sigil.core.RequestIds;
import dev.sigil.server.config.SigilProperties;
import java.time.Clock;
import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.ObjectMapper;

@Configuration(proxyBeanMethods = false)
class WebConfiguration {
  private static final Duration LAST_DRAIN = Duration.ofSeconds(5);

  /**
   * Strict request bodies (SPEC section 2): a repeated member name is malformed JSON, not "the last
   * one wins", so two parsers can never read one body differently.
   */
  @Bean
  JsonMapperBuilderCustomizer strictJson() {
    return builder -> builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION);
  }

  @Bean
  ProblemWriter problemWriter(ObjectMapper mapper) {
    return new ProblemWriter(mapper);
  }

  @Bean
  RequestIds requestIds(Clock clock) {
    return new RequestIds(clock);
  }

  @Bean
  FilterRegistrationBean<RequestIdFilter> requestIdFilter(RequestIds ids, ProblemWriter problems) {
    var bean = new FilterRegistrationBean<>(new RequestIdFilter(ids, problems));
    bean.setOrder(FilterOrder.REQUEST_ID);
    return bean;
  }

  @Bean
  ShutdownGate shutdownGate(ProblemWriter problems, SigilProperties properties) {
    // Tomcat's graceful shutdown already waited up to the grace period; what remains are the
    // few requests admitted in its last instant, so a short bound keeps SIGTERM within budget.
    Duration grace = properties.limits().shutdownGrace();
    return new ShutdownGate(problems, grace.compareTo(LAST_DRAIN) < 0 ? grace : LAST_DRAIN);
  }

  @Bean
  FilterRegistrationBean<ShutdownGate> shutdownGateFilter(ShutdownGate gate) {
    var bean = new FilterRegistrationBean<>(gate);
    bean.setOrder(FilterOrder.SHUTDOWN_GATE);
    return bean;
  }

  @Bean
  FilterRegistrationBean<BodyLimitFilter> bodyLimitFilter(
      SigilProperties properties, ProblemWriter problems) {
    var bean =
        new FilterRegistrationBean<>(
            new BodyLimitFilter(properties.limits().maxBodyBytes(), problems));
    bean.setOrder(FilterOrder.BODY_LIMIT);
    return bean;
  }

  @Bean
  FilterRegistrationBean<RoleRoutes> roleRoutes(ServerPorts ports, ProblemWriter problems) {
    var bean = new FilterRegistrationBean<>(new RoleRoutes(ports, problems));
    bean.setOrder(FilterOrder.ROLE_ROUTES);
    return bean;
  }

  @Bean
  ServerPorts serverPorts(
      SigilProperties properties,
      @Value("${spring.threads.virtual.enabled:false}") boolean virtualThreads) {
    return new ServerPorts(properties, virtualThreads);
  }
}
