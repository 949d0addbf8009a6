/**
 * The public face of tokenization: the data types Sigil tokenizes and how each is validated and
 * normalized before it is tokenized.
 */
@NullMarked
package dev.sigil.tokens.api;

import org.jspecify.annotations.NullMarked;
