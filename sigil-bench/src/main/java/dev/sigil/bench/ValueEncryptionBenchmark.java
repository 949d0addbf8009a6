package dev.sigil.bench;

import dev.sigil.crypto.SubjectKeys;
import dev.sigil.crypto.TenantKeys;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Value encryption per core: AES-256-GCM (Tink, the tenant's data keyset) of a 29-byte value under
 * associated data shaped like a token's, its decryption, and the key costs: creating a subject
 * keyset (a new tenant-wrapped keyset), opening one (unwrap and two keyset parses; the vault caches
 * opened subjects), and opening a tenant's keys (one unwrap per purpose under the local root key).
 */
@BenchmarkMode(Mode.Throughput)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
public class ValueEncryptionBenchmark {
  private static final byte[] SUBJECT_REF = TenantState.utf8("0123456789abcdef0123456789abcdef");

  private final byte[] value = TenantState.utf8(TenantState.EMAIL);
  private final byte[] associatedData =
      TenantState.encode(
          "token-value", TenantState.TENANT.value(), "tok_abcdefghijklmnopqrstuvwxyz", "email");
  private TenantState tenant;
  private TenantKeys keys;
  private byte[] ciphertext;
  private byte[] subjectKeyset;

  @Setup
  public void setUp(TenantState tenant) {
    this.tenant = tenant;
    keys = tenant.keys;
    ciphertext = keys.encrypt(value, associatedData);
    subjectKeyset = keys.newSubjectKeyset(SUBJECT_REF);
  }

  @Benchmark
  public byte[] encrypt() {
    return keys.encrypt(value, associatedData);
  }

  @Benchmark
  public byte[] decrypt() {
    return keys.decrypt(ciphertext, associatedData);
  }

  /** Opening a stored subject keyset: what a subject costs on a cache miss. */
  @Benchmark
  public SubjectKeys openSubject() {
    return keys.openSubject(SUBJECT_REF, subjectKeyset);
  }

  /** Opening a tenant's four keysets (local root key): what a keyring cache miss costs. */
  @Benchmark
  public TenantKeys openTenant() {
    return tenant.hierarchy.open(TenantState.TENANT, tenant.wrapped);
  }

  /** Creating a new subject's keyset, wrapped under the tenant: what a new subject costs. */
  @Benchmark
  public byte[] newSubjectKeyset() {
    return keys.newSubjectKeyset(SUBJECT_REF);
  }
}
