package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.sigil.detect.Entity;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** False-positive guard on ordinary prose, and garbage input. */
class EntityRecognizerProseTest {
  /** Ordinary sentences of chat, tickets and e-mail without any person, place or organisation. */
  static final String[] PROSE = {
    "Can you check whether the build passed before lunch?",
    "The printer on the second floor is out of toner again.",
    "Please remember to submit your timesheet by Friday.",
    "I think the new dashboard looks much cleaner than the old one.",
    "Our team meeting is moved to three o'clock.",
    "The coffee machine is broken, so bring your own thermos.",
    "Thanks for the quick turnaround on the contract review.",
    "It looks like the password reset link has expired.",
    "Let me know if you need anything else from my side.",
    "The package arrived damaged, and the box was soaked.",
    "We should update the documentation after the release.",
    "Sorry for the late reply, I was travelling all week.",
    "Could you resend the invoice with the correct amount?",
    "The app keeps crashing whenever I open the settings page.",
    "Great work everyone, the launch went smoothly.",
    "I would like to cancel my subscription at the end of the month.",
    "My order still shows as processing after five days.",
    "The refund should appear on your statement within a week.",
    "Do not reply to this automated message.",
    "Your session has timed out, please log in again.",
    "Happy Friday! Any plans for the weekend?",
    "The weather has been lovely all week.",
    "We ran out of milk, can you grab some on the way home?",
    "This is the third time I have asked about this issue.",
    "Attached is the spreadsheet with the updated figures.",
    "Please find the agenda for tomorrow's workshop below.",
    "The server was restarted at midnight to apply the patch.",
    "Battery life is great but the screen scratches easily.",
    "It is really hard to find parking downtown on weekends.",
    "Okay, sounds good. Talk soon!",
    "When is the next maintenance window scheduled?",
    "I have attached a screenshot of the error message.",
    "The kids loved the museum, especially the dinosaur hall.",
    "Reminder: the office will be closed on the public holiday.",
    "Our new hire starts next week in the finance team.",
    "The delivery driver left the parcel at the back door.",
    "Click the blue button to confirm your email address.",
    "Welcome aboard! We are glad to have you with us.",
    "Please keep the noise down after ten in the evening.",
    "Dinner was amazing, we should go back sometime.",
    "Is there any update on the ticket I opened yesterday?",
    "The figures in the annual report do not add up.",
    "Make sure to back up your files before the upgrade.",
    "Any idea why the tests are failing on the main branch?",
    "He said he would call back after the meeting.",
    "She is working from home today because of the snow.",
    "Congratulations on the promotion, well deserved!",
    "The conference room projector needs a new cable.",
    "I cannot log in with my usual credentials anymore.",
    "We will review your application and get back to you shortly."
  };

  @Test
  void ordinaryProseHasNoEntities() {
    List<String> fired = new ArrayList<>();
    for (String s : PROSE) {
      List<String> f = EntityRecognizerTest.found(s);
      if (!f.isEmpty()) {
        fired.add(s + " -> " + f);
      }
    }
    assertThat(fired).isEmpty();
  }

  @Test
  void garbageNeverThrowsAndStaysInBounds() {
    Random random = new Random(42);
    for (int i = 0; i < 300; i++) {
      StringBuilder sb = new StringBuilder();
      int len = random.nextInt(200);
      for (int j = 0; j < len; j++) {
        int kind = random.nextInt(4);
        sb.append(
            switch (kind) {
              case 0 -> (char) random.nextInt(0x10000);
              case 1 -> (char) ('A' + random.nextInt(26));
              case 2 -> " .,'-:@#\n".charAt(random.nextInt(9));
              default -> (char) ('a' + random.nextInt(26));
            });
      }
      String text = sb.toString();
      List<Entity> found = EntityRecognizerTest.ENGINE.detect(text, EntityRecognizerTest.CLASSES);
      for (Entity e : found) {
        assertThat(e.end()).isLessThanOrEqualTo(text.length());
      }
    }
  }

  @Test
  void oneMegabyteOfCapitalisedRunsIsQuick() {
    StringBuilder sb = new StringBuilder(1 << 20);
    Random random = new Random(7);
    String[] words = {"John", "Smith", "New", "York", "Inc", "Of", "The", "Bank", "Mr", "De"};
    while (sb.length() < 1 << 20) {
      sb.append(words[random.nextInt(words.length)]).append(random.nextInt(50) == 0 ? ". " : " ");
    }
    String text = sb.toString();
    long start = System.nanoTime();
    assertThatCode(() -> EntityRecognizerTest.ENGINE.detect(text, EntityRecognizerTest.CLASSES))
        .doesNotThrowAnyException();
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertThat(millis).isLessThan(20_000); // a generous bound: only "finishes", not a timing test
  }
}
