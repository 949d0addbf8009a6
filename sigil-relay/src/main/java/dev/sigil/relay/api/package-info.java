/** The AI relay's domain: de-identification of text with request-wide placeholders. */
@NullMarked
package dev.sigil.relay.api;

import org.jspecify.annotations.NullMarked;
