package dev.sigil.server;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class SigilApplication {
  public static void main(String[] args) {
    SpringApplication.run(SigilApplication.class, args);
  }
}
