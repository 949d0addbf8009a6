package dev.sigil.server.platform;

import dev.sigil.core.Sensitive;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.RootKeySource;
import dev.sigil.crypto.RootKeySpec;
import dev.sigil.relay.api.Connections;
import dev.sigil.server.admin.Bootstrap;
import dev.sigil.server.admin.ConfiguredTenants;
import dev.sigil.server.admin.CredentialAdmin;
import dev.sigil.server.admin.KeyAdmin;
import dev.sigil.server.admin.TenantAdmin;
import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.keys.TenantKeyring;
import dev.sigil.store.Database;
import dev.sigil.store.StoreConfig;
import dev.sigil.store.Stores;
import dev.sigil.store.jdbc.JdbcDatabases;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.vaults.api.DataVaults;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class PlatformConfiguration {
  private static final Logger log = LoggerFactory.getLogger(PlatformConfiguration.class);

  @Bean
  Clock clock() {
    return Clock.tickMillis(java.time.ZoneOffset.UTC); // the stores keep milliseconds
  }

  @Bean
  DataDirectory dataDirectory(SigilProperties properties) {
    log.info("Configuration: {}", properties);
    return DataDirectory.open(properties.dataDir());
  }

  @Bean(destroyMethod = "")
  Stores stores(SigilProperties properties, DataDirectory dir) {
    Sensitive<String> url = properties.store().url();
    return JdbcDatabases.open(
        new StoreConfig(
            url == null ? null : url.reveal(), dir.path(), properties.store().maxPoolSize()));
  }

  /** Closed by the context after the web server has drained (graceful shutdown). */
  @Bean(destroyMethod = "close")
  Database database(Stores stores) {
    return stores.database();
  }

  @Bean
  RootKeySource rootKeySource(SigilProperties properties, DataDirectory dir) {
    var keys = properties.keys();
    RootKeySpec spec =
        switch (keys.root()) {
          case LOCAL ->
              new RootKeySpec.Local(
                  keys.rootKeysetFile() != null
                      ? keys.rootKeysetFile()
                      : dir.path().resolve("root-keyset.json"));
          case AWS_KMS -> new RootKeySpec.AwsKms(keys.kmsKeyUri(), keys.kmsCredentialsFile());
          case GCP_KMS -> new RootKeySpec.GcpKms(keys.kmsKeyUri(), keys.kmsCredentialsFile());
        };
    return RootKeySource.open(spec);
  }

  @Bean
  KeyHierarchy keyHierarchy(RootKeySource root) {
    return new KeyHierarchy(root);
  }

  @Bean
  TenantKeyring tenantKeyring(Stores stores, KeyHierarchy keys, Clock clock) {
    return new TenantKeyring(stores, keys, clock);
  }

  @Bean
  TenantAdmin tenantAdmin(Stores stores, KeyHierarchy keys, Clock clock) {
    return new TenantAdmin(stores, keys, clock);
  }

  @Bean
  CredentialAdmin credentialAdmin(Stores stores, Clock clock) {
    return new CredentialAdmin(stores, clock);
  }

  @Bean
  KeyAdmin keyAdmin(
      Stores stores, KeyHierarchy keys, RootKeySource root, TenantKeyring keyring, Clock clock) {
    return new KeyAdmin(stores, keys, root, keyring, clock);
  }

  @Bean
  Bootstrap bootstrap(
      Stores stores,
      TenantAdmin tenants,
      CredentialAdmin credentials,
      Clock clock,
      DataDirectory dir) {
    Bootstrap bootstrap = new Bootstrap(stores, tenants, credentials, clock);
    bootstrap.run(dir.path(), System.out);
    return bootstrap;
  }

  /** Applies the configuration file's tenants once the store is bootstrapped. */
  @Bean
  ConfiguredTenants configuredTenants(
      Bootstrap bootstrap,
      TenantAdmin tenants,
      DataVaults vaults,
      TokenVault tokens,
      Connections connections,
      SigilProperties properties) {
    ConfiguredTenants configured = new ConfiguredTenants(tenants, vaults, tokens, connections);
    configured.apply(properties.tenants());
    return configured;
  }

  /** The data directory, created owner-only (0700) when missing. */
  record DataDirectory(Path path) {
    static DataDirectory open(Path configured) {
      Path dir = configured.toAbsolutePath().normalize();
      try {
        if (!Files.isDirectory(dir)) {
          Files.createDirectories(
              dir,
              PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot create the data directory " + dir, e);
      }
      return new DataDirectory(dir);
    }
  }
}
