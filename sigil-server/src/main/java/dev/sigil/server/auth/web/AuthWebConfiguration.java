package dev.sigil.server.auth.web;

import dev.sigil.server.auth.Authenticator;
import dev.sigil.server.auth.RateLimiter;
import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.web.FilterOrder;
import dev.sigil.server.web.ProblemWriter;
import dev.sigil.server.web.Public;
import dev.sigil.store.Stores;
import java.lang.reflect.Method;
import java.time.Clock;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.ClassUtils;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration(proxyBeanMethods = false)
class AuthWebConfiguration {

  @Bean
  Authenticator authenticator(Stores stores, Clock clock) {
    return new Authenticator(stores, clock);
  }

  @Bean
  RateLimiter rateLimiter(SigilProperties properties) {
    return new RateLimiter(
        properties.limits().ratePerSecond(), properties.limits().rateBurst(), System::nanoTime);
  }

  /** The exact paths of the {@link Public} endpoints: the only ones served without a token. */
  @Bean
  FilterRegistrationBean<BearerAuthFilter> bearerAuthFilter(
      Authenticator authenticator, ProblemWriter problems, ListableBeanFactory beans) {
    Set<String> publicPaths = new HashSet<>();
    for (Object controller : beans.getBeansWithAnnotation(RestController.class).values()) {
      for (Method m : ClassUtils.getUserClass(controller).getDeclaredMethods()) {
        Public p = m.getAnnotation(Public.class);
        if (p != null) {
          publicPaths.addAll(List.of(p.value()));
        }
      }
    }
    var bean =
        new FilterRegistrationBean<>(new BearerAuthFilter(authenticator, problems, publicPaths));
    bean.setOrder(FilterOrder.AUTHENTICATION);
    return bean;
  }

  @Bean
  WebMvcConfigurer authMvcConfigurer(ProblemWriter problems) {
    return new WebMvcConfigurer() {
      @Override
      public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(new ScopeInterceptor(problems));
      }

      @Override
      public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new CallerArgumentResolver());
      }
    };
  }
}
