package dev.sigil.tokens.api;

/**
 * What an erasure removed: the subject's key (0 or 1), its tokens (now tombstones answering {@code
 * erased}), its sealed records, its {@code clientRef} bindings, its consents and the stored
 * idempotent answers holding its values. All zero when there was nothing to erase; erasing again is
 * safe. {@code subjectRef} (hex keyed hash) is for the audit event.
 */
public record Erasure(
    int keys,
    int tokens,
    int records,
    int clientRefs,
    int consents,
    int idempotentAnswers,
    String subjectRef) {}
