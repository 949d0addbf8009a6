package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;

public record TenantRecord(TenantId id, Instant createdAt) {}
