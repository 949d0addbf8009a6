package dev.sigil.store.testing;

import dev.sigil.store.Database.Dialect;
import dev.sigil.store.Stores;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContextProvider;
import org.junit.platform.commons.support.AnnotationSupport;

/** Provides one invocation per dialect for {@link BothDatabases}. */
final class BothDatabasesExtension implements TestTemplateInvocationContextProvider {

  @Override
  public boolean supportsTestTemplate(ExtensionContext context) {
    return AnnotationSupport.isAnnotated(context.getTestMethod(), BothDatabases.class);
  }

  @Override
  public Stream<TestTemplateInvocationContext> provideTestTemplateInvocationContexts(
      ExtensionContext context) {
    return Stream.of(Dialect.SQLITE, Dialect.POSTGRESQL).map(Invocation::new);
  }

  private record Invocation(Dialect dialect) implements TestTemplateInvocationContext {
    @Override
    public String getDisplayName(int invocationIndex) {
      return "[" + dialect.name().toLowerCase(Locale.ROOT) + "]";
    }

    @Override
    public List<Extension> getAdditionalExtensions() {
      return List.of(new FreshDatabase(dialect));
    }
  }

  /**
   * Creates the database before each invocation (so a missing PostgreSQL skips the test rather than
   * failing parameter resolution) and deletes it afterwards.
   */
  private record FreshDatabase(Dialect dialect)
      implements BeforeEachCallback, AfterEachCallback, ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE =
        ExtensionContext.Namespace.create(FreshDatabase.class);

    @Override
    public void beforeEach(ExtensionContext context) {
      context.getStore(NAMESPACE).put(TestDatabase.class, TestDatabases.create(dialect));
    }

    @Override
    public void afterEach(ExtensionContext context) {
      TestDatabase database =
          context.getStore(NAMESPACE).remove(TestDatabase.class, TestDatabase.class);
      if (database != null) {
        database.close();
      }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
      Class<?> type = parameter.getParameter().getType();
      return type == Stores.class || type == TestDatabase.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
      TestDatabase database =
          context.getStore(NAMESPACE).get(TestDatabase.class, TestDatabase.class);
      if (database == null) {
        throw new ParameterResolutionException("no test database: it failed to start");
      }
      return parameter.getParameter().getType() == Stores.class ? database.stores() : database;
    }
  }
}
