/**
 * Service credential secrets: credential ids, bearer tokens {@code sgl_<id>_<secret>}, their hashes
 * and strict parsing; tokens only ever travel wrapped in {@code Sensitive}.
 */
@NullMarked
package dev.sigil.crypto.credential;

import org.jspecify.annotations.NullMarked;
