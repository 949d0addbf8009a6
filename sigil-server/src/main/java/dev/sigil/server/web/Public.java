package dev.sigil.server.web;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An endpoint served without credentials (health, readiness, the OpenAPI document). Every other
 * handler needs {@code RequiresScope} or {@code AnyScope}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Public {
  /** Its exact paths: the bearer filter lets only these through without a token. */
  String[] value();
}
