package dev.sigil.store;

/** The stores of one database. */
public record Stores(
    Database database,
    TenantStore tenants,
    CredentialStore credentials,
    KeysetStore keysets,
    AuditStore audit,
    IdempotencyStore idempotency,
    AuditCheckpointStore checkpoints,
    TokenStore tokens,
    SubjectStore subjects,
    ClientRefStore clientRefs,
    ConsentStore consents,
    TenantDocumentStore documents,
    RecordStore records) {}
