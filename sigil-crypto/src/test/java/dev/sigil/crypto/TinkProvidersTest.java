package dev.sigil.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.util.concurrent.atomic.AtomicReference;
import javax.crypto.Cipher;
import org.junit.jupiter.api.Test;

class TinkProvidersTest {
  @Test
  void conscryptIsRegisteredLastAndTheJdkDefaultsStay() throws Exception {
    Tink.guard("touch", () -> null); // initialises Tink, which registers Conscrypt
    Provider[] providers = Security.getProviders();
    assertThat(providers[providers.length - 1].getName()).isEqualTo("Conscrypt");
    assertThat(new SecureRandom().getProvider().getName()).isNotEqualTo("Conscrypt");
    assertThat(Cipher.getInstance("AES/GCM/NoPadding").getProvider().getName())
        .isNotEqualTo("Conscrypt");
  }

  @Test
  void encryptionOnANewVirtualThreadFindsTheRegisteredProvider() throws Exception {
    // Tink's per-thread SecureRandom comes from the registered provider (no new one per thread)
    Tink.guard("touch", () -> null);
    AtomicReference<String> provider = new AtomicReference<>();
    Thread.ofVirtual()
        .start(
            () ->
                provider.set(
                    com.google.crypto.tink.internal.ConscryptUtil.providerOrNull().getName()))
        .join();
    assertThat(provider.get()).isEqualTo("Conscrypt");
  }
}
