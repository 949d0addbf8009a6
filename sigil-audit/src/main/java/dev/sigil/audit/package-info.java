/**
 * The tamper-evident audit log: RFC 8785 canonical JSON events in a per-tenant hash chain, the
 * leaves of an RFC 9162 Merkle tree whose heads are published as signed C2SP checkpoints.
 */
@NullMarked
package dev.sigil.audit;

import org.jspecify.annotations.NullMarked;
