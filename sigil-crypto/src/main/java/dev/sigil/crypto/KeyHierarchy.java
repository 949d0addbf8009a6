package dev.sigil.crypto;

import com.google.crypto.tink.Aead;
import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.prf.PrfSet;
import dev.sigil.core.TenantId;
import java.security.GeneralSecurityException;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The key hierarchy: a root key ({@link RootKeySource}) wraps one Tink keyset per tenant and {@link
 * KeyPurpose}; a tenant's {@link KeyPurpose#SUBJECT_WRAP} keyset wraps per-subject keysets. Wrapped
 * keysets are opaque bytes for the store (Tink's encrypted keyset format); this class creates,
 * opens, rotates and re-wraps them.
 *
 * <p>Security guarantees: a wrapped tenant keyset is encrypted under the root key with associated
 * data {@code sigil/tenant-keyset/v1/<tenant>/<purpose>}, so it opens only for the tenant and
 * purpose it was made for; moving it to another tenant or purpose, or altering a byte, makes
 * opening fail with {@link CryptoException}. Key material never leaves this module in clear.
 *
 * <p>Cost: every method here unwraps or wraps with the root key, which with a KMS is one network
 * request per keyset (opening a tenant makes one per purpose). Cache {@link TenantKeys} per tenant;
 * operations on an opened {@code TenantKeys} are local and fast.
 *
 * <p>Thread-safe.
 */
public final class KeyHierarchy {
  private final RootKeySource root;

  public KeyHierarchy(RootKeySource root) {
    this.root = Objects.requireNonNull(root, "root");
  }

  public RootKeySource root() {
    return root;
  }

  /**
   * A new keyset for {@code tenant} and {@code purpose} with one key, wrapped under the root key.
   */
  public byte[] newTenantKeyset(TenantId tenant, KeyPurpose purpose) {
    return Tink.guard(
        "create tenant keyset", () -> wrap(tenant, purpose, Tink.generate(purpose.parameters())));
  }

  /** New keysets of every purpose for a new tenant, see {@link #newTenantKeyset}. */
  public Map<KeyPurpose, byte[]> newTenantKeysets(TenantId tenant) {
    Map<KeyPurpose, byte[]> keysets = new EnumMap<>(KeyPurpose.class);
    for (KeyPurpose purpose : KeyPurpose.values()) {
      keysets.put(purpose, newTenantKeyset(tenant, purpose));
    }
    return keysets;
  }

  /**
   * Opens the wrapped keysets of {@code tenant}, one for every {@link KeyPurpose}.
   *
   * @throws IllegalArgumentException if a purpose is missing (after an upgrade that adds a purpose,
   *     create the missing keyset with {@link #newTenantKeyset} first)
   * @throws CryptoException if a keyset does not open for this tenant and its purpose
   */
  public TenantKeys open(TenantId tenant, Map<KeyPurpose, byte[]> wrapped) {
    Set<KeyPurpose> missing = EnumSet.allOf(KeyPurpose.class);
    missing.removeAll(wrapped.keySet());
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException("missing tenant keysets for purposes " + missing);
    }
    return Tink.guard("open tenant keyset", () -> open(tenant, wrapped::get));
  }

  /**
   * Adds a new key to a wrapped keyset and makes it primary: new data uses the new key, data made
   * under the older keys still opens. Returns the keyset wrapped again; the caller replaces the
   * stored bytes and drops cached {@link TenantKeys} of the tenant.
   */
  public byte[] rotate(TenantId tenant, KeyPurpose purpose, byte[] wrapped) {
    return Tink.guard(
        "rotate tenant keyset",
        () -> {
          KeysetHandle keyset = unwrap(tenant, purpose, wrapped);
          return wrap(tenant, purpose, Tink.withNewPrimary(keyset, purpose.parameters()));
        });
  }

  /**
   * The same keyset, wrapped again under the root key's current primary (after a root rotation).
   * Idempotent; the keys inside and everything they protect are unchanged.
   */
  public byte[] rewrap(TenantId tenant, KeyPurpose purpose, byte[] wrapped) {
    return Tink.guard(
        "rewrap tenant keyset", () -> wrap(tenant, purpose, unwrap(tenant, purpose, wrapped)));
  }

  /**
   * Wraps and unwraps a throwaway keyset: a readiness check that the root key is usable (with a
   * KMS: reachable, and this process may encrypt and decrypt with it).
   *
   * @throws CryptoException if not
   */
  public void verifyRoot() {
    TenantId probe = new TenantId("sigil-root-check");
    byte[] wrapped = newTenantKeyset(probe, KeyPurpose.DATA_AEAD);
    Tink.guard("verify root key", () -> unwrap(probe, KeyPurpose.DATA_AEAD, wrapped));
  }

  @Override
  public String toString() {
    return "KeyHierarchy[" + root.describe() + "]";
  }

  private TenantKeys open(TenantId tenant, Function<KeyPurpose, byte[]> wrapped)
      throws GeneralSecurityException {
    return new TenantKeys(
        tenant,
        primitive(tenant, KeyPurpose.DATA_AEAD, wrapped, Aead.class),
        new ContextPrf(
            primitive(tenant, KeyPurpose.DETERMINISTIC, wrapped, PrfSet.class), "deterministic"),
        new ContextPrf(
            primitive(tenant, KeyPurpose.KEYED_HASH, wrapped, PrfSet.class), "keyed hash"),
        primitive(tenant, KeyPurpose.SUBJECT_WRAP, wrapped, Aead.class));
  }

  private <P> P primitive(
      TenantId tenant, KeyPurpose purpose, Function<KeyPurpose, byte[]> wrapped, Class<P> type)
      throws GeneralSecurityException {
    return Tink.primitive(unwrap(tenant, purpose, wrapped.apply(purpose)), type);
  }

  private KeysetHandle unwrap(TenantId tenant, KeyPurpose purpose, byte[] wrapped)
      throws GeneralSecurityException {
    return Tink.unwrap(wrapped, rootAead(), AssociatedData.tenantKeyset(tenant, purpose));
  }

  private byte[] wrap(TenantId tenant, KeyPurpose purpose, KeysetHandle keyset)
      throws GeneralSecurityException {
    return Tink.wrap(keyset, rootAead(), AssociatedData.tenantKeyset(tenant, purpose));
  }

  /**
   * The root AEAD, for wrapping keysets that are not tenant keysets (see {@link Ed25519NoteKeys}).
   */
  Aead rootAead() {
    return switch (root) {
      case LocalRootKeySource local -> local.aead();
      case KmsRootKeySource kms -> kms.aead();
    };
  }
}
