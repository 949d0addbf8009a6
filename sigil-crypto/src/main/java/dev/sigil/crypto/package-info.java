/**
 * Sigil's key hierarchy (root key, per-tenant keysets, per-subject keysets) on Google Tink; no Tink
 * type crosses this package's public API, so other modules see wrapped keysets as opaque bytes.
 */
@NullMarked
package dev.sigil.crypto;

import org.jspecify.annotations.NullMarked;
