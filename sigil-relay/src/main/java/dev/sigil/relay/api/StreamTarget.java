package dev.sigil.relay.api;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Where a streamed answer goes. {@link #open()} is called once, when the provider has accepted the
 * call; from then on the answer is {@code 200 text/event-stream} and failures travel as events. The
 * relay closes the stream when the answer is complete, which ends it.
 */
public interface StreamTarget {
  OutputStream open() throws IOException;
}
