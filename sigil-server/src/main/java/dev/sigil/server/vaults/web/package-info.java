/** The gateway's record API: vault schemas, sealing, masked reads, reveals, deletes. */
@NullMarked
package dev.sigil.server.vaults.web;

import org.jspecify.annotations.NullMarked;
