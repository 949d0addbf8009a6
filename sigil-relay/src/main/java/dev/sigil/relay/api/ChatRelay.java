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
   * Relays one call that is not {@link ChatCall#streamed()}; a {@code stream} that is neither a
   * boolean nor null is refused ({@code 422} at {@code /stream}) before anything is sent. {@code
   * audit} receives the call's facts once the connection is known, also when the call then fails.
   */
  ChatAnswer complete(ChatCall call, Consumer<ChatFacts> audit);

  /**
   * Relays one call with {@code "stream": true}: Server-Sent Events written to {@code target} as
   * they arrive, placeholders rehydrated across chunk boundaries where allowed, a last chunk with
   * the {@code sigil} object before {@code [DONE]}. Errors before the provider accepted the call
   * are thrown as for {@link #complete}; later ones end the stream with an {@code error} event.
   */
  void stream(ChatCall call, Consumer<ChatFacts> audit, StreamTarget target);
}
