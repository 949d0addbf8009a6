package dev.sigil.server.relay;

import dev.sigil.detect.Detector;
import dev.sigil.detect.PiiClass;
import dev.sigil.detect.standard.Detectors;
import dev.sigil.relay.RelayModule;
import dev.sigil.relay.api.ChatRelay;
import dev.sigil.relay.api.Connections;
import dev.sigil.relay.api.Deidentifier;
import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.keys.TenantKeyring;
import dev.sigil.store.Stores;
import java.time.Clock;
import java.util.EnumSet;
import java.util.Map;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;

@Configuration(proxyBeanMethods = false)
class RelayConfiguration {
  @Bean
  Detector detector(SigilProperties properties) {
    Map<PiiClass, Double> thresholds = properties.relay().classThresholds();
    return thresholds.isEmpty() ? Detectors.standard() : Detectors.withThresholds(thresholds);
  }

  @Bean
  Deidentifier deidentifier(Detector detector) {
    return new Deidentifier(detector);
  }

  @Bean
  Connections connections(
      Stores stores, TenantKeyring keyring, Clock clock, SigilProperties properties) {
    return RelayModule.connections(stores, keyring::keys, clock, properties.relay().builtinEcho());
  }

  @Bean
  ChatRelay chatRelay(Connections connections, Deidentifier deidentifier, Clock clock) {
    return RelayModule.chatRelay(connections, deidentifier, clock);
  }

  /**
   * Loads the detector's dictionaries and models off the start-up path, so the first request does
   * not pay for them and readiness is not delayed. The text holds a (fictional) phone number: the
   * start-up check of the fast phone parse against libphonenumber (about 0.5 s) runs at the first
   * digit run parsed, and the token vault's phone validation uses the same parse ({@code
   * PhoneNumbers}), so neither the relay's nor the vault's first phone pays for it.
   */
  @EventListener(ApplicationReadyEvent.class)
  void warmDetector(ApplicationReadyEvent ready) {
    Detector detector = ready.getApplicationContext().getBean(Detector.class);
    Thread.ofVirtual()
        .name("detector-warm-up")
        .start(
            () -> detector.detect("warm up: call +1 201 555 0123", EnumSet.allOf(PiiClass.class)));
  }
}
