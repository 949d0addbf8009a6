package dev.sigil.server.config;

import dev.sigil.core.Sensitive;
import java.util.List;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.boot.context.properties.ConfigurationPropertiesBinding;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.convert.converter.Converter;
import org.springframework.core.env.ConfigurableEnvironment;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SigilProperties.class)
class ConfigConfiguration {

  /** Fails start-up when a configuration file names an unknown {@code sigil.*} key. */
  @Bean
  static BeanFactoryPostProcessor unknownConfigurationKeys(ConfigurableEnvironment environment) {
    return beanFactory -> {
      List<String> unknown = new UnknownKeys().find(environment);
      if (!unknown.isEmpty()) {
        throw new UnknownConfigurationKeysException(unknown);
      }
    };
  }

  /** Binds secret configuration values into {@link Sensitive}, so they never print. */
  @Bean
  @ConfigurationPropertiesBinding
  static Converter<String, Sensitive<String>> sensitiveStringConverter() {
    return new Converter<String, Sensitive<String>>() {
      @Override
      public Sensitive<String> convert(String source) {
        return Sensitive.of(source);
      }
    };
  }
}
