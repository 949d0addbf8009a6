package dev.sigil.server.platform;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.List;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.springframework.boot.context.event.ApplicationPreparedEvent;
import org.springframework.context.ApplicationListener;

/**
 * Keeps request and response bodies out of the log whatever level an operator sets (SPEC section
 * 6): Spring's web and HTTP-conversion loggers write bodies and handler arguments (values, subject
 * ids) at DEBUG and TRACE, and the relay's provider client (Apache HttpClient) writes its headers,
 * with the connection's API key, and the bytes it sends and receives; so below INFO their events
 * are dropped. Registered in {@code META-INF/spring.factories}, after Spring Boot has configured
 * logging.
 */
public final class BodyLogGuard implements ApplicationListener<ApplicationPreparedEvent> {
  static final List<String> GUARDED =
      List.of("org.springframework.web", "org.springframework.http", "org.apache.hc.client5.http");

  @Override
  public void onApplicationEvent(ApplicationPreparedEvent event) {
    if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context
        && context.getTurboFilterList().stream().noneMatch(f -> f instanceof Filter)) {
      context.addTurboFilter(new Filter());
    }
  }

  static final class Filter extends TurboFilter {
    @Override
    public FilterReply decide(
        Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
      if (level != null && !level.isGreaterOrEqual(Level.INFO) && guarded(logger.getName())) {
        return FilterReply.DENY;
      }
      return FilterReply.NEUTRAL;
    }

    private static boolean guarded(String name) {
      return GUARDED.stream().anyMatch(p -> name.equals(p) || name.startsWith(p + "."));
    }
  }
}
