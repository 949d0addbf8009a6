/** Entry point of the tokenization module: obtaining a token vault. */
@NullMarked
package dev.sigil.tokens;

import org.jspecify.annotations.NullMarked;
