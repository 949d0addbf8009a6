/** The vault role's HTTP API: tokenize, detokenize, subjects, consents, the reveal policy. */
@NullMarked
package dev.sigil.server.tokens.web;

import org.jspecify.annotations.NullMarked;
