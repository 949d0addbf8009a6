package dev.sigil.server.relay;

import dev.sigil.detect.Detector;
import dev.sigil.detect.standard.Detectors;
import dev.sigil.relay.api.Deidentifier;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;

@Configuration(proxyBeanMethods = false)
class RelayConfiguration {
  @Bean
  Deidentifier deidentifier() {
    return new Deidentifier(Detectors.standard());
  }

  /**
   * Loads the detector's dictionaries and models off the start-up path, so the first request does
   * not pay for them and readiness is not delayed.
   */
  @EventListener(ApplicationReadyEvent.class)
  void warmDetector() {
    Thread.ofVirtual()
        .name("detector-warm-up")
        .start(
            () -> {
              Detector d = Detectors.standard();
              d.detect("warm up", java.util.EnumSet.allOf(dev.sigil.detect.PiiClass.class));
            });
  }
}
