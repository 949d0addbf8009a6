/** The {@code sigil-audit-verify} command: offline verification of audit export bundles. */
@NullMarked
package dev.sigil.audit.verify;

import org.jspecify.annotations.NullMarked;
