package dev.sigil.relay.api;

import java.util.function.Consumer;

/**
 * {@code POST /v1/ai/chat/completions} (SPEC section 7): de-identifies the messages, forwards them
 * to the connection's pinned provider, rehydrates the answer where policy allows.
 *
 * <p>Fails closed: when detection fails, nothing is forwarded. Throws {@code UserError} for the
 * client's mistakes ({@code connection_not_found}, {@code purpose_not_allowed}, a model outside the
 * list, uninspectable content) and for the provider's ({@code upstream_failed}, {@code
 * upstream_timeout}); no error names a value or the provider's credential.
 */
public interface ChatRelay {
  /**
   * Relays one call. {@code audit} receives the call's facts once the connection is known, also
   * when the call then fails.
   */
  ChatAnswer complete(ChatCall call, Consumer<ChatFacts> audit);
}
