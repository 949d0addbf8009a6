package dev.sigil.server.auth.web;

import dev.sigil.core.Scope;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The scope a {@code /v1} endpoint needs. Every {@code /v1} handler carries this or {@link
 * AnyScope}; one that carries neither is refused (fail closed).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface RequiresScope {
  Scope value();
}
