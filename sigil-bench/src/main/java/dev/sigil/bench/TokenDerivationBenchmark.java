package dev.sigil.bench;

import dev.sigil.core.Sensitive;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Normalized;
import dev.sigil.tokens.api.Normalizer;
import dev.sigil.tokens.internal.TokenFormats;
import java.security.SecureRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Token derivation per core: each of the computations a tokenize request makes for one item, alone,
 * and {@link #deterministicItem} all of them together for an e-mail without a data subject
 * (normalize, fingerprint, token, encryption of the value), the crypto ceiling of items per second
 * on one core.
 *
 * <p>{@link TokenFormats} is in {@code dev.sigil.tokens.internal}, which the house rule keeps from
 * other modules' code; this benchmark measures it on purpose. The ArchUnit test scans the server's
 * classpath, which does not hold this module.
 */
@BenchmarkMode(Mode.Throughput)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
public class TokenDerivationBenchmark {
  private static final byte[] FINGERPRINT =
      TenantState.encode("fingerprint", "email", "deterministic");

  private final SecureRandom rng = new SecureRandom();
  private final Sensitive<String> raw = Sensitive.of("  " + TenantState.EMAIL + " ");
  private final byte[] email = TenantState.utf8(TenantState.EMAIL);
  private TenantKeys keys;

  @Setup
  public void setUp(TenantState tenant) {
    keys = tenant.keys;
  }

  /** The deterministic opaque token of an e-mail (one HMAC-SHA256 and base32). */
  @Benchmark
  public String deterministicToken() {
    return TokenFormats.deterministic(keys::deterministic, DataType.EMAIL, TenantState.EMAIL, 0);
  }

  /** The keyed fingerprint that finds an existing token of the value (one HMAC-SHA256). */
  @Benchmark
  public byte[] fingerprint() {
    return keys.deterministic(email, FINGERPRINT);
  }

  /** A random opaque token (16 bytes of {@link SecureRandom}). */
  @Benchmark
  public String randomToken() {
    return TokenFormats.random(rng);
  }

  /** A format-preserving card token: an FF1 key derived per call, FF1 over 11 digits, Luhn. */
  @Benchmark
  public String cardTokenFf1() {
    return TokenFormats.formatPreserving(
        keys::deterministic, DataType.CARD_NUMBER, TenantState.CARD, 0);
  }

  /** Validation and normalization of an e-mail address. */
  @Benchmark
  public Normalized normalizeEmail() {
    return Normalizer.normalize(DataType.EMAIL, raw);
  }

  /** All the cryptography of one new deterministic e-mail item, as the vault does it. */
  @Benchmark
  public void deterministicItem(Blackhole out) {
    String value = ((Normalized.Valid) Normalizer.normalize(DataType.EMAIL, raw)).value().reveal();
    byte[] input = TenantState.utf8(value);
    byte[] fingerprint = keys.deterministicCandidates(input, FINGERPRINT).getFirst();
    String token = TokenFormats.deterministic(keys::deterministic, DataType.EMAIL, value, 0);
    byte[] ad = TenantState.encode("token-value", TenantState.TENANT.value(), token, "email");
    out.consume(fingerprint);
    out.consume(keys.encrypt(input, ad));
  }
}
