package dev.sigil.detect.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.PiiClass;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class LabelsTest {
  @ParameterizedTest
  @CsvSource({
    "PER,name",
    "person,name",
    "B-PER,name",
    "FIRSTNAME,name",
    "last_name,name",
    "FullName,name",
    "GIVENNAME,name",
    "LOC,location",
    "GPE,location",
    "location,location",
    "CITY,location",
    "Country,location",
    "ORG,organization",
    "corporation,organization",
    "group,organization",
    "COMPANY_NAME,organization",
    "organisation,organization",
    "EMAIL_ADDRESS,email",
    "PHONE_NUMBER,phone",
    "TELEPHONENUM,phone",
    "phonenumber,phone",
    "CREDIT_CARD,card_number",
    "CREDITCARDNUMBER,card_number",
    "IBAN_CODE,iban",
    "US_SSN,ssn",
    "SOCIALNUM,ssn",
    "IP_ADDRESS,ip_address",
    "IPV6,ip_address",
    "DATE_TIME,date",
    "DOB,date",
    "DATEOFBIRTH,date",
    "STREET_ADDRESS,address",
    "street,address",
    "URL,url",
    "date-time,date",
    "Credit Card,card_number",
    "ABA_ROUTING_NUMBER,aba_routing",
    "SG_NRIC_FIN,sg_nric",
    "FI_PERSONAL_IDENTITY_CODE,fi_hetu",
    "ZA_ID_NUMBER,za_id",
    "SE_ORGANISATIONSNUMMER,se_orgnr",
    "IT_VAT_CODE,it_vat",
    "DE_VAT_ID,de_vat",
    "MEDICAL_LICENSE,us_dea"
  })
  void aliasesMapToTheirClass(String label, String wire) {
    assertThat(Labels.classOf(label)).isEqualTo(PiiClass.fromWireName(wire));
  }

  @Test
  void everyWireNameMapsToItsClassInAnyCase() {
    for (PiiClass c : PiiClass.values()) {
      assertThat(Labels.classOf(c.wireName())).contains(c);
      assertThat(Labels.classOf(c.placeholderName())).contains(c);
      assertThat(Labels.classOf(" " + c.wireName().replace('_', '-') + " ")).contains(c);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"creative-work", "product", "USERNAME", "MISC", "O", "", "PASSWORD"})
  void otherLabelsAreNotScored(String label) {
    assertThat(Labels.classOf(label)).isEqualTo(Optional.empty());
  }
}
