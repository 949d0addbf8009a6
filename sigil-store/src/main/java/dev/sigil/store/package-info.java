/**
 * Storage contracts: one interface per table, the transaction boundary ({@link
 * dev.sigil.store.Database}) and the records stores hand back. Stores only ever see ciphertext,
 * tokens, hashes and ids, never a protected value.
 */
@NullMarked
package dev.sigil.store;

import org.jspecify.annotations.NullMarked;
