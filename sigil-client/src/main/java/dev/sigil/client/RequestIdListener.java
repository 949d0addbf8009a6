package dev.sigil.client;

/**
 * The hook through which an application records each call's {@code X-Request-Id} with its own
 * operation (the contract asks clients to keep it). Called once per call, after its last attempt,
 * on success and on a problem alike; a transport failure without any answer has no request id and
 * is not reported. Must not throw.
 *
 * <pre>{@code
 * RequestIdListener hook = info ->
 *     orderEvents.append(orderId, "sigil " + info.operation() + " " + info.requestId());
 * }</pre>
 */
@FunctionalInterface
public interface RequestIdListener {
  void onAnswer(ResponseInfo info);
}
