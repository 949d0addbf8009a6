package dev.sigil.store;

/**
 * A migrated, pooled database and its transaction boundary. Every store call takes the {@link Tx}
 * of the transaction it belongs to, so one request's effects (and later its audit event) commit or
 * roll back together.
 */
public interface Database extends AutoCloseable {

  /**
   * Runs {@code work} in one transaction: commits when it returns, rolls back when it throws (the
   * exception is rethrown unchanged). Called inside a transaction on the same thread, {@code work}
   * joins it under a savepoint: its writes are undone if it throws, and otherwise commit with the
   * enclosing transaction. On SQLite concurrent writers queue and are committed in groups (one
   * fsync for many); a return means the work is committed and durable (SQLite: WAL with {@code
   * synchronous=FULL}). Times are kept to the millisecond. A store call that failed inside {@code
   * work} fails the transaction even if {@code work} caught it.
   */
  <T> T inTransaction(TxWork<T> work);

  /**
   * Runs {@code work} as part of the transaction open on this thread, without a savepoint; or, when
   * none is open, exactly as {@link #inTransaction}. For work whose failure fails the enclosing
   * transaction anyway (a request handler's, whose error answer rolls back all it did): a savepoint
   * costs two round trips on PostgreSQL, and on SQLite a copy of every page the work changes. If
   * {@code work} throws inside an enclosing transaction, its writes cannot be undone alone, so that
   * transaction can no longer commit: its commit fails as if a statement had failed, even if the
   * enclosing work caught the exception.
   */
  <T> T inEnclosingTransaction(TxWork<T> work);

  /**
   * Runs {@code work}, which only reads, in autocommit mode: each statement reads its own committed
   * snapshot (PostgreSQL's READ COMMITTED within a transaction gives no more), and on SQLite reads
   * never queue behind writers. Inside a transaction on the same thread, {@code work} reads through
   * it, except in a SQLite writer that has not run a statement yet: that one has no writes of its
   * own to see, and reads as outside. {@code work} must not write.
   */
  <T> T inReadTransaction(TxWork<T> work);

  /**
   * Whether this thread is inside a transaction of this database (its reads may see its own
   * uncommitted writes).
   */
  boolean inTransactionOnThisThread();

  Dialect dialect();

  /** True when a trivial query succeeds within a short time; never throws. */
  boolean ping();

  @Override
  void close();

  enum Dialect {
    SQLITE,
    POSTGRESQL
  }

  @FunctionalInterface
  interface TxWork<T> {
    T run(Tx tx);
  }
}
