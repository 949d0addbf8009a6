package dev.sigil.server.config;

import dev.sigil.core.Sensitive;
import org.springframework.boot.context.properties.ConfigurationPropertiesBinding;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.convert.converter.Converter;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SigilProperties.class)
class ConfigConfiguration {

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
