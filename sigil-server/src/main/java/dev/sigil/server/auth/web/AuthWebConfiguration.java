package dev.sigil.server.auth.web;

import dev.sigil.server.auth.Authenticator;
import dev.sigil.server.auth.RateLimiter;
import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.web.ProblemWriter;
import dev.sigil.store.Stores;
import java.time.Clock;
import java.util.List;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
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

  @Bean
  FilterRegistrationBean<BearerAuthFilter> bearerAuthFilter(
      Authenticator authenticator, RateLimiter rateLimiter, ProblemWriter problems) {
    var bean =
        new FilterRegistrationBean<>(new BearerAuthFilter(authenticator, rateLimiter, problems));
    bean.setOrder(Ordered.HIGHEST_PRECEDENCE + 20);
    return bean;
  }

  @Bean
  WebMvcConfigurer authMvcConfigurer(ProblemWriter problems) {
    return new WebMvcConfigurer() {
      @Override
      public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(new ScopeInterceptor(problems)).addPathPatterns("/v1/**");
      }

      @Override
      public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new CallerArgumentResolver());
      }
    };
  }
}
