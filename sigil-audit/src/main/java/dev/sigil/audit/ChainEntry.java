package dev.sigil.audit;

/**
 * One stored audit event as the chain verifier reads it: its sequence number, its canonical JSON
 * ({@link CanonicalJson#serialize}) and the chain hash stored with it. The arrays are not copied;
 * callers must not change them while verifying.
 */
public record ChainEntry(long seq, byte[] canonicalEvent, byte[] storedHash) {}
